import type { Role } from "../../../db/schema/vocabulary";

/**
 * The area table: the only place a dashboard page is declared. routes.ts builds the routes from it, the guard
 * finds a page's rule in it from the request URL, and the menu, the role homes and the sign-in redirect read it.
 * Adding a page is one entry here and one route module (at the demonstration address for a page in both trees).
 * Browser-safe and free of the "~" alias, because routes.ts imports it.
 *
 * Two trees hold the same pages (docs/decisions/0013): "demo" is open to anyone and shows only the
 * demonstration data; "portal" (and "admin") shows the signed-in person's real data, guarded by role.
 * A page in both trees is declared once, with `inBothTrees`, and is one route module (docs/decisions/0031):
 * its demonstration row and its portal row name the same file, at the demonstration path, and the module asks
 * `dashboardPage` / `dashboardAction` (dashboard-page.server.ts) for the tree, the subject and the signed-in
 * account instead of choosing them. A page in one tree only (the caseworker's enquiries, a CV file, the admin
 * area) is one row.
 */

export type AreaTree = "demo" | "portal" | "admin" | "chooser";

/** The audience a dashboard page is for. */
export type DashboardRole = "candidate" | "employer" | "partner" | "caseworker" | "admin";

type AreaBase = {
  /** The URL, with ":name" for a parameter and a final "*" for anything below. */
  pattern: string;
  /**
   * The route module, under app/routes. It follows the URL, except that a page in both trees is one module at
   * its demonstration address, which the portal row names too.
   */
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

type PageRole = "candidate" | "employer" | "partner" | "caseworker";

/** What a page says in one tree: its name for `areaPath`, and the words that differ between the trees. */
type TreeWords<Name extends string> = { name: Name; description: string; title?: string; menuLabel?: string };

/**
 * A page that exists in both trees, declared once (docs/decisions/0031): one route module, one title, one
 * address below each tree's home for the role. Only the words about whose data it shows differ.
 */
type PageInBothTrees<Demo extends string, Portal extends string> = {
  role: PageRole;
  /** The address below the role's home ("" for the home itself), the same in both trees. */
  path: string;
  /** The module is the folder's index.tsx (the page has pages below it), not a file named after the path. */
  folder?: true;
  title?: string;
  menuLabel?: string;
  hasAction?: true;
  download?: true;
  demo: TreeWords<Demo>;
  /** `waitingRoom`: an employer's or partner's home, open to an account awaiting approval. */
  portal: TreeWords<Portal> & { waitingRoom?: true };
};

/** The demonstration row and the portal row of a page in both trees, under the names the page gives them. */
function inBothTrees<const Demo extends string, const Portal extends string>(page: PageInBothTrees<Demo, Portal>) {
  const { role, path, demo: demoWords, portal: portalWords } = page;
  const below = path ? `/${path}` : "";
  const module = path ? path.replace(/:(\w+)/g, "$$$1") + (page.folder ? "/index" : "") : "index";
  const shared = {
    file: `dashboard/${role}/${module}.tsx`,
    ...(page.hasAction ? { hasAction: true } : {}),
    ...(page.download ? { download: true } : {}),
  };
  const words = ({ description, title = page.title, menuLabel = page.menuLabel }: TreeWords<string>) => {
    if (!title) throw new Error(`the ${role} page at "${path}" has no title`);
    return { title, description, ...(menuLabel ? { menuLabel } : {}) };
  };
  const demoRow: OpenArea = { ...demo(role), pattern: `/dashboard/${role}${below}`, ...shared, ...words(demoWords) };
  // Only the employer's and partner's homes are declared as waiting rooms (the area table's test holds that).
  const home = portalWords.waitingRoom ? waitingRoom(role as "employer" | "partner") : portal(role);
  const portalRow: GuardedArea = { ...home, pattern: `/dashboard/${role}portal${below}`, ...shared, ...words(portalWords) };
  return { [demoWords.name]: demoRow, [portalWords.name]: portalRow } as Record<Demo, OpenArea> & Record<Portal, GuardedArea>;
}

export const dashboardAreas = {
  chooser: {
    tree: "chooser",
    pattern: "/dashboard",
    file: "dashboard/index.tsx",
    title: "Dashboards",
    description: "Look around the candidate, caseworker, employer and partner dashboards, filled with demonstration data.",
    menuLabel: "Dashboards",
  },

  // The candidate's pages.
  ...inBothTrees({
    role: "candidate",
    path: "",
    hasAction: true,
    demo: { name: "candidateDemo", title: "Candidate dashboard", menuLabel: "Candidate home", description: "The candidate dashboard, shown with made-up demonstration data." },
    portal: { name: "candidatePortal", title: "Candidate portal", menuLabel: "Your home", description: "Your candidate home: your account, your CV and what you can do next." },
  }),
  ...inBothTrees({
    role: "candidate",
    path: "profile",
    title: "Your profile",
    menuLabel: "Profile",
    hasAction: true,
    demo: { name: "candidateDemoProfile", description: "A candidate's profile, shown with made-up demonstration data." },
    portal: { name: "candidatePortalProfile", description: "Your details, the work you want and when you can work." },
  }),
  ...inBothTrees({
    role: "candidate",
    path: "applications",
    title: "Your applications",
    menuLabel: "Applications",
    hasAction: true,
    demo: { name: "candidateDemoApplications", description: "A candidate's applications and their history, shown with made-up demonstration data." },
    portal: { name: "candidatePortalApplications", description: "Every job you have applied for, what you shared and each change of status." },
  }),
  candidatePortalInterview: {
    ...portal("candidate"),
    pattern: "/dashboard/candidateportal/applications/:applicationId/interview",
    file: "dashboard/candidateportal/applications/$applicationId/interview.tsx",
    title: "Interview",
    description: "The interview times an employer offered you: accept one, ask for another time, or cancel.",
    hasAction: true,
  },
  candidatePortalInterviewCalendar: {
    ...portal("candidate"),
    pattern: "/dashboard/candidateportal/applications/:applicationId/interview/calendar",
    file: "dashboard/candidateportal/applications/$applicationId/interview/calendar.tsx",
    title: "Interview calendar file",
    description: "Your accepted interview as a calendar file.",
    download: true,
  },
  candidatePortalApplicationCvFile: {
    ...portal("candidate"),
    pattern: "/dashboard/candidateportal/applications/:applicationId/cv/file",
    file: "dashboard/candidateportal/applications/$applicationId/cv/file.tsx",
    title: "Your CV file",
    description: "The CV file you sent with one of your applications.",
    download: true,
  },
  ...inBothTrees({
    role: "candidate",
    path: "diary",
    title: "Your diary",
    menuLabel: "Diary",
    hasAction: true,
    demo: { name: "candidateDemoDiary", description: "A candidate's appointments and diary, shown with made-up demonstration data." },
    portal: { name: "candidatePortalDiary", description: "Your appointments with our team and your own diary entries." },
  }),
  ...inBothTrees({
    role: "candidate",
    path: "diary/export",
    title: "Diary calendar file",
    download: true,
    demo: { name: "candidateDemoDiaryExport", description: "The demonstration diary as a calendar file." },
    portal: { name: "candidatePortalDiaryExport", description: "Your appointments and diary entries as a calendar file." },
  }),
  ...inBothTrees({
    role: "candidate",
    path: "disclosure",
    title: "Your disclosure letters",
    menuLabel: "Disclosure",
    hasAction: true,
    demo: { name: "candidateDemoDisclosure", description: "A candidate's saved disclosure letters, shown with made-up demonstration data." },
    portal: { name: "candidatePortalDisclosure", description: "Your saved disclosure letters, the applications you shared them with, and your saved check." },
  }),
  ...inBothTrees({
    role: "candidate",
    path: "mentoring",
    title: "Mentoring",
    menuLabel: "Mentoring",
    hasAction: true,
    demo: { name: "candidateDemoMentoring", description: "A candidate's mentor and sessions, shown with made-up demonstration data." },
    portal: { name: "candidatePortalMentoring", description: "Your mentor, your sessions, and asking for a mentor." },
  }),
  ...inBothTrees({
    role: "candidate",
    path: "messages",
    folder: true,
    title: "Your messages",
    menuLabel: "Messages",
    hasAction: true,
    demo: { name: "candidateDemoMessages", description: "A candidate's conversations with their caseworker and employers, shown with made-up demonstration data." },
    portal: { name: "candidatePortalMessages", description: "Your conversations with your caseworker and employers, and writing to your caseworker." },
  }),
  ...inBothTrees({
    role: "candidate",
    path: "messages/:threadId",
    title: "Conversation",
    hasAction: true,
    demo: { name: "candidateDemoMessage", description: "One of a candidate's conversations, shown with made-up demonstration data." },
    portal: { name: "candidatePortalMessage", description: "One of your conversations, and your reply." },
  }),
  ...inBothTrees({
    role: "candidate",
    path: "resources",
    title: "Resources",
    menuLabel: "Resources",
    demo: { name: "candidateDemoResources", description: "Help from the resources hub for a candidate's checklist, shown with made-up demonstration data." },
    portal: { name: "candidatePortalResources", description: "Help from our resources hub, starting with the things still to do on your checklist." },
  }),
  ...inBothTrees({
    role: "candidate",
    path: "notifications",
    title: "Notifications",
    menuLabel: "Notifications",
    hasAction: true,
    demo: { name: "candidateDemoNotifications", description: "A candidate's notifications, shown with made-up demonstration data." },
    portal: { name: "candidatePortalNotifications", description: "What has happened that you need to know about, newest first." },
  }),
  ...inBothTrees({
    role: "candidate",
    path: "settings",
    title: "Settings",
    menuLabel: "Settings",
    hasAction: true,
    demo: { name: "candidateDemoSettings", description: "A candidate's notification choices, two-step sign-in and data, shown with made-up demonstration data." },
    portal: { name: "candidatePortalSettings", description: "How we tell you about notifications, two-step sign-in, and your data and account." },
  }),

  // The employer's pages.
  ...inBothTrees({
    role: "employer",
    path: "",
    demo: { name: "employerDemo", title: "Employer dashboard", menuLabel: "Employer home", description: "The employer dashboard, shown with made-up demonstration data." },
    portal: { name: "employerPortal", title: "Employer portal", menuLabel: "Your home", description: "Your employer home: your account, its approval and what you can do next.", waitingRoom: true },
  }),
  ...inBothTrees({
    role: "employer",
    path: "jobs",
    title: "Jobs",
    menuLabel: "Jobs",
    hasAction: true,
    demo: { name: "employerDemoJobs", description: "Post, change, close and reopen roles, shown with made-up demonstration data." },
    portal: { name: "employerPortalJobs", description: "Post, change, close and reopen your organisation's roles." },
  }),
  ...inBothTrees({
    role: "employer",
    path: "jobs/new",
    title: "Post a role",
    hasAction: true,
    demo: { name: "employerDemoJobNew", description: "The form to post a role, on the demonstration dashboard." },
    portal: { name: "employerPortalJobNew", description: "Post a new role for your organisation." },
  }),
  ...inBothTrees({
    role: "employer",
    path: "jobs/:jobId",
    title: "Change a role",
    hasAction: true,
    demo: { name: "employerDemoJob", description: "The form to change a role, on the demonstration dashboard." },
    portal: { name: "employerPortalJob", description: "Change one of your organisation's roles." },
  }),
  ...inBothTrees({
    role: "employer",
    path: "jobs/:jobId/preview",
    title: "Preview a role",
    hasAction: true,
    demo: { name: "employerDemoJobPreview", description: "A role as candidates will see it, on the demonstration dashboard." },
    portal: { name: "employerPortalJobPreview", description: "One of your organisation's roles as candidates will see it, before you publish it." },
  }),
  ...inBothTrees({
    role: "employer",
    path: "applications",
    title: "Applications",
    menuLabel: "Applications",
    demo: { name: "employerDemoApplications", description: "The people who applied to a role and what each shared, shown with made-up demonstration data." },
    portal: { name: "employerPortalApplications", description: "The people who applied to your roles, what each shared, and their applications' progress." },
  }),
  ...inBothTrees({
    role: "employer",
    path: "applications/:applicationId",
    title: "Application",
    hasAction: true,
    demo: { name: "employerDemoApplication", description: "One application: what the person shared, its status history and interview, shown with made-up demonstration data." },
    portal: { name: "employerPortalApplication", description: "One application to your role: what the person shared when they applied, its status history and interview." },
  }),
  ...inBothTrees({
    role: "employer",
    path: "applications/:applicationId/letter",
    title: "Disclosure letter",
    demo: { name: "employerDemoLetter", description: "Where a disclosure letter shared with an application opens, on the demonstration dashboard." },
    portal: { name: "employerPortalLetter", description: "A disclosure letter a candidate shared with an application to your role." },
  }),
  employerPortalApplicationCv: {
    ...portal("employer"),
    pattern: "/dashboard/employerportal/applications/:applicationId/cv",
    file: "dashboard/employerportal/applications/$applicationId/cv.tsx",
    title: "CV",
    description: "The CV a candidate saved to their account and shared with an application to your role.",
  },
  employerPortalInterview: {
    ...portal("employer"),
    pattern: "/dashboard/employerportal/applications/:applicationId/interview",
    file: "dashboard/employerportal/applications/$applicationId/interview.tsx",
    title: "Interview",
    description: "Offer interview times for an application to your role, move them or cancel.",
    hasAction: true,
  },
  employerPortalInterviewCalendar: {
    ...portal("employer"),
    pattern: "/dashboard/employerportal/applications/:applicationId/interview/calendar",
    file: "dashboard/employerportal/applications/$applicationId/interview/calendar.tsx",
    title: "Interview calendar file",
    description: "An accepted interview for your role as a calendar file.",
    download: true,
  },
  employerPortalInterviews: {
    ...portal("employer"),
    pattern: "/dashboard/employerportal/interviews",
    file: "dashboard/employerportal/interviews.tsx",
    title: "Interviews",
    menuLabel: "Interviews",
    description: "The interviews candidates have agreed with your organisation, from today on, with their calendar files and a calendar feed.",
    hasAction: true,
  },
  employerPortalApplicationCvFile: {
    ...portal("employer"),
    pattern: "/dashboard/employerportal/applications/:applicationId/cv/file",
    file: "dashboard/employerportal/applications/$applicationId/cv/file.tsx",
    title: "CV file",
    description: "The CV file a candidate sent with an application to your role.",
    download: true,
  },
  ...inBothTrees({
    role: "employer",
    path: "social-value",
    title: "Social value",
    menuLabel: "Social value",
    demo: { name: "employerDemoSocialValue", description: "Hires and in-work rates with a CSV download, shown with made-up demonstration data." },
    portal: { name: "employerPortalSocialValue", description: "Your hires and in-work rates, with a CSV download and how to estimate their social value." },
  }),
  ...inBothTrees({
    role: "employer",
    path: "social-value/csv",
    title: "Social value figures (CSV)",
    download: true,
    demo: { name: "employerDemoSocialValueCsv", description: "The demonstration employer's social value figures as a CSV file." },
    portal: { name: "employerPortalSocialValueCsv", description: "Your organisation's social value figures as a CSV file." },
  }),
  ...inBothTrees({
    role: "employer",
    path: "resources",
    title: "Resources",
    menuLabel: "Resources",
    demo: { name: "employerDemoResources", description: "Fair recruitment, Ban the Box and criminal record checks, for employers." },
    portal: { name: "employerPortalResources", description: "Fair recruitment, Ban the Box and criminal record checks, for employers." },
  }),
  ...inBothTrees({
    role: "employer",
    path: "notifications",
    title: "Notifications",
    menuLabel: "Notifications",
    hasAction: true,
    demo: { name: "employerDemoNotifications", description: "An employer's notifications, shown with made-up demonstration data." },
    portal: { name: "employerPortalNotifications", description: "What has happened that you need to know about, newest first." },
  }),
  ...inBothTrees({
    role: "employer",
    path: "settings",
    title: "Settings",
    menuLabel: "Settings",
    hasAction: true,
    demo: { name: "employerDemoSettings", description: "An employer's organisation details, commitments and members, shown with made-up demonstration data." },
    portal: { name: "employerPortalSettings", description: "Your organisation's details, commitments and members, and how we tell you about notifications." },
  }),
  employerDemoMoved: {
    ...demo("employer"),
    pattern: "/dashboard/employerdemo/*",
    file: "dashboard/employerdemo.tsx",
    title: "Employer dashboard",
    description: "The employer demonstration has moved.",
    movedTo: "/dashboard/employer",
  },

  // The partner's pages.
  ...inBothTrees({
    role: "partner",
    path: "",
    demo: { name: "partnerDemo", title: "Partner dashboard", menuLabel: "Partner home", description: "The partner dashboard, shown with made-up demonstration data." },
    portal: { name: "partnerPortal", title: "Partner portal", menuLabel: "Your home", description: "Your partner home: your account, its approval and what you can do next.", waitingRoom: true },
  }),
  ...inBothTrees({
    role: "partner",
    path: "referrals",
    folder: true,
    title: "Referrals",
    menuLabel: "Referrals",
    demo: { name: "partnerReferralsDemo", description: "The people a partner organisation has referred, by status, shown with made-up demonstration data." },
    portal: { name: "partnerReferralsPortal", description: "The people your organisation has referred, and where each referral has got to." },
  }),
  ...inBothTrees({
    role: "partner",
    path: "referrals/new",
    title: "Refer a person",
    menuLabel: "Refer a person",
    hasAction: true,
    demo: { name: "partnerReferralNewDemo", description: "The referral form a partner organisation uses, shown with made-up demonstration data." },
    portal: { name: "partnerReferralNewPortal", description: "Refer a person for support, with their agreement." },
  }),
  ...inBothTrees({
    role: "partner",
    path: "messages",
    folder: true,
    title: "Messages",
    menuLabel: "Messages",
    hasAction: true,
    demo: { name: "partnerMessagesDemo", description: "A partner organisation's conversations with the caseworker team, shown with made-up demonstration data." },
    portal: { name: "partnerMessagesPortal", description: "Your organisation's conversations with our caseworker team, and starting one about someone you referred." },
  }),
  ...inBothTrees({
    role: "partner",
    path: "messages/:threadId",
    title: "Conversation",
    hasAction: true,
    demo: { name: "partnerMessageDemo", description: "One conversation with the caseworker team, shown with made-up demonstration data." },
    portal: { name: "partnerMessagePortal", description: "One conversation with our caseworker team, and your reply." },
  }),
  ...inBothTrees({
    role: "partner",
    path: "support",
    title: "Support actions",
    menuLabel: "Support",
    demo: { name: "partnerSupportDemo", description: "Support actions for the people a partner organisation referred, shown with made-up demonstration data." },
    portal: { name: "partnerSupportPortal", description: "Support actions for the people your organisation referred." },
  }),
  ...inBothTrees({
    role: "partner",
    path: "outcomes",
    title: "Outcomes",
    menuLabel: "Outcomes",
    demo: { name: "partnerOutcomesDemo", description: "Job starts and in-work rates for the people a partner organisation referred, shown with made-up demonstration data." },
    portal: { name: "partnerOutcomesPortal", description: "Job starts and in-work rates for the people your organisation referred." },
  }),
  ...inBothTrees({
    role: "partner",
    path: "outcomes/export",
    title: "Outcomes figures",
    download: true,
    demo: { name: "partnerOutcomesExportDemo", description: "The demonstration partner's outcome figures as a CSV file." },
    portal: { name: "partnerOutcomesExportPortal", description: "Your organisation's outcome figures as a CSV file." },
  }),
  ...inBothTrees({
    role: "partner",
    path: "applications",
    folder: true,
    title: "Applications",
    menuLabel: "Applications",
    demo: { name: "partnerApplicationsDemo", description: "The job applications of people a partner organisation referred, as far as each agreed, shown with made-up demonstration data." },
    portal: { name: "partnerApplicationsPortal", description: "The job applications of the people your organisation referred, as far as each agreed." },
  }),
  ...inBothTrees({
    role: "partner",
    path: "applications/:applicationId",
    title: "Application",
    demo: { name: "partnerApplicationDemo", description: "One application of a referred person and where it has got to, shown with made-up demonstration data." },
    portal: { name: "partnerApplicationPortal", description: "One application of a person your organisation referred, and where it has got to." },
  }),
  ...inBothTrees({
    role: "partner",
    path: "people/:candidateId",
    folder: true,
    title: "Referred person",
    demo: { name: "partnerPersonDemo", description: "A referred person's referral and profile, as far as they agreed, shown with made-up demonstration data." },
    portal: { name: "partnerPersonPortal", description: "A person your organisation referred: the referral, and their profile if they agreed." },
  }),
  ...inBothTrees({
    role: "partner",
    path: "people/:candidateId/diary",
    title: "Their diary",
    demo: { name: "partnerPersonDiaryDemo", description: "A referred person's appointments and diary, if they agreed, shown with made-up demonstration data." },
    portal: { name: "partnerPersonDiaryPortal", description: "The appointments and diary of a person your organisation referred, if they agreed." },
  }),
  ...inBothTrees({
    role: "partner",
    path: "people/:candidateId/progress",
    title: "Their progress",
    demo: { name: "partnerPersonProgressDemo", description: "A referred person's readiness checklist and support actions, if they agreed, shown with made-up demonstration data." },
    portal: { name: "partnerPersonProgressPortal", description: "The readiness checklist and support actions of a person your organisation referred, if they agreed." },
  }),
  ...inBothTrees({
    role: "partner",
    path: "onboarding",
    title: "Onboarding checklist",
    menuLabel: "Onboarding",
    hasAction: true,
    demo: { name: "partnerOnboardingDemo", description: "The checklist a new partner organisation works through, shown with made-up demonstration data." },
    portal: { name: "partnerOnboardingPortal", description: "Your organisation's checklist: data sharing agreement, safeguarding lead, named contacts and a first referral." },
  }),
  ...inBothTrees({
    role: "partner",
    path: "notifications",
    title: "Notifications",
    menuLabel: "Notifications",
    hasAction: true,
    demo: { name: "partnerNotificationsDemo", description: "A partner organisation's notifications, shown with made-up demonstration data." },
    portal: { name: "partnerNotificationsPortal", description: "What has happened that you need to know about, newest first." },
  }),
  ...inBothTrees({
    role: "partner",
    path: "settings",
    title: "Settings",
    menuLabel: "Settings",
    hasAction: true,
    demo: { name: "partnerSettingsDemo", description: "A partner organisation's details, shown with made-up demonstration data." },
    portal: { name: "partnerSettingsPortal", description: "Your organisation's name, type, town and contact, and how we tell you about notifications." },
  }),

  // The caseworker's pages.
  ...inBothTrees({
    role: "caseworker",
    path: "",
    demo: { name: "caseworkerDemo", title: "Caseworker dashboard", menuLabel: "Caseworker home", description: "The caseworker dashboard, shown with made-up demonstration data." },
    portal: { name: "caseworkerPortal", title: "Caseworker portal", menuLabel: "Your home", description: "Your caseworker home: your account and what you can do next." },
  }),
  ...inBothTrees({
    role: "caseworker",
    path: "caseload",
    title: "Caseload",
    menuLabel: "Caseload",
    demo: { name: "caseworkerCaseloadDemo", description: "A caseworker's caseload, shown with made-up demonstration data: readiness, last contact and next step." },
    portal: { name: "caseworkerCaseloadPortal", description: "Everyone assigned to you: readiness, last contact and next step." },
  }),
  ...inBothTrees({
    role: "caseworker",
    path: "candidate/:candidateId",
    title: "Candidate record",
    demo: { name: "caseworkerCandidateDemo", description: "One made-up candidate's whole record, as their caseworker sees it." },
    portal: { name: "caseworkerCandidatePortal", description: "One candidate's whole record: profile, readiness, appointments, case notes and more." },
  }),
  ...inBothTrees({
    role: "caseworker",
    path: "calendar",
    title: "Calendar",
    menuLabel: "Calendar",
    hasAction: true,
    demo: { name: "caseworkerCalendarDemo", description: "A caseworker's appointments by week or month, shown with made-up demonstration data." },
    portal: { name: "caseworkerCalendarPortal", description: "Your appointments by week or month: book, move and cancel them, and record attendance." },
  }),
  ...inBothTrees({
    role: "caseworker",
    path: "calendar/export",
    title: "Calendar file",
    download: true,
    demo: { name: "caseworkerCalendarExportDemo", description: "The demonstration caseworker's appointments in the shown week or month as a calendar file." },
    portal: { name: "caseworkerCalendarExportPortal", description: "Your appointments in the shown week or month as a calendar file." },
  }),
  ...inBothTrees({
    role: "caseworker",
    path: "alerts",
    title: "Alerts",
    menuLabel: "Alerts",
    demo: { name: "caseworkerAlertsDemo", description: "What needs a caseworker's attention, shown with made-up demonstration data." },
    portal: { name: "caseworkerAlertsPortal", description: "What needs your attention: people without contact, interviews, waiting referrals and enquiries, outcomes due." },
  }),
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
  ...inBothTrees({
    role: "caseworker",
    path: "outcomes",
    title: "Outcomes",
    menuLabel: "Outcomes",
    hasAction: true,
    demo: { name: "caseworkerOutcomesDemo", description: "Job starts on a caseload and the in-work checks after them, shown with made-up demonstration data." },
    portal: { name: "caseworkerOutcomesPortal", description: "Job starts on your caseload and the in-work checks at 6 weeks, 6 months and 1 year." },
  }),
  ...inBothTrees({
    role: "caseworker",
    path: "messages",
    folder: true,
    title: "Messages",
    menuLabel: "Messages",
    hasAction: true,
    demo: { name: "caseworkerMessagesDemo", description: "A caseworker's conversations with partners, candidates and employers, shown with made-up demonstration data." },
    portal: { name: "caseworkerMessagesPortal", description: "Your conversations with partners, candidates and employers, and starting a new one." },
  }),
  ...inBothTrees({
    role: "caseworker",
    path: "messages/:threadId",
    title: "Conversation",
    hasAction: true,
    demo: { name: "caseworkerMessageDemo", description: "One of a caseworker's conversations, shown with made-up demonstration data." },
    portal: { name: "caseworkerMessagePortal", description: "One of your conversations, and your reply." },
  }),
  ...inBothTrees({
    role: "caseworker",
    path: "resources",
    title: "Resources",
    menuLabel: "Resources",
    demo: { name: "caseworkerResourcesDemo", description: "Guidance for caseworkers on disclosure, criminal record checks and safeguarding." },
    portal: { name: "caseworkerResourcesPortal", description: "Guidance for caseworkers on disclosure, criminal record checks and safeguarding." },
  }),
  ...inBothTrees({
    role: "caseworker",
    path: "notifications",
    title: "Notifications",
    menuLabel: "Notifications",
    hasAction: true,
    demo: { name: "caseworkerNotificationsDemo", description: "A caseworker's notifications, shown with made-up demonstration data." },
    portal: { name: "caseworkerNotificationsPortal", description: "What has happened that you need to know about, newest first." },
  }),
  ...inBothTrees({
    role: "caseworker",
    path: "settings",
    title: "Settings",
    menuLabel: "Settings",
    hasAction: true,
    demo: { name: "caseworkerSettingsDemo", description: "A caseworker's name and team, shown with made-up demonstration data." },
    portal: { name: "caseworkerSettingsPortal", description: "Your name and team as others see them, and how we tell you about notifications." },
  }),

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
  adminMergeRecords: {
    tree: "admin",
    role: "admin",
    roles: ["admin"],
    requireApproved: true,
    requireSecondFactor: true,
    pattern: "/dashboard/admin/merge-records",
    file: "dashboard/admin/merge-records.tsx",
    title: "Merge two records",
    description: "Find two records of the same person and merge them into one.",
    menuLabel: "Merge two records",
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
  adminDeliveries: {
    tree: "admin",
    role: "admin",
    roles: ["admin"],
    requireApproved: true,
    requireSecondFactor: true,
    pattern: "/dashboard/admin/deliveries",
    file: "dashboard/admin/deliveries.tsx",
    title: "Email and text deliveries",
    description: "Every email and text the service wrote: whether it went, and what the provider said after.",
    menuLabel: "Deliveries",
  },
  adminNotifications: {
    tree: "admin",
    role: "admin",
    roles: ["admin"],
    requireApproved: true,
    requireSecondFactor: true,
    pattern: "/dashboard/admin/notifications",
    file: "dashboard/admin/notifications.tsx",
    title: "Notifications",
    description: "What has happened that you need to know about, newest first.",
    menuLabel: "Notifications",
    hasAction: true,
  },
  adminSettings: {
    tree: "admin",
    role: "admin",
    roles: ["admin"],
    requireApproved: true,
    requireSecondFactor: true,
    pattern: "/dashboard/admin/settings",
    file: "dashboard/admin/settings.tsx",
    title: "Settings",
    description: "How we tell you about notifications: email, and texts to your mobile.",
    menuLabel: "Settings",
    hasAction: true,
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

/** Each row's pattern split once, lower-cased (React Router matches without regard to case, and so does this). */
const compiledAreas = areaList.map((area) => {
  const parts = segments(area.pattern.toLowerCase());
  const splat = parts.at(-1) === "*";
  if (splat) parts.pop();
  return { area, parts, splat };
});

/** True when the lower-cased `path` is the compiled pattern's page. */
function matches({ parts, splat }: (typeof compiledAreas)[number], path: string[]): boolean {
  if (splat ? path.length < parts.length : path.length !== parts.length) return false;
  return parts.every((part, index) => part.startsWith(":") || part === path[index]);
}

function pathnameOf(path: string): string[] {
  return segments((path.split(/[?#]/, 1)[0] ?? path).toLowerCase());
}

/** The declared page at `path` (query and fragment ignored), or null. */
export function areaFor(path: string): Area | null {
  const wanted = pathnameOf(path);
  return compiledAreas.find((compiled) => matches(compiled, wanted))?.area ?? null;
}

/**
 * The page at `path`, or else the nearest declared page above it: a page that does not exist yet still
 * belongs to its tree (/dashboard/caseworkerportal/caseload is the caseworker's, like its home).
 */
export function enclosingArea(path: string): Area | null {
  const wanted = pathnameOf(path);
  for (let length = wanted.length; length > 0; length -= 1) {
    const found = compiledAreas.find((compiled) => matches(compiled, wanted.slice(0, length)));
    if (found) return found.area;
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
