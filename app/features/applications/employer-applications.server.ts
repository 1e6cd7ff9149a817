import { and, asc, eq } from "drizzle-orm";
import { applicationFiles, applications, applicationStatusChanges, candidates, jobs, organisations } from "../../../db/schema";
import type { ApplicationStatus, ReadinessStatus, ShareableItem } from "../../../db/schema/vocabulary";
import { recordAudit } from "~/lib/audit.server";
import type { Actor, EmployerSubject } from "~/lib/data-subject";
import type { AppDb } from "~/lib/db.server";
import type { KeyRing } from "~/lib/field-encryption.server";
import { firstSubmission } from "~/lib/idempotency.server";
import { uuidv7 } from "~/lib/uuid.server";
import { candidateUserIds } from "~/features/notifications/audience.server";
import { recordNotice, type Notices } from "~/features/notifications/record-notice.server";
import { applicationStatusLabels, WITHDRAWN_MESSAGE } from "./labels";
import { readLetterCopy } from "./shared-copy.server";
import { isUuid } from "~/lib/uuid-pattern";

type KnownEmployer = EmployerSubject & { organisationId: string };

/** Applications an employer may see: to its own jobs, in its data set. */
function toEmployer(subject: KnownEmployer) {
  return and(eq(jobs.employerId, subject.organisationId), eq(jobs.demo, subject.demo), eq(applications.demo, subject.demo), eq(candidates.demo, subject.demo));
}

export type StatusChange = { status: ApplicationStatus; note: string | null; changedByName: string | null; changedAt: string };

/**
 * One application as its employer sees it: only what the candidate chose to share, as it was when they applied
 * (the copy in applications.shared_copy, never the live profile). Each item is present only when shared; a
 * conviction detail never is (the letter's copy is read separately). Once the candidate withdraws, nothing they
 * shared is: only their name, the role, the status and its history (the employer's own notes) remain.
 */
export type EmployerApplication = {
  id: string;
  jobTitle: string;
  candidateName: string;
  status: ApplicationStatus;
  appliedAt: string;
  /** The candidate withdrew: nothing shared is shown and the status cannot move. */
  withdrawn: boolean;
  shared: ShareableItem[];
  contactEmail: string | null;
  /**
   * When a CV was shared: the skills and interests from the candidate's profile, and the CV itself: the file they
   * uploaded with this application, or else the copy of the CV saved to their account when they applied.
   */
  cv: { skills: string[]; workInterests: string[]; file: { name: string; sizeBytes: number } | null; saved: boolean } | null;
  readinessStatus: ReadinessStatus | null;
  /** The candidate's note to the employer, if they wrote one. */
  note: string | null;
  history: StatusChange[];
};

/**
 * One of the employer's applications with its status history, or null: not the employer's (another
 * organisation's, the other data set's) or no such application; the same answer either way.
 */
export async function employerApplication(db: AppDb, subject: EmployerSubject, applicationId: string): Promise<EmployerApplication | null> {
  if (!subject.organisationId || !isUuid(applicationId)) return null;
  const known = { ...subject, organisationId: subject.organisationId };
  const [row] = await db
    .select({
      id: applications.id,
      jobTitle: jobs.title,
      candidateName: candidates.fullName,
      status: applications.status,
      appliedAt: applications.appliedAt,
      shared: applications.shared,
      copy: applications.sharedCopy,
      note: applications.candidateNote,
    })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .innerJoin(candidates, eq(candidates.id, applications.candidateId))
    .where(and(toEmployer(known), eq(applications.id, applicationId)))
    .limit(1);
  if (!row) return null;
  const [file] = await db
    .select({ name: applicationFiles.originalName, sizeBytes: applicationFiles.sizeBytes })
    .from(applicationFiles)
    .where(eq(applicationFiles.applicationId, row.id))
    .limit(1);
  const history = await db
    .select({
      status: applicationStatusChanges.status,
      note: applicationStatusChanges.note,
      changedByName: applicationStatusChanges.changedByName,
      changedAt: applicationStatusChanges.changedAt,
    })
    .from(applicationStatusChanges)
    .where(eq(applicationStatusChanges.applicationId, row.id))
    .orderBy(asc(applicationStatusChanges.changedAt));
  const withdrawn = row.status === "withdrawn";
  const shares = (item: ShareableItem) => !withdrawn && row.shared.includes(item);
  return {
    id: row.id,
    jobTitle: row.jobTitle,
    candidateName: row.candidateName,
    status: row.status,
    appliedAt: row.appliedAt.toISOString(),
    withdrawn,
    shared: withdrawn ? [] : row.shared,
    contactEmail: shares("contact_details") ? (row.copy.email ?? null) : null,
    cv: shares("cv")
      ? { skills: row.copy.skills ?? [], workInterests: row.copy.workInterests ?? [], file: file ?? null, saved: Boolean(row.copy.cv) }
      : null,
    readinessStatus: shares("readiness") ? (row.copy.readinessStatus ?? null) : null,
    note: withdrawn ? null : row.note,
    history: history.map((change) => ({ ...change, changedAt: change.changedAt.toISOString() })),
  };
}

/** The candidate withdrew this application: what they shared is closed to the employer. */
export const WITHDRAWN = "withdrawn" as const;

export const WITHDRAWN_MESSAGES = {
  closed: WITHDRAWN_MESSAGE,
  noMove: "The candidate withdrew this application, so its status can no longer change.",
} as const;

/** One of the employer's applications (null: someone else's, or none), with what it shares. */
async function employersApplication(db: AppDb, subject: EmployerSubject, applicationId: string) {
  if (!subject.organisationId || !isUuid(applicationId)) return null;
  const [row] = await db
    .select({
      id: applications.id,
      candidateId: applications.candidateId,
      candidateUserId: candidates.userId,
      candidateName: candidates.fullName,
      jobTitle: jobs.title,
      status: applications.status,
      shared: applications.shared,
      copy: applications.sharedCopy,
    })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .innerJoin(candidates, eq(candidates.id, applications.candidateId))
    .where(and(toEmployer({ ...subject, organisationId: subject.organisationId }), eq(applications.id, applicationId)))
    .limit(1);
  return row ?? null;
}

/** One of the employer's applications that shared a CV, or null: someone else's, or no CV shared. */
async function applicationSharingCv(db: AppDb, subject: EmployerSubject, applicationId: string) {
  const row = await employersApplication(db, subject, applicationId);
  if (!row || !row.shared.includes("cv")) return null;
  return row.status === "withdrawn" ? WITHDRAWN : row;
}

export type SharedCvFile = { applicationId: string; candidateName: string; storageKey: string; contentType: string };

/**
 * The CV file a candidate uploaded with one of the employer's applications, WITHDRAWN, or null (not the
 * employer's, no CV shared, or no file). Each download by an employer is audited (who, which application; never
 * the file).
 */
export async function sharedCvFile(db: AppDb, subject: EmployerSubject, actor: Actor, applicationId: string): Promise<SharedCvFile | typeof WITHDRAWN | null> {
  if (subject.demo) return null;
  const row = await applicationSharingCv(db, subject, applicationId);
  if (!row || row === WITHDRAWN) return row;
  const [file] = await db
    .select({ storageKey: applicationFiles.storageKey, contentType: applicationFiles.contentType })
    .from(applicationFiles)
    .where(eq(applicationFiles.applicationId, row.id))
    .limit(1);
  if (!file) return null;
  await recordAudit(db, { event: "application_file_downloaded", actorUserId: actor.userId, subjectUserId: row.candidateUserId, detail: { applicationId: row.id } });
  return { applicationId: row.id, candidateName: row.candidateName, ...file };
}

/**
 * The copy of the CV saved to the candidate's account, taken when they applied, for one of the employer's
 * applications that shared a CV without a file; WITHDRAWN; or null.
 */
export async function sharedSavedCv(
  db: AppDb,
  subject: EmployerSubject,
  applicationId: string,
): Promise<{ candidateName: string; jobTitle: string; document: Record<string, unknown> } | typeof WITHDRAWN | null> {
  const row = await applicationSharingCv(db, subject, applicationId);
  if (!row || row === WITHDRAWN) return row;
  const [file] = await db.select({ id: applicationFiles.id }).from(applicationFiles).where(eq(applicationFiles.applicationId, row.id)).limit(1);
  if (file || !row.copy.cv) return null;
  return { candidateName: row.candidateName, jobTitle: row.jobTitle, document: row.copy.cv };
}

/**
 * Moves one of the employer's applications to a new status with a note: the application, its status history
 * row and the audit row in one transaction. "missing" when the application is not the employer's; "withdrawn"
 * when the candidate withdrew it (read under the row's lock, so a withdrawal at the same moment wins).
 */
export async function moveEmployerApplication(
  db: AppDb,
  subject: EmployerSubject,
  actor: Actor,
  change: { applicationId: string; status: ApplicationStatus; note?: string },
  formKey: string | null,
  notices: Notices,
): Promise<"moved" | "missing" | typeof WITHDRAWN> {
  if (subject.demo || !subject.organisationId || !isUuid(change.applicationId)) return "missing";
  const known = { ...subject, organisationId: subject.organisationId };
  let told = 0;
  const outcome = await db.transaction(async (tx) => {
    const [owned] = await tx
      .select({ id: applications.id, status: applications.status, candidateId: applications.candidateId, candidateUserId: candidates.userId, jobTitle: jobs.title, employer: organisations.name })
      .from(applications)
      .innerJoin(jobs, eq(jobs.id, applications.jobId))
      .innerJoin(candidates, eq(candidates.id, applications.candidateId))
      .innerJoin(organisations, eq(organisations.id, jobs.employerId))
      .where(and(toEmployer(known), eq(applications.id, change.applicationId)))
      .for("update", { of: applications })
      .limit(1);
    if (!owned) return "missing" as const;
    if (owned.status === "withdrawn" || change.status === "withdrawn") return WITHDRAWN;
    const now = new Date();
    // A second press of the same form moves nothing more and answers as the first did.
    if (!(await firstSubmission(tx, actor.userId, formKey, now))) return "moved" as const;
    await tx.update(applications).set({ status: change.status, updatedAt: now }).where(eq(applications.id, owned.id));
    const changeId = uuidv7();
    await tx.insert(applicationStatusChanges).values({
      id: changeId,
      applicationId: owned.id,
      status: change.status,
      note: change.note || null,
      changedByName: actor.name,
      changedByUserId: actor.userId,
      changedAt: now,
    });
    await recordAudit(tx, {
      event: "application_status_changed",
      actorUserId: actor.userId,
      subjectUserId: owned.candidateUserId,
      detail: { applicationId: owned.id, status: change.status },
    });
    // The candidate hears of it: an interview with its own wording (the time and place stay on the page), any
    // other status by its label. The note is the employer's and never goes in an email or text.
    const interview = change.status === "interview_booked";
    told = await recordNotice(tx, notices.settings, {
      kind: interview ? "application.interview" : "application.moved",
      key: changeId,
      recipients: await candidateUserIds(tx, owned.candidateId),
      actorUserId: actor.userId,
      link: `/dashboard/candidateportal/applications#application-${owned.id}`,
      relatedId: owned.id,
      params: interview ? { jobTitle: owned.jobTitle, employer: owned.employer } : { jobTitle: owned.jobTitle, employer: owned.employer, status: applicationStatusLabels[change.status] },
      at: now,
    });
    return "moved" as const;
  });
  if (told > 0) notices.wake();
  return outcome;
}

/**
 * The copy of the disclosure letters a candidate shared with one of the employer's applications, taken when they
 * applied (a later edit of the letter reaches no employer). Each read is audited as a conviction record read
 * (who, whose, which application; never what). WITHDRAWN once the candidate withdrew; null when the application
 * is not the employer's or shares no letter.
 */
export async function sharedDisclosureLetters(
  db: AppDb,
  keys: KeyRing,
  subject: EmployerSubject,
  userId: string,
  applicationId: string,
): Promise<{ candidateName: string; jobTitle: string; letters: string[] } | typeof WITHDRAWN | null> {
  if (subject.demo) return null;
  const row = await employersApplication(db, subject, applicationId);
  if (!row || !row.shared.includes("disclosure_letter")) return null;
  if (row.status === "withdrawn") return WITHDRAWN;
  const letters = await readLetterCopy(db, keys, row.id);
  if (!letters) return null;
  await recordAudit(db, {
    event: "conviction_record_read",
    actorUserId: userId,
    subjectUserId: row.candidateUserId,
    detail: { candidateId: row.candidateId, readerKind: "employer", reason: "disclosure letter shared with an application", applicationIds: [row.id], copy: true },
  });
  return { candidateName: row.candidateName, jobTitle: row.jobTitle, letters };
}
