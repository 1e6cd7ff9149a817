import { z } from "zod";

/** Opening the record of someone not on your caseload: the reason form (browser-safe). */
export const REASON_MIN = 10;
export const REASON_MAX = 500;
/** A grant lasts this long, and never past the end of the UK day it was given on. */
export const GRANT_HOURS = 8;

export const reasonMessages = {
  empty: "Enter your reason for opening this record",
  short: `Your reason must be at least ${REASON_MIN} characters: say why you need to open it`,
  long: `Your reason must be ${REASON_MAX} characters or fewer`,
} as const;

export const openRecordSchema = z.object({
  intent: z.literal("open-record"),
  reason: z.string({ error: reasonMessages.empty }).trim().min(1, reasonMessages.empty).min(REASON_MIN, reasonMessages.short).max(REASON_MAX, reasonMessages.long),
});
