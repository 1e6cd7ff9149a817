import { parseWithZod } from "@conform-to/zod/v4";
import { and, desc, eq, inArray, min } from "drizzle-orm";
import { data, redirect } from "react-router";
import { applications, applicationStatusChanges, candidates, jobs, outcomeChecks } from "../../../db/schema";
import { outcomeCheckpoints, type OutcomeCheckpoint } from "../../../db/schema/vocabulary";
import { recordAudit } from "~/lib/audit.server";
import { caseloadCandidateIds, type KnownCaseworker } from "~/features/candidates/caseload.server";
import type { CaseworkerSubject, SignedInPage } from "~/lib/data-subject";
import type { AppDb } from "~/lib/db.server";
import { londonDate } from "~/lib/dates";
import { checkpointStates, type CheckpointState } from "~/lib/in-work-checkpoints";
import { outcomeCheckFormId, outcomeCheckSchema } from "./outcome-check-form";
import { readForm } from "~/lib/read-form.server";

/** The most starts the page lists, newest first. */
const STARTS_LIMIT = 300;

export type CaseloadStart = {
  applicationId: string;
  candidateId: string;
  candidateName: string;
  jobTitle: string;
  employerName: string;
  startedOn: string;
  checks: (CheckpointState & { leftReason?: string | null })[];
};

export type CaseloadOutcomes = {
  starts: CaseloadStart[];
  figures: { checkpoint: OutcomeCheckpoint; checked: number; inWork: number; due: number }[];
};

/** The job starts of people on the caseload, newest first, with where each in-work check is up to on `today`. */
export async function caseloadStarts(
  db: AppDb,
  subject: KnownCaseworker,
  today: string,
  { limit = STARTS_LIMIT, applicationId }: { limit?: number; applicationId?: string } = {},
): Promise<CaseloadStart[]> {
  const rows = await db
    .select({
      applicationId: applications.id,
      candidateId: candidates.id,
      candidateName: candidates.fullName,
      jobTitle: jobs.title,
      employerName: jobs.employerName,
      updatedAt: applications.updatedAt,
    })
    .from(applications)
    .innerJoin(candidates, eq(candidates.id, applications.candidateId))
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(
      and(
        eq(applications.status, "started"),
        eq(applications.demo, subject.demo),
        eq(candidates.demo, subject.demo),
        inArray(applications.candidateId, caseloadCandidateIds(db, subject)),
        applicationId === undefined ? undefined : eq(applications.id, applicationId),
      ),
    )
    // The newest when there are more than the limit (the oldest were kept before, so new starts went missing).
    .orderBy(desc(applications.updatedAt), desc(applications.id))
    .limit(limit);
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.applicationId);
  const [startedAt, checks] = await Promise.all([
    db
      .select({ applicationId: applicationStatusChanges.applicationId, at: min(applicationStatusChanges.changedAt) })
      .from(applicationStatusChanges)
      .where(and(inArray(applicationStatusChanges.applicationId, ids), eq(applicationStatusChanges.status, "started")))
      .groupBy(applicationStatusChanges.applicationId),
    db
      .select({ applicationId: outcomeChecks.applicationId, checkpoint: outcomeChecks.checkpoint, inWork: outcomeChecks.inWork, leftReason: outcomeChecks.leftReason, startedOn: outcomeChecks.startedOn })
      .from(outcomeChecks)
      .where(inArray(outcomeChecks.applicationId, ids)),
  ]);
  const startOf = new Map(startedAt.map((row) => [row.applicationId, row.at]));
  const checksOf = new Map<string, typeof checks>();
  for (const check of checks) checksOf.set(check.applicationId, [...(checksOf.get(check.applicationId) ?? []), check]);
  const starts = rows.map((row) => {
    const recorded = checksOf.get(row.applicationId) ?? [];
    // A recorded check keeps the start date it was measured from; otherwise the day the status became "started".
    const startedOn = recorded[0]?.startedOn ?? londonDate(startOf.get(row.applicationId) ?? row.updatedAt);
    const reasons = new Map(recorded.map((check) => [check.checkpoint, check.leftReason]));
    return {
      applicationId: row.applicationId,
      candidateId: row.candidateId,
      candidateName: row.candidateName,
      jobTitle: row.jobTitle,
      employerName: row.employerName,
      startedOn,
      checks: checkpointStates(startedOn, recorded, today).map((state) => (state.state === "recorded" ? { ...state, leftReason: reasons.get(state.checkpoint) ?? null } : state)),
    };
  });
  return starts.sort((a, b) => (a.startedOn === b.startedOn ? a.candidateName.localeCompare(b.candidateName) : a.startedOn < b.startedOn ? 1 : -1));
}

/** The outcomes page: the caseload's starts and, for each checkpoint, how many were checked, in work and due. */
export async function caseloadOutcomes(db: AppDb, subject: CaseworkerSubject, now: Date = new Date()): Promise<CaseloadOutcomes> {
  const starts = subject.caseworkerId ? await caseloadStarts(db, { ...subject, caseworkerId: subject.caseworkerId }, londonDate(now)) : [];
  const figures = outcomeCheckpoints.map((checkpoint) => {
    const states = starts.map((start) => start.checks.find((check) => check.checkpoint === checkpoint)!);
    return {
      checkpoint,
      checked: states.filter((state) => state.state === "recorded").length,
      inWork: states.filter((state) => state.state === "recorded" && state.inWork).length,
      due: states.filter((state) => state.state === "due").length,
    };
  });
  return { starts, figures };
}

/**
 * Records an in-work check for a start on the caseworker's caseload (or corrects one already recorded): one
 * transaction with its audit row. Anyone else's application, or one that is not a start, is not found.
 */
export async function outcomeCheckAction(
  db: AppDb,
  { actor: user, session, subject }: SignedInPage<CaseworkerSubject>,
  request: Request,
  now: Date = new Date(),
) {
  if (!subject.caseworkerId) throw data("There is no such job start on your caseload.", { status: 404 });
  const known = { ...subject, caseworkerId: subject.caseworkerId };
  const form = await readForm(request);
  const submission = parseWithZod(form, { schema: outcomeCheckSchema });
  // Which check's form was sent, so only that form shows the answer.
  const formId = outcomeCheckFormId(String(form.get("applicationId") ?? ""), String(form.get("checkpoint") ?? ""));
  if (submission.status !== "success") return data({ formId, result: submission.reply() }, { status: 400 });
  const { applicationId, checkpoint, inWork, leftReason } = submission.value;
  // Looked up on its own, so a start beyond the page's limit can still be checked.
  const [start] = await caseloadStarts(db, known, londonDate(now), { applicationId, limit: 1 });
  if (!start) throw data("There is no such job start on your caseload.", { status: 404 });
  await db.transaction(async (tx) => {
    const values = { startedOn: start.startedOn, inWork, leftReason: inWork ? null : leftReason, recordedAt: now };
    await tx
      .insert(outcomeChecks)
      .values({ applicationId, checkpoint, ...values })
      .onConflictDoUpdate({ target: [outcomeChecks.applicationId, outcomeChecks.checkpoint], set: values });
    const [owner] = await tx.select({ userId: candidates.userId }).from(candidates).where(eq(candidates.id, start.candidateId));
    await recordAudit(tx, {
      event: "outcome_check_recorded",
      actorUserId: user.id,
      sessionId: session.id,
      subjectUserId: owner?.userId ?? null,
      detail: { applicationId, candidateId: start.candidateId, checkpoint, inWork },
    });
  });
  throw redirect(`${new URL(request.url).pathname}?done=recorded#start-${applicationId}`, { status: 303 });
}
