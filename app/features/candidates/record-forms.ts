import { z } from "zod";
import { readinessItems, readinessItemStatuses } from "../../../db/schema/vocabulary";
import { readinessStatusChoices } from "~/features/readiness/labels";

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

export const READINESS_REASON_MAX = 500;

/** The caseworker sets where the person is up to, and says why: the candidate sees both. */
export const readinessStatusSchema = z.object({
  intent: z.literal("readiness"),
  status: z.enum(readinessStatusChoices, { error: "Choose a readiness status" }),
  reason: z
    .string({ error: "Enter why you chose this status" })
    .trim()
    .min(1, "Enter why you chose this status")
    .max(READINESS_REASON_MAX, `The reason must be ${READINESS_REASON_MAX} characters or fewer`),
});
