import { publicJobColumns } from "./job-page.server";
import { and, count, desc, eq, inArray, sql } from "drizzle-orm";
import { applications, jobChanges, jobs, organisations } from "../../../db/schema";
import type { HomeArea, JobStatus, RecordCheck } from "../../../db/schema/vocabulary";
import type { RolePlace } from "./gazetteer.server";
import {
  closingDateForForm,
  homeAreaLabels,
  jobFormFieldNames,
  offenceExclusionsFor,
  offencePolicyOf,
  parseClosingDate,
  parseHours,
  penceToPounds,
  poundsToPence,
  type JobChangeKind,
  type JobFormInput,
  type JobFormValues,
} from "./job-form";
import { recordAudit } from "~/lib/audit.server";
import type { Actor, EmployerSubject } from "~/lib/data-subject";
import type { AppDb } from "~/lib/db.server";
import { londonDate } from "~/lib/dates";
import { firstSubmission } from "~/lib/idempotency.server";
import { uuidv7 } from "~/lib/uuid.server";
import { isUuid } from "~/lib/uuid-pattern";

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
  homeArea: HomeArea | null;
  status: JobStatus;
  closingDate: string | null;
  vacancies: number;
  recordCheck: RecordCheck;
  applications: number;
};

/** The employer's roles, open ones first, newest first within each status; with how many applied. */
export async function employerJobList(db: AppDb, subject: EmployerSubject, now = new Date()): Promise<EmployerJobRow[]> {
  if (!subject.organisationId) return [];
  const known = { ...subject, organisationId: subject.organisationId };
  const applied = db
    .select({ jobId: applications.jobId, total: count().as("total") })
    .from(applications)
    // Only this employer's roles: counting every role's applications grew with the whole service's.
    .where(and(eq(applications.demo, subject.demo), inArray(applications.jobId, db.select({ id: jobs.id }).from(jobs).where(ownJobs(known)))))
    .groupBy(applications.jobId)
    .as("applied");
  const rows = await db
    .select({
      id: jobs.id,
      title: jobs.title,
      locationName: jobs.locationName,
      national: jobs.national,
      homeArea: jobs.homeArea,
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
  // A role past its closing date has closed, whether or not the nightly sweep has marked it yet.
  const today = londonDate(now);
  return rows.map((row) => (row.status === "open" && row.closingDate !== null && row.closingDate < today ? { ...row, status: "closed" as const } : row));
}

type JobRow = typeof jobs.$inferSelect;

/** A stored role's place in the words the form shows back: "Leeds LS11", or "Leeds" when no postcode was given. */
export function foundPlaceLabel(job: Pick<JobRow, "locationName" | "postcode" | "homeArea">): string | null {
  if (job.homeArea) return null;
  const district = job.postcode?.split(" ")[0];
  return district ? `${job.locationName} ${district}` : job.locationName;
}

/** A stored role as the form's fields (strings, as typed): used to fill the form and to tell which fields changed. */
export function formValuesOf(job: JobRow): JobFormValues {
  const offences = offencePolicyOf(job.offenceExclusions);
  return {
    title: job.title,
    sector: job.sector,
    description: job.description,
    workplace: job.homeArea ? "home" : "workplace",
    place: job.homeArea ? "" : (job.postcode ?? job.locationName),
    homeArea: job.homeArea ?? "",
    contractType: job.contractType,
    hours: job.hours,
    hoursPerWeek: job.hoursPerWeek === null ? "" : String(job.hoursPerWeek),
    salaryMin: penceToPounds(job.salaryMinPence),
    salaryMax: penceToPounds(job.salaryMaxPence),
    salaryPeriod: job.salaryPeriod ?? "",
    vacancies: String(job.vacancies),
    closingDate: closingDateForForm(job.closingDate),
    recordCheck: job.recordCheck,
    offencePolicy: offences.policy,
    offenceKinds: offences.kinds,
    offenceExclusionDetails: job.offenceExclusionDetails ?? "",
    documentsNeeded: job.documentsNeeded,
  };
}

async function ownJob(db: Pick<AppDb, "select">, subject: EmployerSubject, jobId: string): Promise<JobRow | null> {
  if (!subject.organisationId || !isUuid(jobId)) return null;
  const [job] = await db
    .select()
    .from(jobs)
    .where(and(ownJobs({ ...subject, organisationId: subject.organisationId }), eq(jobs.id, jobId)))
    .limit(1);
  return job ?? null;
}

export type EmployerJobForForm = { title: string; status: JobStatus; values: JobFormValues; foundPlace: string | null };

/** One of the employer's own roles as the form shows it; null when it is not theirs (or not this data set's). */
export async function employerJobForForm(db: AppDb, subject: EmployerSubject, jobId: string): Promise<EmployerJobForForm | null> {
  const job = await ownJob(db, subject, jobId);
  return job ? { title: job.title, status: job.status, values: formValuesOf(job), foundPlace: foundPlaceLabel(job) } : null;
}

/** A past role's fields to start a new one from: everything but the closing date, which must be chosen afresh. */
export async function employerJobToDuplicate(db: AppDb, subject: EmployerSubject, jobId: string): Promise<{ title: string; values: JobFormValues } | null> {
  const job = await ownJob(db, subject, jobId);
  return job ? { title: job.title, values: { ...formValuesOf(job), closingDate: "" } } : null;
}

/** The employer's own role with its employer's public promises: what the public job page draws, for the preview. */
export async function employerJobPreview(db: AppDb, subject: EmployerSubject, jobId: string) {
  if (!subject.organisationId || !isUuid(jobId)) return null;
  const [row] = await db
    .select(publicJobColumns)
    .from(jobs)
    .innerJoin(organisations, eq(organisations.id, jobs.employerId))
    .where(and(ownJobs({ ...subject, organisationId: subject.organisationId }), eq(jobs.id, jobId)))
    .limit(1);
  return row ? { ...row, foundPlace: foundPlaceLabel(row.job) } : null;
}

/** Where the form says the role is, resolved: the gazetteer's place for a workplace, the area for a home role. */
export type ResolvedPlace = { kind: "workplace"; place: RolePlace } | { kind: "home"; area: HomeArea };

/** The columns a saved form sets (the same for a new role and a changed one). */
function columnsFrom(input: JobFormInput, where: ResolvedPlace) {
  const home = where.kind === "home";
  return {
    title: input.title,
    sector: input.sector,
    description: input.description,
    locationName: home ? homeAreaLabels[where.area] : where.place.town,
    postcode: home ? null : where.place.postcode,
    national: home && where.area === "uk",
    homeArea: home ? where.area : null,
    latitude: home ? null : where.place.latitude,
    longitude: home ? null : where.place.longitude,
    contractType: input.contractType,
    hours: input.hours,
    hoursPerWeek: parseHours(input.hoursPerWeek),
    salaryMinPence: poundsToPence(input.salaryMin),
    salaryMaxPence: poundsToPence(input.salaryMax),
    salaryPeriod: input.salaryPeriod,
    vacancies: input.vacancies,
    closingDate: parseClosingDate(input.closingDate),
    recordCheck: input.recordCheck,
    offenceExclusions: offenceExclusionsFor(input),
    offenceExclusionDetails: input.offenceExclusionDetails || null,
    documentsNeeded: input.documentsNeeded ?? [],
  };
}

type Tx = Parameters<Parameters<AppDb["transaction"]>[0]>[0];

async function recordChange(tx: Tx, jobId: string, actor: Actor, change: JobChangeKind, fields: string[] = []) {
  await tx.insert(jobChanges).values({ id: uuidv7(), jobId, change, fields, changedByName: actor.name, changedByUserId: actor.userId });
}

/** The form's fields whose values differ between two drawings of a role. */
export function changedFields(before: JobFormValues, after: JobFormValues): string[] {
  const same = (a: string | string[] | undefined, b: string | string[] | undefined) => JSON.stringify([a ?? ""].flat().sort()) === JSON.stringify([b ?? ""].flat().sort());
  return jobFormFieldNames.filter((name) => !same(before[name], after[name]));
}

/**
 * Saves a new role for a real employer (never demonstration data) as a draft, to be previewed and then published:
 * one transaction with its history and audit rows. A repeat of the same form (double press) saves nothing and
 * answers with the role the first press made.
 */
export async function createEmployerJob(db: AppDb, subject: EmployerSubject, actor: Actor, input: JobFormInput, where: ResolvedPlace, formKey: string | null): Promise<string | null> {
  if (subject.demo || !subject.organisationId) return null;
  const organisationId = subject.organisationId;
  return db.transaction(async (tx) => {
    const [organisation] = await tx
      .select({ name: organisations.name })
      .from(organisations)
      .where(and(eq(organisations.id, organisationId), eq(organisations.kind, "employer"), eq(organisations.demo, false)))
      .limit(1);
    if (!organisation) return null;
    if (!(await firstSubmission(tx, actor.userId, formKey))) {
      const [made] = await tx
        .select({ jobId: jobChanges.jobId })
        .from(jobChanges)
        .innerJoin(jobs, eq(jobs.id, jobChanges.jobId))
        .where(and(eq(jobChanges.changedByUserId, actor.userId), eq(jobChanges.change, "created"), eq(jobs.employerId, organisationId)))
        .orderBy(desc(jobChanges.changedAt))
        .limit(1);
      return made?.jobId ?? null;
    }
    const id = uuidv7();
    await tx.insert(jobs).values({ id, ...columnsFrom(input, where), employerId: organisationId, employerName: organisation.name, status: "draft", demo: false });
    await recordChange(tx, id, actor, "created");
    await recordAudit(tx, { event: "job_saved", actorUserId: actor.userId, detail: { jobId: id, organisationId, change: "created" } });
    return id;
  });
}

/** Changes one of the employer's own roles, keeping which fields changed; null when it is not theirs, else its status. */
export async function updateEmployerJob(db: AppDb, subject: EmployerSubject, actor: Actor, jobId: string, input: JobFormInput, where: ResolvedPlace): Promise<JobStatus | null> {
  if (subject.demo || !subject.organisationId || !isUuid(jobId)) return null;
  const known = { ...subject, organisationId: subject.organisationId };
  return db.transaction(async (tx) => {
    const before = await ownJob(tx, subject, jobId);
    if (!before) return null;
    const [after] = await tx
      .update(jobs)
      .set({ ...columnsFrom(input, where), updatedAt: new Date() })
      .where(and(ownJobs(known), eq(jobs.id, jobId)))
      .returning();
    if (!after) return null;
    const fields = changedFields(formValuesOf(before), formValuesOf(after));
    // Pressing Save with nothing changed records nothing.
    if (fields.length) {
      await recordChange(tx, jobId, actor, "edited", fields);
      await recordAudit(tx, { event: "job_saved", actorUserId: actor.userId, detail: { jobId, organisationId: known.organisationId, change: "edited" } });
    }
    return after.status;
  });
}

/** Publishes one of the employer's draft roles: it goes live on the board, dated now. False when there is no such draft. */
export async function publishEmployerJob(db: AppDb, subject: EmployerSubject, actor: Actor, jobId: string, now = new Date()): Promise<boolean> {
  if (subject.demo || !subject.organisationId || !isUuid(jobId)) return false;
  const known = { ...subject, organisationId: subject.organisationId };
  return db.transaction(async (tx) => {
    const changed = await tx
      .update(jobs)
      .set({ status: "open", postedAt: now, updatedAt: now })
      .where(and(ownJobs(known), eq(jobs.id, jobId), eq(jobs.status, "draft")))
      .returning({ id: jobs.id });
    if (changed.length === 0) return false;
    await recordChange(tx, jobId, actor, "published");
    await recordAudit(tx, { event: "job_status_changed", actorUserId: actor.userId, detail: { jobId, organisationId: known.organisationId, status: "open" } });
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
    await recordChange(tx, jobId, actor, status === "closed" ? "closed" : "reopened");
    await recordAudit(tx, { event: "job_status_changed", actorUserId: actor.userId, detail: { jobId, organisationId: known.organisationId, status } });
    return true;
  });
}

export type JobChangeRow = { id: string; change: string; fields: string[]; changedByName: string | null; changedAt: Date };

/** A role's change history, newest first (the employer's own roles only; the caller has checked the role is theirs). */
export async function jobChangeHistory(db: AppDb, jobId: string): Promise<JobChangeRow[]> {
  if (!isUuid(jobId)) return [];
  return db
    .select({ id: jobChanges.id, change: jobChanges.change, fields: jobChanges.fields, changedByName: jobChanges.changedByName, changedAt: jobChanges.changedAt })
    .from(jobChanges)
    .where(eq(jobChanges.jobId, jobId))
    .orderBy(desc(jobChanges.changedAt), desc(jobChanges.id))
    .limit(200);
}
