import type { Barrier, ContactMethod, PartnerVisibility, ReferralSetting, ReferralStatus } from "../../../db/schema/vocabulary";

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

/** Where the person was when referred. */
export const referralSettingLabels: Record<ReferralSetting, string> = {
  custody: "In custody",
  community: "In the community",
};

/** How a referred person would rather be contacted first. */
export const contactMethodLabels: Record<ContactMethod, string> = {
  phone: "A phone call",
  text: "A text message",
  email: "An email",
};

/** What the person may let the referring partner see afterwards: the consent checkboxes and the pages they open. */
export const partnerVisibilityLabels: Record<PartnerVisibility, { label: string; hint: string; page: string }> = {
  profile: { label: "Their profile", hint: "Their town, the work they want, when they can work and their skills.", page: "Profile" },
  progress: { label: "Their progress", hint: "Their readiness checklist and the support actions agreed with them.", page: "Progress" },
  diary: { label: "Their diary", hint: "Their appointments with us and employers, and their own diary entries.", page: "Diary" },
  applications: { label: "Their applications", hint: "The jobs they apply for, each employer, and where each application has got to.", page: "Applications" },
};
