import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import pg from "pg";
import { auditEvents, mailOutbox, users } from "../../db/schema";
import { claimJob } from "../../app/features/operations/scheduled-jobs.server";
import { ConfigurationMismatchError, configurationFingerprint, registerInstance } from "../../app/features/operations/server-instances.server";
import { monthsBeforeUtc } from "../../app/lib/dates";
import { sweepExpiredRecords } from "../../app/features/retention/retention.server";
import { openDatabase, type Database } from "../../app/lib/db.server";
import { developmentOrganisation } from "../../app/lib/organisation";
import { MailWorker } from "../../app/lib/mail.server";
import { createLogger } from "../../app/lib/logger.server";
import { backends, createTestDatabase, type TestDatabase } from "./support/test-database";
import { startTestServer, type TestServer } from "./support/test-server";

const publicUrl = "https://fairchance.example";
const contact = developmentOrganisation;
const logger = createLogger({ level: "silent", pretty: false });

/** A second connection to the same database, as another server would have (PGlite: the same one). */
async function secondConnection(test: TestDatabase): Promise<Database> {
  return test.url ? openDatabase({ databaseUrl: test.url, migrate: false }) : test;
}

describe.each(backends)("work shared between servers on %s", (backend) => {
  let test: TestDatabase;
  let other: Database;
  beforeAll(async () => {
    test = await createTestDatabase(backend);
    other = await secondConnection(test);
  });
  afterAll(async () => {
    if (other !== test) await other.close();
    await test?.drop();
  });

  it("warns and deletes each inactive account once even when two sweeps run at the same moment", async () => {
    const longAgo = monthsBeforeUtc(new Date(), 30);
    const ids = Array.from({ length: 12 }, () => crypto.randomUUID());
    await test.db.insert(users).values(ids.map((id) => ({ id, name: "Sam Example", email: `sam.${id}@example.org`, emailVerified: true, createdAt: longAgo })));

    const [a, b] = await Promise.all([
      sweepExpiredRecords(test.db, { publicUrl, contact }),
      sweepExpiredRecords(other.db, { publicUrl, contact }),
    ]);
    expect(a.inactiveAccountsWarned + b.inactiveAccountsWarned).toBe(12);
    const warnings = await test.db.select().from(auditEvents).where(eq(auditEvents.event, "inactivity_warning_sent"));
    expect(warnings).toHaveLength(12);
    const mails = await test.db.select().from(mailOutbox).where(eq(mailOutbox.kind, "account.inactive-warning"));
    expect(mails).toHaveLength(12);

    // The notice period passes: both sweeps reach the accounts again, and each is deleted once.
    // The audit trail refuses changes (migration 0008), so the test lifts that guard to move the warnings back in
    // time; the hash chain is not what this test checks.
    await test.db.execute(sql`alter table audit_events disable trigger audit_events_no_update`);
    await test.db.update(auditEvents).set({ createdAt: sql`now() - interval '31 days'` }).where(eq(auditEvents.event, "inactivity_warning_sent"));
    await test.db.execute(sql`alter table audit_events enable trigger audit_events_no_update`);
    await Promise.all([sweepExpiredRecords(test.db, { publicUrl, contact }), sweepExpiredRecords(other.db, { publicUrl, contact })]);
    expect(await test.db.select().from(auditEvents).where(eq(auditEvents.event, "account_deleted"))).toHaveLength(12);
    expect(await test.db.select().from(users)).toHaveLength(0);
  });

  it("lets one server claim a scheduled job; the others skip it until its interval has passed", async () => {
    const options = { intervalMs: 60_000, leaseMs: 30_000 };
    const claims = await Promise.all([claimJob(test.db, "test-job", options), claimJob(other.db, "test-job", options)]);
    expect(claims.filter(Boolean)).toHaveLength(1);
    await claims.find(Boolean)!.finish();
    expect(await claimJob(other.db, "test-job", options)).toBeNull();
    // A failed run gives its claim back, so another server may try at once.
    const failing = await claimJob(test.db, "other-job", options);
    await failing!.release();
    expect(await claimJob(other.db, "other-job", options)).not.toBeNull();
  });

  it("refuses a server whose secret or public address differs from a running one's, and forgets stopped ones", async () => {
    const same = configurationFingerprint({ authSecret: "a".repeat(40), publicUrl });
    const first = await registerInstance(test.db, same);
    const second = await registerInstance(other.db, same);
    await expect(registerInstance(other.db, configurationFingerprint({ authSecret: "b".repeat(40), publicUrl }))).rejects.toBeInstanceOf(ConfigurationMismatchError);
    await expect(registerInstance(other.db, configurationFingerprint({ authSecret: "a".repeat(40), publicUrl: "https://other.example" }))).rejects.toBeInstanceOf(
      ConfigurationMismatchError,
    );
    // The fingerprint is a keyed hash: the secret is nowhere in it.
    expect(same).not.toContain("aaaa");
    await first.stop();
    await second.stop();
    const changed = await registerInstance(test.db, configurationFingerprint({ authSecret: "b".repeat(40), publicUrl }));
    await changed.stop();
  });

  it("lets a crashed server's claimed emails be taken over after MAIL_CLAIM_SECONDS", async () => {
    await test.db.update(mailOutbox).set({ status: "sent" });
    const id = crypto.randomUUID();
    await test.db.insert(mailOutbox).values({ id, kind: "test", toAddress: "x@example.org", subject: "s", textBody: "t" });
    const sent: string[] = [];
    const transport = { sendMail: async (mail: { messageId: string }) => sent.push(mail.messageId), close() {} };
    const settings = { smtpUrl: undefined, from: "a@example.org", enquiriesTo: "b@example.org", maxAttempts: 3, retryBaseMs: 1000, pollIntervalMs: 1000, workerEnabled: true };
    const crashed = new MailWorker({ db: test.db, settings, logger, isProduction: false, transport: { sendMail: () => new Promise(() => {}), close() {} } as never, claimMs: 1500 });
    void crashed.sendDue();
    await new Promise((r) => setTimeout(r, 300));
    const survivor = new MailWorker({ db: other.db, settings, logger, isProduction: false, transport: transport as never, claimMs: 1500 });
    expect(await survivor.sendDue()).toBe(0);
    await new Promise((r) => setTimeout(r, 1600));
    expect(await survivor.sendDue()).toBe(1);
    expect(sent).toHaveLength(1);
  });
});

// Only PostgreSQL has several processes on one database; registered only when it is there, like the other PostgreSQL-only tests.
if (backends.includes("postgres")) describe("migrations on PostgreSQL", () => {
  it("lets several servers starting together on an empty database all come up", async () => {
    const adminUrl = process.env.TEST_DATABASE_URL!;
    const name = `fcw_test_${crypto.randomBytes(6).toString("hex")}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    try {
      const opened = await Promise.all(Array.from({ length: 4 }, () => openDatabase({ databaseUrl: url.toString() })));
      await Promise.all(opened.map((database) => database.close()));
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  });
});

describe.each(backends)("metrics and shutdown on %s", (backend) => {
  const token = crypto.randomBytes(24).toString("base64url");
  let server: TestServer;
  let plain: TestServer;
  beforeAll(async () => {
    server = await startTestServer(backend, { METRICS_TOKEN: token });
    plain = await startTestServer(backend);
  });
  afterAll(async () => {
    await server?.stop();
    await plain?.stop();
  });

  it("serves /metrics only with METRICS_TOKEN set and the right bearer token, labelled by route, not path", async () => {
    expect((await plain.fetch("/metrics")).status).toBe(404);
    expect((await server.fetch("/metrics")).status).toBe(401);
    expect((await server.fetch("/metrics", { headers: { Authorization: "Bearer wrong" } })).status).toBe(401);
    await (await server.fetch("/health")).text();
    await (await server.fetch("/privacy-policy?email=someone%40example.org")).text();
    const response = await server.fetch("/metrics", { headers: { Authorization: `Bearer ${token}` } });
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).toMatch(/http_request_duration_seconds_count\{method="GET",route="\/health",status="200"\} 1/);
    expect(text).toContain('route="routes/privacy-policy"');
    expect(text).not.toContain("example.org");
    expect(text).toMatch(/mail_outbox_pending{channel="email"} \d+/);
    expect(text).toMatch(/mail_outbox_pending{channel="sms"} \d+/);
    expect(text).toContain("mail_outbox_oldest_pending_age_seconds");
    if (backend === "postgres") expect(text).toMatch(/database_pool_connections\{state="total"\} \d+/);
  });

  it("answers /health with 503 while draining after SIGTERM, before it stops taking connections", async () => {
    const closing = server.close({ drainMs: 800 });
    await new Promise((r) => setTimeout(r, 100));
    const health = await server.fetch("/health");
    expect(health.status).toBe(503);
    expect(await health.json()).toMatchObject({ reason: "The server is shutting down." });
    // Still taking connections during the drain: a page is still served.
    expect((await server.fetch("/ping")).status).toBe(200);
    await closing;
  });
});
