import { and, asc, desc, eq, inArray, isNotNull } from "drizzle-orm";
import { data } from "react-router";
import { applications, applicationStatusChanges, candidates, jobs, referrals } from "../../../db/schema";
import type { ApplicationStatus } from "../../../db/schema/vocabulary";
import type { PartnerSubject } from "~/lib/data-subject";
import type { AppDb } from "~/lib/db.server";

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

const LIST_LIMIT = 200;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The people the partner referred who let it see their applications (the newest referral of each decides). */
export async function candidatesSharingApplications(db: AppDb, subject: PartnerSubject & { organisationId: string }): Promise<string[]> {
  const rows = await db
    .select({ candidateId: referrals.candidateId, partnerMaySee: referrals.partnerMaySee })
    .from(referrals)
    .where(and(eq(referrals.partnerId, subject.organisationId), eq(referrals.demo, subject.demo), isNotNull(referrals.candidateId)))
    .orderBy(desc(referrals.createdAt), desc(referrals.id));
  const newest = new Map<string, boolean>();
  for (const row of rows) if (row.candidateId && !newest.has(row.candidateId)) newest.set(row.candidateId, row.partnerMaySee.includes("applications"));
  return [...newest].filter(([, shares]) => shares).map(([candidateId]) => candidateId);
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

/** The applications page's data, newest change first; null for a partner with no organisation (yet). */
export async function partnerApplicationsPage(db: AppDb, subject: PartnerSubject): Promise<{ applications: PartnerApplication[]; people: number } | null> {
  if (!subject.organisationId) return null;
  const people = await candidatesSharingApplications(db, { ...subject, organisationId: subject.organisationId });
  if (people.length === 0) return { applications: [], people: 0 };
  const rows = await db
    .select(columns)
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .innerJoin(candidates, eq(candidates.id, applications.candidateId))
    .where(and(inArray(applications.candidateId, people), eq(applications.demo, subject.demo), eq(candidates.demo, subject.demo)))
    .orderBy(desc(applications.updatedAt), desc(applications.id))
    .limit(LIST_LIMIT);
  return { applications: rows.map(item), people: people.length };
}

/** One application with its status history (statuses and dates only), or 404 unless the person let this partner see it. */
export async function partnerApplicationPage(db: AppDb, subject: PartnerSubject, applicationId: string): Promise<PartnerApplicationDetail> {
  const notFound = () => data("There is no application at this address that you may see.", { status: 404 });
  if (!subject.organisationId || !UUID.test(applicationId)) throw notFound();
  const [row] = await db
    .select(columns)
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .innerJoin(candidates, eq(candidates.id, applications.candidateId))
    .where(and(eq(applications.id, applicationId), eq(applications.demo, subject.demo), eq(candidates.demo, subject.demo)))
    .limit(1);
  if (!row) throw notFound();
  const people = await candidatesSharingApplications(db, { ...subject, organisationId: subject.organisationId });
  if (!people.includes(row.candidateId)) throw notFound();
  const history = await db
    .select({ status: applicationStatusChanges.status, changedAt: applicationStatusChanges.changedAt })
    .from(applicationStatusChanges)
    .where(eq(applicationStatusChanges.applicationId, applicationId))
    .orderBy(asc(applicationStatusChanges.changedAt), asc(applicationStatusChanges.id));
  return { ...item(row), history: history.map((change) => ({ status: change.status, changedAt: change.changedAt.toISOString() })) };
}
