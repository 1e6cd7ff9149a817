import { and, count, countDistinct, desc, eq } from "drizzle-orm";
import { applications, referrals } from "../../../db/schema";
import { referralStatuses, type ReferralStatus } from "../../../db/schema/vocabulary";
import { countsInOrder } from "~/lib/counts";
import type { PartnerSubject } from "~/lib/data-subject";
import type { AppDb } from "~/lib/db.server";

type KnownPartner = PartnerSubject & { organisationId: string };

/** Only the partner's own referrals, in its data set. */
function ownReferrals(subject: KnownPartner) {
  return and(eq(referrals.partnerId, subject.organisationId), eq(referrals.demo, subject.demo));
}

/** A partner's referrals counted by status. */
export async function referralCounts(db: AppDb, subject: KnownPartner): Promise<{ value: ReferralStatus; count: number }[]> {
  const rows = await db
    .select({ value: referrals.status, count: count() })
    .from(referrals)
    .where(ownReferrals(subject))
    .groupBy(referrals.status);
  return countsInOrder(referralStatuses, rows);
}

export type ReferralItem = { id: string; personName: string; status: ReferralStatus; referredAt: string };

/** A partner's newest referrals. */
export async function recentReferrals(db: AppDb, subject: KnownPartner, limit: number): Promise<ReferralItem[]> {
  const rows = await db
    .select({
      id: referrals.id,
      firstName: referrals.firstName,
      lastName: referrals.lastName,
      status: referrals.status,
      createdAt: referrals.createdAt,
    })
    .from(referrals)
    .where(ownReferrals(subject))
    .orderBy(desc(referrals.createdAt))
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    personName: `${row.firstName} ${row.lastName}`,
    status: row.status,
    referredAt: row.createdAt.toISOString(),
  }));
}

/** How many people the partner referred have started a job. */
export async function peoplePlacedInWork(db: AppDb, subject: KnownPartner): Promise<number> {
  const [row] = await db
    .select({ count: countDistinct(referrals.candidateId) })
    .from(referrals)
    .innerJoin(applications, eq(applications.candidateId, referrals.candidateId))
    .where(and(ownReferrals(subject), eq(applications.demo, subject.demo), eq(applications.status, "started")));
  return row?.count ?? 0;
}
