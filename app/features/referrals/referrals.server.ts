import { and, asc, count, countDistinct, desc, eq } from "drizzle-orm";
import { applications, referrals } from "../../../db/schema";
import { referralStatuses, type Barrier, type PartnerVisibility, type ReferralSetting, type ReferralStatus } from "../../../db/schema/vocabulary";
import { countsInOrder } from "~/lib/counts";
import type { PartnerSubject } from "~/lib/data-subject";
import type { AppDb } from "~/lib/db.server";
import { pageOf } from "~/lib/paging";
import { REFERRALS_PAGE_SIZE, referralFiltersFrom, type ReferralFilters } from "./list-filters";

export type KnownPartner = PartnerSubject & { organisationId: string };

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

/** What the partner told us when referring, and what the person agreed to: the partner's own record of it. */
export type ReferralDetails = {
  candidateId: string | null;
  setting: ReferralSetting | null;
  expectedReleaseOn: string | null;
  needs: Barrier[];
  accessibilityNeeds: string | null;
  preferredLanguage: string | null;
  supportRequested: string | null;
  partnerMaySee: PartnerVisibility[];
  consentRecordedAt: string;
  consentRecordedBy: string;
};

export type ReferralRow = ReferralItem & ReferralDetails & { referredByName: string; town: string | null; updatedAt: string };

export const referralDetailColumns = {
  candidateId: referrals.candidateId,
  setting: referrals.setting,
  expectedReleaseOn: referrals.expectedReleaseOn,
  needs: referrals.needs,
  accessibilityNeeds: referrals.accessibilityNeeds,
  preferredLanguage: referrals.preferredLanguage,
  supportRequested: referrals.supportRequested,
  notes: referrals.notes,
  partnerMaySee: referrals.partnerMaySee,
  consentRecordedAt: referrals.consentRecordedAt,
  consentRecordedBy: referrals.consentRecordedBy,
};

/** The details from a row read with referralDetailColumns (older referrals kept the support asked for in notes). */
export function referralDetails(
  row: Omit<ReferralDetails, "consentRecordedAt" | "supportRequested"> & { supportRequested: string | null; notes: string | null; consentRecordedAt: Date },
): ReferralDetails {
  return {
    candidateId: row.candidateId,
    setting: row.setting,
    expectedReleaseOn: row.expectedReleaseOn,
    needs: row.needs,
    accessibilityNeeds: row.accessibilityNeeds,
    preferredLanguage: row.preferredLanguage,
    supportRequested: row.supportRequested ?? row.notes,
    partnerMaySee: row.partnerMaySee,
    consentRecordedAt: row.consentRecordedAt.toISOString(),
    consentRecordedBy: row.consentRecordedBy,
  };
}

export type ReferralListPage = { rows: ReferralRow[]; total: number; page: number; pages: number };

/**
 * One page of a partner's referrals, filtered by status and sorted as the address asks: counted, ordered and paged
 * in the database.
 */
export async function partnerReferralList(db: AppDb, subject: KnownPartner, filters: ReferralFilters): Promise<ReferralListPage> {
  const where = filters.status ? and(ownReferrals(subject), eq(referrals.status, filters.status)) : ownReferrals(subject);
  const order =
    filters.sort === "name"
      ? [asc(referrals.lastName), asc(referrals.firstName), asc(referrals.id)]
      : filters.sort === "oldest"
        ? [asc(referrals.createdAt), asc(referrals.id)]
        : [desc(referrals.createdAt), desc(referrals.id)];
  const [counted] = await db.select({ count: count() }).from(referrals).where(where);
  const total = counted?.count ?? 0;
  const { page, pages, offset } = pageOf(total, REFERRALS_PAGE_SIZE, filters.page);
  const rows =
    total === 0
      ? []
      : await db
          .select({
            id: referrals.id,
            firstName: referrals.firstName,
            lastName: referrals.lastName,
            status: referrals.status,
            town: referrals.town,
            referredByName: referrals.referredByName,
            createdAt: referrals.createdAt,
            updatedAt: referrals.updatedAt,
            ...referralDetailColumns,
          })
          .from(referrals)
          .where(where)
          .orderBy(...order)
          .limit(REFERRALS_PAGE_SIZE)
          .offset(offset);
  return {
    total,
    page,
    pages,
    rows: rows.map((row) => ({
      id: row.id,
      personName: `${row.firstName} ${row.lastName}`,
      status: row.status,
      town: row.town,
      referredByName: row.referredByName,
      referredAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      ...referralDetails(row),
      // While a referral waits, the list links to no one: a referral of someone who already has an account has
      // no record until they accept, and the partner must not be able to tell the two apart.
      candidateId: row.status === "submitted" ? null : row.candidateId,
    })),
  };
}

/** The referral list page's data from its address; null for a partner not yet linked to an organisation. */
export async function referralListPage(db: AppDb, subject: PartnerSubject, url: URL) {
  if (!subject.organisationId) return null;
  const filters = referralFiltersFrom(url);
  const list = await partnerReferralList(db, { ...subject, organisationId: subject.organisationId }, filters);
  // Set by the referral form's redirect, so the list can say the referral was sent.
  return { filters, ...list, referred: url.searchParams.get("referred") === "1" };
}
