import { and, eq, isNull, lt, or, sql } from "drizzle-orm";
import { jobEvents, scheduledJobs } from "../../../db/schema";
import type { AppDb } from "~/lib/db.server";

export type JobClaim = {
  /** Marks the run finished and lets the next one be claimed after its interval. */
  finish(): Promise<void>;
  /** Gives the claim back without counting a run (it failed): another server may try at once. */
  release(): Promise<void>;
};

/**
 * Claims the job `name` for this server, or returns null when another server holds it or ran it within the
 * last `intervalMs` (less a tenth, so servers started a little apart do not each miss the other's turn).
 * `leaseMs` bounds how long a crashed server keeps the job.
 */
export async function claimJob(db: AppDb, name: string, options: { intervalMs: number; leaseMs: number }): Promise<JobClaim | null> {
  await db.insert(scheduledJobs).values({ name }).onConflictDoNothing();
  const recentMs = Math.floor(options.intervalMs * 0.9);
  const [claimed] = await db
    .update(scheduledJobs)
    .set({ lockedUntil: sql`now() + ${options.leaseMs} * interval '1 millisecond'`, lastStartedAt: sql`now()` })
    .where(
      and(
        eq(scheduledJobs.name, name),
        or(isNull(scheduledJobs.lockedUntil), lt(scheduledJobs.lockedUntil, sql`now()`)),
        or(isNull(scheduledJobs.lastFinishedAt), lt(scheduledJobs.lastFinishedAt, sql`now() - ${recentMs} * interval '1 millisecond'`)),
      ),
    )
    .returning({ name: scheduledJobs.name });
  if (!claimed) return null;
  return {
    finish: async () => {
      await db.update(scheduledJobs).set({ lockedUntil: null, lastFinishedAt: sql`now()` }).where(eq(scheduledJobs.name, name));
    },
    release: async () => {
      await db.update(scheduledJobs).set({ lockedUntil: null }).where(eq(scheduledJobs.name, name));
    },
  };
}

/** Seconds since each job last finished (null: never), for the metrics. */
export async function jobAges(db: AppDb): Promise<{ name: string; secondsSinceFinished: number | null }[]> {
  return db
    .select({
      name: scheduledJobs.name,
      secondsSinceFinished: sql<number | null>`extract(epoch from (now() - ${scheduledJobs.lastFinishedAt}))`.mapWith((v) => (v === null ? null : Number(v))),
    })
    .from(scheduledJobs);
}

/** Anything that can insert: the database or a transaction. */
type Executor = Pick<AppDb, "insert">;

/**
 * Records that the effect keyed `key` happened, inside the effect's own transaction. False when it already
 * happened (or another transaction is doing it right now and commits): the caller must then do nothing.
 */
export async function recordOnce(executor: Executor, key: string): Promise<boolean> {
  const rows = await executor.insert(jobEvents).values({ key }).onConflictDoNothing().returning({ key: jobEvents.key });
  return rows.length > 0;
}
