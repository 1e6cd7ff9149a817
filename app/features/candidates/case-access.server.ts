import { and, desc, eq, gt } from "drizzle-orm";
import { caseAccessGrants, candidates } from "../../../db/schema";
import { recordAudit } from "~/lib/audit.server";
import type { AppDb } from "~/lib/db.server";
import { londonToday } from "~/lib/dates";
import { uuidv7 } from "~/lib/uuid.server";
import { GRANT_HOURS } from "./case-access";

/**
 * Reasoned access: a caseworker may open the record of a real person who is not on their caseload by giving a
 * reason. The grant (with the reason) and an audit row are written together; it lasts 8 hours and ends with the
 * UK day at the latest. Conviction details stay with the assigned caseworker: a grant never opens them.
 */

/** When a grant made at `now` ends. */
export function grantExpiry(now: Date): Date {
  return new Date(Math.min(now.getTime() + GRANT_HOURS * 3_600_000, londonToday(now).end.getTime()));
}

/** The caseworker's grant on this person that is still running, if any. */
export async function activeGrant(db: AppDb, caseworkerId: string, candidateId: string, now: Date = new Date()): Promise<{ id: string; expiresAt: Date } | null> {
  const [grant] = await db
    .select({ id: caseAccessGrants.id, expiresAt: caseAccessGrants.expiresAt })
    .from(caseAccessGrants)
    .where(and(eq(caseAccessGrants.caseworkerId, caseworkerId), eq(caseAccessGrants.candidateId, candidateId), gt(caseAccessGrants.expiresAt, now)))
    .orderBy(desc(caseAccessGrants.expiresAt))
    .limit(1);
  return grant ?? null;
}

/** A real (never demonstration) candidate with this id exists. */
export async function isRealCandidate(db: AppDb, candidateId: string): Promise<boolean> {
  const [row] = await db.select({ id: candidates.id }).from(candidates).where(and(eq(candidates.id, candidateId), eq(candidates.demo, false))).limit(1);
  return Boolean(row);
}

/** Records the grant and its audit row in one transaction. */
export async function grantAccess(
  db: AppDb,
  input: { caseworkerId: string; candidateId: string; reason: string },
  audit: { actorUserId: string; sessionId: string; clientHash: string | null },
  now: Date = new Date(),
): Promise<{ id: string; expiresAt: Date }> {
  const id = uuidv7();
  const expiresAt = grantExpiry(now);
  await db.transaction(async (tx) => {
    await tx.insert(caseAccessGrants).values({ id, candidateId: input.candidateId, caseworkerId: input.caseworkerId, reason: input.reason, grantedAt: now, expiresAt });
    const [owner] = await tx.select({ userId: candidates.userId }).from(candidates).where(eq(candidates.id, input.candidateId));
    // The reason is kept with the grant; the audit row names the grant, never the words.
    await recordAudit(tx, { ...audit, event: "case_access_granted", subjectUserId: owner?.userId ?? null, detail: { candidateId: input.candidateId, grantId: id, expiresAt: expiresAt.toISOString() } });
  });
  return { id, expiresAt };
}
