import type { CvDraft } from "../draft";

export type DraftPatch = Partial<CvDraft> | ((draft: CvDraft) => Partial<CvDraft>);

/** What every step receives from the builder. */
export type StepProps = {
  draft: CvDraft;
  update: (patch: DraftPatch) => void;
  /** Reads a short message out to screen readers through the builder's live region. */
  announce: (message: string) => void;
  goTo: (step: number) => void;
};
