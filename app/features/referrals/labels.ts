import type { ReferralStatus } from "../../../db/schema/vocabulary";

/** Words people see for referrals (browser-safe). */
export const referralStatusLabels: Record<ReferralStatus, string> = {
  submitted: "Submitted",
  accepted: "Accepted",
  in_support: "In support",
  placed: "Placed in work",
  closed: "Closed",
};
