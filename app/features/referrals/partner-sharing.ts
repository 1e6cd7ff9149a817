import type { SubmissionResult } from "@conform-to/react";
import { z } from "zod";
import { partnerVisibility, type PartnerVisibility } from "../../../db/schema/vocabulary";
import { UUID_PATTERN } from "~/lib/uuid-pattern";

/** What a person sees of one partner's access to them, and the settings form's words. Browser-safe. */

export type PartnerSharing = {
  referralId: string;
  partnerName: string;
  referredOn: string;
  partnerMaySee: PartnerVisibility[];
};

export const SHARING_INTENT = "save-sharing";

export const sharingMessages = {
  notFound: "We could not find that organisation's referral of you. Reload the page and try again.",
  unknownItem: "Choose only from the listed things.",
} as const;

/** Each partner has its own form on the settings page, told apart by this id. */
export function sharingFormId(referralId: string): string {
  return `sharing-form-${referralId}`;
}

function isPartnerVisibility(item: string): item is PartnerVisibility {
  return (partnerVisibility as readonly string[]).includes(item);
}

/** One partner's form: the browser and the action read it with this schema. Nothing ticked withdraws everything. */
export const sharingSchema = z.object({
  intent: z.string().optional(),
  referralId: z.string({ error: sharingMessages.notFound }).regex(UUID_PATTERN, sharingMessages.notFound),
  // Checked as a whole, so the message belongs to the group of boxes rather than to one of its values.
  partnerMaySee: z
    .array(z.string())
    .default([])
    .refine((items) => items.every(isPartnerVisibility), sharingMessages.unknownItem)
    .transform((items) => items.filter(isPartnerVisibility)),
});

/**
 * A refused form: which form it was and Conform's answer (under its own key, as the settings page's preferences
 * form answers with `result`).
 */
export type SharingActionData = { sharing: { formId: string; result: SubmissionResult<string[]> } };
