import { data } from "react-router";
import type { CandidateSubject, SignedInPage } from "~/lib/data-subject";
import type { AppDb } from "~/lib/db.server";
import type { KeyRing } from "~/lib/field-encryption.server";
import { type SavedCheckView, savedRecords } from "./saved-result";
import { deleteCheckResult, readCheckResult } from "./saved-result.server";
import { readForm } from "~/lib/read-form.server";

export async function savedCheckView(db: AppDb, keys: KeyRing, subject: CandidateSubject, userId: string | null, today: string): Promise<SavedCheckView | null> {
  if (!subject.candidateId) return null;
  const reader = subject.demo ? ({ kind: "demonstration" } as const) : userId ? ({ kind: "candidate", userId } as const) : null;
  if (!reader) return null;
  const saved = await readCheckResult(db, keys, reader, subject.candidateId);
  if (!saved) return null;
  const { payload } = saved;
  return {
    savedAt: saved.updatedAt.toISOString(),
    referenceDate: payload.referenceDate,
    records: savedRecords(payload),
    offenceCategories: payload.offenceCategories,
    datePassed: payload.results.some((result) => result.status === "not_spent" && result.spent_date !== null && result.spent_date < today),
  };
}

export const savedCheckMessages = {
  deleted: "Your saved result has been deleted.",
  nothing: "There was no saved result to delete.",
  unknown: "That is not something this page can do.",
} as const;

export type DisclosureActionAnswer = { message: string; error: boolean };

/** The candidate portal's disclosure page: "Delete this result", for a request the caller has guarded; only the person's own result. */
export async function disclosurePageAction(db: AppDb, { actor: user, subject }: SignedInPage<CandidateSubject>, request: Request) {
  const form = await readForm(request);
  if (form.get("intent") !== "delete-check") return data<DisclosureActionAnswer>({ message: savedCheckMessages.unknown, error: true }, { status: 400 });
  const { candidateId } = subject;
  if (!candidateId) throw data("There is no profile here.", { status: 404 });
  const deleted = await deleteCheckResult(db, { candidateId, userId: user.id });
  return data<DisclosureActionAnswer>({ message: deleted ? savedCheckMessages.deleted : savedCheckMessages.nothing, error: false });
}
