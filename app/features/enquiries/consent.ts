/**
 * The statements beside the forms' two boxes. Each stored enquiry records which version it was given under:
 * change the wording only by adding a new version, and keep the old one below.
 *
 * The first box (pre-ticked, as the spec has it) is the person asking us to contact them about their enquiry: we
 * rely on legitimate interests for that contact, not consent, so its words are a request. The second box is
 * consent to marketing, opt-in and unticked.
 */
export const CONSENT_WORDING_VERSION = "2026-11-28";

export const consentWording = {
  contact:
    "Please contact me by phone or email about this request. We keep your details safe and use them only as our privacy policy explains.",
  marketing: "I would like to receive occasional news about jobs, training and events. You can stop these at any time.",
} as const;

/** Earlier wordings, by version, for enquiries stored under them. */
export const earlierConsentWording: Record<string, { contact: string; marketing: string }> = {
  "2025-05-14": {
    contact:
      "I agree to Fair Chance Works contacting me by phone or email about this request. We keep your details safe and use them only as our privacy policy explains.",
    marketing: consentWording.marketing,
  },
};
