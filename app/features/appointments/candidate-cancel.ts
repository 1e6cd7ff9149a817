import { z } from "zod";

/** A candidate cancelling one of their own appointments from their diary (browser-safe). */

export const CANDIDATE_CANCEL_FORM_ID = "cancel-appointment";

export const CANCEL_REASON_MAX = 500;

export const candidateCancelMessages = {
  appointment: "That appointment was not recognised. Open your diary again.",
  reasonLong: `The reason must be ${CANCEL_REASON_MAX} characters or fewer`,
} as const;

/** The first press asks (no `confirmed`); the second, from the question, carries `confirmed=yes` and the optional reason. */
export const candidateCancelSchema = z.object({
  intent: z.literal("cancel-appointment"),
  appointmentId: z.uuid({ error: candidateCancelMessages.appointment }),
  confirmed: z.literal("yes").optional(),
  reason: z
    .string()
    .max(CANCEL_REASON_MAX, candidateCancelMessages.reasonLong)
    .optional()
    .transform((text) => text?.trim() || null),
});
