import { z } from "zod";
import { outcomeCheckpoints } from "../../../db/schema/vocabulary";

/** The in-work check form on the caseworker's outcomes page (browser-safe): one schema for the browser and the action. */
export const outcomeCheckMessages = {
  inWork: "Say whether they are still in work",
  leftReason: "Say why they left, as far as you know",
  leftReasonLong: "The reason must be 500 characters or fewer",
} as const;

/** Each due check on the page has its own form, told apart by this id. */
export function outcomeCheckFormId(applicationId: string, checkpoint: string): string {
  return `check-form-${applicationId}-${checkpoint}`;
}

export const outcomeCheckSchema = z
  .object({
    applicationId: z.uuid({ error: "That job start was not recognised. Open the outcomes page again." }),
    checkpoint: z.enum(outcomeCheckpoints, { error: "That check was not recognised. Open the outcomes page again." }),
    inWork: z.enum(["yes", "no"], { error: outcomeCheckMessages.inWork }).transform((value) => value === "yes"),
    leftReason: z
      .string()
      .trim()
      .max(500, outcomeCheckMessages.leftReasonLong)
      .optional()
      .transform((value) => value || null),
  })
  .refine((value) => value.inWork || Boolean(value.leftReason), {
    path: ["leftReason"],
    message: outcomeCheckMessages.leftReason,
    // Said even when another field is wrong, but only once "no" is chosen.
    when: (payload) => (payload.value as { inWork?: unknown } | undefined)?.inWork === false,
  });
