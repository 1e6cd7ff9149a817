import { and, asc, desc, eq, inArray, isNull, ne, sql } from "drizzle-orm";
import { candidates, referralInvitations, referrals, users } from "../../../db/schema";
import { recordAudit } from "~/lib/audit.server";
import type { AppDb } from "~/lib/db.server";
import { markWhatTheServiceSees } from "~/features/readiness/seen-by-service.server";

/**
 * A candidate's first visit, when a partner referred them by this email before they had an account: the record
 * made for that referral (one no account owns yet) becomes the account's, under the person's own name, instead of
 * a second record. Only a verified email counts, so signing up with someone else's address joins nothing.
 * A referral whose emailed invitation was used to sign up comes first, so the invitation's path ends on its own
 * record; every invitation of the referrals on the joined record is then marked used.
 * Returns the record's id, or null when there is none to join.
 */
export async function joinReferredRecord(db: AppDb, user: { id: string; name: string }): Promise<string | null> {
  const [account] = await db.select({ email: users.email, verified: users.emailVerified }).from(users).where(eq(users.id, user.id));
  if (!account?.verified) return null;
  const email = account.email.trim().toLowerCase();
  const [record] = await db
    .select({ id: candidates.id })
    .from(referrals)
    .innerJoin(candidates, eq(candidates.id, referrals.candidateId))
    .where(and(sql`lower(trim(${referrals.email})) = ${email}`, eq(referrals.demo, false), eq(candidates.demo, false), isNull(candidates.userId), ne(referrals.status, "closed")))
    .orderBy(desc(sql`exists (select 1 from ${referralInvitations} where ${referralInvitations.referralId} = ${referrals.id} and ${referralInvitations.usedAt} is not null)`), asc(referrals.createdAt))
    .limit(1);
  if (!record) return null;
  const joined = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(candidates)
      .set({ userId: user.id, fullName: user.name, updatedAt: new Date() })
      .where(and(eq(candidates.id, record.id), isNull(candidates.userId)))
      .returning({ id: candidates.id });
    if (!updated) return null;
    const onRecord = tx.select({ id: referrals.id }).from(referrals).where(eq(referrals.candidateId, updated.id));
    await tx.update(referralInvitations).set({ usedAt: new Date() }).where(and(inArray(referralInvitations.referralId, onRecord), isNull(referralInvitations.usedAt)));
    await recordAudit(tx, { event: "referred_record_joined", actorUserId: user.id, subjectUserId: user.id, detail: { candidateId: updated.id } });
    return updated.id;
  });
  if (joined) await markWhatTheServiceSees(db, joined);
  return joined;
}
