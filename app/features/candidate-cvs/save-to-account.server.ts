import { and, eq } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { candidateCvs } from "../../../db/schema";
import { recordAudit } from "~/lib/audit.server";
import { optionalUser } from "~/features/auth/guard.server";
import { letterOnlySchema } from "~/features/convictions/conviction-payload";
import { readConvictionRecords, writeConvictionRecord } from "~/features/convictions/conviction-records.server";
import { realSubjectFor } from "~/features/dashboards/subject.server";
import type { CandidateSubject } from "~/lib/data-subject";
import type { AppDb } from "~/lib/db.server";
import { cvDocumentOf, saveMessages, saveToAccountSchema, type SaveResult } from "./save-to-account";
import { readForm } from "~/lib/read-form.server";
import { markSeenByService } from "~/features/readiness/seen-by-service.server";
import { hasRole } from "~/features/auth/roles";

/**
 * The CV builder's "Save to my account": a signed-in candidate's explicit choice to keep their CV (in
 * candidate_cvs) and, if they ask, their disclosure letter (as an encrypted conviction record, through
 * features/convictions) on the service. Both writes and their audit rows are one transaction. Anyone else is
 * refused; nothing is kept from a refused or bad request. The builder posts with fetch and shows the answer's
 * message in place, so every refusal is an answer with a message, never a redirect.
 */
export async function saveToAccount(context: AppLoadContext, request: Request): Promise<{ status: number; result: SaveResult }> {
  const current = await optionalUser(context, request);
  if (!current) return { status: 401, result: { error: saveMessages.signedOut } };
  if (!hasRole(current.user, "candidate")) return { status: 403, result: { error: saveMessages.notCandidate } };
  const { user, session } = current;
  const db = context.database.db;
  // The builder reads every answer as JSON, so an unreadable body gets one too rather than the error page's.
  const form = await readForm(request).catch(() => null);
  if (!form) return { status: 400, result: { error: "Your CV could not be saved." } };
  const parsed = saveToAccountSchema.safeParse({
    intent: form.get("intent") ?? undefined,
    draft: form.get("draft") ?? undefined,
    includeLetter: form.get("includeLetter") ?? undefined,
  });
  if (!parsed.success) return { status: 400, result: { error: parsed.error.issues[0]?.message ?? "Your CV could not be saved." } };
  const { draft, includeLetter } = parsed.data;
  const letter = includeLetter && draft.disclosureNeeded ? draft.disclosureLetter.trim() : "";
  if (includeLetter && !letterOnlySchema.safeParse({ source: "cv_builder", disclosureLetter: letter }).success) {
    return { status: 400, result: { error: "There is no disclosure letter to save, or it is too long. Write it on the Disclosure Letter step first." } };
  }

  const { candidateId } = await realSubjectFor(db, user, "candidate");
  if (!candidateId) return { status: 404, result: { error: "There is no candidate profile for this account." } };
  const keys = context.env.dataEncryption;
  // Saving again replaces the letter saved from the builder before, rather than adding another.
  const existing = letter ? await readConvictionRecords(db, keys, { kind: "candidate", userId: user.id }, candidateId) : null;
  const earlierLetterId = existing?.access === "full" ? existing.records.find((record) => "source" in record.payload)?.id : undefined;

  const document = cvDocumentOf(draft);
  await db.transaction(async (tx) => {
    const now = new Date();
    await tx
      .insert(candidateCvs)
      .values({ candidateId, document, demo: false, updatedAt: now })
      .onConflictDoUpdate({ target: candidateCvs.candidateId, set: { document, updatedAt: now }, setWhere: eq(candidateCvs.demo, false) });
    await recordAudit(tx, { event: "cv_saved", actorUserId: user.id, subjectUserId: user.id, sessionId: session.id, detail: { candidateId, withLetter: Boolean(letter) } });
    await markSeenByService(tx, candidateId, ["cv_and_covering_letter"], now);
    // A nested transaction is a savepoint: the letter and its audit row commit with the CV or not at all.
    if (letter) {
      await writeConvictionRecord(tx, keys, {
        candidateId,
        id: earlierLetterId,
        payload: { source: "cv_builder", disclosureLetter: letter },
        actorUserId: user.id,
      });
    }
  });
  return { status: 200, result: { saved: { cv: true, letter: Boolean(letter) } } };
}

/** Whether the subject has saved a CV to their account (the demonstration set's own rows for a demonstration subject). */
export async function hasSavedCv(db: AppDb, subject: CandidateSubject & { candidateId: string }): Promise<boolean> {
  const [row] = await db
    .select({ id: candidateCvs.candidateId })
    .from(candidateCvs)
    .where(and(eq(candidateCvs.candidateId, subject.candidateId), eq(candidateCvs.demo, subject.demo)))
    .limit(1);
  return Boolean(row);
}
