/**
 * The consent statements people see on the forms. Each stored enquiry records which version it was
 * given under: change the wording only by adding a new version.
 */
export const CONSENT_WORDING_VERSION = "2025-05-14";

export const consentWording = {
  contact:
    "I agree to Fair Chance Works contacting me by phone or email about this request. We keep your details safe and use them only as our privacy policy explains.",
  marketing: "I would like to receive occasional news about jobs, training and events. You can stop these at any time.",
} as const;
