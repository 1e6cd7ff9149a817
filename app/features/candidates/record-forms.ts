import { z } from "zod";
import { readinessItems, readinessItemStatuses } from "../../../db/schema/vocabulary";

/** The candidate record's forms: one schema each, used in the browser and by the action (browser-safe). */
export const NOTE_MAX = 5000;

export const caseNoteSchema = z.object({
  intent: z.literal("add-note"),
  body: z
    .string({ error: "Enter the case note" })
    .trim()
    .min(1, "Enter the case note")
    .max(NOTE_MAX, `The case note must be ${NOTE_MAX.toLocaleString("en-GB")} characters or fewer`),
});

export const checklistItemSchema = z.object({
  intent: z.literal("checklist"),
  item: z.enum(readinessItems, { error: "Choose a checklist item" }),
  status: z.enum(readinessItemStatuses, { error: "Choose where this item is up to" }),
});

export const recordIntents = ["add-note", "checklist"] as const;
