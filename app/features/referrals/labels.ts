import type { Barrier, ReferralStatus } from "../../../db/schema/vocabulary";

/** Words people see for referrals (browser-safe). */
export const referralStatusLabels: Record<ReferralStatus, string> = {
  submitted: "Submitted",
  accepted: "Accepted",
  in_support: "In support",
  placed: "Placed in work",
  closed: "Closed",
};

/** The needs and barriers a referral can name, in the data model's words for people. */
export const barrierLabels: Record<Barrier, string> = {
  caring_responsibilities: "Caring responsibilities",
  education: "Education, reading or writing",
  family_issues: "Family issues",
  mental_health: "Mental health",
  physical_health: "Physical health",
  dependency: "Drug or alcohol dependency",
  housing: "Housing",
  none: "None of these",
};
