import { z } from "zod";
import { normaliseDraft, type CvDraft } from "~/features/cv-builder/draft";

/** "Save to my account" on the CV builder (browser-safe): what is posted, and what the answer says. */

export const SAVE_INTENT = "save-to-account";

/** Where the builder posts "Save to my account" (app/routes/cv-builder-save.ts); the answer is JSON. */
export const SAVE_PATH = "/cv-builder/save";

/** The CV part of a draft: what an employer reads. The conviction questions and the letter are not in it. */
export type SavedCvDocument = Pick<CvDraft, "fullName" | "email" | "phone" | "location" | "summary" | "experiences" | "skills" | "education">;

export function cvDocumentOf(draft: CvDraft): SavedCvDocument {
  const { fullName, email, phone, location, summary, experiences, skills, education } = draft;
  return { fullName, email, phone, location, summary, experiences, skills, education };
}

/** The largest draft accepted, as JSON: a long CV is a few kilobytes. */
export const MAX_DRAFT_CHARS = 200_000;

export const saveToAccountSchema = z.object({
  intent: z.literal(SAVE_INTENT, { error: "That action was not recognised. Use the button on this page." }),
  draft: z
    .string({ error: "Your CV was not sent. Try again." })
    .max(MAX_DRAFT_CHARS, "Your CV is too long to save. Shorten it and try again.")
    .transform((text, context) => {
      let parsed: unknown;
      try {
        parsed = JSON.parse(text);
      } catch {
        parsed = null;
      }
      const draft = normaliseDraft(parsed);
      if (!draft) {
        context.addIssue({ code: "custom", message: "Your CV could not be read. Try again." });
        return z.NEVER;
      }
      return draft;
    }),
  /** Ticked (or sent as "on") when the person chose to save their disclosure letter too. */
  includeLetter: z
    .literal("on")
    .optional()
    .transform((value) => value === "on"),
});

/** What the builder shows after a save. */
export type SaveResult = { saved: { cv: true; letter: boolean } } | { error: string };

export const saveMessages = {
  cvOnly: "Your CV has been saved to your account.",
  cvAndLetter: "Your CV and your disclosure letter have been saved to your account.",
  signedOut: "You are no longer signed in. Sign in again, then save your CV. Your draft is still on this device.",
  notCandidate: "Only a candidate account can save a CV from the builder.",
  notSent: "Your CV could not be saved just now. Check your internet connection and try again. Your draft is still on this device.",
} as const;
