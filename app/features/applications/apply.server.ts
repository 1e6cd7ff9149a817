import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { and, eq } from "drizzle-orm";
import { data, redirect, type AppLoadContext } from "react-router";
import { applicationFiles, applicationLetters, applications, applicationStatusChanges, candidateCvs, jobs } from "../../../db/schema";
import type { ShareableItem } from "../../../db/schema/vocabulary";
import { recordAudit } from "~/lib/audit.server";
import { requireUser } from "~/features/auth/guard.server";
import { getCurrentSession, type CurrentSession } from "~/features/auth/session.server";
import { disclosureLetters } from "~/features/convictions/disclosure-letters.server";
import { realSubjectFor } from "~/features/dashboards/subject.server";
import { publicJob } from "~/features/jobs/job-page.server";
import type { JobListing } from "~/features/jobs/search.server";
import type { AppDb } from "~/lib/db.server";
import { fieldOf, MultipartError, type MultipartLimits } from "~/lib/multipart.server";
import { readMultipart } from "~/lib/request-body.server";
import { alreadySubmitted, firstSubmission, formKeyOf } from "~/lib/idempotency.server";
import { uuidv7 } from "~/lib/uuid.server";
import { letterPlaceholders } from "~/features/cv-builder/letter";
import { APPLY_BODY_MAX_BYTES, APPLY_MESSAGES, applySchema, unfinishedLetterMessage } from "./apply-form";
import { checkCvFile, CV_FILE_MESSAGES, MAX_CV_BYTES, type CvFileCheck } from "./cv-file";
import { checkCvFileContents } from "./cv-file-check.server";
import { sharedFromApplyForm } from "./employer-receives";
import { letterCopyRow, takeSharedCopy } from "./shared-copy.server";
import { removeUpload, storeUpload } from "./uploads.server";
import { scanWithClamd } from "./virus-scan.server";
import { hasRole } from "~/features/auth/roles";
import { applicationReceiverIds } from "~/features/notifications/audience.server";
import { noticesOf, recordNotice } from "~/features/notifications/record-notice.server";

/**
 * Applying for a live role from the jobs board: who may (a signed-in candidate whose account is active), what
 * they may share (a CV saved to their account or a PDF or Word file, their email address, a saved disclosure
 * letter, a note), and the one transaction that makes the application, its first status, its file's row and
 * the audit row. One application per role and person.
 */


const limits: MultipartLimits = { maxFileBytes: MAX_CV_BYTES, maxFieldBytes: 16 * 1024, maxParts: 12, maxBodyBytes: APPLY_BODY_MAX_BYTES };

/** What the job page offers the person looking at it, under "How to apply". */
export type ApplyOffer =
  | { kind: "visitor" }
  | { kind: "candidate" }
  | { kind: "awaiting-approval" }
  | { kind: "applied"; appliedAt: string }
  /** Employers, partners, caseworkers and admins: there is nothing for them to apply with. */
  | { kind: "not-a-candidate" };

async function existingApplication(db: AppDb, jobId: string, candidateId: string) {
  const [found] = await db
    .select({ id: applications.id, appliedAt: applications.appliedAt })
    .from(applications)
    .where(and(eq(applications.jobId, jobId), eq(applications.candidateId, candidateId), eq(applications.demo, false)))
    .limit(1);
  return found ?? null;
}

/** The job page's offer for this request's person (the job is live; the page has checked). */
export async function applyOfferFor(context: AppLoadContext, request: Request, jobId: string): Promise<ApplyOffer> {
  const current = await getCurrentSession(context, request);
  if (!current) return { kind: "visitor" };
  if (!hasRole(current.user, "candidate")) return { kind: "not-a-candidate" };
  if (current.user.accountStatus !== "active") return { kind: "awaiting-approval" };
  const { candidateId } = await realSubjectFor(context.database.db, current.user, "candidate");
  const found = candidateId ? await existingApplication(context.database.db, jobId, candidateId) : null;
  return found ? { kind: "applied", appliedAt: found.appliedAt.toISOString() } : { kind: "candidate" };
}

type Applicant = { current: CurrentSession; candidateId: string };

/** Only a signed-in candidate with an active account applies; anyone else is sent to sign in or refused. */
async function requireApplicant(context: AppLoadContext, request: Request): Promise<Applicant> {
  const current = await requireUser(context, request, { roles: ["candidate"], requireApproved: true });
  const { candidateId } = await realSubjectFor(context.database.db, current.user, "candidate");
  if (!candidateId) throw data("There is no candidate profile for this account.", { status: 403 });
  return { current, candidateId };
}

/** The role, if it is taking applications: a closed one answers 410 with similar roles, a missing one 404. */
async function liveRole(db: AppDb, jobId: string) {
  const found = await publicJob(db, jobId);
  if (found.state === "missing") throw data("There is no role at this address.", { status: 404 });
  return found;
}

/** What the candidate has saved to their account to share: a CV from the CV builder, disclosure letters. */
async function savedToShare(context: AppLoadContext, applicant: Applicant) {
  const db = context.database.db;
  const [cv] = await db
    .select({ updatedAt: candidateCvs.updatedAt })
    .from(candidateCvs)
    .where(and(eq(candidateCvs.candidateId, applicant.candidateId), eq(candidateCvs.demo, false)))
    .limit(1);
  // Read through features/convictions, which checks the account owns the profile; only a count leaves here.
  const letters = await disclosureLetters(db, context.env.dataEncryption, { kind: "candidate", demo: false, candidateId: applicant.candidateId }, applicant.current.user.id);
  return { savedCvAt: cv ? cv.updatedAt.toISOString() : null, savedLetters: letters.letters.length, letterTexts: letters.letters.map((letter) => letter.letter) };
}

export type ApplyPage =
  | { state: "closed"; title: string; employerName: string; sector: string; similar: JobListing[] }
  | {
      state: "open";
      job: { id: string; title: string; employerName: string; locationName: string; national: boolean };
      candidateName: string;
      email: string;
      savedCvAt: string | null;
      savedLetters: number;
      /** The [bracketed] gaps still to fill in the saved letters (the gaps only, never the letters' words). */
      letterGaps: string[];
      appliedAt: string | null;
    };

function openPage(role: Extract<Awaited<ReturnType<typeof publicJob>>, { state: "live" }>, applicant: Applicant, saved: Awaited<ReturnType<typeof savedToShare>>, appliedAt: string | null): ApplyPage {
  return {
    state: "open",
    job: { id: role.job.id, title: role.job.title, employerName: role.employer.name, locationName: role.job.locationName, national: role.job.national },
    candidateName: applicant.current.user.name,
    email: applicant.current.user.email,
    // Counts only: the letters themselves never go to the page.
    savedCvAt: saved.savedCvAt,
    savedLetters: saved.savedLetters,
    letterGaps: [...new Set(saved.letterTexts.flatMap(letterPlaceholders))],
    appliedAt,
  };
}

export async function applyPageLoader(context: AppLoadContext, request: Request, jobId: string) {
  const applicant = await requireApplicant(context, request);
  const role = await liveRole(context.database.db, jobId);
  if (role.state === "closed") return data<ApplyPage>({ state: "closed", title: role.title, employerName: role.employerName, sector: role.sector, similar: role.similar }, { status: 410 });
  const [saved, existing] = await Promise.all([savedToShare(context, applicant), existingApplication(context.database.db, role.job.id, applicant.candidateId)]);
  return data(openPage(role, applicant, saved, existing?.appliedAt.toISOString() ?? null), { headers: { "Cache-Control": "no-store" } });
}

export type ApplyActionData = { result?: SubmissionResult<string[]>; problem?: string; fileDropped?: boolean };

function refuse(status: number, body: ApplyActionData) {
  return data(body, { status, headers: { "Cache-Control": "no-store" } });
}

/**
 * The apply form's action. Reads the form as it streams (limits in `limits`), checks it with the form's schema
 * and the file by its bytes, then saves the file and the application. Bad input is a 4xx that keeps what was
 * typed (a file cannot be given back: the page says to choose it again); a second application is a 409.
 */
export async function applyAction(context: AppLoadContext, request: Request, jobId: string) {
  const applicant = await requireApplicant(context, request);
  const db = context.database.db;
  const role = await liveRole(db, jobId);
  if (role.state === "closed") return refuse(410, { problem: APPLY_MESSAGES.closed });

  let form;
  try {
    form = await readMultipart(request, request.headers.get("content-type"), limits);
  } catch (error) {
    if (!(error instanceof MultipartError)) throw error;
    return refuse(error.reason === "too-large" ? 413 : 400, { problem: error.reason === "too-large" ? APPLY_MESSAGES.tooLarge : APPLY_MESSAGES.unreadable });
  }

  const upload = form.files.get("file");
  const wantsUpload = fieldOf(form, "cv") === "upload";
  let fileCheck: CvFileCheck | null = upload && wantsUpload ? checkCvFile(upload) : null;
  if (fileCheck?.ok && upload?.bytes) {
    const inside = checkCvFileContents(upload.bytes, fileCheck.kind);
    if (!inside.ok) fileCheck = inside;
  }
  const formData = new FormData();
  for (const [name, values] of form.fields) for (const value of values) formData.append(name, value);
  if (upload && fileCheck?.ok && upload.bytes) formData.append("file", new File([upload.bytes], upload.filename, { type: fileCheck.contentType }));

  const submission = parseWithZod(formData, { schema: applySchema });
  const fieldErrors: Record<string, string[]> = {};
  if (fileCheck && !fileCheck.ok) fieldErrors.file = [fileCheck.problem];
  const saved = await savedToShare(context, applicant);
  if (submission.status === "success") {
    if (submission.value.cv === "saved" && !saved.savedCvAt) fieldErrors.cv = [APPLY_MESSAGES.noSavedCv];
    if (submission.value.shareLetter && saved.savedLetters === 0) fieldErrors.shareLetter = [APPLY_MESSAGES.noSavedLetter];
    // An unfinished letter ("Dear [name],") never reaches an employer: the person fills in its gaps first.
    const gaps = submission.value.shareLetter ? [...new Set(saved.letterTexts.flatMap(letterPlaceholders))] : [];
    if (gaps.length > 0) fieldErrors.shareLetter = [unfinishedLetterMessage(gaps)];
  }
  const fileDropped = Boolean(upload && fileCheck?.ok);
  if (submission.status !== "success" || Object.keys(fieldErrors).length > 0) {
    const status = fileCheck && !fileCheck.ok && fileCheck.problem === CV_FILE_MESSAGES.tooBig ? 413 : 400;
    return refuse(status, { result: submission.reply({ fieldErrors: Object.keys(fieldErrors).length ? fieldErrors : undefined }), fileDropped });
  }

  const values = submission.value;
  const formKey = formKeyOf(formData);
  const sentPage = `/jobs/${role.job.id}?applied=1#how-to-apply`;
  if (await existingApplication(db, role.job.id, applicant.candidateId)) {
    // A second press of the form that applied answers as the first did; any other form is told it already applied.
    if (await alreadySubmitted(db, applicant.current.user.id, formKey)) throw redirect(sentPage, { status: 303 });
    return refuse(409, { problem: APPLY_MESSAGES.alreadyApplied });
  }

  if (values.cv === "upload" && upload?.bytes && context.env.clamd) {
    const scan = await scanWithClamd(context.env.clamd, upload.bytes);
    if (scan.verdict !== "clean") {
      // The verdict and signature only: never the file, its name or the person.
      context.logger.warn({ verdict: scan.verdict, detail: scan.verdict === "infected" ? scan.signature : scan.reason }, "an uploaded CV was not accepted by the virus scan");
      const problem = scan.verdict === "infected" ? CV_FILE_MESSAGES.infected : CV_FILE_MESSAGES.scanUnavailable;
      return refuse(scan.verdict === "infected" ? 400 : 503, { result: submission.reply({ fieldErrors: { file: [problem] } }), fileDropped: true });
    }
  }

  const shared: ShareableItem[] = sharedFromApplyForm(values);

  const storageKey = values.cv === "upload" && upload?.bytes ? await storeUpload(context.env.uploadDir, upload.bytes) : null;
  const { user, session } = applicant.current;
  const notices = noticesOf(context);
  let told = 0;
  let outcome: "done" | "duplicate" | "repeat";
  try {
    outcome = await db.transaction(async (tx) => {
      const id = uuidv7();
      const now = new Date();
      // A second press of the same form answers as the first did (the job page saying it was sent), not "already applied".
      if (!(await firstSubmission(tx, user.id, formKey, now))) return "repeat" as const;
      // The unique (job, candidate) index settles two submissions at once: the second inserts nothing.
      const made = await tx
        .insert(applications)
        .values({ id, jobId: role.job.id, candidateId: applicant.candidateId, status: "applied", shared, candidateNote: values.note || null, demo: false, appliedAt: now, updatedAt: now })
        .onConflictDoNothing()
        .returning({ id: applications.id });
      if (made.length === 0) return "duplicate" as const;
      // What is shared is fixed now: the employer reads these copies, never the live profile, CV or letter.
      const sharedCopy = await takeSharedCopy(tx, applicant.candidateId, shared, { sendsSavedCv: values.cv === "saved" });
      await tx.update(applications).set({ sharedCopy }).where(eq(applications.id, id));
      if (values.shareLetter) await tx.insert(applicationLetters).values(letterCopyRow(context.env.dataEncryption, id, saved.letterTexts));
      await tx.insert(applicationStatusChanges).values({ id: uuidv7(), applicationId: id, status: "applied", note: null, changedByName: user.name, changedByUserId: user.id, changedAt: now });
      if (storageKey && upload?.bytes && fileCheck?.ok) {
        await tx.insert(applicationFiles).values({
          id: uuidv7(),
          applicationId: id,
          storageKey,
          originalName: upload.filename.slice(0, 200),
          contentType: fileCheck.contentType,
          sizeBytes: upload.size,
          sha256: await sha256(upload.bytes),
        });
      }
      await recordAudit(tx, {
        event: "application_submitted",
        actorUserId: user.id,
        subjectUserId: user.id,
        sessionId: session.id,
        detail: { applicationId: id, jobId: role.job.id, shared, cv: values.cv },
      });
      // The employer's members hear of it; an imported role with no organisation has no one to tell.
      const [owner] = await tx.select({ employerId: jobs.employerId }).from(jobs).where(eq(jobs.id, role.job.id)).limit(1);
      if (owner?.employerId) {
        told = await recordNotice(tx, notices.settings, {
          kind: "application.received",
          key: id,
          recipients: await applicationReceiverIds(tx, owner.employerId),
          actorUserId: user.id,
          link: `/dashboard/employerportal/applications/${id}`,
          relatedId: id,
          params: { jobTitle: role.job.title },
          at: now,
        });
      }
      return "done" as const;
    });
  } catch (error) {
    if (storageKey) await removeUpload(context.env.uploadDir, storageKey).catch(() => {});
    throw error;
  }
  if (told > 0) notices.wake();
  if (outcome !== "done" && storageKey) await removeUpload(context.env.uploadDir, storageKey).catch(() => {});
  if (outcome === "duplicate") {
    return refuse(409, { problem: APPLY_MESSAGES.alreadyApplied });
  }
  throw redirect(sentPage, { status: 303 });
}

async function sha256(bytes: Uint8Array<ArrayBuffer>): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", bytes);
  return Buffer.from(digest).toString("hex");
}
