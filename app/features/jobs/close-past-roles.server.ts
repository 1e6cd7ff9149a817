import { and, eq, isNotNull, lt } from "drizzle-orm";
import { jobChanges, jobs } from "../../../db/schema";
import { londonDate } from "~/lib/dates";
import type { AppDb } from "~/lib/db.server";
import { uuidv7 } from "~/lib/uuid.server";

/** The name in `scheduled_jobs` of the hourly run that closes roles whose closing date has passed. */
export const CLOSE_PAST_ROLES_JOB = "close-past-roles";

/** Who the change history names for a role closed by its date. */
export const CLOSED_BY_DATE = "Closing date passed";

/**
 * Marks open roles whose closing date (a London day) has passed as closed, with a row in each one's history. The
 * board and the job pages already leave such roles out by date; this makes the employer's list and the data agree.
 * Run by one server at a time (claimJob); a second run at once finds nothing left to close.
 */
export async function closePastRoles(db: AppDb, now = new Date()): Promise<{ written: number; closed: number }> {
  const today = londonDate(now);
  return db.transaction(async (tx) => {
    const closed = await tx
      .update(jobs)
      .set({ status: "closed", updatedAt: now })
      .where(and(eq(jobs.status, "open"), isNotNull(jobs.closingDate), lt(jobs.closingDate, today)))
      .returning({ id: jobs.id });
    if (closed.length) {
      await tx.insert(jobChanges).values(closed.map(({ id }) => ({ id: uuidv7(), jobId: id, change: "closed", fields: [], changedByName: CLOSED_BY_DATE, changedByUserId: null, changedAt: now })));
    }
    return { written: 0, closed: closed.length };
  });
}
