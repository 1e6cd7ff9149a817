import { and, asc, desc, eq, inArray } from "drizzle-orm";
import { applicationFiles, applications, applicationStatusChanges, candidateCvs, candidates, jobs, users } from "../../../db/schema";
import type { ApplicationStatus, ReadinessStatus, ShareableItem } from "../../../db/schema/vocabulary";
import { recordAudit } from "~/features/auth/audit.server";
import { readConvictionRecords } from "~/features/convictions/conviction-records.server";
import type { Actor, EmployerSubject } from "~/lib/data-subject";
import type { AppDb } from "~/lib/db.server";
import type { KeyRing } from "~/lib/field-encryption.server";
import { uuidv7 } from "~/lib/uuid.server";

type KnownEmployer = EmployerSubject & { organisationId: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Applications an employer may see: to its own jobs, in its data set. */
function toEmployer(subject: KnownEmployer) {
  return and(eq(jobs.employerId, subject.organisationId), eq(jobs.demo, subject.demo), eq(applications.demo, subject.demo), eq(candidates.demo, subject.demo));
}

export type StatusChange = { status: ApplicationStatus; note: string | null; changedByName: string | null; changedAt: string };

/**
 * One application as its employer sees it: only what the candidate chose to share. Each item is present only
 * when shared; a conviction detail never is (the letter is read separately, through features/convictions).
 */
export type EmployerApplication = {
  id: string;
  jobTitle: string;
  candidateName: string;
  status: ApplicationStatus;
  appliedAt: string;
  shared: ShareableItem[];
  contactEmail: string | null;
  /**
   * When a CV was shared: the skills and interests from the candidate's profile, and the CV itself: the file they
   * uploaded with this application, or else the CV saved to their account (if they still have one).
   */
  cv: { skills: string[]; workInterests: string[]; file: { name: string; sizeBytes: number } | null; saved: boolean } | null;
  readinessStatus: ReadinessStatus | null;
  /** The candidate's note to the employer, if they wrote one. */
  note: string | null;
  history: StatusChange[];
};

const PAGE_LIMIT = 200;

/** The newest applications to the employer's jobs (at most 200), each with its status history. */
export async function employerApplicationList(db: AppDb, subject: EmployerSubject): Promise<EmployerApplication[]> {
  if (!subject.organisationId) return [];
  const known = { ...subject, organisationId: subject.organisationId };
  const rows = await db
    .select({
      id: applications.id,
      jobTitle: jobs.title,
      candidateName: candidates.fullName,
      status: applications.status,
      appliedAt: applications.appliedAt,
      shared: applications.shared,
      email: users.email,
      skills: candidates.skills,
      workInterests: candidates.workInterests,
      readinessStatus: candidates.readinessStatus,
      note: applications.candidateNote,
      savedCv: candidateCvs.candidateId,
    })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .innerJoin(candidates, eq(candidates.id, applications.candidateId))
    .leftJoin(users, eq(users.id, candidates.userId))
    .leftJoin(candidateCvs, and(eq(candidateCvs.candidateId, candidates.id), eq(candidateCvs.demo, subject.demo)))
    .where(toEmployer(known))
    .orderBy(desc(applications.appliedAt))
    .limit(PAGE_LIMIT);
  const ids = rows.map((row) => row.id);
  const files = ids.length
    ? await db
        .select({ applicationId: applicationFiles.applicationId, name: applicationFiles.originalName, sizeBytes: applicationFiles.sizeBytes })
        .from(applicationFiles)
        .where(inArray(applicationFiles.applicationId, ids))
    : [];
  const changes = ids.length
    ? await db
        .select({
          applicationId: applicationStatusChanges.applicationId,
          status: applicationStatusChanges.status,
          note: applicationStatusChanges.note,
          changedByName: applicationStatusChanges.changedByName,
          changedAt: applicationStatusChanges.changedAt,
        })
        .from(applicationStatusChanges)
        .where(inArray(applicationStatusChanges.applicationId, ids))
        .orderBy(asc(applicationStatusChanges.changedAt))
    : [];
  return rows.map((row) => {
    const shares = (item: ShareableItem) => row.shared.includes(item);
    return {
      id: row.id,
      jobTitle: row.jobTitle,
      candidateName: row.candidateName,
      status: row.status,
      appliedAt: row.appliedAt.toISOString(),
      shared: row.shared,
      contactEmail: shares("contact_details") ? row.email : null,
      cv: shares("cv")
        ? {
            skills: row.skills,
            workInterests: row.workInterests,
            file: files.find((file) => file.applicationId === row.id) ?? null,
            saved: row.savedCv !== null,
          }
        : null,
      readinessStatus: shares("readiness") ? row.readinessStatus : null,
      note: row.note,
      history: changes
        .filter((change) => change.applicationId === row.id)
        .map(({ status, note, changedByName, changedAt }) => ({ status, note, changedByName, changedAt: changedAt.toISOString() })),
    };
  });
}

/** One of the employer's applications that shared a CV, or null: someone else's, or no CV shared. */
async function applicationSharingCv(db: AppDb, subject: EmployerSubject, applicationId: string) {
  if (!subject.organisationId || !UUID.test(applicationId)) return null;
  const [row] = await db
    .select({ id: applications.id, candidateId: applications.candidateId, candidateUserId: candidates.userId, candidateName: candidates.fullName, jobTitle: jobs.title, shared: applications.shared })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .innerJoin(candidates, eq(candidates.id, applications.candidateId))
    .where(and(toEmployer({ ...subject, organisationId: subject.organisationId }), eq(applications.id, applicationId)))
    .limit(1);
  return row && row.shared.includes("cv") ? row : null;
}

export type SharedCvFile = { applicationId: string; candidateName: string; storageKey: string; contentType: string };

/**
 * The CV file a candidate uploaded with one of the employer's applications, or null (not the employer's, no CV
 * shared, or no file). Each download by an employer is audited (who, which application; never the file).
 */
export async function sharedCvFile(db: AppDb, subject: EmployerSubject, actor: Actor, applicationId: string): Promise<SharedCvFile | null> {
  if (subject.demo) return null;
  const row = await applicationSharingCv(db, subject, applicationId);
  if (!row) return null;
  const [file] = await db
    .select({ storageKey: applicationFiles.storageKey, contentType: applicationFiles.contentType })
    .from(applicationFiles)
    .where(eq(applicationFiles.applicationId, row.id))
    .limit(1);
  if (!file) return null;
  await recordAudit(db, { event: "application_file_downloaded", actorUserId: actor.userId, subjectUserId: row.candidateUserId, detail: { applicationId: row.id } });
  return { applicationId: row.id, candidateName: row.candidateName, ...file };
}

/** The CV saved to the candidate's account, for one of the employer's applications that shared a CV without a file. */
export async function sharedSavedCv(db: AppDb, subject: EmployerSubject, applicationId: string): Promise<{ candidateName: string; jobTitle: string; document: Record<string, unknown> } | null> {
  const row = await applicationSharingCv(db, subject, applicationId);
  if (!row) return null;
  const [file] = await db.select({ id: applicationFiles.id }).from(applicationFiles).where(eq(applicationFiles.applicationId, row.id)).limit(1);
  if (file) return null;
  const [saved] = await db
    .select({ document: candidateCvs.document })
    .from(candidateCvs)
    .where(and(eq(candidateCvs.candidateId, row.candidateId), eq(candidateCvs.demo, subject.demo)))
    .limit(1);
  return saved ? { candidateName: row.candidateName, jobTitle: row.jobTitle, document: saved.document } : null;
}

/**
 * Moves one of the employer's applications to a new status with a note: the application, its status history
 * row and the audit row in one transaction. False when the application is not the employer's.
 */
export async function moveEmployerApplication(
  db: AppDb,
  subject: EmployerSubject,
  actor: Actor,
  change: { applicationId: string; status: ApplicationStatus; note?: string },
): Promise<boolean> {
  if (subject.demo || !subject.organisationId || !UUID.test(change.applicationId)) return false;
  const known = { ...subject, organisationId: subject.organisationId };
  return db.transaction(async (tx) => {
    const [owned] = await tx
      .select({ id: applications.id, candidateUserId: candidates.userId })
      .from(applications)
      .innerJoin(jobs, eq(jobs.id, applications.jobId))
      .innerJoin(candidates, eq(candidates.id, applications.candidateId))
      .where(and(toEmployer(known), eq(applications.id, change.applicationId)))
      .for("update", { of: applications })
      .limit(1);
    if (!owned) return false;
    const now = new Date();
    await tx.update(applications).set({ status: change.status, updatedAt: now }).where(eq(applications.id, owned.id));
    await tx.insert(applicationStatusChanges).values({
      id: uuidv7(),
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
    return true;
  });
}

/**
 * The disclosure letters a candidate shared with one of the employer's applications, read (and audited) through
 * features/convictions. Null when the application is not the employer's or shares no letter.
 */
export async function sharedDisclosureLetters(
  db: AppDb,
  keys: KeyRing,
  subject: EmployerSubject,
  userId: string,
  applicationId: string,
): Promise<{ candidateName: string; jobTitle: string; letters: string[] } | null> {
  if (subject.demo || !subject.organisationId || !UUID.test(applicationId)) return null;
  const [row] = await db
    .select({ candidateId: applications.candidateId, candidateName: candidates.fullName, jobTitle: jobs.title, shared: applications.shared })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .innerJoin(candidates, eq(candidates.id, applications.candidateId))
    .where(and(toEmployer({ ...subject, organisationId: subject.organisationId }), eq(applications.id, applicationId)))
    .limit(1);
  if (!row || !row.shared.includes("disclosure_letter")) return null;
  const read = await readConvictionRecords(db, keys, { kind: "employer", userId }, row.candidateId);
  if (read.access !== "disclosure_letter") return null;
  return { candidateName: row.candidateName, jobTitle: row.jobTitle, letters: read.letters.map((letter) => letter.disclosureLetter) };
}
