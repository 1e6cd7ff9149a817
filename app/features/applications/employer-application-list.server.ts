import { pageOf } from "~/lib/paging";
import { and, asc, count, desc, eq, ilike, type SQL } from "drizzle-orm";
import { applications, candidates, jobs } from "../../../db/schema";
import { applicationStatuses, type ApplicationStatus } from "../../../db/schema/vocabulary";
import type { EmployerSubject } from "~/lib/data-subject";
import type { AppDb } from "~/lib/db.server";
import { APPLICATIONS_PAGE_SIZE, applicationListMessages, type ApplicationListErrors, type ApplicationListQuery } from "./application-list-query";

export type ApplicationListRow = { id: string; candidateName: string; jobTitle: string; status: ApplicationStatus; appliedAt: string };

export type ApplicationListPage = {
  rows: ApplicationListRow[];
  /** How many match the role and name asked for, by status: the status filter's counts. */
  counts: Record<ApplicationStatus, number>;
  /** How many match the whole query (the status too). */
  total: number;
  /** The page shown: the one asked for, or the last there is. */
  page: number;
  pages: number;
  /** The employer's roles, for the role filter, newest first. */
  jobs: { id: string; title: string }[];
  /** The query as applied: a role that is not the employer's is left out and reported in `errors`. */
  query: ApplicationListQuery;
  errors: ApplicationListErrors;
};

/** A name typed into the search, matched anywhere in the candidate's name; % and _ are letters, not wildcards. */
function nameContains(name: string) {
  return ilike(candidates.fullName, `%${name.replace(/[\\%_]/g, (letter) => `\\${letter}`)}%`);
}

/**
 * One page of the applications to the employer's roles, filtered, counted and paged in the database: the counts
 * per status are one grouped query, the page one limited query, so the work does not grow with the pages before
 * it beyond the offset. Only applications to the employer's own roles, in its own data set, are ever read.
 */
export async function employerApplicationPage(db: AppDb, subject: EmployerSubject, asked: ApplicationListQuery, errors: ApplicationListErrors = {}): Promise<ApplicationListPage> {
  const counts = Object.fromEntries(applicationStatuses.map((status) => [status, 0])) as Record<ApplicationStatus, number>;
  const empty = { rows: [], counts, total: 0, page: 1, pages: 1, jobs: [], query: asked, errors };
  if (!subject.organisationId) return empty;
  const ownJobs = await db
    .select({ id: jobs.id, title: jobs.title })
    .from(jobs)
    .where(and(eq(jobs.employerId, subject.organisationId), eq(jobs.demo, subject.demo)))
    .orderBy(desc(jobs.createdAt))
    .limit(500);
  const query = { ...asked };
  const found = { ...errors };
  if (query.job && !ownJobs.some((job) => job.id === query.job)) {
    delete query.job;
    found.job = applicationListMessages.job;
  }
  const conditions: SQL[] = [
    eq(jobs.employerId, subject.organisationId),
    eq(jobs.demo, subject.demo),
    eq(applications.demo, subject.demo),
    eq(candidates.demo, subject.demo),
  ];
  if (query.job) conditions.push(eq(applications.jobId, query.job));
  if (query.name) conditions.push(nameContains(query.name));
  const byStatus = await db
    .select({ status: applications.status, n: count() })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .innerJoin(candidates, eq(candidates.id, applications.candidateId))
    .where(and(...conditions))
    .groupBy(applications.status);
  for (const row of byStatus) counts[row.status] = Number(row.n);
  const total = query.status ? counts[query.status] : Object.values(counts).reduce((sum, n) => sum + n, 0);
  const { page, pages, offset } = pageOf(total, APPLICATIONS_PAGE_SIZE, query.page);
  if (query.status) conditions.push(eq(applications.status, query.status));
  const order = query.sort === "oldest" ? [asc(applications.appliedAt), asc(applications.id)] : [desc(applications.appliedAt), desc(applications.id)];
  const rows =
    total === 0
      ? []
      : await db
          .select({ id: applications.id, candidateName: candidates.fullName, jobTitle: jobs.title, status: applications.status, appliedAt: applications.appliedAt })
          .from(applications)
          .innerJoin(jobs, eq(jobs.id, applications.jobId))
          .innerJoin(candidates, eq(candidates.id, applications.candidateId))
          .where(and(...conditions))
          .orderBy(...order)
          .limit(APPLICATIONS_PAGE_SIZE)
          .offset(offset);
  return {
    rows: rows.map((row) => ({ ...row, appliedAt: row.appliedAt.toISOString() })),
    counts,
    total,
    page,
    pages,
    jobs: ownJobs,
    query: { ...query, page },
    errors: found,
  };
}
