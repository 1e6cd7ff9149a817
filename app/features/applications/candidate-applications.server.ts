import { and, asc, desc, eq, inArray } from "drizzle-orm";
import { data } from "react-router";
import { applicationFiles, applicationLetters, applications, applicationStatusChanges, candidates, jobs } from "../../../db/schema";
import type { ApplicationStatus, ShareableItem } from "../../../db/schema/vocabulary";
import { recordAudit } from "~/lib/audit.server";
import type { CandidateSubject, SignedInPage } from "~/lib/data-subject";
import type { AppDb } from "~/lib/db.server";
import { uuidv7 } from "~/lib/uuid.server";
import { canWithdraw, WITHDRAW_MESSAGES, withdrawSchema } from "./withdraw";
import { readForm } from "~/lib/read-form.server";
import { applicationReceiverIds } from "~/features/notifications/audience.server";
import { recordNotice, type Notices } from "~/features/notifications/record-notice.server";
import { isUuid } from "~/lib/uuid-pattern";

export type StatusChange = { status: ApplicationStatus; note: string | null; changedByName: string | null; changedAt: string };

export type ApplicationWithHistory = {
  id: string;
  jobTitle: string;
  employerName: string;
  status: ApplicationStatus;
  shared: ShareableItem[];
  appliedAt: string;
  /** The note the candidate wrote to the employer, if any. */
  note: string | null;
  /** The CV file they uploaded with this application, if they did. */
  cvFile: { name: string; sizeBytes: number } | null;
  history: StatusChange[];
};

/** Every one of the candidate's own applications, newest first, each with its status history (oldest first). */
export async function candidateApplicationsWithHistory(db: AppDb, subject: CandidateSubject): Promise<ApplicationWithHistory[]> {
  if (!subject.candidateId) return [];
  const rows = await db
    .select({
      id: applications.id,
      jobTitle: jobs.title,
      employerName: jobs.employerName,
      status: applications.status,
      shared: applications.shared,
      appliedAt: applications.appliedAt,
      note: applications.candidateNote,
    })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(and(eq(applications.candidateId, subject.candidateId), eq(applications.demo, subject.demo), eq(jobs.demo, subject.demo)))
    .orderBy(desc(applications.appliedAt))
    .limit(200);
  if (rows.length === 0) return [];
  const files = await db
    .select({ applicationId: applicationFiles.applicationId, name: applicationFiles.originalName, sizeBytes: applicationFiles.sizeBytes })
    .from(applicationFiles)
    .where(inArray(applicationFiles.applicationId, rows.map((row) => row.id)));
  const changes = await db
    .select({
      applicationId: applicationStatusChanges.applicationId,
      status: applicationStatusChanges.status,
      note: applicationStatusChanges.note,
      changedByName: applicationStatusChanges.changedByName,
      changedAt: applicationStatusChanges.changedAt,
    })
    .from(applicationStatusChanges)
    .where(inArray(applicationStatusChanges.applicationId, rows.map((row) => row.id)))
    .orderBy(asc(applicationStatusChanges.changedAt));
  return rows.map((row) => ({
    ...row,
    appliedAt: row.appliedAt.toISOString(),
    cvFile: files.find((file) => file.applicationId === row.id) ?? null,
    history: changes
      .filter((change) => change.applicationId === row.id)
      .map(({ applicationId: _id, changedAt, ...change }) => ({ ...change, changedAt: changedAt.toISOString() })),
  }));
}

/** The CV file the candidate uploaded with one of their own (real) applications, or null. */
export async function ownCvFile(db: AppDb, subject: CandidateSubject, applicationId: string): Promise<{ candidateName: string; storageKey: string; contentType: string } | null> {
  if (subject.demo || !subject.candidateId || !isUuid(applicationId)) return null;
  const [file] = await db
    .select({ candidateName: candidates.fullName, storageKey: applicationFiles.storageKey, contentType: applicationFiles.contentType })
    .from(applicationFiles)
    .innerJoin(applications, eq(applications.id, applicationFiles.applicationId))
    .innerJoin(candidates, eq(candidates.id, applications.candidateId))
    .where(and(eq(applications.id, applicationId), eq(applications.candidateId, subject.candidateId), eq(applications.demo, false)))
    .limit(1);
  return file ?? null;
}

/**
 * Withdrawing one of the candidate's own applications, for a request the caller has guarded: checked, then the
 * status, its history row and the audit row in one transaction. Someone else's application, or a demonstration
 * one, is not found.
 */
export async function withdrawApplicationAction(
  db: AppDb,
  { actor: user, session, subject }: SignedInPage<CandidateSubject>,
  request: Request,
  notices: Notices,
) {
  const form = await readForm(request);
  const parsed = withdrawSchema.safeParse({ intent: form.get("intent") ?? undefined, applicationId: form.get("applicationId") ?? undefined });
  if (!parsed.success) return data({ error: parsed.error.issues[0]?.message ?? "That action was not recognised.", done: null }, { status: 400 });
  const { candidateId } = subject;
  if (!candidateId) throw data("There is no application with this address.", { status: 404 });

  // Withdrawing cannot be undone: the first press asks, the second (confirmed=yes) withdraws.
  const confirmed = form.get("confirmed") === "yes";
  const outcome = await db.transaction(async (tx) => {
    const [found] = await tx
      .select({ id: applications.id, status: applications.status, jobTitle: jobs.title, employerId: jobs.employerId })
      .from(applications)
      .innerJoin(jobs, eq(jobs.id, applications.jobId))
      .where(and(eq(applications.id, parsed.data.applicationId), eq(applications.candidateId, candidateId), eq(applications.demo, false)))
      .for("update", { of: applications })
      .limit(1);
    if (!found) return { kind: "missing" } as const;
    if (!canWithdraw(found.status)) return { kind: "closed" } as const;
    if (!confirmed) return { kind: "confirm", applicationId: found.id, jobTitle: found.jobTitle } as const;
    const now = new Date();
    // Once withdrawn no employer may open what was shared, so the copies taken at applying (the letter holds
    // conviction details) are removed with it; the candidate keeps the CV file they sent.
    await tx.update(applications).set({ status: "withdrawn", sharedCopy: {}, updatedAt: now }).where(eq(applications.id, found.id));
    await tx.delete(applicationLetters).where(eq(applicationLetters.id, found.id));
    await tx.insert(applicationStatusChanges).values({
      id: uuidv7(),
      applicationId: found.id,
      status: "withdrawn",
      note: "Withdrawn by the candidate",
      changedByName: user.name,
      changedByUserId: user.id,
      changedAt: now,
    });
    await recordAudit(tx, {
      event: "application_withdrawn",
      actorUserId: user.id,
      subjectUserId: user.id,
      sessionId: session.id,
      detail: { applicationId: found.id, from: found.status },
    });
    const told = found.employerId
      ? await recordNotice(tx, notices.settings, {
          kind: "application.withdrawn",
          key: found.id,
          recipients: await applicationReceiverIds(tx, found.employerId),
          actorUserId: user.id,
          link: `/dashboard/employerportal/applications/${found.id}`,
          relatedId: found.id,
          params: { jobTitle: found.jobTitle },
          at: now,
        })
      : 0;
    return { kind: "done", jobTitle: found.jobTitle, told } as const;
  });
  if (outcome.kind === "done" && outcome.told > 0) notices.wake();
  if (outcome.kind === "missing") throw data("There is no application with this address.", { status: 404 });
  if (outcome.kind === "closed") return data({ error: WITHDRAW_MESSAGES.closed, done: null }, { status: 409 });
  if (outcome.kind === "confirm") return { error: null, done: null, confirm: { applicationId: outcome.applicationId, jobTitle: outcome.jobTitle } };
  return { error: null, done: WITHDRAW_MESSAGES.done(outcome.jobTitle) };
}
