import { z } from "zod";
import { CV_FILE_MESSAGES, extensionKind, MAX_CV_BYTES } from "./cv-file";

/**
 * The form a candidate applies with (browser-safe): which CV to send (the one saved to their account, a file, or
 * none), whether to share their email address and their disclosure letter, and a short note. One schema for the
 * browser and the action; the action also checks the file's bytes, which a browser cannot be trusted to.
 */

export const cvChoices = ["saved", "upload", "none"] as const;
export type CvChoice = (typeof cvChoices)[number];

export const NOTE_MAX = 1000;

/**
 * The largest body the apply form reads. A file over 5 MB is counted and dropped as it streams in, so a person
 * who chose one a little too big gets the form back with a message; past this, reading stops (and the server
 * refuses a body that declares more before reading any of it).
 */
export const APPLY_BODY_MAX_BYTES = 16 * 1024 * 1024;

export const APPLY_MESSAGES = {
  cv: "Choose which CV to send, or to send none",
  noSavedCv: "You have no CV saved to your account. Upload a CV file, or make one with the CV builder first",
  noSavedLetter: "You have no disclosure letter saved to your account, so there is none to share",
  note: `Use ${NOTE_MAX.toLocaleString("en-GB")} characters or fewer for your note`,
  alreadyApplied: "You have already applied for this role. You can see its progress on your applications page.",
  closed: "This role has closed, so it is no longer taking applications.",
  chooseFileAgain: "Files are not kept when a form has a problem: choose your CV file again.",
  unreadable: "The form could not be read. Please fill it in again.",
  tooLarge: "The file is too big. Choose a file of 5 MB or less.",
} as const;

/**
 * The refusal when a saved disclosure letter still has [bracketed] gaps (such as "Dear [name],"): the letter is
 * not sent until the person fills them in, so no employer receives an unfinished letter.
 */
export function unfinishedLetterMessage(placeholders: readonly string[]): string {
  const gaps = placeholders.length === 1 ? placeholders[0]! : `${placeholders.slice(0, -1).join(", ")} and ${placeholders.at(-1)!}`;
  const name = placeholders.includes("[name]") ? " (for [name], the name of the person you are writing to, or Sir or Madam)" : "";
  return `Your disclosure letter still has ${gaps} to fill in. Fill ${placeholders.length === 1 ? "it" : "them"} in${name} in the CV builder and save the letter to your account again, or untick My disclosure letter`;
}

const isFile = (value: unknown): value is File => typeof File !== "undefined" && value instanceof File;

export const applySchema = z
  .object({
    cv: z.enum(cvChoices, { error: APPLY_MESSAGES.cv }),
    // In the browser, the chosen file; on the server, the checked file (one that failed its checks is left out
    // and its own message given instead).
    file: z.custom<File>((value) => value === undefined || isFile(value)).optional(),
    shareContact: z.literal("on").optional(),
    shareLetter: z.literal("on").optional(),
    note: z.string().trim().max(NOTE_MAX, { error: APPLY_MESSAGES.note }).optional(),
  })
  .superRefine((value, context) => {
    if (value.cv !== "upload") return;
    const file = value.file;
    if (!file || file.size === 0) {
      context.addIssue({ code: "custom", path: ["file"], message: CV_FILE_MESSAGES.missing });
    } else if (file.size > MAX_CV_BYTES) {
      context.addIssue({ code: "custom", path: ["file"], message: CV_FILE_MESSAGES.tooBig });
    } else if (!extensionKind(file.name)) {
      context.addIssue({ code: "custom", path: ["file"], message: CV_FILE_MESSAGES.wrongType });
    }
  });

export type ApplyValues = z.infer<typeof applySchema>;

/** The fields of the form, in page order (for the error summary). */
export const applyFieldOrder = ["cv", "file", "shareContact", "shareLetter", "note"] as const;
