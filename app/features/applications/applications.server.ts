import { and, count, desc, eq } from "drizzle-orm";
import { applications, candidates, jobs, type SharedCopy } from "../../../db/schema";
import {
  applicationStatuses,
  type ApplicationStatus,
  type ReadinessStatus,
  type ShareableItem,
} from "../../../db/schema/vocabulary";
import { countsInOrder } from "~/lib/counts";
import type { CandidateSubject, EmployerSubject } from "~/lib/data-subject";
import type { AppDb } from "~/lib/db.server";

type KnownCandidate = CandidateSubject & { candidateId: string };
type KnownEmployer = EmployerSubject & { organisationId: string };

/** A candidate's own applications to jobs in the same data set. */
function ownApplications(subject: KnownCandidate) {
  return and(eq(applications.candidateId, subject.candidateId), eq(applications.demo, subject.demo), eq(jobs.demo, subject.demo));
}

export type StatusCount = { value: ApplicationStatus; count: number };

/** A candidate's own applications counted by status. */
export async function candidateApplicationCounts(db: AppDb, subject: KnownCandidate): Promise<StatusCount[]> {
  const rows = await db
    .select({ value: applications.status, count: count() })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(ownApplications(subject))
    .groupBy(applications.status);
  return countsInOrder(applicationStatuses, rows);
}

export type CandidateApplication = {
  id: string;
  jobTitle: string;
  employerName: string;
  status: ApplicationStatus;
  appliedAt: string;
};

/** A candidate's most recent applications, newest first. */
export async function recentCandidateApplications(db: AppDb, subject: KnownCandidate, limit: number): Promise<CandidateApplication[]> {
  const rows = await db
    .select({
      id: applications.id,
      jobTitle: jobs.title,
      employerName: jobs.employerName,
      status: applications.status,
      appliedAt: applications.appliedAt,
    })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(ownApplications(subject))
    .orderBy(desc(applications.appliedAt))
    .limit(limit);
  return rows.map((row) => ({ ...row, appliedAt: row.appliedAt.toISOString() }));
}

/** Which applications an employer may see: those to its own jobs, in its data set. */
function toEmployer(subject: KnownEmployer) {
  return and(eq(jobs.employerId, subject.organisationId), eq(jobs.demo, subject.demo), eq(applications.demo, subject.demo));
}

/** Applications to an employer's jobs counted by status. */
export async function employerApplicationCounts(db: AppDb, subject: KnownEmployer): Promise<StatusCount[]> {
  const rows = await db
    .select({ value: applications.status, count: count() })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(toEmployer(subject))
    .groupBy(applications.status);
  return countsInOrder(applicationStatuses, rows);
}

export type ReceivedApplication = {
  id: string;
  jobTitle: string;
  candidateName: string;
  status: ApplicationStatus;
  appliedAt: string;
  shared: ShareableItem[];
  /** Only when the candidate shared their readiness with this application (as it was when they applied). */
  readinessStatus: ReadinessStatus | null;
};

/** The newest applications to an employer's jobs, showing of each candidate only what they chose to share. */
export async function recentEmployerApplications(db: AppDb, subject: KnownEmployer, limit: number): Promise<ReceivedApplication[]> {
  const rows = await db
    .select({
      id: applications.id,
      jobTitle: jobs.title,
      candidateName: candidates.fullName,
      status: applications.status,
      appliedAt: applications.appliedAt,
      shared: applications.shared,
      copy: applications.sharedCopy,
    })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .innerJoin(candidates, eq(candidates.id, applications.candidateId))
    .where(and(toEmployer(subject), eq(candidates.demo, subject.demo)))
    .orderBy(desc(applications.appliedAt))
    .limit(limit);
  return rows.map((row) => sharedView(row));
}

/**
 * What an employer sees of one application: shared items pass, from the copy taken when the candidate applied;
 * everything else is withheld, and so is everything once the candidate withdrew.
 */
export function sharedView(row: Omit<ReceivedApplication, "appliedAt" | "readinessStatus"> & { appliedAt: Date; copy: SharedCopy }): ReceivedApplication {
  const withdrawn = row.status === "withdrawn";
  return {
    id: row.id,
    jobTitle: row.jobTitle,
    candidateName: row.candidateName,
    status: row.status,
    appliedAt: row.appliedAt.toISOString(),
    shared: withdrawn ? [] : row.shared,
    readinessStatus: !withdrawn && row.shared.includes("readiness") ? (row.copy.readinessStatus ?? null) : null,
  };
}
