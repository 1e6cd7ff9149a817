import { and, asc, desc, eq, gt, lt, lte, max, sql } from "drizzle-orm";
import { auditChainHead, auditEvents } from "../../../db/schema";
import type { AppDb } from "~/lib/db.server";
import { recordAudit } from "~/lib/audit.server";

/** The `prev_hash` of the first entry ever written. */
export const GENESIS_HASH = "0".repeat(64);

/** What `verifyAuditChain` found: all well, or the first entry that is wrong or missing. */
export type ChainReport =
  | { ok: true; entries: number; first: number | null; last: number | null; headHash: string }
  | { ok: false; entries: number; problem: string; seq: number | null };

const BATCH = 2000;

/** The hash the database computes for an entry now: differs from `hash` when anything in the row was changed. */
const expectedHash = sql<string>`audit_event_hash(${auditEvents.seq}, ${auditEvents.prevHash}, ${auditEvents.id}, ${auditEvents.event}, ${auditEvents.actorUserId}, ${auditEvents.subjectUserId}, ${auditEvents.sessionId}, ${auditEvents.clientHash}, ${auditEvents.detail}, ${auditEvents.createdAt})`;

/**
 * Checks the audit trail from its earliest remaining entry to the newest: each entry's hash matches its content,
 * each names the one before it, the numbers run without a gap, and the newest is the one the chain's head
 * recorded. The earliest entry either starts the chain or follows entries the retention sweep removed, which it
 * recorded in an `audit_trail_pruned` entry naming the last one removed and its hash.
 */
export async function verifyAuditChain(db: AppDb): Promise<ChainReport> {
  const [head] = await db.select().from(auditChainHead).where(eq(auditChainHead.id, 1));
  if (!head) return { ok: false, entries: 0, problem: "The chain's head record (audit_chain_head) is missing.", seq: null };

  let entries = 0;
  let first: number | null = null;
  let previous: { seq: number; hash: string } | null = null;
  for (;;) {
    const rows = await db
      .select({ seq: auditEvents.seq, id: auditEvents.id, prevHash: auditEvents.prevHash, hash: auditEvents.hash, expected: expectedHash })
      .from(auditEvents)
      .where(previous ? gt(auditEvents.seq, previous.seq) : undefined)
      .orderBy(asc(auditEvents.seq))
      .limit(BATCH);
    for (const row of rows) {
      if (previous === null) {
        first = row.seq;
        const problem = await startProblem(db, row);
        if (problem) return { ok: false, entries, problem, seq: row.seq };
      } else if (row.seq !== previous.seq + 1) {
        const missing = row.seq - previous.seq - 1;
        return {
          ok: false,
          entries,
          problem: missing > 0 ? `Entries ${previous.seq + 1} to ${row.seq - 1} are missing (${missing} removed).` : `Entry ${row.seq} is out of order.`,
          seq: previous.seq + 1,
        };
      } else if (row.prevHash !== previous.hash) {
        return { ok: false, entries, problem: `Entry ${row.seq} does not follow entry ${previous.seq}: one of them was changed or replaced.`, seq: row.seq };
      }
      if (row.hash !== row.expected) {
        return { ok: false, entries, problem: `Entry ${row.seq} (id ${row.id}) was changed after it was written: its hash does not match its content.`, seq: row.seq };
      }
      entries += 1;
      previous = { seq: row.seq, hash: row.hash };
    }
    if (rows.length < BATCH) break;
  }

  if (previous === null) {
    if (head.seq === 0) return { ok: true, entries: 0, first: null, last: null, headHash: head.hash };
    return { ok: false, entries: 0, problem: `Every entry is missing: the chain's head is entry ${head.seq}, but the table is empty.`, seq: head.seq };
  }
  if (previous.seq < head.seq) {
    return { ok: false, entries, problem: `Entries ${previous.seq + 1} to ${head.seq} are missing: the newest entries were removed.`, seq: previous.seq + 1 };
  }
  if (previous.seq !== head.seq || previous.hash !== head.hash) {
    return { ok: false, entries, problem: `Entry ${previous.seq} is not the newest entry the chain recorded (entry ${head.seq}).`, seq: previous.seq };
  }
  return { ok: true, entries, first, last: previous.seq, headHash: head.hash };
}

/** Why the earliest remaining entry cannot start the chain, or null when it can. */
async function startProblem(db: AppDb, row: { seq: number; prevHash: string }): Promise<string | null> {
  if (row.seq === 1) return row.prevHash === GENESIS_HASH ? null : "Entry 1 does not start the chain: it was changed or replaced.";
  const pruned = await db
    .select({ seq: auditEvents.seq })
    .from(auditEvents)
    .where(
      and(
        eq(auditEvents.event, "audit_trail_pruned"),
        sql`${auditEvents.detail}->>'throughSeq' = ${String(row.seq - 1)}`,
        sql`${auditEvents.detail}->>'lastHash' = ${row.prevHash}`,
      ),
    )
    .limit(1);
  if (pruned.length > 0) return null;
  return `Entries 1 to ${row.seq - 1} are missing, and no record says the retention sweep removed them.`;
}

/**
 * Removes entries written before `before` (the oldest first, as a block, so the rest still chain), and records the
 * removal as a new entry naming the last one removed and its hash, so `verifyAuditChain` can start after it.
 * Returns how many were removed. In one transaction: a failure leaves the trail as it was.
 */
export async function pruneAuditTrail(db: AppDb, before: Date, options: { dryRun?: boolean } = {}): Promise<number> {
  return db.transaction(async (tx) => {
    const [due] = await tx.select({ through: max(auditEvents.seq) }).from(auditEvents).where(lt(auditEvents.createdAt, before));
    const through = due?.through === null || due?.through === undefined ? null : Number(due.through);
    if (through === null) return 0;
    if (options.dryRun) {
      const [row] = await tx.select({ n: sql<number>`count(*)::int` }).from(auditEvents).where(lte(auditEvents.seq, through));
      return row?.n ?? 0;
    }
    const [last] = await tx.select({ hash: auditEvents.hash }).from(auditEvents).where(eq(auditEvents.seq, through));
    const removed = await tx.delete(auditEvents).where(lte(auditEvents.seq, through)).returning({ seq: auditEvents.seq });
    await recordAudit(tx, {
      event: "audit_trail_pruned",
      detail: { throughSeq: String(through), lastHash: last?.hash ?? "", removed: removed.length, before: before.toISOString() },
    });
    return removed.length;
  });
}

/** The newest entry's number and hash: write them down somewhere else to detect a rewritten chain later. */
export async function auditChainHeadOf(db: AppDb): Promise<{ seq: number; hash: string; at: Date } | null> {
  const [head] = await db.select().from(auditChainHead).where(eq(auditChainHead.id, 1));
  if (!head) return null;
  const [newest] = await db.select({ at: auditEvents.createdAt }).from(auditEvents).orderBy(desc(auditEvents.seq)).limit(1);
  return { seq: head.seq, hash: head.hash, at: newest?.at ?? head.updatedAt };
}
