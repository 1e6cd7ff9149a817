import { and, asc, count, desc, eq, inArray, isNotNull, sql } from "drizzle-orm";
import { data } from "react-router";
import { applications, applicationStatusChanges, candidates, jobs, referrals } from "../../../db/schema";
import type { ApplicationStatus } from "../../../db/schema/vocabulary";
import type { PartnerSubject } from "~/lib/data-subject";
import type { AppDb } from "~/lib/db.server";
import { pageOf } from "~/lib/paging";
import { isUuid } from "~/lib/uuid-pattern";

/**
 * The job applications of the people a partner referred, as far as each person agreed: only people whose
 * newest referral by this partner has "applications" in `partner_may_see`. A partner sees the job's title, the
 * employer, the status and its dates; never what the person shared with the employer, their note, the
 * employer's notes on the history, nor anything about convictions.
 */

export type PartnerApplication = {
  id: string;
  candidateId: string;
  personName: string;
  jobTitle: string;
  employerName: string;
  status: ApplicationStatus;
  appliedAt: string;
  updatedAt: string;
};

export type PartnerApplicationDetail = PartnerApplication & { history: { status: ApplicationStatus; changedAt: string }[] };

/** Applications a page, newest change first (docs/decisions/0040). */
export const PARTNER_APPLICATIONS_PAGE_SIZE = 50;

/**
 * The people the partner referred who let it see their applications, as a query the database runs inside the
 * others: for each person, the partner's newest referral of them decides.
 */
function peopleSharingApplications(db: AppDb, subject: PartnerSubject & { organisationId: string }) {
  const newest = db
    .selectDistinctOn([referrals.candidateId], { candidateId: referrals.candidateId, partnerMaySee: referrals.partnerMaySee })
    .from(referrals)
    .where(and(eq(referrals.partnerId, subject.organisationId), eq(referrals.demo, subject.demo), isNotNull(referrals.candidateId)))
    .orderBy(referrals.candidateId, desc(referrals.createdAt), desc(referrals.id))
    .as("newest_referrals");
  return { newest, shares: sql`${newest.partnerMaySee} @> '["applications"]'::jsonb` };
}

const columns = {
  id: applications.id,
  candidateId: applications.candidateId,
  personName: candidates.fullName,
  jobTitle: jobs.title,
  employerName: jobs.employerName,
  status: applications.status,
  appliedAt: applications.appliedAt,
  updatedAt: applications.updatedAt,
};

function item(row: Omit<PartnerApplication, "appliedAt" | "updatedAt"> & { appliedAt: Date; updatedAt: Date }): PartnerApplication {
  return { ...row, appliedAt: row.appliedAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
}

export type PartnerApplicationList = {
  applications: PartnerApplication[];
  /** How many people agreed to share their applications. */
  people: number;
  total: number;
  page: number;
  pages: number;
  offset: number;
};

/**
 * The applications page's data, newest change first, a page at a time in the database; null for a partner with no
 * organisation (yet). A page past the end shows the last.
 */
export async function partnerApplicationsPage(db: AppDb, subject: PartnerSubject, asked = 1): Promise<PartnerApplicationList | null> {
  if (!subject.organisationId) return null;
  const { newest, shares } = peopleSharingApplications(db, { ...subject, organisationId: subject.organisationId });
  const sharing = db.select({ candidateId: newest.candidateId }).from(newest).where(shares);
  const theirs = and(inArray(applications.candidateId, sharing), eq(applications.demo, subject.demo), eq(candidates.demo, subject.demo));
  const [[people], [applied]] = await Promise.all([
    db.select({ value: count() }).from(newest).where(shares),
    db.select({ value: count() }).from(applications).innerJoin(candidates, eq(candidates.id, applications.candidateId)).where(theirs),
  ]);
  const total = Number(applied?.value ?? 0);
  const { page, pages, offset } = pageOf(total, PARTNER_APPLICATIONS_PAGE_SIZE, asked);
  const rows = total
    ? await db
        .select(columns)
        .from(applications)
        .innerJoin(jobs, eq(jobs.id, applications.jobId))
        .innerJoin(candidates, eq(candidates.id, applications.candidateId))
        .where(theirs)
        .orderBy(desc(applications.updatedAt), desc(applications.id))
        .limit(PARTNER_APPLICATIONS_PAGE_SIZE)
        .offset(offset)
    : [];
  return { applications: rows.map(item), people: Number(people?.value ?? 0), total, page, pages, offset };
}

/** One application with its status history (statuses and dates only), or 404 unless the person let this partner see it. */
export async function partnerApplicationPage(db: AppDb, subject: PartnerSubject, applicationId: string): Promise<PartnerApplicationDetail> {
  const notFound = () => data("There is no application at this address that you may see.", { status: 404 });
  if (!subject.organisationId || !isUuid(applicationId)) throw notFound();
  const [row] = await db
    .select(columns)
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .innerJoin(candidates, eq(candidates.id, applications.candidateId))
    .where(and(eq(applications.id, applicationId), eq(applications.demo, subject.demo), eq(candidates.demo, subject.demo)))
    .limit(1);
  if (!row) throw notFound();
  const { newest, shares } = peopleSharingApplications(db, { ...subject, organisationId: subject.organisationId });
  const [sharing] = await db.select({ candidateId: newest.candidateId }).from(newest).where(and(eq(newest.candidateId, row.candidateId), shares)).limit(1);
  if (!sharing) throw notFound();
  const history = await db
    .select({ status: applicationStatusChanges.status, changedAt: applicationStatusChanges.changedAt })
    .from(applicationStatusChanges)
    .where(eq(applicationStatusChanges.applicationId, applicationId))
    .orderBy(asc(applicationStatusChanges.changedAt), asc(applicationStatusChanges.id));
  return { ...item(row), history: history.map((change) => ({ status: change.status, changedAt: change.changedAt.toISOString() })) };
}
