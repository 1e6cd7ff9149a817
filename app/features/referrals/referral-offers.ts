import { z } from "zod";
import type { PartnerVisibility } from "../../../db/schema/vocabulary";

/** A partner's referral waiting for the person who already has an account (browser-safe). */
export type ReferralOffer = {
  referralId: string;
  partnerName: string;
  /** What the partner asked us to help with, in their words. */
  supportRequested: string | null;
  /** What the person would let the partner see if they accept. */
  partnerMaySee: PartnerVisibility[];
  referredAt: string;
};

export const REFERRAL_OFFER_INTENTS = ["accept-referral", "decline-referral"] as const;

export const referralOfferSchema = z.object({
  intent: z.enum(REFERRAL_OFFER_INTENTS, { error: "That action was not recognised. Use a button on this page." }),
  referralId: z.uuid({ error: "That referral was not recognised. Use a button on this page." }),
});

export type ReferralOfferActionData =
  | { offer: { done: string; error: null; confirmDecline: null } }
  | { offer: { done: null; error: string; confirmDecline: null } }
  | { offer: { done: null; error: null; confirmDecline: { referralId: string; partnerName: string } } };

export const referralOfferMessages = {
  heading: (partnerName: string) => `${partnerName} has referred you to us`,
  accepted: (partnerName: string) =>
    `You have accepted the referral from ${partnerName}. They can now see what you agreed to, and you can change that at any time in your settings.`,
  declined: (partnerName: string) => `You have declined the referral from ${partnerName}. They will only see that it was closed.`,
  gone: "This referral has already been answered or is no longer open.",
  declineQuestion: (partnerName: string) => `Decline the referral from ${partnerName}?`,
  declineConsequence:
    "The referral will be closed. The partner will see only that it was closed, not why. They will not see anything from your account. You cannot undo this.",
  nothingShared: "Nothing from your account: they would only know you accepted.",
};
