import { z } from "zod";
import { isCalendarDate } from "~/lib/dates";

/** The diary's entry form (browser-safe): one schema for adding and changing an entry. */

export const DIARY_FORM_ID = "diary-entry";

export const diaryFieldNames = ["entryDate", "title", "body"] as const;

export const diaryEntrySchema = z.object({
  intent: z.literal("save", { error: "That action was not recognised. Use a button on this page." }),
  /** Present when an entry is being changed. */
  entryId: z.uuid({ error: "That entry was not recognised. Open it again from your diary." }).optional(),
  entryDate: z
    .string({ error: "Enter the date of the entry" })
    .trim()
    .refine(isCalendarDate, "Enter a real date for the entry"),
  title: z
    .string({ error: "Enter a title for the entry" })
    .trim()
    .min(1, "Enter a title for the entry")
    .max(120, "The title must be 120 characters or fewer"),
  body: z
    .string()
    .max(4000, "What happened must be 4,000 characters or fewer")
    .optional()
    .transform((text) => text?.trim() ?? ""),
});

export type DiaryEntryInput = z.output<typeof diaryEntrySchema>;

export const deleteEntrySchema = z.object({
  intent: z.literal("delete"),
  entryId: z.uuid(),
});

export type DiaryEntry = { id: string; entryDate: string; title: string; body: string };

/** What the page says after a change (the action redirects with ?done=…). */
export const diaryDoneMessages = {
  added: "Your diary entry has been added.",
  changed: "Your diary entry has been changed.",
  deleted: "Your diary entry has been deleted.",
  "appointment-cancelled": "Your appointment has been cancelled. We have told your caseworker.",
  "feed-revoked": "Your calendar feed has been turned off. Calendars that used its address will stop showing your diary.",
} as const;

export type DiaryDone = keyof typeof diaryDoneMessages;

export function diaryDoneFrom(value: string | null): DiaryDone | null {
  return value && Object.hasOwn(diaryDoneMessages, value) ? (value as DiaryDone) : null;
}
