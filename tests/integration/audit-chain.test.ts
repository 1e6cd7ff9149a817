import { execFile } from "node:child_process";
import crypto from "node:crypto";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { asc, eq, sql } from "drizzle-orm";
import { auditChainHead, auditEvents } from "../../db/schema";
import { GENESIS_HASH, pruneAuditTrail, verifyAuditChain } from "../../app/features/audit/chain.server";
import { recordAudit } from "../../app/lib/audit.server";
import { retentionPeriods } from "../../app/features/retention/periods";
import { monthsBeforeUtc } from "../../app/lib/dates";
import { sweepExpiredRecords } from "../../app/features/retention/retention.server";
import type { AppDb } from "../../app/lib/db.server";
import { developmentOrganisation } from "../../app/lib/organisation";
import { restartableDatabase, type RestartableDatabase } from "./support/restartable-database";
import { backends, createTestDatabase, type TestDatabase } from "./support/test-database";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));

function auditCommand(args: string[], env: Record<string, string>): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ["--import", "tsx", "scripts/audit.ts", ...args],
      { cwd: ROOT, env: { ...process.env, DATABASE_URL: "", DATA_DIR: "", NODE_ENV: "test", ...env }, timeout: 120_000 },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

/** Does what someone with SQL access could: the no-update trigger is switched off around the change. */
async function tamper(db: AppDb, change: () => Promise<unknown>) {
  await db.execute(sql`alter table audit_events disable trigger audit_events_no_update`);
  try {
    await change();
  } finally {
    await db.execute(sql`alter table audit_events enable trigger audit_events_no_update`);
  }
}

async function writeSome(db: AppDb, n: number) {
  for (let i = 0; i < n; i++) await recordAudit(db, { event: "sign_in_succeeded", actorUserId: `user-${i}`, subjectUserId: `user-${i}`, detail: { method: "password", i } });
}

const entries = (db: AppDb) => db.select().from(auditEvents).orderBy(asc(auditEvents.seq));

describe.each(backends)("audit trail hash chain on %s", (backend) => {
  let database: TestDatabase | undefined;
  const fresh = async () => (database = await createTestDatabase(backend));
  afterEach(async () => {
    await database?.drop();
    database = undefined;
  });

  it("chains every entry, from plain writes, transactions and writes at the same time, and verifies", async () => {
    const { db } = await fresh();
    expect(await verifyAuditChain(db)).toMatchObject({ ok: true, entries: 0 });
    await writeSome(db, 3);
    await db.transaction(async (tx) => {
      await recordAudit(tx, { event: "role_changed", subjectUserId: "user-1", detail: { from: "candidate", to: "caseworker" } });
      await recordAudit(tx, { event: "sessions_revoked", subjectUserId: "user-1", detail: { sessionsEnded: 2 } });
    });
    await Promise.all(Array.from({ length: 8 }, (_, i) => recordAudit(db, { event: "sign_out", actorUserId: `parallel-${i}` })));
    // A transaction that fails leaves no entry and no gap.
    await expect(
      db.transaction(async (tx) => {
        await recordAudit(tx, { event: "sign_out", actorUserId: "rolled-back" });
        throw new Error("stop");
      }),
    ).rejects.toThrow("stop");

    const rows = await entries(db);
    expect(rows.map((row) => row.seq)).toEqual(Array.from({ length: 13 }, (_, i) => i + 1));
    expect(rows[0]!.prevHash).toBe(GENESIS_HASH);
    for (let i = 1; i < rows.length; i++) expect(rows[i]!.prevHash).toBe(rows[i - 1]!.hash);
    expect(rows.some((row) => row.actorUserId === "rolled-back")).toBe(false);
    const [head] = await db.select().from(auditChainHead);
    expect(head).toMatchObject({ seq: 13, hash: rows[12]!.hash });
    expect(await verifyAuditChain(db)).toMatchObject({ ok: true, entries: 13, first: 1, last: 13 });
  });

  it("refuses to change an entry, and whatever a writer puts in seq or hash the trigger sets them", async () => {
    const { db } = await fresh();
    await writeSome(db, 2);
    await expect(db.update(auditEvents).set({ event: "sign_out" }).where(eq(auditEvents.seq, 1))).rejects.toThrow();
    await db.insert(auditEvents).values({ id: crypto.randomUUID(), event: "sign_out", seq: 99, prevHash: "forged", hash: "forged" });
    const rows = await entries(db);
    expect(rows.map((row) => row.seq)).toEqual([1, 2, 3]);
    expect(rows[2]!.hash).not.toBe("forged");
    expect(await verifyAuditChain(db)).toMatchObject({ ok: true, entries: 3 });
  });

  it("catches an edited entry, even when only its detail or time changed", async () => {
    const { db } = await fresh();
    await writeSome(db, 5);
    await tamper(db, () => db.execute(sql`update audit_events set detail = '{"method":"password","i":99}' where seq = 3`));
    const report = await verifyAuditChain(db);
    expect(report).toMatchObject({ ok: false, seq: 3 });
    expect(!report.ok && report.problem).toContain("Entry 3");
    expect(!report.ok && report.problem).toContain("changed");
    expect(report.entries).toBe(2);
  });

  it("catches an entry edited with its hash recomputed: the next entry no longer follows it", async () => {
    const { db } = await fresh();
    await writeSome(db, 4);
    await tamper(db, () =>
      db.execute(
        sql`update audit_events set actor_user_id = 'someone-else', hash = audit_event_hash(seq, prev_hash, id, event, 'someone-else', subject_user_id, session_id, client_hash, detail, created_at) where seq = 2`,
      ),
    );
    expect(await verifyAuditChain(db)).toMatchObject({ ok: false, seq: 3 });
  });

  it("catches a deleted entry in the middle", async () => {
    const { db } = await fresh();
    await writeSome(db, 6);
    await db.delete(auditEvents).where(eq(auditEvents.seq, 4));
    const report = await verifyAuditChain(db);
    expect(report).toMatchObject({ ok: false, seq: 4, entries: 3 });
    expect(!report.ok && report.problem).toBe("Entries 4 to 4 are missing (1 removed).");
  });

  it("catches the newest entries deleted", async () => {
    const { db } = await fresh();
    await writeSome(db, 6);
    await db.delete(auditEvents).where(eq(auditEvents.seq, 6));
    const report = await verifyAuditChain(db);
    expect(report).toMatchObject({ ok: false, seq: 6 });
    expect(!report.ok && report.problem).toContain("newest entries were removed");
  });

  it("catches the first entries deleted without the retention sweep's record", async () => {
    const { db } = await fresh();
    await writeSome(db, 4);
    await db.delete(auditEvents).where(eq(auditEvents.seq, 1));
    const report = await verifyAuditChain(db);
    expect(report).toMatchObject({ ok: false, seq: 2 });
    expect(!report.ok && report.problem).toContain("no record says the retention sweep removed them");
  });

  it("still verifies after the retention sweep removes old entries, and catches a removal after that", async () => {
    const { db } = await fresh();
    const now = new Date();
    const old = monthsBeforeUtc(now, retentionPeriods.auditTrailMonths + 1);
    for (let i = 0; i < 3; i++) await db.insert(auditEvents).values({ id: crypto.randomUUID(), event: "sign_out", actorUserId: `old-${i}`, createdAt: old });
    await writeSome(db, 2);

    const dry = await sweepExpiredRecords(db, { now, dryRun: true, publicUrl: "https://fairchance.example", contact: developmentOrganisation });
    expect(dry.auditEntries).toBe(3);
    expect(await entries(db)).toHaveLength(5);
    const swept = await sweepExpiredRecords(db, { now, publicUrl: "https://fairchance.example", contact: developmentOrganisation });
    expect(swept.auditEntries).toBe(3);
    const rows = await entries(db);
    expect(rows.map((row) => row.seq)).toEqual([4, 5, 6]);
    expect(rows[2]).toMatchObject({ event: "audit_trail_pruned", detail: { throughSeq: "3", removed: 3 } });
    expect(await verifyAuditChain(db)).toMatchObject({ ok: true, entries: 3, first: 4, last: 6 });
    expect(await pruneAuditTrail(db, old)).toBe(0);

    await db.delete(auditEvents).where(eq(auditEvents.seq, 4));
    expect(await verifyAuditChain(db)).toMatchObject({ ok: false, seq: 5 });
  });
});

describe.each(backends)("npm run audit on %s", (backend) => {
  let store: RestartableDatabase | undefined;
  afterEach(async () => {
    await store?.drop();
  });

  it("says OK, prints the head, then names the edited and the deleted entry; refuses while a server holds the embedded database", async () => {
    store = await restartableDatabase(backend);
    const env: Record<string, string> = backend === "postgres" ? { DATABASE_URL: store.url! } : { DATA_DIR: store.dataDir! };
    let database = await store.open();
    await writeSome(database.db, 4);
    await database.close();

    const ok = await auditCommand(["verify"], env);
    expect(ok.stderr).toBe("");
    expect(ok).toMatchObject({ code: 0 });
    expect(ok.stdout).toMatch(/^OK: 4 entries checked, 1 to 4; newest hash [0-9a-f]{64}\./);
    const head = await auditCommand(["head"], env);
    const noted = head.stdout.split("\n")[0]!;
    expect(noted).toMatch(/^4:[0-9a-f]{64}$/);
    expect((await auditCommand(["verify", "--expect", noted], env)).code).toBe(0);
    expect((await auditCommand(["verify", "--expect", `4:${"a".repeat(64)}`], env)).stdout).toContain("no longer has the hash you noted");

    if (backend === "pglite") {
      database = await store.open();
      const held = await auditCommand(["verify"], env);
      expect(held.code).toBe(2);
      expect(held.stderr).toContain("in use by a running server");
      await database.close();
    }

    database = await store.open();
    await tamper(database.db, () => database.db.execute(sql`update audit_events set event = 'sign_out' where seq = 2`));
    await database.close();
    const edited = await auditCommand(["verify"], env);
    expect(edited.code).toBe(3);
    expect(edited.stdout).toContain("BROKEN: Entry 2");
    expect(edited.stdout).toContain("was changed after it was written");

    database = await store.open();
    await tamper(database.db, () => database.db.execute(sql`update audit_events set event = 'sign_in_succeeded' where seq = 2`));
    await database.db.delete(auditEvents).where(eq(auditEvents.seq, 3));
    await database.close();
    const deleted = await auditCommand(["verify"], env);
    expect(deleted.code).toBe(3);
    expect(deleted.stdout).toContain("BROKEN: Entries 3 to 3 are missing");

    const wrong = await auditCommand(["check"], env);
    expect(wrong.code).toBe(1);
    expect(wrong.stderr).toContain("Usage:");
    // Eight runs of the command, each a new Node process compiling TypeScript: over a minute on a busy two-core machine.
  }, 300_000);
});
