import type { SharedCopy } from "../../../db/schema/applications";
import { shareableItems, type ShareableItem } from "../../../db/schema/vocabulary";
import type { ApplyValues } from "./apply-form";

/**
 * What an employer receives with an application, in one place (browser-safe). The copy taken when the person
 * applies (takeSharedCopy in shared-copy.server.ts) holds exactly the fields listed for the items shared, and the
 * employer's pages read only that copy (employer-applications.server.ts); the apply page's sentence about what the
 * employer sees is written from the same table, so the two cannot drift apart.
 */

/** What every employer sees of an application it receives, whatever was ticked. */
export const employerAlwaysReceives = ["your name", "the date you apply"] as const;

/** Per item the person may share: the fields copied for the employer, and those in the person's words. */
export const employerReceives = {
  contact_details: { copies: ["email"], words: "your email address" },
  cv: { copies: ["cv", "skills", "workInterests"], words: "your CV, with the skills and the work you want from your profile" },
  disclosure_letter: { copies: [], words: "your disclosure letter (the letter only, never your conviction details)" },
  readiness: { copies: ["readinessStatus"], words: "how ready for work your profile says you are" },
  caseworker_contact: { copies: [], words: "your caseworker's contact details" },
} as const satisfies Record<ShareableItem, { copies: readonly (keyof SharedCopy)[]; words: string }>;

/** The items the apply form offers, in the order its sentence names them. */
export const applyFormItems = ["cv", "contact_details", "disclosure_letter"] as const satisfies readonly ShareableItem[];

/** The items one application shares, from the apply form's answers. */
export function sharedFromApplyForm(values: Pick<ApplyValues, "cv" | "shareContact" | "shareLetter">): ShareableItem[] {
  const chosen: Record<(typeof applyFormItems)[number], boolean> = {
    cv: values.cv !== "none",
    contact_details: Boolean(values.shareContact),
    disclosure_letter: Boolean(values.shareLetter),
  };
  // Stored in the vocabulary's order, as every application before this table was.
  return shareableItems.filter((item): item is (typeof applyFormItems)[number] => (applyFormItems as readonly string[]).includes(item) && chosen[item as (typeof applyFormItems)[number]]);
}

/** The apply page's sentence: exactly what the employer can receive, and that nothing else goes. */
export function employerReceivesText(): string {
  const offered = applyFormItems.map((item) => employerReceives[item].words);
  return `They see ${employerAlwaysReceives.join(" and ")}, your note if you write one, and only what you choose here: ${offered.slice(0, -1).join("; ")}; and ${offered.at(-1)!}. Nothing else from your account.`;
}
