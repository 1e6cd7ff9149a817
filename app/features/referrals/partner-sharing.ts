import type { PartnerVisibility } from "../../../db/schema/vocabulary";

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

export type SharingActionData = { sharingError: { referralId: string; message: string; chosen: string[] } };
