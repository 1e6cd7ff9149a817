import { parseWithZod } from "@conform-to/zod/v4";
import { eq } from "drizzle-orm";
import { data, redirect, type AppLoadContext } from "react-router";
import { candidates, caseNotes, readinessChecklist } from "../../../db/schema";
import { recordAudit } from "~/lib/audit.server";
import { readConvictionRecords, type ConvictionReadResult } from "~/features/convictions/conviction-records.server";
import { hasConvictionDetails } from "~/features/convictions/conviction-payload";
import { firstSubmission, formKeyOf } from "~/lib/idempotency.server";
import { uuidv7 } from "~/lib/uuid.server";
import type { CaseworkerSubject, SignedInPage } from "~/lib/data-subject";
import type { AppDb } from "~/lib/db.server";
import { activeGrant, grantAccess, isRealCandidate } from "~/features/candidates/case-access.server";
import { openRecordSchema } from "~/features/candidates/case-access";
import { candidateRecord, isOnCaseload } from "./candidate-record.server";
import { caseNoteSchema, checklistItemSchema, readinessStatusSchema } from "~/features/candidates/record-forms";
import { readForm } from "~/lib/read-form.server";
import { mentoringRecordAction, recordMentoring } from "~/features/mentoring/record-mentoring.server";
import { noticesOf } from "~/features/notifications/record-notice.server";
import { isUuid } from "~/lib/uuid-pattern";

export type Disclosure = { shown: false } | { shown: true; records: { id: string; convictionType: string; convictionDate: string; sentence: string; sentenceEndDate: string | null; offenceDescription: string; hasLetter: boolean }[] };

export type RecordAccess = { kind: "caseload" } | { kind: "granted"; expiresAt: string };

/** How the caseworker may open this person's record now: on their caseload, by a running grant, or not (yet). */
async function accessTo(db: AppDb, subject: CaseworkerSubject, candidateId: string, now: Date): Promise<RecordAccess | "reason-needed" | null> {
  if (!subject.caseworkerId || !isUuid(candidateId)) return null;
  if (await isOnCaseload(db, subject, candidateId)) return { kind: "caseload" };
  if (!(await isRealCandidate(db, candidateId))) return null;
  const grant = await activeGrant(db, subject.caseworkerId, candidateId, now);
  return grant ? { kind: "granted", expiresAt: grant.expiresAt.toISOString() } : "reason-needed";
}

const notOnCaseload = () => data("There is no candidate on your caseload at this address.", { status: 404 });

/**
 * The real candidate record, for the page the guard has checked. The caseworker's own person opens; a real person
 * on no one's or someone else's caseload asks for a reason first (the page shows the form and nothing of the
 * person) and then opens until the grant ends; an unknown or demonstration id is 404. Conviction details are read through the audited
 * reader, which shows them to the assigned caseworker only.
 */
export async function portalRecordLoader(context: AppLoadContext, { actor: user, subject }: SignedInPage<CaseworkerSubject>, candidateId: string, now: Date = new Date()) {
  const db = context.database.db;
  const access = await accessTo(db, subject, candidateId, now);
  if (!access) throw notOnCaseload();
  if (access === "reason-needed") return { view: "reason" as const };
  const record = await candidateRecord(db, subject, candidateId, { granted: access.kind === "granted", now });
  if (!record) throw notOnCaseload();
  const read = await readConvictionRecords(db, context.env.dataEncryption, { kind: "caseworker", userId: user.id }, candidateId);
  const mentoring = await recordMentoring(db, candidateId, false);
  return { view: "record" as const, record, disclosure: disclosureView(read), access, mentoring };
}

function disclosureView(read: ConvictionReadResult): Disclosure {
  if (read.access !== "full") return { shown: false };
  return {
    shown: true,
    // A letter saved on its own from the CV builder has no conviction details to list.
    records: read.records.flatMap(({ id, payload }) => (hasConvictionDetails(payload) ? [{ id, payload }] : [])).map(({ id, payload }) => ({
      id,
      convictionType: payload.convictionType,
      convictionDate: payload.convictionDate,
      sentence: payload.sentence,
      sentenceEndDate: payload.sentenceEndDate,
      offenceDescription: payload.offenceDescription,
      hasLetter: payload.disclosureLetter.trim() !== "",
    })),
  };
}

/**
 * The record's forms: give a reason to open it, add a case note, move one checklist item on, or set the readiness
 * status with a reason. Each write is one
 * transaction with its audit row. Notes and checklist changes need the person on the caseload or a running grant.
 */
export async function portalRecordAction(
  context: AppLoadContext,
  { actor: user, session, subject }: SignedInPage<CaseworkerSubject>,
  request: Request,
  candidateId: string,
  now: Date = new Date(),
) {
  const db = context.database.db;
  const access = await accessTo(db, subject, candidateId, now);
  if (!access || !subject.caseworkerId) throw notOnCaseload();

  const formData = await readForm(request);
  const intent = formData.get("intent");
  const audit = { actorUserId: user.id, sessionId: session.id, clientHash: context.rateLimiter.clientKey(context.clientIp) };

  if (intent === "open-record") {
    const submission = parseWithZod(formData, { schema: openRecordSchema });
    if (submission.status !== "success") return data({ intent, result: submission.reply() }, { status: 400 });
    if (access === "reason-needed") await grantAccess(db, { caseworkerId: subject.caseworkerId, candidateId, reason: submission.value.reason }, audit, now);
    throw redirect(new URL(request.url).pathname, { status: 303 });
  }
  if (access === "reason-needed") throw notOnCaseload();
  const [owner] = await db.select({ userId: candidates.userId }).from(candidates).where(eq(candidates.id, candidateId));

  if (intent === "add-note") {
    const submission = parseWithZod(formData, { schema: caseNoteSchema });
    if (submission.status !== "success") return data({ intent, result: submission.reply() }, { status: 400 });
    // The same form sent twice (a double press) adds the note once; the repeat is answered as the first was.
    const formKey = formKeyOf(formData);
    await db.transaction(async (tx) => {
      if (!(await firstSubmission(tx, user.id, formKey))) return;
      const id = uuidv7();
      await tx.insert(caseNotes).values({ id, candidateId, caseworkerId: subject.caseworkerId, authorName: user.name, body: submission.value.body, demo: false });
      await recordAudit(tx, { ...audit, event: "case_note_added", subjectUserId: owner?.userId ?? null, detail: { candidateId, noteId: id } });
    });
    return { intent, result: submission.reply({ resetForm: true }), done: "Your case note was added." };
  }

  if (intent === "checklist") {
    const submission = parseWithZod(formData, { schema: checklistItemSchema });
    if (submission.status !== "success") return data({ intent, result: submission.reply() }, { status: 400 });
    const { item, status } = submission.value;
    await db.transaction(async (tx) => {
      const now = new Date();
      await tx
        .insert(readinessChecklist)
        .values({ candidateId, item, status, updatedByName: user.name, updatedByUserId: user.id, updatedAt: now })
        .onConflictDoUpdate({
          target: [readinessChecklist.candidateId, readinessChecklist.item],
          set: { status, updatedByName: user.name, updatedByUserId: user.id, markedByService: false, updatedAt: now },
        });
      await recordAudit(tx, { ...audit, event: "readiness_item_changed", subjectUserId: owner?.userId ?? null, detail: { candidateId, item, status } });
    });
    return { intent, result: submission.reply(), done: "The checklist was updated." };
  }

  if (intent === "readiness") {
    const submission = parseWithZod(formData, { schema: readinessStatusSchema });
    if (submission.status !== "success") return data({ intent, result: submission.reply() }, { status: 400 });
    const { status, reason } = submission.value;
    await db.transaction(async (tx) => {
      await tx
        .update(candidates)
        .set({ readinessStatus: status, readinessReason: reason, readinessChangedAt: now, readinessChangedByName: user.name, updatedAt: now })
        .where(eq(candidates.id, candidateId));
      // The status, not the reason: the caseworker's words about the person stay out of the audit trail.
      await recordAudit(tx, { ...audit, event: "readiness_status_changed", subjectUserId: owner?.userId ?? null, detail: { candidateId, status } });
    });
    return { intent, result: submission.reply(), done: "The readiness status was saved." };
  }

  const mentoring = await mentoringRecordAction(db, formData, { candidateId, caseworkerId: subject.caseworkerId, subjectUserId: owner?.userId ?? null, audit, now, notices: noticesOf(context) });
  if (mentoring) return mentoring;

  throw data("This form is not one this page knows.", { status: 400 });
}

/** Used by the demonstration tree: the demonstration caseworker's own person, else 404. */
export async function demoRecordLoader(context: AppLoadContext, candidateId: string, subject: Parameters<typeof candidateRecord>[1]) {
  const record = await candidateRecord(context.database.db, subject, candidateId);
  if (!record) throw data("There is no candidate on this caseload at this address.", { status: 404 });
  const mentoring = await recordMentoring(context.database.db, candidateId, true);
  return { view: "record" as const, record, disclosure: { shown: false } as Disclosure, access: { kind: "caseload" } as RecordAccess, mentoring };
}

