import { and, count, desc, eq, sql } from "drizzle-orm";
import { applications, jobs, organisations } from "../../../db/schema";
import type { JobStatus, RecordCheck } from "../../../db/schema/vocabulary";
import { closingDateForForm, parseClosingDate, penceToPounds, poundsToPence, type JobFormInput, type JobFormValues } from "./job-form";
import { recordAudit } from "~/lib/audit.server";
import type { Actor, EmployerSubject } from "~/lib/data-subject";
import type { AppDb } from "~/lib/db.server";
import { uuidv7 } from "~/lib/uuid.server";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An id from an address: anything else is no row (and never reaches the database as a bad uuid). */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}

/** How many of an employer's jobs are open, and how many places they offer between them. */
export async function openJobTotals(db: AppDb, subject: EmployerSubject & { organisationId: string }): Promise<{ jobs: number; vacancies: number }> {
  const [row] = await db
    .select({ jobs: count(), vacancies: sql<number>`coalesce(sum(${jobs.vacancies}), 0)`.mapWith(Number) })
    .from(jobs)
    .where(and(eq(jobs.employerId, subject.organisationId), eq(jobs.demo, subject.demo), eq(jobs.status, "open")));
  return { jobs: row?.jobs ?? 0, vacancies: row?.vacancies ?? 0 };
}

type KnownEmployer = EmployerSubject & { organisationId: string };

/** Which jobs belong to the subject: its organisation's, in its data set. */
function ownJobs(subject: KnownEmployer) {
  return and(eq(jobs.employerId, subject.organisationId), eq(jobs.demo, subject.demo));
}

export type EmployerJobRow = {
  id: string;
  title: string;
  locationName: string;
  national: boolean;
  status: JobStatus;
  closingDate: string | null;
  vacancies: number;
  recordCheck: RecordCheck;
  applications: number;
};

/** The employer's roles, open ones first, newest first within each status; with how many applied. */
export async function employerJobList(db: AppDb, subject: EmployerSubject): Promise<EmployerJobRow[]> {
  if (!subject.organisationId) return [];
  const known = { ...subject, organisationId: subject.organisationId };
  const applied = db
    .select({ jobId: applications.jobId, total: count().as("total") })
    .from(applications)
    .where(eq(applications.demo, subject.demo))
    .groupBy(applications.jobId)
    .as("applied");
  const rows = await db
    .select({
      id: jobs.id,
      title: jobs.title,
      locationName: jobs.locationName,
      national: jobs.national,
      status: jobs.status,
      closingDate: jobs.closingDate,
      vacancies: jobs.vacancies,
      recordCheck: jobs.recordCheck,
      applications: sql<number>`coalesce(${applied.total}, 0)`.mapWith(Number),
    })
    .from(jobs)
    .leftJoin(applied, eq(applied.jobId, jobs.id))
    .where(ownJobs(known))
    .orderBy(sql`case ${jobs.status} when 'open' then 0 when 'draft' then 1 else 2 end`, desc(jobs.postedAt))
    .limit(500);
  return rows;
}

/** One of the employer's own roles as the form shows it; null when it is not theirs (or not this data set's). */
export async function employerJobForForm(db: AppDb, subject: EmployerSubject, jobId: string): Promise<{ title: string; status: JobStatus; values: JobFormValues } | null> {
  if (!subject.organisationId || !isUuid(jobId)) return null;
  const [job] = await db
    .select()
    .from(jobs)
    .where(and(ownJobs({ ...subject, organisationId: subject.organisationId }), eq(jobs.id, jobId)))
    .limit(1);
  if (!job) return null;
  const values: JobFormValues = {
    title: job.title,
    sector: job.sector,
    description: job.description,
    locationName: job.locationName,
    postcode: job.postcode ?? "",
    latitude: job.latitude === null ? "" : String(job.latitude),
    longitude: job.longitude === null ? "" : String(job.longitude),
    contractType: job.contractType,
    hours: job.hours,
    hoursPerWeek: job.hoursPerWeek === null ? "" : String(job.hoursPerWeek),
    salaryMin: penceToPounds(job.salaryMinPence),
    salaryMax: penceToPounds(job.salaryMaxPence),
    salaryPeriod: job.salaryPeriod ?? "",
    vacancies: String(job.vacancies),
    closingDate: closingDateForForm(job.closingDate),
    recordCheck: job.recordCheck,
    offenceExclusions: job.offenceExclusions,
    offenceExclusionDetails: job.offenceExclusionDetails ?? "",
    documentsNeeded: job.documentsNeeded,
  };
  if (job.national) values.national = "on";
  return { title: job.title, status: job.status, values };
}

/** The columns a saved form sets (the same for a new role and a changed one). */
function columnsFrom(input: JobFormInput) {
  const national = input.national === "on";
  return {
    title: input.title,
    sector: input.sector,
    description: input.description,
    locationName: input.locationName,
    postcode: input.postcode ? input.postcode.toUpperCase() : null,
    national,
    latitude: national ? null : (input.latitude ?? null),
    longitude: national ? null : (input.longitude ?? null),
    contractType: input.contractType,
    hours: input.hours,
    hoursPerWeek: input.hoursPerWeek ?? null,
    salaryMinPence: poundsToPence(input.salaryMin),
    salaryMaxPence: poundsToPence(input.salaryMax),
    salaryPeriod: input.salaryPeriod ?? null,
    vacancies: input.vacancies,
    closingDate: input.closingDate ? parseClosingDate(input.closingDate) : null,
    recordCheck: input.recordCheck,
    offenceExclusions: input.offenceExclusions,
    offenceExclusionDetails: input.offenceExclusionDetails || null,
    documentsNeeded: input.documentsNeeded ?? [],
  };
}

/** Posts a new role for a real employer (never demonstration data): one transaction with its audit row. */
export async function createEmployerJob(db: AppDb, subject: EmployerSubject, actor: Actor, input: JobFormInput): Promise<string | null> {
  if (subject.demo || !subject.organisationId) return null;
  const organisationId = subject.organisationId;
  return db.transaction(async (tx) => {
    const [organisation] = await tx
      .select({ name: organisations.name })
      .from(organisations)
      .where(and(eq(organisations.id, organisationId), eq(organisations.kind, "employer"), eq(organisations.demo, false)))
      .limit(1);
    if (!organisation) return null;
    const id = uuidv7();
    await tx.insert(jobs).values({ id, ...columnsFrom(input), employerId: organisationId, employerName: organisation.name, status: input.status ?? "open", demo: false });
    await recordAudit(tx, { event: "job_saved", actorUserId: actor.userId, detail: { jobId: id, organisationId, change: "created" } });
    return id;
  });
}

/** Changes one of the employer's own roles; false when it is not theirs. */
export async function updateEmployerJob(db: AppDb, subject: EmployerSubject, actor: Actor, jobId: string, input: JobFormInput): Promise<boolean> {
  if (subject.demo || !subject.organisationId || !isUuid(jobId)) return false;
  const known = { ...subject, organisationId: subject.organisationId };
  return db.transaction(async (tx) => {
    const changed = await tx
      .update(jobs)
      .set({ ...columnsFrom(input), updatedAt: new Date() })
      .where(and(ownJobs(known), eq(jobs.id, jobId)))
      .returning({ id: jobs.id });
    if (changed.length === 0) return false;
    await recordAudit(tx, { event: "job_saved", actorUserId: actor.userId, detail: { jobId, organisationId: known.organisationId, change: "edited" } });
    return true;
  });
}

/** Closes or reopens one of the employer's own roles; false when it is not theirs. */
export async function setEmployerJobStatus(db: AppDb, subject: EmployerSubject, actor: Actor, jobId: string, status: "open" | "closed"): Promise<boolean> {
  if (subject.demo || !subject.organisationId || !isUuid(jobId)) return false;
  const known = { ...subject, organisationId: subject.organisationId };
  return db.transaction(async (tx) => {
    const changed = await tx
      .update(jobs)
      .set({ status, updatedAt: new Date() })
      .where(and(ownJobs(known), eq(jobs.id, jobId)))
      .returning({ id: jobs.id });
    if (changed.length === 0) return false;
    await recordAudit(tx, { event: "job_status_changed", actorUserId: actor.userId, detail: { jobId, organisationId: known.organisationId, status } });
    return true;
  });
}
