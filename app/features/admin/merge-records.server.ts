import { and, asc, eq, ilike, inArray, isNull, sql } from "drizzle-orm";
import { data, redirect, type AppLoadContext } from "react-router";
import { parseWithZod } from "@conform-to/zod/v4";
import {
  applications,
  appointments,
  candidateBarriers,
  candidateCvs,
  candidates,
  caseAccessGrants,
  caseNotes,
  caseworkerAssignments,
  caseworkers,
  convictionRecords,
  diaryEntries,
  disclosureCheckResults,
  mentoringMatches,
  messages,
  messageThreads,
  readinessChecklist,
  referrals,
  supportActions,
  threadParticipants,
  users,
} from "../../../db/schema";
import { areaPath } from "~/features/dashboards/areas";
import { guardDashboard } from "~/features/dashboards/guard.server";
import { recordAudit } from "~/lib/audit.server";
import type { AppDb } from "~/lib/db.server";
import { firstSubmission, formKeyOf } from "~/lib/idempotency.server";
import { readForm } from "~/lib/read-form.server";
import { filledProfile, mergedBarriers, mergedItemWins, mergedRowWins, mergeMessages, mergeRecordsSchema, mergeRefusal, type MergeRefusal } from "./merge-records";
import { isUuid } from "~/lib/uuid-pattern";

/**
 * /dashboard/admin/merge-records: an administrator merges two records of one person (made before referrals matched
 * existing accounts). Only real records: demonstration ones are never found, shown or changed here.
 */

export type RecordSummary = {
  id: string;
  name: string;
  email: string | null;
  caseworker: string | null;
  referrals: number;
  applications: number;
  appointments: number;
  createdAt: string;
};

const escapeLike = (word: string) => word.replace(/[\\%_]/g, (c) => `\\${c}`);

function summaryQuery(db: AppDb) {
  return db
    .select({
      id: candidates.id,
      name: candidates.fullName,
      email: users.email,
      createdAt: candidates.createdAt,
      caseworker: sql<string | null>`(select ${caseworkers.fullName} from ${caseworkerAssignments} join ${caseworkers} on ${caseworkers.id} = ${caseworkerAssignments.caseworkerId} where ${caseworkerAssignments.candidateId} = ${candidates.id} and ${caseworkerAssignments.endedAt} is null order by ${caseworkerAssignments.startedAt} desc limit 1)`,
      referrals: sql<number>`(select count(*) from ${referrals} where ${referrals.candidateId} = ${candidates.id})::int`,
      applications: sql<number>`(select count(*) from ${applications} where ${applications.candidateId} = ${candidates.id})::int`,
      appointments: sql<number>`(select count(*) from ${appointments} where ${appointments.candidateId} = ${candidates.id})::int`,
    })
    .from(candidates)
    .leftJoin(users, eq(users.id, candidates.userId));
}

function toSummary(row: Awaited<ReturnType<ReturnType<typeof summaryQuery>["execute"]>>[number]): RecordSummary {
  return { ...row, createdAt: row.createdAt.toISOString() };
}

export type MergeRecordsPage = {
  query: string;
  results: RecordSummary[] | null;
  pair: { keep: RecordSummary | null; merge: RecordSummary | null; refusal: MergeRefusal | null } | null;
  done: boolean;
  /** How many jobs both records had applied for (the kept record's application stayed). */
  sameJob: number;
};

export async function mergeRecordsLoader(context: AppLoadContext, request: Request): Promise<MergeRecordsPage> {
  await guardDashboard(context, request);
  const db = context.database.db;
  const params = new URL(request.url).searchParams;
  const query = (params.get("q") ?? "").trim().slice(0, 200);
  const results = query
    ? (await summaryQuery(db).where(and(eq(candidates.demo, false), ilike(candidates.fullName, `%${escapeLike(query)}%`))).orderBy(asc(candidates.fullName), asc(candidates.createdAt)).limit(50)).map(toSummary)
    : null;
  const keepId = params.get("keep") ?? "";
  const mergeId = params.get("merge") ?? "";
  let pair: MergeRecordsPage["pair"] = null;
  if (keepId || mergeId) {
    const ids = [keepId, mergeId].filter((id) => isUuid(id));
    const rows = ids.length ? await db.select({ id: candidates.id, demo: candidates.demo, userId: candidates.userId }).from(candidates).where(inArray(candidates.id, ids)) : [];
    const keepRow = rows.find((row) => row.id === keepId);
    const mergeRow = rows.find((row) => row.id === mergeId);
    const refusal = mergeRefusal(keepRow, mergeRow);
    // A demonstration record is never shown here, not even its name.
    const real = ids.length ? (await summaryQuery(db).where(and(inArray(candidates.id, ids), eq(candidates.demo, false)))).map(toSummary) : [];
    pair = { keep: real.find((row) => row.id === keepId) ?? null, merge: real.find((row) => row.id === mergeId) ?? null, refusal };
  }
  const done = params.get("done") === "merged";
  return { query, results, pair, done, sameJob: done ? Math.max(0, Math.min(1000, Number.parseInt(params.get("sameJob") ?? "0", 10) || 0)) : 0 };
}

export type MergeOutcome = { kind: "refused"; refusal: MergeRefusal } | { kind: "merged"; sameJob: number; accountMoved: boolean } | { kind: "repeat" };

/**
 * Moves everything that points at the merged record to the kept one, settles the rows both hold, moves the account
 * if only the merged record has one, deletes the merged record and records it, in the caller's transaction.
 */
export async function mergeRecords(
  tx: AppDb,
  keepId: string,
  mergeId: string,
  audit: { actorUserId: string; sessionId: string | null; clientHash: string | null },
): Promise<MergeOutcome> {
  const locked = await tx
    .select({ id: candidates.id, demo: candidates.demo, userId: candidates.userId })
    .from(candidates)
    .where(inArray(candidates.id, [keepId, mergeId]))
    .orderBy(asc(candidates.id))
    .for("update");
  const keep = locked.find((row) => row.id === keepId);
  const merged = locked.find((row) => row.id === mergeId);
  const refusal = mergeRefusal(keep, merged);
  if (refusal || !keep || !merged) return { kind: "refused", refusal: refusal ?? "missing" };
  const now = new Date();
  const move = { candidateId: keepId };

  // Applications: one per job and person; where both applied for the same job the kept record's stays.
  const keptJobs = tx.select({ jobId: applications.jobId }).from(applications).where(eq(applications.candidateId, keepId));
  const dropped = await tx
    .delete(applications)
    .where(and(eq(applications.candidateId, mergeId), inArray(applications.jobId, keptJobs)))
    .returning({ id: applications.id });
  await tx.update(applications).set(move).where(eq(applications.candidateId, mergeId));

  // A partner's referral of the record without an account was agreed with someone the account holder never
  // confirmed being: after the merge that partner sees nothing beyond the referral until the person ticks it in
  // their settings (which say so), as they would have on accepting a referral offer.
  const withoutAccount = keep.userId && !merged.userId ? mergeId : !keep.userId && merged.userId ? keepId : null;
  const sharingCleared = withoutAccount
    ? await tx.update(referrals).set({ partnerMaySee: [], updatedAt: now }).where(eq(referrals.candidateId, withoutAccount)).returning({ id: referrals.id })
    : [];

  // Rows any number of which a person may have: they simply move.
  await tx.update(referrals).set(move).where(eq(referrals.candidateId, mergeId));
  await tx.update(appointments).set(move).where(eq(appointments.candidateId, mergeId));
  await tx.update(diaryEntries).set(move).where(eq(diaryEntries.candidateId, mergeId));
  await tx.update(caseNotes).set(move).where(eq(caseNotes.candidateId, mergeId));
  await tx.update(supportActions).set(move).where(eq(supportActions.candidateId, mergeId));
  await tx.update(mentoringMatches).set(move).where(eq(mentoringMatches.candidateId, mergeId));
  await tx.update(messageThreads).set(move).where(eq(messageThreads.candidateId, mergeId));
  await tx.update(convictionRecords).set(move).where(eq(convictionRecords.candidateId, mergeId));
  await tx.update(caseAccessGrants).set(move).where(eq(caseAccessGrants.candidateId, mergeId));

  // Message threads name the person as a party too (by record id): a thread both were in keeps one place.
  const keptThreads = tx.select({ threadId: threadParticipants.threadId }).from(threadParticipants).where(and(eq(threadParticipants.partyKind, "candidate"), eq(threadParticipants.partyId, keepId)));
  await tx.delete(threadParticipants).where(and(eq(threadParticipants.partyKind, "candidate"), eq(threadParticipants.partyId, mergeId), inArray(threadParticipants.threadId, keptThreads)));
  await tx.update(threadParticipants).set({ partyId: keepId }).where(and(eq(threadParticipants.partyKind, "candidate"), eq(threadParticipants.partyId, mergeId)));
  await tx.update(messages).set({ senderId: keepId }).where(and(eq(messages.senderKind, "candidate"), eq(messages.senderId, mergeId)));

  // Caseworker: the kept record's current caseworker stays; without one, the merged record's carries on.
  const [keptOpen] = await tx.select({ id: caseworkerAssignments.id }).from(caseworkerAssignments).where(and(eq(caseworkerAssignments.candidateId, keepId), isNull(caseworkerAssignments.endedAt))).limit(1);
  if (keptOpen) await tx.update(caseworkerAssignments).set({ endedAt: now }).where(and(eq(caseworkerAssignments.candidateId, mergeId), isNull(caseworkerAssignments.endedAt)));
  await tx.update(caseworkerAssignments).set(move).where(eq(caseworkerAssignments.candidateId, mergeId));

  // Readiness checklist: one row per item; the one further along stays.
  const keptItems = new Map((await tx.select({ item: readinessChecklist.item, status: readinessChecklist.status }).from(readinessChecklist).where(eq(readinessChecklist.candidateId, keepId))).map((row) => [row.item, row.status]));
  for (const row of await tx.select({ item: readinessChecklist.item, status: readinessChecklist.status }).from(readinessChecklist).where(eq(readinessChecklist.candidateId, mergeId))) {
    const keptStatus = keptItems.get(row.item);
    if (keptStatus !== undefined && !mergedItemWins(keptStatus, row.status)) {
      await tx.delete(readinessChecklist).where(and(eq(readinessChecklist.candidateId, mergeId), eq(readinessChecklist.item, row.item)));
      continue;
    }
    if (keptStatus !== undefined) await tx.delete(readinessChecklist).where(and(eq(readinessChecklist.candidateId, keepId), eq(readinessChecklist.item, row.item)));
    await tx.update(readinessChecklist).set(move).where(and(eq(readinessChecklist.candidateId, mergeId), eq(readinessChecklist.item, row.item)));
  }

  // Barriers: both lists together.
  const barrierRows = await tx.select({ candidateId: candidateBarriers.candidateId, barrier: candidateBarriers.barrier }).from(candidateBarriers).where(inArray(candidateBarriers.candidateId, [keepId, mergeId]));
  const barriers = mergedBarriers(
    barrierRows.filter((row) => row.candidateId === keepId).map((row) => row.barrier),
    barrierRows.filter((row) => row.candidateId === mergeId).map((row) => row.barrier),
  );
  if (barrierRows.some((row) => row.candidateId === mergeId)) {
    await tx.delete(candidateBarriers).where(inArray(candidateBarriers.candidateId, [keepId, mergeId]));
    if (barriers.length) await tx.insert(candidateBarriers).values(barriers.map((barrier) => ({ candidateId: keepId, barrier })));
  }

  // One saved CV and one saved disclosure check per person: the newer stays.
  const cvs = await tx.select({ candidateId: candidateCvs.candidateId, updatedAt: candidateCvs.updatedAt }).from(candidateCvs).where(inArray(candidateCvs.candidateId, [keepId, mergeId]));
  const keptCv = cvs.find((row) => row.candidateId === keepId);
  const mergedCv = cvs.find((row) => row.candidateId === mergeId);
  if (mergedCv) {
    if (keptCv && !mergedRowWins(keptCv.updatedAt, mergedCv.updatedAt)) await tx.delete(candidateCvs).where(eq(candidateCvs.candidateId, mergeId));
    else {
      if (keptCv) await tx.delete(candidateCvs).where(eq(candidateCvs.candidateId, keepId));
      await tx.update(candidateCvs).set(move).where(eq(candidateCvs.candidateId, mergeId));
    }
  }
  const checks = await tx.select({ candidateId: disclosureCheckResults.candidateId, updatedAt: disclosureCheckResults.updatedAt }).from(disclosureCheckResults).where(inArray(disclosureCheckResults.candidateId, [keepId, mergeId]));
  const keptCheck = checks.find((row) => row.candidateId === keepId);
  const mergedCheck = checks.find((row) => row.candidateId === mergeId);
  if (mergedCheck) {
    if (keptCheck && !mergedRowWins(keptCheck.updatedAt, mergedCheck.updatedAt)) await tx.delete(disclosureCheckResults).where(eq(disclosureCheckResults.candidateId, mergeId));
    else {
      if (keptCheck) await tx.delete(disclosureCheckResults).where(eq(disclosureCheckResults.candidateId, keepId));
      await tx.update(disclosureCheckResults).set(move).where(eq(disclosureCheckResults.candidateId, mergeId));
    }
  }

  // The kept record's profile keeps what it holds and takes the merged record's details where it has none.
  const profiles = await tx
    .select({
      id: candidates.id,
      town: candidates.town,
      travelArea: candidates.travelArea,
      travelMiles: candidates.travelMiles,
      workInterests: candidates.workInterests,
      skills: candidates.skills,
      availability: candidates.availability,
      rightToWork: candidates.rightToWork,
      releasedOn: candidates.releasedOn,
      readinessStatus: candidates.readinessStatus,
      readinessReason: candidates.readinessReason,
      readinessChangedAt: candidates.readinessChangedAt,
      readinessChangedByName: candidates.readinessChangedByName,
    })
    .from(candidates)
    .where(inArray(candidates.id, [keepId, mergeId]));
  const filled = filledProfile(profiles.find((row) => row.id === keepId)!, profiles.find((row) => row.id === mergeId)!);

  // The account: if only the merged record has one, it moves to the kept record.
  const accountMoved = Boolean(merged.userId && !keep.userId);
  await tx.delete(candidates).where(eq(candidates.id, mergeId));
  if (accountMoved || Object.keys(filled).length > 0) {
    await tx
      .update(candidates)
      .set({ ...filled, ...(accountMoved ? { userId: merged.userId } : {}), updatedAt: now })
      .where(eq(candidates.id, keepId));
  }

  await recordAudit(tx, {
    event: "candidate_records_merged",
    ...audit,
    subjectUserId: keep.userId ?? merged.userId ?? null,
    detail: { keptCandidateId: keepId, mergedCandidateId: mergeId, accountMoved, filledFields: Object.keys(filled), sharingClearedReferralIds: sharingCleared.map((row) => row.id), droppedApplicationIds: dropped.map((row) => row.id) },
  });
  return { kind: "merged", sameJob: dropped.length, accountMoved };
}

export async function mergeRecordsAction(context: AppLoadContext, request: Request) {
  const { user, session } = await guardDashboard(context, request);
  const form = await readForm(request);
  const submission = parseWithZod(form, { schema: mergeRecordsSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const { keep, merge } = submission.value;
  const outcome = await context.database.db.transaction(async (tx) => {
    if (!(await firstSubmission(tx, user.id, formKeyOf(form)))) return { kind: "repeat" } as const;
    return mergeRecords(tx, keep, merge, { actorUserId: user.id, sessionId: session.id, clientHash: context.rateLimiter.clientKey(context.clientIp) });
  });
  if (outcome.kind === "refused") return data({ result: submission.reply({ formErrors: [mergeMessages[outcome.refusal]] }) }, { status: 400 });
  const params = new URLSearchParams({ done: "merged" });
  if (outcome.kind === "merged" && outcome.sameJob > 0) params.set("sameJob", String(outcome.sameJob));
  throw redirect(`${areaPath("adminMergeRecords")}?${params}`, { status: 303 });
}
