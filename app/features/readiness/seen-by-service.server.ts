import { eq, ne, sql } from "drizzle-orm";
import { candidateCvs, candidates, readinessChecklist, referrals, users } from "../../../db/schema";
import type { ReadinessItem } from "../../../db/schema/vocabulary";
import type { AppDb } from "~/lib/db.server";

/**
 * Checklist items the service can see for itself. When it sees one, it marks the item done "by the service", so
 * no one has to tick what the person has already shown: a CV saved to their account, a disclosure letter saved,
 * a verified email address, a phone number given with a referral. An item someone already marked done keeps
 * their mark; a caseworker can still change any item afterwards.
 */
export async function markSeenByService(db: AppDb, candidateId: string, items: readonly ReadinessItem[], now: Date = new Date()) {
  if (items.length === 0) return;
  const mark = { status: "done" as const, markedByService: true, updatedByName: null, updatedByUserId: null, updatedAt: now };
  await db
    .insert(readinessChecklist)
    .values(items.map((item) => ({ candidateId, item, ...mark })))
    .onConflictDoUpdate({ target: [readinessChecklist.candidateId, readinessChecklist.item], set: mark, setWhere: ne(readinessChecklist.status, "done") });
}

/**
 * Looks at what the database itself shows about a real person (saved CV, verified email, referral phone) and marks
 * those items. Called where one of them can first become true; the disclosure letter, which is encrypted, is marked
 * by the code that saves it.
 */
export async function markWhatTheServiceSees(db: AppDb, candidateId: string, now: Date = new Date()) {
  const [seen] = await db
    .select({
      demo: candidates.demo,
      cv: sql<boolean>`exists (select 1 from ${candidateCvs} where ${candidateCvs.candidateId} = ${candidates.id})`,
      email: sql<boolean>`coalesce((select ${users.emailVerified} from ${users} where ${users.id} = ${candidates.userId}), false)`,
      phone: sql<boolean>`exists (select 1 from ${referrals} where ${referrals.candidateId} = ${candidates.id} and ${referrals.phone} is not null)`,
    })
    .from(candidates)
    .where(eq(candidates.id, candidateId));
  if (!seen || seen.demo) return;
  const items: ReadinessItem[] = [];
  if (seen.cv) items.push("cv_and_covering_letter");
  if (seen.email) items.push("email");
  if (seen.phone) items.push("phone");
  await markSeenByService(db, candidateId, items, now);
}
