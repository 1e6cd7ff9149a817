import { z } from "zod";

/** The assign form on the administrators' referral queue (browser-safe): one schema for the browser and the action. */

export const assignMessages = {
  caseworker: "Choose a caseworker for this person.",
  gone: "That referral is no longer waiting for a caseworker.",
} as const;

/** Each waiting referral has its own form on the page, told apart by this id. */
export function assignFormId(referralId: string): string {
  return `assign-${referralId}`;
}

export const assignReferralSchema = z.object({
  intent: z.literal("assign", { error: assignMessages.caseworker }),
  // A referral id that is not one cannot be waiting: the person is asked to choose again, as before.
  referralId: z.uuid({ error: assignMessages.caseworker }),
  caseworker: z.string({ error: assignMessages.caseworker }).min(1, assignMessages.caseworker),
});
