/**
 * The words the dashboards' data is recorded in. Browser-safe (no imports), so features can label them.
 * Where the Ministry of Justice's own services have a word for a thing (readiness, barriers, offence
 * exclusions, application statuses, the checks a role needs), these follow it, so partners recognise them.
 */

export const organisationKinds = ["employer", "partner"] as const;
export type OrganisationKind = (typeof organisationKinds)[number];

export const organisationStatuses = ["awaiting_approval", "approved", "suspended"] as const;
export type OrganisationStatus = (typeof organisationStatuses)[number];

export const partnerTypes = ["probation", "prison", "charity", "housing", "community", "other"] as const;

export const memberRoles = ["owner", "member"] as const;

export const readinessStatuses = ["not_started", "support_needed", "support_declined", "ready_to_work"] as const;
export type ReadinessStatus = (typeof readinessStatuses)[number];

export const barriers = [
  "caring_responsibilities",
  "education",
  "family_issues",
  "mental_health",
  "physical_health",
  "dependency",
  "housing",
  "none",
] as const;
export type Barrier = (typeof barriers)[number];

export const readinessItems = [
  "bank_account",
  "cv_and_covering_letter",
  "disclosure_letter",
  "email",
  "phone",
  "housing",
  "id",
  "interview_clothing",
] as const;
export type ReadinessItem = (typeof readinessItems)[number];

export const readinessItemStatuses = ["not_started", "in_progress", "done"] as const;
export type ReadinessItemStatus = (typeof readinessItemStatuses)[number];

export const rightToWorkStatuses = ["confirmed", "to_check", "not_confirmed"] as const;

export const availabilities = ["full_time", "part_time", "either"] as const;

export const contractTypes = ["permanent", "fixed_term", "temporary", "apprenticeship", "self_employed"] as const;
export type ContractType = (typeof contractTypes)[number];

export const workingHours = ["full_time", "part_time", "flexible"] as const;

export const salaryPeriods = ["hour", "week", "month", "year"] as const;
export type SalaryPeriod = (typeof salaryPeriods)[number];

export const jobStatuses = ["draft", "open", "closed", "filled"] as const;

/** Where a role done from home takes people from: the whole UK, or one of its nations. */
export const homeAreas = ["uk", "england", "scotland", "wales", "northern_ireland"] as const;
export type HomeArea = (typeof homeAreas)[number];
export type JobStatus = (typeof jobStatuses)[number];

/** The criminal record check a role needs (DBS); `enhanced_barred` adds a check of the barred lists. */
export const recordChecks = ["none", "basic", "standard", "enhanced", "enhanced_barred"] as const;
export type RecordCheck = (typeof recordChecks)[number];

export const offenceExclusions = ["none", "case_by_case", "arson", "driving", "sexual", "terrorism", "violence", "other"] as const;
export type OffenceExclusion = (typeof offenceExclusions)[number];

export const jobDocuments = ["cv", "covering_letter", "disclosure_letter", "id", "right_to_work", "references"] as const;

export const applicationStatuses = [
  "applied",
  "selected_for_interview",
  "interview_booked",
  "unsuccessful",
  "unsuccessful_at_interview",
  "job_offered",
  "started",
  "withdrawn",
] as const;
export type ApplicationStatus = (typeof applicationStatuses)[number];

/** What a candidate may choose to share with one application. */
export const shareableItems = ["contact_details", "cv", "disclosure_letter", "readiness", "caseworker_contact"] as const;
export type ShareableItem = (typeof shareableItems)[number];

export const outcomeCheckpoints = ["six_weeks", "six_months", "one_year"] as const;
export type OutcomeCheckpoint = (typeof outcomeCheckpoints)[number];

export const appointmentModes = ["in_person", "phone", "video"] as const;
export type AppointmentMode = (typeof appointmentModes)[number];

/** Where an interview stands: times offered, one accepted, another time asked for, or called off by either side. */
export const interviewStates = ["offered", "accepted", "another_time_asked", "cancelled"] as const;
export type InterviewState = (typeof interviewStates)[number];

export const attendanceOutcomes = ["attended", "late", "did_not_attend"] as const;
export type AttendanceOutcome = (typeof attendanceOutcomes)[number];

export const referralStatuses = ["submitted", "accepted", "in_support", "placed", "closed"] as const;
export type ReferralStatus = (typeof referralStatuses)[number];

export const supportActionStatuses = ["open", "done", "cancelled"] as const;

/** Who a message or a thread's read state belongs to: a candidate, an organisation or a caseworker. */
export const partyKinds = ["candidate", "organisation", "caseworker"] as const;
export type PartyKind = (typeof partyKinds)[number];

export const convictionTypes = ["caution", "fine", "community_order", "suspended_sentence", "custodial", "other"] as const;

/** Where a referred person is when referred: in custody (with an expected release date) or in the community. */
export const referralSettings = ["custody", "community"] as const;
export type ReferralSetting = (typeof referralSettings)[number];

/** How a referred person would rather be contacted first: a call, a text message or an email. */
export const contactMethods = ["phone", "text", "email"] as const;
export type ContactMethod = (typeof contactMethods)[number];

/**
 * What a referring partner may see about the person afterwards, as the person agreed at referral. The referral
 * itself and its status are always visible to the partner that made it.
 */
export const partnerVisibility = ["profile", "progress", "diary", "applications"] as const;
export type PartnerVisibility = (typeof partnerVisibility)[number];

/** The kinds of account. */
export const roles = ["candidate", "employer", "partner", "caseworker", "admin"] as const;
export type Role = (typeof roles)[number];

/** The account types a person may choose when creating an account. Caseworker and admin are given by an admin. */
export const selfServiceRoles = ["candidate", "employer", "partner"] as const;
export type SelfServiceRole = (typeof selfServiceRoles)[number];

/**
 * "awaiting_approval": an employer or partner account an admin has not yet approved.
 * "suspended": the account is banned (better-auth admin plugin); it cannot sign in and its sessions are gone.
 */
export type AccountStatus = "active" | "awaiting_approval" | "suspended";
export const accountStatuses = ["active", "awaiting_approval", "suspended"] as const;

/** What a notice is about (decision 0035): each is written when the event happens, for the people it concerns. */
export const notificationKinds = [
  "application.received",
  "application.moved",
  "application.interview",
  "application.withdrawn",
  "interview.offered",
  "interview.moved",
  "interview.cancelled",
  "interview.accepted",
  "interview.another_time",
  "interview.cancelled_by_candidate",
  "referral.received",
  "referral.accepted",
  "referral.closed",
  "appointment.booked",
  "appointment.moved",
  "appointment.cancelled",
  "appointment.reminder",
  "message.new",
  "mentor.requested",
  "mentor.assigned",
  "release.approaching",
  "inwork.check_due",
  "enquiry.overdue",
] as const;
export type NotificationKind = (typeof notificationKinds)[number];

/** How a notice reaches a person outside the service. */
export const deliveryChannels = ["email", "sms"] as const;
export type DeliveryChannel = (typeof deliveryChannels)[number];
