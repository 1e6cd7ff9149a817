import type { AppLoadContext } from "react-router";
import { getCurrentSession } from "~/features/auth/session.server";
import { realSubjectFor } from "~/features/dashboards/subject.server";
import type { SaveOutcome, Saver } from "./components/save-result";
import { saveMessages } from "./components/save-result";
import { OFFENCE_CATEGORY_FIELD, type OffenceCategory, buildSavedCheck, offenceCategories } from "./saved-result";
import { hasCheckResult, saveCheckResult } from "./saved-result.server";
import type { WizardState } from "./state";
import { hasRole } from "~/features/auth/roles";

/** Whether the person looking at the checker may save a result: only a signed-in candidate. */
export async function checkerSaver(context: AppLoadContext, request: Request): Promise<Saver> {
  // A public page: a failure to read the session counts as signed out.
  const session = await getCurrentSession(context, request).catch(() => null);
  if (!session) return { kind: "signed-out" };
  if (!hasRole(session.user, "candidate")) return { kind: "other" };
  const db = context.database.db;
  const { candidateId } = await realSubjectFor(db, session.user, "candidate");
  if (!candidateId) return { kind: "other" };
  return { kind: "candidate", hasSaved: await hasCheckResult(db, candidateId) };
}

export type SaveAnswer = { status: number; saver: Saver; outcome?: SaveOutcome; problem?: string };

/**
 * "Save to my account": the results are worked out again here from the posted answers (any results a form might
 * carry are never read), encrypted, and stored in place of any saved before. Nothing about the answers is logged.
 */
export async function saveFromChecker(context: AppLoadContext, request: Request, state: WizardState, form: FormData, today: string): Promise<SaveAnswer> {
  const session = await getCurrentSession(context, request).catch(() => null);
  if (!session) return { status: 401, saver: { kind: "signed-out" }, problem: saveMessages.signedOut };
  if (!hasRole(session.user, "candidate")) return { status: 403, saver: { kind: "other" }, problem: saveMessages.notCandidate };
  const db = context.database.db;
  const { candidateId } = await realSubjectFor(db, session.user, "candidate");
  if (!candidateId) return { status: 403, saver: { kind: "other" }, problem: saveMessages.notCandidate };
  const hasSaved = await hasCheckResult(db, candidateId);
  const ticked = form.getAll(OFFENCE_CATEGORY_FIELD).map(String);
  if (ticked.some((value) => !(offenceCategories as readonly string[]).includes(value)) || ticked.length > offenceCategories.length) {
    return { status: 422, saver: { kind: "candidate", hasSaved }, outcome: { error: saveMessages.categories, categories: ticked.slice(0, offenceCategories.length) } };
  }
  const payload = state.step.q === "results" ? buildSavedCheck(state.answers, today, ticked as OffenceCategory[]) : null;
  if (!payload) return { status: 422, saver: { kind: "candidate", hasSaved }, problem: saveMessages.nothingToSave };
  const { replaced } = await saveCheckResult(db, context.env.dataEncryption, { candidateId, userId: session.user.id, payload });
  return { status: 200, saver: { kind: "candidate", hasSaved: true }, outcome: { saved: replaced ? "replaced" : "saved" } };
}
