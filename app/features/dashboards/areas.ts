import type { Role } from "../../../db/schema/vocabulary";

/**
 * The area table: the only place a dashboard page is declared. routes.ts builds the routes from it, the guard
 * finds a page's rule in it from the request URL, and the menu, the role homes and the sign-in redirect read it.
 * Adding a page is one row here and one route file at the path the row names. Browser-safe and free of the
 * "~" alias, because routes.ts imports it.
 *
 * Two trees hold the same pages (docs/decisions/0013): "demo" is open to anyone and shows only the
 * demonstration data; "portal" (and "admin") shows the signed-in person's real data, guarded by role.
 * A page in both trees is one route module (docs/decisions/0031): its demonstration row and its portal row
 * name the same file, at the demonstration path, and the module asks `dashboardPage` / `dashboardAction`
 * (dashboard-page.server.ts) for the tree, the subject and the signed-in account instead of choosing them.
 */

export type AreaTree = "demo" | "portal" | "admin" | "chooser";

/** The audience a dashboard page is for. */
export type DashboardRole = "candidate" | "employer" | "partner" | "caseworker" | "admin";

type AreaBase = {
  /** The URL, with ":name" for a parameter and a final "*" for anything below. */
  pattern: string;
  /** The route file, under app/routes; it follows the URL. */
  file: string;
  title: string;
  description: string;
  /** The words in the dashboard menu; without one the page is not in the menu. */
  menuLabel?: string;
  /** A permanent move: the page answers 301 (308 for a non-GET) to this address. */
  movedTo?: string;
  /** The page takes a form (its action answers a POST); without one a portal POST is refused with 405. */
  hasAction?: boolean;
  /** The page is a file to download (no HTML): a refusal is a bare 403, not the 'Access denied' page. */
  download?: boolean;
};

export type GuardedArea = AreaBase & {
  tree: "portal" | "admin";
  role: DashboardRole;
  roles: readonly Role[];
  /**
   * An account that is not active is refused (it would see other people's data). Only an employer's or
   * partner's home is false: it is where an account awaiting approval is told so, and it reads nothing then.
   */
  requireApproved: boolean;
  /** A role that needs two-step sign-in is sent to set it up first. */
  requireSecondFactor: boolean;
};

export type OpenArea = AreaBase & { tree: "demo"; role: DashboardRole } | (AreaBase & { tree: "chooser"; role?: undefined });

export type Area = GuardedArea | OpenArea;

/**
 * Every portal page needs an active account (approved, not suspended) with two-step sign-in where its role
 * needs it. The one exception is `waitingRoom`: an employer's or partner's home, where an account awaiting
 * approval is told so and shown nothing else.
 */
const portal = (role: "candidate" | "employer" | "partner" | "caseworker") =>
  ({ tree: "portal", role, roles: [role], requireApproved: true, requireSecondFactor: true }) as const;
const waitingRoom = (role: "employer" | "partner") => ({ ...portal(role), requireApproved: false }) as const;
const demo = (role: DashboardRole) => ({ tree: "demo", role }) as const;

export const dashboardAreas = {
  chooser: {
    tree: "chooser",
    pattern: "/dashboard",
    file: "dashboard/index.tsx",
    title: "Dashboards",
    description: "Look around the candidate, caseworker, employer and partner dashboards, filled with demonstration data.",
    menuLabel: "Dashboards",
  },

  candidateDemo: {
    ...demo("candidate"),
    pattern: "/dashboard/candidate",
    file: "dashboard/candidate/index.tsx",
    title: "Candidate dashboard",
    description: "The candidate dashboard, shown with made-up demonstration data.",
    menuLabel: "Candidate home",
  },
  employerDemo: {
    ...demo("employer"),
    pattern: "/dashboard/employer",
    file: "dashboard/employer/index.tsx",
    title: "Employer dashboard",
    description: "The employer dashboard, shown with made-up demonstration data.",
    menuLabel: "Employer home",
  },
  employerDemoJobs: {
    ...demo("employer"),
    pattern: "/dashboard/employer/jobs",
    file: "dashboard/employer/jobs.tsx",
    title: "Jobs",
    description: "Post, change, close and reopen roles, shown with made-up demonstration data.",
    menuLabel: "Jobs",
    hasAction: true,
  },
  employerDemoJobNew: {
    ...demo("employer"),
    pattern: "/dashboard/employer/jobs/new",
    file: "dashboard/employer/jobs/new.tsx",
    title: "Post a role",
    description: "The form to post a role, on the demonstration dashboard.",
    hasAction: true,
  },
  employerDemoJob: {
    ...demo("employer"),
    pattern: "/dashboard/employer/jobs/:jobId",
    file: "dashboard/employer/jobs/$jobId.tsx",
    title: "Change a role",
    description: "The form to change a role, on the demonstration dashboard.",
    hasAction: true,
  },
  employerDemoApplications: {
    ...demo("employer"),
    pattern: "/dashboard/employer/applications",
    file: "dashboard/employer/applications.tsx",
    title: "Applications",
    description: "The people who applied to a role and what each shared, shown with made-up demonstration data.",
    menuLabel: "Applications",
    hasAction: true,
  },
  employerDemoLetter: {
    ...demo("employer"),
    pattern: "/dashboard/employer/applications/:applicationId/letter",
    file: "dashboard/employer/applications/$applicationId/letter.tsx",
    title: "Disclosure letter",
    description: "Where a disclosure letter shared with an application opens, on the demonstration dashboard.",
  },
  employerDemoSocialValue: {
    ...demo("employer"),
    pattern: "/dashboard/employer/social-value",
    file: "dashboard/employer/social-value.tsx",
    title: "Social value",
    description: "Hires and in-work rates with a CSV download, shown with made-up demonstration data.",
    menuLabel: "Social value",
  },
  employerDemoSocialValueCsv: {
    ...demo("employer"),
    pattern: "/dashboard/employer/social-value/csv",
    file: "dashboard/employer/social-value/csv.tsx",
    title: "Social value figures (CSV)",
    description: "The demonstration employer's social value figures as a CSV file.",
    download: true,
  },
  employerDemoResources: {
    ...demo("employer"),
    pattern: "/dashboard/employer/resources",
    file: "dashboard/employer/resources.tsx",
    title: "Resources",
    description: "Fair recruitment, Ban the Box and criminal record checks, for employers.",
    menuLabel: "Resources",
  },
  employerDemoSettings: {
    ...demo("employer"),
    pattern: "/dashboard/employer/settings",
    file: "dashboard/employer/settings.tsx",
    title: "Settings",
    description: "An employer's organisation details, commitments and members, shown with made-up demonstration data.",
    menuLabel: "Settings",
    hasAction: true,
  },
  partnerDemo: {
    ...demo("partner"),
    pattern: "/dashboard/partner",
    file: "dashboard/partner/index.tsx",
    title: "Partner dashboard",
    description: "The partner dashboard, shown with made-up demonstration data.",
    menuLabel: "Partner home",
  },
  partnerReferralsDemo: {
    ...demo("partner"),
    pattern: "/dashboard/partner/referrals",
    file: "dashboard/partner/referrals/index.tsx",
    title: "Referrals",
    description: "The people a partner organisation has referred, by status, shown with made-up demonstration data.",
    menuLabel: "Referrals",
  },
  partnerReferralNewDemo: {
    ...demo("partner"),
    pattern: "/dashboard/partner/referrals/new",
    file: "dashboard/partner/referrals/new.tsx",
    title: "Refer a person",
    description: "The referral form a partner organisation uses, shown with made-up demonstration data.",
    menuLabel: "Refer a person",
  },
  partnerMessagesDemo: {
    ...demo("partner"),
    pattern: "/dashboard/partner/messages",
    file: "dashboard/partner/messages/index.tsx",
    title: "Messages",
    description: "A partner organisation's conversations with the caseworker team, shown with made-up demonstration data.",
    menuLabel: "Messages",
  },
  partnerMessageDemo: {
    ...demo("partner"),
    pattern: "/dashboard/partner/messages/:threadId",
    file: "dashboard/partner/messages/$threadId.tsx",
    title: "Conversation",
    description: "One conversation with the caseworker team, shown with made-up demonstration data.",
  },
  partnerSupportDemo: {
    ...demo("partner"),
    pattern: "/dashboard/partner/support",
    file: "dashboard/partner/support.tsx",
    title: "Support actions",
    description: "Support actions for the people a partner organisation referred, shown with made-up demonstration data.",
    menuLabel: "Support",
  },
  partnerOutcomesDemo: {
    ...demo("partner"),
    pattern: "/dashboard/partner/outcomes",
    file: "dashboard/partner/outcomes.tsx",
    title: "Outcomes",
    description: "Job starts and in-work rates for the people a partner organisation referred, shown with made-up demonstration data.",
    menuLabel: "Outcomes",
  },
  partnerOutcomesExportDemo: {
    ...demo("partner"),
    pattern: "/dashboard/partner/outcomes/export",
    file: "dashboard/partner/outcomes/export.tsx",
    title: "Outcomes figures",
    description: "The demonstration partner's outcome figures as a CSV file.",
    download: true,
  },
  partnerApplicationsDemo: {
    ...demo("partner"),
    pattern: "/dashboard/partner/applications",
    file: "dashboard/partner/applications/index.tsx",
    title: "Applications",
    description: "The job applications of people a partner organisation referred, as far as each agreed, shown with made-up demonstration data.",
    menuLabel: "Applications",
  },
  partnerApplicationDemo: {
    ...demo("partner"),
    pattern: "/dashboard/partner/applications/:applicationId",
    file: "dashboard/partner/applications/$applicationId.tsx",
    title: "Application",
    description: "One application of a referred person and where it has got to, shown with made-up demonstration data.",
  },
  partnerPersonDemo: {
    ...demo("partner"),
    pattern: "/dashboard/partner/people/:candidateId",
    file: "dashboard/partner/people/$candidateId/index.tsx",
    title: "Referred person",
    description: "A referred person's referral and profile, as far as they agreed, shown with made-up demonstration data.",
  },
  partnerPersonDiaryDemo: {
    ...demo("partner"),
    pattern: "/dashboard/partner/people/:candidateId/diary",
    file: "dashboard/partner/people/$candidateId/diary.tsx",
    title: "Their diary",
    description: "A referred person's appointments and diary, if they agreed, shown with made-up demonstration data.",
  },
  partnerPersonProgressDemo: {
    ...demo("partner"),
    pattern: "/dashboard/partner/people/:candidateId/progress",
    file: "dashboard/partner/people/$candidateId/progress.tsx",
    title: "Their progress",
    description: "A referred person's readiness checklist and support actions, if they agreed, shown with made-up demonstration data.",
  },
  partnerOnboardingDemo: {
    ...demo("partner"),
    pattern: "/dashboard/partner/onboarding",
    file: "dashboard/partner/onboarding.tsx",
    title: "Onboarding checklist",
    description: "The checklist a new partner organisation works through, shown with made-up demonstration data.",
    menuLabel: "Onboarding",
    hasAction: true,
  },
  partnerSettingsDemo: {
    ...demo("partner"),
    pattern: "/dashboard/partner/settings",
    file: "dashboard/partner/settings.tsx",
    title: "Settings",
    description: "A partner organisation's details, shown with made-up demonstration data.",
    menuLabel: "Settings",
    hasAction: true,
  },
  caseworkerDemo: {
    ...demo("caseworker"),
    pattern: "/dashboard/caseworker",
    file: "dashboard/caseworker/index.tsx",
    title: "Caseworker dashboard",
    description: "The caseworker dashboard, shown with made-up demonstration data.",
    menuLabel: "Caseworker home",
  },
  caseworkerCaseloadDemo: {
    ...demo("caseworker"),
    pattern: "/dashboard/caseworker/caseload",
    file: "dashboard/caseworker/caseload.tsx",
    title: "Caseload",
    description: "A caseworker's caseload, shown with made-up demonstration data: readiness, last contact and next step.",
    menuLabel: "Caseload",
  },
  caseworkerCandidateDemo: {
    ...demo("caseworker"),
    pattern: "/dashboard/caseworker/candidate/:candidateId",
    file: "dashboard/caseworker/candidate/$candidateId.tsx",
    title: "Candidate record",
    description: "One made-up candidate's whole record, as their caseworker sees it.",
  },
  caseworkerCalendarDemo: {
    ...demo("caseworker"),
    pattern: "/dashboard/caseworker/calendar",
    file: "dashboard/caseworker/calendar.tsx",
    title: "Calendar",
    description: "A caseworker's appointments by week or month, shown with made-up demonstration data.",
    menuLabel: "Calendar",
    hasAction: true,
  },
  caseworkerCalendarExportDemo: {
    ...demo("caseworker"),
    pattern: "/dashboard/caseworker/calendar/export",
    file: "dashboard/caseworker/calendar/export.tsx",
    title: "Calendar file",
    description: "The demonstration caseworker's appointments in the shown week or month as a calendar file.",
    download: true,
  },
  caseworkerAlertsDemo: {
    ...demo("caseworker"),
    pattern: "/dashboard/caseworker/alerts",
    file: "dashboard/caseworker/alerts.tsx",
    title: "Alerts",
    description: "What needs a caseworker's attention, shown with made-up demonstration data.",
    menuLabel: "Alerts",
  },
  caseworkerOutcomesDemo: {
    ...demo("caseworker"),
    pattern: "/dashboard/caseworker/outcomes",
    file: "dashboard/caseworker/outcomes.tsx",
    title: "Outcomes",
    description: "Job starts on a caseload and the in-work checks after them, shown with made-up demonstration data.",
    menuLabel: "Outcomes",
    hasAction: true,
  },
  caseworkerMessagesDemo: {
    ...demo("caseworker"),
    pattern: "/dashboard/caseworker/messages",
    file: "dashboard/caseworker/messages/index.tsx",
    title: "Messages",
    description: "A caseworker's conversations with partners, candidates and employers, shown with made-up demonstration data.",
    menuLabel: "Messages",
    hasAction: true,
  },
  caseworkerMessageDemo: {
    ...demo("caseworker"),
    pattern: "/dashboard/caseworker/messages/:threadId",
    file: "dashboard/caseworker/messages/$threadId.tsx",
    title: "Conversation",
    description: "One of a caseworker's conversations, shown with made-up demonstration data.",
  },
  caseworkerResourcesDemo: {
    ...demo("caseworker"),
    pattern: "/dashboard/caseworker/resources",
    file: "dashboard/caseworker/resources.tsx",
    title: "Resources",
    description: "Guidance for caseworkers on disclosure, criminal record checks and safeguarding.",
    menuLabel: "Resources",
  },
  caseworkerSettingsDemo: {
    ...demo("caseworker"),
    pattern: "/dashboard/caseworker/settings",
    file: "dashboard/caseworker/settings.tsx",
    title: "Settings",
    description: "A caseworker's name and team, shown with made-up demonstration data.",
    menuLabel: "Settings",
    hasAction: true,
  },
  candidateDemoProfile: {
    ...demo("candidate"),
    pattern: "/dashboard/candidate/profile",
    file: "dashboard/candidate/profile.tsx",
    title: "Your profile",
    description: "A candidate's profile, shown with made-up demonstration data.",
    menuLabel: "Profile",
  },
  candidateDemoApplications: {
    ...demo("candidate"),
    pattern: "/dashboard/candidate/applications",
    file: "dashboard/candidate/applications.tsx",
    title: "Your applications",
    description: "A candidate's applications and their history, shown with made-up demonstration data.",
    menuLabel: "Applications",
  },
  candidateDemoDiary: {
    ...demo("candidate"),
    pattern: "/dashboard/candidate/diary",
    file: "dashboard/candidate/diary.tsx",
    title: "Your diary",
    description: "A candidate's appointments and diary, shown with made-up demonstration data.",
    menuLabel: "Diary",
  },
  candidateDemoDiaryExport: {
    ...demo("candidate"),
    pattern: "/dashboard/candidate/diary/export",
    file: "dashboard/candidate/diary/export.tsx",
    title: "Diary calendar file",
    description: "The demonstration diary as a calendar file.",
    download: true,
  },
  candidateDemoDisclosure: {
    ...demo("candidate"),
    pattern: "/dashboard/candidate/disclosure",
    file: "dashboard/candidate/disclosure.tsx",
    title: "Your disclosure letters",
    description: "A candidate's saved disclosure letters, shown with made-up demonstration data.",
    menuLabel: "Disclosure",
  },
  candidateDemoMentoring: {
    ...demo("candidate"),
    pattern: "/dashboard/candidate/mentoring",
    file: "dashboard/candidate/mentoring.tsx",
    title: "Mentoring",
    description: "A candidate's mentor and sessions, shown with made-up demonstration data.",
    menuLabel: "Mentoring",
  },
  candidateDemoResources: {
    ...demo("candidate"),
    pattern: "/dashboard/candidate/resources",
    file: "dashboard/candidate/resources.tsx",
    title: "Resources",
    description: "Help from the resources hub for a candidate's checklist, shown with made-up demonstration data.",
    menuLabel: "Resources",
  },
  candidateDemoSettings: {
    ...demo("candidate"),
    pattern: "/dashboard/candidate/settings",
    file: "dashboard/candidate/settings.tsx",
    title: "Settings",
    description: "A candidate's email choices, two-step sign-in and data, shown with made-up demonstration data.",
    menuLabel: "Settings",
    hasAction: true,
  },
  employerDemoMoved: {
    ...demo("employer"),
    pattern: "/dashboard/employerdemo/*",
    file: "dashboard/employerdemo.tsx",
    title: "Employer dashboard",
    description: "The employer demonstration has moved.",
    movedTo: "/dashboard/employer",
  },

  candidatePortal: {
    ...portal("candidate"),
    pattern: "/dashboard/candidateportal",
    file: "dashboard/candidate/index.tsx",
    title: "Candidate portal",
    description: "Your candidate home: your account, your CV and what you can do next.",
    menuLabel: "Your home",
  },
  candidatePortalProfile: {
    ...portal("candidate"),
    pattern: "/dashboard/candidateportal/profile",
    file: "dashboard/candidate/profile.tsx",
    title: "Your profile",
    description: "Your details, the work you want and when you can work.",
    menuLabel: "Profile",
    hasAction: true,
  },
  candidatePortalApplications: {
    ...portal("candidate"),
    pattern: "/dashboard/candidateportal/applications",
    file: "dashboard/candidate/applications.tsx",
    title: "Your applications",
    description: "Every job you have applied for, what you shared and each change of status.",
    menuLabel: "Applications",
    hasAction: true,
  },
  candidatePortalApplicationCvFile: {
    ...portal("candidate"),
    pattern: "/dashboard/candidateportal/applications/:applicationId/cv/file",
    file: "dashboard/candidateportal/applications/$applicationId/cv/file.tsx",
    title: "Your CV file",
    description: "The CV file you sent with one of your applications.",
    download: true,
  },
  candidatePortalDiary: {
    ...portal("candidate"),
    pattern: "/dashboard/candidateportal/diary",
    file: "dashboard/candidate/diary.tsx",
    title: "Your diary",
    description: "Your appointments with our team and your own diary entries.",
    menuLabel: "Diary",
    hasAction: true,
  },
  candidatePortalDiaryExport: {
    ...portal("candidate"),
    pattern: "/dashboard/candidateportal/diary/export",
    file: "dashboard/candidate/diary/export.tsx",
    title: "Diary calendar file",
    description: "Your appointments and diary entries as a calendar file.",
    download: true,
  },
  candidatePortalDisclosure: {
    ...portal("candidate"),
    pattern: "/dashboard/candidateportal/disclosure",
    file: "dashboard/candidate/disclosure.tsx",
    title: "Your disclosure letters",
    description: "Your saved disclosure letters, the applications you shared them with, and your saved check.",
    menuLabel: "Disclosure",
    hasAction: true,
  },
  candidatePortalMentoring: {
    ...portal("candidate"),
    pattern: "/dashboard/candidateportal/mentoring",
    file: "dashboard/candidate/mentoring.tsx",
    title: "Mentoring",
    description: "Your mentor, your sessions, and asking for a mentor.",
    menuLabel: "Mentoring",
    hasAction: true,
  },
  candidatePortalResources: {
    ...portal("candidate"),
    pattern: "/dashboard/candidateportal/resources",
    file: "dashboard/candidate/resources.tsx",
    title: "Resources",
    description: "Help from our resources hub, starting with the things still to do on your checklist.",
    menuLabel: "Resources",
  },
  candidatePortalSettings: {
    ...portal("candidate"),
    pattern: "/dashboard/candidateportal/settings",
    file: "dashboard/candidate/settings.tsx",
    title: "Settings",
    description: "Which emails we send you, two-step sign-in, and your data and account.",
    menuLabel: "Settings",
    hasAction: true,
  },
  employerPortal: {
    ...waitingRoom("employer"),
    pattern: "/dashboard/employerportal",
    file: "dashboard/employer/index.tsx",
    title: "Employer portal",
    description: "Your employer home: your account, its approval and what you can do next.",
    menuLabel: "Your home",
  },
  employerPortalJobs: {
    ...portal("employer"),
    pattern: "/dashboard/employerportal/jobs",
    file: "dashboard/employer/jobs.tsx",
    title: "Jobs",
    description: "Post, change, close and reopen your organisation's roles.",
    menuLabel: "Jobs",
    hasAction: true,
  },
  employerPortalJobNew: {
    ...portal("employer"),
    pattern: "/dashboard/employerportal/jobs/new",
    file: "dashboard/employer/jobs/new.tsx",
    title: "Post a role",
    description: "Post a new role for your organisation.",
    hasAction: true,
  },
  employerPortalJob: {
    ...portal("employer"),
    pattern: "/dashboard/employerportal/jobs/:jobId",
    file: "dashboard/employer/jobs/$jobId.tsx",
    title: "Change a role",
    description: "Change one of your organisation's roles.",
    hasAction: true,
  },
  employerPortalApplications: {
    ...portal("employer"),
    pattern: "/dashboard/employerportal/applications",
    file: "dashboard/employer/applications.tsx",
    title: "Applications",
    description: "The people who applied to your roles, what each shared, and their applications' progress.",
    menuLabel: "Applications",
    hasAction: true,
  },
  employerPortalLetter: {
    ...portal("employer"),
    pattern: "/dashboard/employerportal/applications/:applicationId/letter",
    file: "dashboard/employer/applications/$applicationId/letter.tsx",
    title: "Disclosure letter",
    description: "A disclosure letter a candidate shared with an application to your role.",
  },
  employerPortalApplicationCv: {
    ...portal("employer"),
    pattern: "/dashboard/employerportal/applications/:applicationId/cv",
    file: "dashboard/employerportal/applications/$applicationId/cv.tsx",
    title: "CV",
    description: "The CV a candidate saved to their account and shared with an application to your role.",
  },
  employerPortalApplicationCvFile: {
    ...portal("employer"),
    pattern: "/dashboard/employerportal/applications/:applicationId/cv/file",
    file: "dashboard/employerportal/applications/$applicationId/cv/file.tsx",
    title: "CV file",
    description: "The CV file a candidate sent with an application to your role.",
    download: true,
  },
  employerPortalSocialValue: {
    ...portal("employer"),
    pattern: "/dashboard/employerportal/social-value",
    file: "dashboard/employer/social-value.tsx",
    title: "Social value",
    description: "Your hires and in-work rates, with a CSV download and how to estimate their social value.",
    menuLabel: "Social value",
  },
  employerPortalSocialValueCsv: {
    ...portal("employer"),
    pattern: "/dashboard/employerportal/social-value/csv",
    file: "dashboard/employer/social-value/csv.tsx",
    title: "Social value figures (CSV)",
    description: "Your organisation's social value figures as a CSV file.",
    download: true,
  },
  employerPortalResources: {
    ...portal("employer"),
    pattern: "/dashboard/employerportal/resources",
    file: "dashboard/employer/resources.tsx",
    title: "Resources",
    description: "Fair recruitment, Ban the Box and criminal record checks, for employers.",
    menuLabel: "Resources",
  },
  employerPortalSettings: {
    ...portal("employer"),
    pattern: "/dashboard/employerportal/settings",
    file: "dashboard/employer/settings.tsx",
    title: "Settings",
    description: "Your organisation's details, commitments and members.",
    menuLabel: "Settings",
    hasAction: true,
  },
  partnerPortal: {
    ...waitingRoom("partner"),
    pattern: "/dashboard/partnerportal",
    file: "dashboard/partner/index.tsx",
    title: "Partner portal",
    description: "Your partner home: your account, its approval and what you can do next.",
    menuLabel: "Your home",
  },
  partnerReferralsPortal: {
    ...portal("partner"),
    pattern: "/dashboard/partnerportal/referrals",
    file: "dashboard/partner/referrals/index.tsx",
    title: "Referrals",
    description: "The people your organisation has referred, and where each referral has got to.",
    menuLabel: "Referrals",
  },
  partnerReferralNewPortal: {
    ...portal("partner"),
    pattern: "/dashboard/partnerportal/referrals/new",
    file: "dashboard/partner/referrals/new.tsx",
    title: "Refer a person",
    description: "Refer a person for support, with their agreement.",
    menuLabel: "Refer a person",
    hasAction: true,
  },
  partnerMessagesPortal: {
    ...portal("partner"),
    pattern: "/dashboard/partnerportal/messages",
    file: "dashboard/partner/messages/index.tsx",
    title: "Messages",
    description: "Your organisation's conversations with our caseworker team.",
    menuLabel: "Messages",
  },
  partnerMessagePortal: {
    ...portal("partner"),
    pattern: "/dashboard/partnerportal/messages/:threadId",
    file: "dashboard/partner/messages/$threadId.tsx",
    title: "Conversation",
    description: "One conversation with our caseworker team, and your reply.",
    hasAction: true,
  },
  partnerSupportPortal: {
    ...portal("partner"),
    pattern: "/dashboard/partnerportal/support",
    file: "dashboard/partner/support.tsx",
    title: "Support actions",
    description: "Support actions for the people your organisation referred.",
    menuLabel: "Support",
  },
  partnerOutcomesPortal: {
    ...portal("partner"),
    pattern: "/dashboard/partnerportal/outcomes",
    file: "dashboard/partner/outcomes.tsx",
    title: "Outcomes",
    description: "Job starts and in-work rates for the people your organisation referred.",
    menuLabel: "Outcomes",
  },
  partnerOutcomesExportPortal: {
    ...portal("partner"),
    pattern: "/dashboard/partnerportal/outcomes/export",
    file: "dashboard/partner/outcomes/export.tsx",
    title: "Outcomes figures",
    description: "Your organisation's outcome figures as a CSV file.",
    download: true,
  },
  partnerApplicationsPortal: {
    ...portal("partner"),
    pattern: "/dashboard/partnerportal/applications",
    file: "dashboard/partner/applications/index.tsx",
    title: "Applications",
    description: "The job applications of the people your organisation referred, as far as each agreed.",
    menuLabel: "Applications",
  },
  partnerApplicationPortal: {
    ...portal("partner"),
    pattern: "/dashboard/partnerportal/applications/:applicationId",
    file: "dashboard/partner/applications/$applicationId.tsx",
    title: "Application",
    description: "One application of a person your organisation referred, and where it has got to.",
  },
  partnerPersonPortal: {
    ...portal("partner"),
    pattern: "/dashboard/partnerportal/people/:candidateId",
    file: "dashboard/partner/people/$candidateId/index.tsx",
    title: "Referred person",
    description: "A person your organisation referred: the referral, and their profile if they agreed.",
  },
  partnerPersonDiaryPortal: {
    ...portal("partner"),
    pattern: "/dashboard/partnerportal/people/:candidateId/diary",
    file: "dashboard/partner/people/$candidateId/diary.tsx",
    title: "Their diary",
    description: "The appointments and diary of a person your organisation referred, if they agreed.",
  },
  partnerPersonProgressPortal: {
    ...portal("partner"),
    pattern: "/dashboard/partnerportal/people/:candidateId/progress",
    file: "dashboard/partner/people/$candidateId/progress.tsx",
    title: "Their progress",
    description: "The readiness checklist and support actions of a person your organisation referred, if they agreed.",
  },
  partnerOnboardingPortal: {
    ...portal("partner"),
    pattern: "/dashboard/partnerportal/onboarding",
    file: "dashboard/partner/onboarding.tsx",
    title: "Onboarding checklist",
    description: "Your organisation's checklist: data sharing agreement, safeguarding lead, named contacts and a first referral.",
    menuLabel: "Onboarding",
    hasAction: true,
  },
  partnerSettingsPortal: {
    ...portal("partner"),
    pattern: "/dashboard/partnerportal/settings",
    file: "dashboard/partner/settings.tsx",
    title: "Settings",
    description: "Your organisation's name, type, town and contact.",
    menuLabel: "Settings",
    hasAction: true,
  },
  caseworkerPortal: {
    ...portal("caseworker"),
    pattern: "/dashboard/caseworkerportal",
    file: "dashboard/caseworker/index.tsx",
    title: "Caseworker portal",
    description: "Your caseworker home: your account and what you can do next.",
    menuLabel: "Your home",
  },
  caseworkerCaseloadPortal: {
    ...portal("caseworker"),
    pattern: "/dashboard/caseworkerportal/caseload",
    file: "dashboard/caseworker/caseload.tsx",
    title: "Caseload",
    description: "Everyone assigned to you: readiness, last contact and next step.",
    menuLabel: "Caseload",
  },
  caseworkerCandidatePortal: {
    ...portal("caseworker"),
    pattern: "/dashboard/caseworkerportal/candidate/:candidateId",
    file: "dashboard/caseworker/candidate/$candidateId.tsx",
    title: "Candidate record",
    description: "One candidate's whole record: profile, readiness, appointments, case notes and more.",
  },

  caseworkerCalendarPortal: {
    ...portal("caseworker"),
    pattern: "/dashboard/caseworkerportal/calendar",
    file: "dashboard/caseworker/calendar.tsx",
    title: "Calendar",
    description: "Your appointments by week or month: book, move and cancel them, and record attendance.",
    menuLabel: "Calendar",
    hasAction: true,
  },
  caseworkerCalendarExportPortal: {
    ...portal("caseworker"),
    pattern: "/dashboard/caseworkerportal/calendar/export",
    file: "dashboard/caseworker/calendar/export.tsx",
    title: "Calendar file",
    description: "Your appointments in the shown week or month as a calendar file.",
    download: true,
  },
  caseworkerAlertsPortal: {
    ...portal("caseworker"),
    pattern: "/dashboard/caseworkerportal/alerts",
    file: "dashboard/caseworker/alerts.tsx",
    title: "Alerts",
    description: "What needs your attention: people without contact, interviews, waiting referrals and enquiries, outcomes due.",
    menuLabel: "Alerts",
  },
  caseworkerEnquiriesPortal: {
    ...portal("caseworker"),
    roles: ["caseworker", "admin"],
    pattern: "/dashboard/caseworkerportal/enquiries",
    file: "dashboard/caseworkerportal/enquiries.tsx",
    title: "Enquiries",
    description: "Call-back enquiries, newest first, with the time left to reply and their status.",
    menuLabel: "Enquiries",
    hasAction: true,
  },
  caseworkerEnquiriesExportPortal: {
    ...portal("caseworker"),
    roles: ["caseworker", "admin"],
    pattern: "/dashboard/caseworkerportal/enquiries/export",
    file: "dashboard/caseworkerportal/enquiries/export.tsx",
    title: "Enquiries (CSV)",
    description: "The call-back enquiries shown by the filter, as a CSV file.",
    download: true,
  },
  caseworkerOutcomesPortal: {
    ...portal("caseworker"),
    pattern: "/dashboard/caseworkerportal/outcomes",
    file: "dashboard/caseworker/outcomes.tsx",
    title: "Outcomes",
    description: "Job starts on your caseload and the in-work checks at 6 weeks, 6 months and 1 year.",
    menuLabel: "Outcomes",
    hasAction: true,
  },
  caseworkerMessagesPortal: {
    ...portal("caseworker"),
    pattern: "/dashboard/caseworkerportal/messages",
    file: "dashboard/caseworker/messages/index.tsx",
    title: "Messages",
    description: "Your conversations with partners, candidates and employers, and starting a new one.",
    menuLabel: "Messages",
    hasAction: true,
  },
  caseworkerMessagePortal: {
    ...portal("caseworker"),
    pattern: "/dashboard/caseworkerportal/messages/:threadId",
    file: "dashboard/caseworker/messages/$threadId.tsx",
    title: "Conversation",
    description: "One of your conversations, and your reply.",
    hasAction: true,
  },
  caseworkerResourcesPortal: {
    ...portal("caseworker"),
    pattern: "/dashboard/caseworkerportal/resources",
    file: "dashboard/caseworker/resources.tsx",
    title: "Resources",
    description: "Guidance for caseworkers on disclosure, criminal record checks and safeguarding.",
    menuLabel: "Resources",
  },
  caseworkerSettingsPortal: {
    ...portal("caseworker"),
    pattern: "/dashboard/caseworkerportal/settings",
    file: "dashboard/caseworker/settings.tsx",
    title: "Settings",
    description: "Your name and team as others see them.",
    menuLabel: "Settings",
    hasAction: true,
  },

  adminAccounts: {
    tree: "admin",
    role: "admin",
    roles: ["admin"],
    requireApproved: true,
    requireSecondFactor: true,
    pattern: "/dashboard/admin",
    file: "dashboard/admin/index.tsx",
    title: "Accounts",
    description: "Approve employer and partner accounts, change roles and suspend accounts.",
    menuLabel: "Accounts",
  },
  adminAccount: {
    tree: "admin",
    role: "admin",
    roles: ["admin"],
    requireApproved: true,
    requireSecondFactor: true,
    pattern: "/dashboard/admin/users/:userId",
    file: "dashboard/admin/users/$userId.tsx",
    title: "Manage account",
    description: "Approve, change the role of, suspend or sign out one account.",
  },
  adminReferrals: {
    tree: "admin",
    role: "admin",
    roles: ["admin"],
    requireApproved: true,
    requireSecondFactor: true,
    pattern: "/dashboard/admin/referrals",
    file: "dashboard/admin/referrals.tsx",
    title: "Referrals waiting",
    description: "People referred by partners who are waiting for a caseworker: assign one.",
    menuLabel: "Referrals waiting",
    hasAction: true,
  },
  adminOrganisationNames: {
    tree: "admin",
    role: "admin",
    roles: ["admin"],
    requireApproved: true,
    requireSecondFactor: true,
    pattern: "/dashboard/admin/organisation-names",
    file: "dashboard/admin/organisation-names.tsx",
    title: "Organisation names",
    description: "New names organisations have asked for: approve or refuse each one.",
    menuLabel: "Organisation names",
    hasAction: true,
  },
  adminAudit: {
    tree: "admin",
    role: "admin",
    roles: ["admin"],
    requireApproved: true,
    requireSecondFactor: true,
    pattern: "/dashboard/admin/audit",
    file: "dashboard/admin/audit.tsx",
    title: "Audit trail",
    description: "Search the record of who saw or changed what, and when.",
    menuLabel: "Audit trail",
  },
} as const satisfies Record<string, Area>;

export type AreaName = keyof typeof dashboardAreas;

export const areaList: readonly Area[] = Object.values(dashboardAreas);

export function isGuarded(area: Area): area is GuardedArea {
  return area.tree === "portal" || area.tree === "admin";
}

/** A page's address, with its parameters filled in (each one encoded). */
export function areaPath(name: AreaName, params: Record<string, string> = {}): string {
  return dashboardAreas[name].pattern
    .replace(/\/\*$/, "")
    .replace(/:(\w+)/g, (_, key: string) => {
      const value = params[key];
      if (value === undefined) throw new Error(`${name} needs ${key}`);
      return encodeURIComponent(value);
    });
}

function segments(path: string): string[] {
  return path.split("/").filter(Boolean);
}

/** True when `path` is the pattern's page (React Router matches without regard to case, and so does this). */
function matches(pattern: string, path: string[]): boolean {
  const parts = segments(pattern.toLowerCase());
  const splat = parts.at(-1) === "*";
  if (splat) parts.pop();
  if (splat ? path.length < parts.length : path.length !== parts.length) return false;
  return parts.every((part, index) => part.startsWith(":") || part === path[index]!.toLowerCase());
}

function pathnameOf(path: string): string[] {
  return segments(path.split(/[?#]/, 1)[0] ?? path);
}

/** The declared page at `path` (query and fragment ignored), or null. */
export function areaFor(path: string): Area | null {
  const wanted = pathnameOf(path);
  return areaList.find((area) => matches(area.pattern, wanted)) ?? null;
}

/**
 * The page at `path`, or else the nearest declared page above it: a page that does not exist yet still
 * belongs to its tree (/dashboard/caseworkerportal/caseload is the caseworker's, like its home).
 */
export function enclosingArea(path: string): Area | null {
  const wanted = pathnameOf(path);
  for (let length = wanted.length; length > 0; length -= 1) {
    const area = areaList.find((candidate) => matches(candidate.pattern, wanted.slice(0, length)));
    if (area) return area;
  }
  return null;
}

/** A tree's home for a role: its one-level page, such as /dashboard/caseworkerportal. */
export function homeArea(tree: AreaTree, role: string): Area | undefined {
  return areaList.find((area) => area.tree === tree && area.role === role && !area.movedTo && segments(area.pattern).length === 2);
}

/** The pages of one tree and role that appear in the menu, in table order. */
export function menuAreas(tree: AreaTree, role: string): Area[] {
  return areaList.filter((area) => area.tree === tree && area.role === role && area.menuLabel);
}
