import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  applications,
  applicationStatusChanges,
  appointments,
  candidates,
  caseNotes,
  caseworkers,
  diaryEntries,
  enquiries,
  jobs,
  mentoringSessions,
  mentors,
  messages,
  messageThreads,
  notificationPreferences,
  organisationContacts,
  organisationInvitations,
  organisations,
  outcomeChecks,
  readinessChecklist,
  referrals,
} from "../../db/schema";
import { calendarQuery } from "../../app/features/appointments/calendar";
import { areaPath, dashboardAreas, type AreaName } from "../../app/features/dashboards/areas";
import { addDays, londonDate } from "../../app/lib/dates";
import { uuidv7 } from "../../app/lib/uuid.server";
import { castLabels, makeCast, type Cast, type CastName, type World } from "./support/access-matrix";
import { client, visibleText } from "./support/auth";
import { startSmtpListener, type SmtpListener } from "./support/smtp";
import { rulesBackend } from "./support/test-database";
import { completeRole } from "./support/role-form";
import { startTestServer, type TestServer } from "./support/test-server";

/**
 * After a successful save every portal form shows what is now stored: a select shows the new value, an edit
 * form's text inputs hold the saved text, and a create form (a note, a message, a booking, a referral, a diary
 * entry, a new role) is empty again while the saved thing shows on the page. One row per form, posted by the
 * access matrix's cast; each row also reads the database, so it cannot pass if nothing was saved. Every portal
 * page that takes a form has a row or says in `exempt` why it has no form that stores a value to show.
 */

/** The value of the option React server-renders as chosen (`selected=""`) in the first select named `name` after `after`. */
function selectedOption(html: string, name: string, after = ""): string | null {
  const from = after ? html.indexOf(after) : 0;
  if (from < 0) throw new Error(`the page has no ${after}`);
  const select = new RegExp(`<select\\b[^>]*\\bname="${name}"[^>]*>([\\s\\S]*?)</select>`).exec(html.slice(from));
  if (!select) throw new Error(`the page has no select named ${name}`);
  for (const option of select[1]!.matchAll(/<option\b([^>]*)>/g)) {
    if (/\bselected=""/.test(option[1]!)) return /\bvalue="([^"]*)"/.exec(option[1]!)?.[1] ?? null;
  }
  return null;
}

/** The value attribute of the first input named `name` after `after`. */
function inputValue(html: string, name: string, after = ""): string | null {
  const from = after ? html.indexOf(after) : 0;
  if (from < 0) throw new Error(`the page has no ${after}`);
  for (const input of html.slice(from).matchAll(/<input\b([^>]*)>/g)) {
    if (!new RegExp(`\\bname="${name}"`).test(input[1]!)) continue;
    return /\bvalue="([^"]*)"/.exec(input[1]!)?.[1] ?? null;
  }
  throw new Error(`the page has no input named ${name}`);
}

/** The text of the first textarea named `name` after `after`. */
function textareaText(html: string, name: string, after = ""): string {
  const from = after ? html.indexOf(after) : 0;
  if (from < 0) throw new Error(`the page has no ${after}`);
  const area = new RegExp(`<textarea\\b[^>]*\\bname="${name}"[^>]*>([\\s\\S]*?)</textarea>`).exec(html.slice(from));
  if (!area) throw new Error(`the page has no textarea named ${name}`);
  return area[1]!;
}

/** Whether the checkbox named `name` with this value is ticked. */
function isTicked(html: string, name: string, value: string, after = ""): boolean {
  const from = after ? html.indexOf(after) : 0;
  for (const input of html.slice(from).matchAll(/<input\b([^>]*)>/g)) {
    if (new RegExp(`\\bname="${name}"`).test(input[1]!) && input[1]!.includes(`value="${value}"`)) return /\bchecked=""/.test(input[1]!);
  }
  throw new Error(`the page has no checkbox ${name}=${value}`);
}

/** Typed text is in no input's value and no textarea: the create form is empty again. */
function notInAnyField(html: string, typed: string) {
  expect(html, typed).not.toContain(`value="${typed}"`);
  for (const area of html.matchAll(/<textarea\b[^>]*>([\s\S]*?)<\/textarea>/g)) expect(area[1], typed).not.toContain(typed);
}

type Db = TestServer["database"]["db"];
/** What rows share: ids made by one row and used by a later one. */
type Shared = Record<string, string>;
type Tools = { world: World; db: Db; shared: Shared; cast: Cast };

type Row = {
  area: AreaName;
  name: string;
  who: CastName;
  path: (tools: Tools) => string;
  fields: (tools: Tools) => Record<string, string> | URLSearchParams;
  /** What must be in place first (a row made by hand, or an earlier step through the page). */
  before?: (tools: Tools) => Promise<void>;
  /** The answer's HTML (status 200, after following a redirect with a GET). */
  shows: (html: string, tools: Tools) => void | Promise<void>;
  /** The database row, so the row cannot pass if nothing was saved. */
  stored: (tools: Tools) => Promise<void>;
};

/** Portal pages with a form but nothing stored that a field could show, and why. */
const exempt: Partial<Record<AreaName, string>> = {
  candidatePortal: "its only forms accept or decline a referral offer with a button (declining asks to confirm); the offer leaves the page",
  candidatePortalApplications: "its only form withdraws an application with a button that asks to confirm",
  candidatePortalDisclosure: "its only form deletes the saved checker result with a button that asks to confirm",
  candidatePortalMentoring: "its only form is a button asking for a mentor; no field holds a value",
  employerPortalJobPreview: "its only form is the button that publishes a draft; employer-job-posting.test.ts checks it",
  employerPortalJobs: "its only forms close (asking to confirm) or reopen a role with a button; the role's fields are edited on the role's own page",
  employerPortalInterview:
    "its forms offer times (the page then shows them), move or cancel the interview (cancelling asks first); interviews.test.ts checks the page after each step and what is stored",
  employerPortalInterviews: "its only forms are buttons that make or turn off the member's calendar feed (no field holds a value); interviews.test.ts reads the feed",
  candidatePortalInterview:
    "its forms accept a time (the page then shows it), ask for another time (the message is shown) or cancel (asking first); interviews.test.ts checks the page after each step",
  adminMergeRecords: "its only form merges two records with a button that asks to confirm; merge-records.test.ts checks what moves",
  candidatePortalNotifications: "its only form is the 'Mark all as read' button; notifications-pages.test.ts checks it",
  employerPortalNotifications: "its only form is the 'Mark all as read' button; notifications-pages.test.ts checks it",
  partnerNotificationsPortal: "its only form is the 'Mark all as read' button; notifications-pages.test.ts checks it",
  caseworkerNotificationsPortal: "its only form is the 'Mark all as read' button; notifications-pages.test.ts checks it",
  adminNotifications: "its only form is the 'Mark all as read' button; notifications-pages.test.ts checks it",
};

const record = (world: World) => areaPath("caseworkerCandidatePortal", { candidateId: world.candidateA });
const tomorrow = () => addDays(londonDate(new Date()), 1);
const jobFields = (title: string, description: string) => ({ ...completeRole, title, description, status: "open" });

const rows: Row[] = [
  // Candidate
  {
    area: "candidatePortalProfile",
    name: "candidate profile fields show what is stored",
    who: "candidateA",
    path: () => areaPath("candidatePortalProfile"),
    fields: () => ({ fullName: castLabels.candidateA, town: "Formsville", travelArea: "Formsville and around", travelMiles: "12", availability: "part_time", workInterests: "Forms baking", skills: "Forms icing" }),
    shows: (html) => {
      expect(inputValue(html, "town")).toBe("Formsville");
      expect(inputValue(html, "travelArea")).toBe("Formsville and around");
      expect(selectedOption(html, "availability")).toBe("part_time");
      expect(textareaText(html, "skills")).toContain("Forms icing");
    },
    stored: async ({ db, world }) => {
      const [row] = await db.select().from(candidates).where(eq(candidates.id, world.candidateA));
      expect(row).toMatchObject({ town: "Formsville", availability: "part_time", skills: ["Forms icing"] });
    },
  },
  {
    area: "candidatePortalSettings",
    name: "candidate settings show the sharing choices stored",
    who: "candidateA",
    path: () => areaPath("candidatePortalSettings"),
    fields: ({ world }) =>
      new URLSearchParams([
        ["intent", `save-sharing:${world.referralP}`],
        ["referralId", world.referralP],
        ["partnerMaySee", "profile"],
        ["partnerMaySee", "progress"],
        ["partnerMaySee", "diary"],
      ]),
    shows: (html) => {
      expect(visibleText(html)).toContain(`We have saved what ${castLabels.partnerP} may see.`);
      expect(isTicked(html, "partnerMaySee", "progress")).toBe(true);
      expect(isTicked(html, "partnerMaySee", "applications")).toBe(false);
    },
    stored: async ({ db, world }) => {
      const [row] = await db.select({ sees: referrals.partnerMaySee }).from(referrals).where(eq(referrals.id, world.referralP));
      expect([...row!.sees].sort()).toEqual(["diary", "profile", "progress"]);
    },
  },
  {
    area: "candidatePortalSettings",
    name: "candidate settings show the notification choices stored",
    who: "candidateA",
    path: () => areaPath("candidatePortalSettings"),
    fields: () => ({ intent: "notice-choices", "email-messages": "on", "email-reminders": "on" }),
    shows: (html) => {
      expect(visibleText(html)).toContain("Your notification choices have been saved.");
      expect(isTicked(html, "email-messages", "on")).toBe(true);
      expect(isTicked(html, "email-applications", "on")).toBe(false);
    },
    stored: async ({ db, world }) => {
      const [row] = await db.select({ choices: notificationPreferences.choices }).from(notificationPreferences).where(eq(notificationPreferences.userId, world.users.candidateA));
      expect(row!.choices).toMatchObject({ messages: { email: true }, applications: { email: false }, appointments: { email: false } });
    },
  },
  {
    area: "candidatePortalDiary",
    name: "a new diary entry shows in the diary and the entry form is empty again",
    who: "candidateA",
    path: () => areaPath("candidatePortalDiary"),
    fields: () => ({ intent: "save", entryDate: tomorrow(), title: "Forms diary title", body: "Forms diary body", formKey: "forms-diary-entry" }),
    shows: (html) => {
      expect(visibleText(html)).toContain("Forms diary title");
      notInAnyField(html, "Forms diary title");
      notInAnyField(html, "Forms diary body");
    },
    stored: async ({ db }) => {
      expect(await db.select().from(diaryEntries).where(eq(diaryEntries.title, "Forms diary title"))).toHaveLength(1);
    },
  },
  {
    area: "candidatePortalDiary",
    name: "a changed diary entry's edit form shows what is stored",
    who: "candidateA",
    before: async ({ db, shared }) => {
      const [entry] = await db.select().from(diaryEntries).where(eq(diaryEntries.title, "Forms diary title"));
      shared.diaryEntryId = entry!.id;
    },
    path: ({ shared }) => `${areaPath("candidatePortalDiary")}?edit=${shared.diaryEntryId}`,
    fields: ({ shared }) => ({ intent: "save", entryId: shared.diaryEntryId!, entryDate: tomorrow(), title: "Forms diary title changed", body: "Forms diary body changed", formKey: "forms-diary-edit" }),
    shows: async (html, { cast, shared }) => {
      expect(visibleText(html)).toContain("Forms diary title changed");
      const form = await (await cast.browsers.candidateA.get(`${areaPath("candidatePortalDiary")}?edit=${shared.diaryEntryId}`)).text();
      expect(inputValue(form, "title")).toBe("Forms diary title changed");
      expect(textareaText(form, "body")).toContain("Forms diary body changed");
    },
    stored: async ({ db, shared }) => {
      const [row] = await db.select().from(diaryEntries).where(eq(diaryEntries.id, shared.diaryEntryId!));
      expect(row).toMatchObject({ title: "Forms diary title changed", body: "Forms diary body changed" });
    },
  },
  {
    area: "candidatePortalMessages",
    name: "a new conversation to the caseworker opens with the message, and the list's form is empty again",
    who: "candidateA",
    path: () => areaPath("candidatePortalMessages"),
    fields: () => ({ intent: "start", subject: "Forms subject from Avery", body: "Forms first message from Avery", formKey: "forms-start-candidate" }),
    shows: async (html, { cast }) => {
      expect(visibleText(html)).toContain("Forms first message from Avery");
      notInAnyField(html, "Forms first message from Avery");
      const list = await (await cast.browsers.candidateA.get(areaPath("candidatePortalMessages"))).text();
      notInAnyField(list, "Forms subject from Avery");
    },
    stored: async ({ db }) => {
      expect(await db.select().from(messageThreads).where(eq(messageThreads.subject, "Forms subject from Avery"))).toHaveLength(1);
    },
  },
  {
    area: "candidatePortalMessage",
    name: "a candidate's reply shows in the conversation and the reply box is empty again",
    who: "candidateA",
    path: ({ world }) => areaPath("candidatePortalMessage", { threadId: world.threadA }),
    fields: () => ({ body: "Forms reply from Avery", formKey: "forms-reply-candidate" }),
    shows: (html) => {
      expect(visibleText(html)).toContain("Forms reply from Avery");
      notInAnyField(html, "Forms reply from Avery");
    },
    stored: async ({ db }) => {
      expect(await db.select().from(messages).where(eq(messages.body, "Forms reply from Avery"))).toHaveLength(1);
    },
  },

  // Employer
  {
    area: "employerPortalApplication",
    name: "the application's status select shows the new status",
    who: "employerX",
    path: ({ world }) => areaPath("employerPortalApplication", { applicationId: world.applicationA }),
    fields: ({ world }) => ({ intent: "move", applicationId: world.applicationA, status: "job_offered", note: "Forms offer made", formKey: "forms-move-application" }),
    shows: (html, { world }) => {
      expect(selectedOption(html, "status", `name="applicationId" value="${world.applicationA}"`)).toBe("job_offered");
      expect(textareaText(html, "note", `name="applicationId" value="${world.applicationA}"`)).not.toContain("Forms offer made");
    },
    stored: async ({ db, world }) => {
      const [row] = await db.select({ status: applications.status }).from(applications).where(eq(applications.id, world.applicationA));
      expect(row!.status).toBe("job_offered");
      expect(await db.select().from(applicationStatusChanges).where(eq(applicationStatusChanges.note, "Forms offer made"))).toHaveLength(1);
    },
  },
  {
    area: "employerPortalJobNew",
    name: "a new role is listed and the new-role form is empty again",
    who: "employerX",
    path: () => areaPath("employerPortalJobNew"),
    fields: () => jobFields("Forms new role", "Forms new role description"),
    shows: async (html, { cast }) => {
      expect(visibleText(html)).toContain("Forms new role");
      const form = await (await cast.browsers.employerX.get(areaPath("employerPortalJobNew"))).text();
      notInAnyField(form, "Forms new role");
      notInAnyField(form, "Forms new role description");
    },
    stored: async ({ db, world }) => {
      const [row] = await db.select().from(jobs).where(eq(jobs.title, "Forms new role"));
      expect(row).toMatchObject({ employerId: world.employerX, hours: "part_time" });
    },
  },
  {
    area: "employerPortalJob",
    name: "the role's edit form shows what is stored",
    who: "employerX",
    path: ({ world }) => areaPath("employerPortalJob", { jobId: world.jobX }),
    fields: () => jobFields(castLabels.jobX, "Forms edited description"),
    shows: async (_html, { cast, world }) => {
      const form = await (await cast.browsers.employerX.get(areaPath("employerPortalJob", { jobId: world.jobX }))).text();
      expect(textareaText(form, "description")).toContain("Forms edited description");
      expect(inputValue(form, "place")).toBe("Leeds");
      expect(inputValue(form, "salaryMin")).toBe("12.21");
      expect(isTicked(form, "hours", "part_time")).toBe(true);
      expect(isTicked(form, "hours", "full_time")).toBe(false);
      expect(selectedOption(form, "salaryPeriod")).toBe("hour");
    },
    stored: async ({ db, world }) => {
      const [row] = await db.select().from(jobs).where(eq(jobs.id, world.jobX));
      expect(row).toMatchObject({ description: "Forms edited description", locationName: "Leeds", hours: "part_time", salaryMinPence: 1221 });
    },
  },
  {
    area: "employerPortalSettings",
    name: "the employer's settings show what is stored",
    who: "employerX",
    path: () => areaPath("employerPortalSettings"),
    fields: () => ({ intent: "save", town: "Forms Leeds", contactName: "Forms Contact", realLivingWage: "on", banTheBox: "on" }),
    shows: (html) => {
      expect(inputValue(html, "town")).toBe("Forms Leeds");
      expect(inputValue(html, "contactName")).toBe("Forms Contact");
      expect(isTicked(html, "realLivingWage", "on")).toBe(true);
    },
    stored: async ({ db, world }) => {
      const [row] = await db.select().from(organisations).where(eq(organisations.id, world.employerX));
      expect(row).toMatchObject({ town: "Forms Leeds", realLivingWage: true });
    },
  },
  {
    area: "employerPortalSettings",
    name: "the employer member's mentor offer shows the stored text",
    who: "employerX",
    path: () => areaPath("employerPortalSettings"),
    fields: () => ({ intent: "mentor-offer", offer: "Forms offer from Xylo" }),
    shows: (html) => {
      expect(textareaText(html, "offer")).toContain("Forms offer from Xylo");
    },
    stored: async ({ db, world }) => {
      const [row] = await db.select().from(mentors).where(eq(mentors.userId, world.users.employerX));
      expect(row!.offer).toBe("Forms offer from Xylo");
    },
  },

  {
    area: "employerPortalSettings",
    name: "an invitation is listed and the invite form is empty again",
    who: "employerX",
    path: () => areaPath("employerPortalSettings"),
    fields: () => ({ intent: "invite", email: "forms.invitee@example.test" }),
    shows: (html) => {
      expect(visibleText(html)).toContain("forms.invitee@example.test");
      notInAnyField(html, "forms.invitee@example.test");
    },
    stored: async ({ db, world }) => {
      expect(await db.select().from(organisationInvitations).where(eq(organisationInvitations.organisationId, world.employerX))).toHaveLength(1);
    },
  },

  // Partner
  {
    area: "partnerSettingsPortal",
    name: "the partner's settings show the stored type and town",
    who: "partnerP",
    path: () => areaPath("partnerSettingsPortal"),
    fields: () => ({ intent: "save", name: castLabels.partnerP, partnerType: "housing", town: "Forms York", contactName: "Forms Partner Contact" }),
    shows: (html) => {
      expect(selectedOption(html, "partnerType")).toBe("housing");
      expect(inputValue(html, "town")).toBe("Forms York");
    },
    stored: async ({ db, world }) => {
      const [row] = await db.select().from(organisations).where(eq(organisations.id, world.partnerP));
      expect(row).toMatchObject({ partnerType: "housing", town: "Forms York" });
    },
  },
  {
    area: "partnerSettingsPortal",
    name: "the partner member's mentor offer shows the stored text",
    who: "partnerP",
    path: () => areaPath("partnerSettingsPortal"),
    fields: () => ({ intent: "mentor-offer", offer: "Forms offer from Pine", livedExperience: "on" }),
    shows: (html) => {
      expect(textareaText(html, "offer")).toContain("Forms offer from Pine");
      expect(isTicked(html, "livedExperience", "on")).toBe(true);
    },
    stored: async ({ db, world, shared }) => {
      const [row] = await db.select().from(mentors).where(eq(mentors.userId, world.users.partnerP));
      expect(row).toMatchObject({ offer: "Forms offer from Pine", livedExperience: true });
      shared.mentorId = row!.id;
    },
  },
  {
    area: "partnerReferralNewPortal",
    name: "a referral is listed and the referral form is empty again",
    who: "partnerP",
    path: () => areaPath("partnerReferralNewPortal"),
    fields: () => ({
      firstName: "Formsperson",
      lastName: "Referred",
      email: "formsperson.referral@example.test",
      preferredContact: "email",
      needs: "education",
      supportAskedFor: "Forms help to find warehouse work",
      consentGiven: "on",
      setting: "community",
      partnerMaySee: "profile",
    }),
    shows: async (html, { cast }) => {
      expect(visibleText(html)).toContain("Formsperson");
      const form = await (await cast.browsers.partnerP.get(areaPath("partnerReferralNewPortal"))).text();
      notInAnyField(form, "Formsperson");
      notInAnyField(form, "Forms help to find warehouse work");
    },
    stored: async ({ db, shared }) => {
      const [row] = await db.select().from(referrals).where(eq(referrals.firstName, "Formsperson"));
      expect(row).toMatchObject({ status: "submitted", supportRequested: "Forms help to find warehouse work" });
      shared.referralId = row!.id;
    },
  },
  {
    area: "partnerMessagesPortal",
    name: "a partner's new conversation opens with the message, and the list's form is empty again",
    who: "partnerP",
    path: () => areaPath("partnerMessagesPortal"),
    fields: ({ world }) => ({ intent: "start", to: world.candidateA, subject: "Forms subject from Pine", body: "Forms first message from Pine", formKey: "forms-start-partner" }),
    shows: async (html, { cast }) => {
      expect(visibleText(html)).toContain("Forms first message from Pine");
      notInAnyField(html, "Forms first message from Pine");
      const list = await (await cast.browsers.partnerP.get(areaPath("partnerMessagesPortal"))).text();
      notInAnyField(list, "Forms subject from Pine");
    },
    stored: async ({ db }) => {
      expect(await db.select().from(messageThreads).where(eq(messageThreads.subject, "Forms subject from Pine"))).toHaveLength(1);
    },
  },
  {
    area: "partnerMessagePortal",
    name: "a partner's reply shows in the conversation and the reply box is empty again",
    who: "partnerP",
    path: ({ world }) => areaPath("partnerMessagePortal", { threadId: world.threadP }),
    fields: () => ({ body: "Forms reply from Pine", formKey: "forms-reply-partner" }),
    shows: (html) => {
      expect(visibleText(html)).toContain("Forms reply from Pine");
      notInAnyField(html, "Forms reply from Pine");
    },
    stored: async ({ db }) => {
      expect(await db.select().from(messages).where(eq(messages.body, "Forms reply from Pine"))).toHaveLength(1);
    },
  },
  {
    area: "partnerOnboardingPortal",
    name: "the partner's safeguarding lead shows what is stored",
    who: "partnerP",
    path: () => areaPath("partnerOnboardingPortal"),
    fields: () => ({ intent: "safeguarding", leadName: "Forms Lead", leadEmail: "forms.lead@example.org", leadPhone: "0113 496 0001" }),
    shows: (html) => {
      expect(inputValue(html, "leadName")).toBe("Forms Lead");
      expect(inputValue(html, "leadEmail")).toBe("forms.lead@example.org");
    },
    stored: async ({ db, world }) => {
      const [row] = await db.select().from(organisations).where(eq(organisations.id, world.partnerP));
      expect(row).toMatchObject({ safeguardingLeadName: "Forms Lead", safeguardingLeadEmail: "forms.lead@example.org" });
    },
  },
  {
    area: "partnerOnboardingPortal",
    name: "a new contact is listed and the add-contact form is empty again",
    who: "partnerP",
    path: () => areaPath("partnerOnboardingPortal"),
    fields: () => ({ intent: "add-contact", name: "Forms Contactperson", jobTitle: "Forms employment lead", email: "forms.contact@example.org" }),
    shows: (html) => {
      expect(visibleText(html)).toContain("Forms Contactperson");
      notInAnyField(html, "Forms Contactperson");
      notInAnyField(html, "Forms employment lead");
    },
    stored: async ({ db, world }) => {
      expect(await db.select().from(organisationContacts).where(and(eq(organisationContacts.organisationId, world.partnerP), eq(organisationContacts.name, "Forms Contactperson")))).toHaveLength(1);
    },
  },

  {
    area: "partnerOnboardingPortal",
    name: "the partner's data sharing agreement shows what is stored",
    who: "partnerP",
    path: () => areaPath("partnerOnboardingPortal"),
    fields: () => ({ intent: "agreement", signedOn: "2025-04-01", signedBy: "Forms Signer" }),
    shows: (html) => {
      expect(inputValue(html, "signedBy")).toBe("Forms Signer");
    },
    stored: async ({ db, world }) => {
      const [row] = await db.select().from(organisations).where(eq(organisations.id, world.partnerP));
      expect(row).toMatchObject({ dataSharingAgreementSignedOn: "2025-04-01", dataSharingAgreementSignedBy: "Forms Signer" });
    },
  },

  // Caseworker
  {
    area: "caseworkerCandidatePortal",
    name: "the record's readiness select shows the new status and the reason is kept",
    who: "caseworkerC1",
    path: ({ world }) => record(world),
    fields: () => ({ intent: "readiness", status: "ready_to_work", reason: "Forms reason: ID and bank account done" }),
    shows: (html) => {
      expect(selectedOption(html, "status", 'aria-label="Readiness status"')).toBe("ready_to_work");
      expect(textareaText(html, "reason", 'aria-label="Readiness status"')).toContain("Forms reason: ID and bank account done");
    },
    stored: async ({ db, world }) => {
      const [row] = await db.select().from(candidates).where(eq(candidates.id, world.candidateA));
      expect(row).toMatchObject({ readinessStatus: "ready_to_work", readinessReason: "Forms reason: ID and bank account done" });
    },
  },
  {
    area: "caseworkerCandidatePortal",
    name: "the record's checklist select shows the new status",
    who: "caseworkerC1",
    path: ({ world }) => record(world),
    fields: () => ({ intent: "checklist", item: "cv_and_covering_letter", status: "in_progress" }),
    shows: (html) => {
      expect(selectedOption(html, "status", 'name="item" value="cv_and_covering_letter"')).toBe("in_progress");
    },
    stored: async ({ db, world }) => {
      const [row] = await db
        .select()
        .from(readinessChecklist)
        .where(and(eq(readinessChecklist.candidateId, world.candidateA), eq(readinessChecklist.item, "cv_and_covering_letter")));
      expect(row!.status).toBe("in_progress");
    },
  },
  {
    area: "caseworkerCandidatePortal",
    name: "a case note shows on the record and the note box is empty again",
    who: "caseworkerC1",
    path: ({ world }) => record(world),
    fields: () => ({ intent: "add-note", body: "Forms case note about the forms", formKey: "forms-case-note" }),
    shows: (html) => {
      expect(visibleText(html)).toContain("Forms case note about the forms");
      notInAnyField(html, "Forms case note about the forms");
    },
    stored: async ({ db }) => {
      expect(await db.select().from(caseNotes).where(eq(caseNotes.body, "Forms case note about the forms"))).toHaveLength(1);
    },
  },
  {
    area: "caseworkerCandidatePortal",
    name: "a mentoring session shows on the record and the booking form is empty again",
    who: "caseworkerC1",
    before: async ({ cast, world, shared }) => {
      const assigned = await cast.browsers.caseworkerC1.post(record(world), { intent: "mentor-assign", mentorId: shared.mentorId!, formKey: "forms-assign-mentor" });
      expect(assigned.status).toBe(200);
    },
    path: ({ world }) => record(world),
    fields: () => ({ intent: "mentor-session", date: addDays(londonDate(new Date()), 3), startTime: "14:30", minutes: "45", mode: "video", location: "Forms video link", formKey: "forms-session" }),
    shows: (html) => {
      expect(visibleText(html)).toContain("Forms video link");
      notInAnyField(html, "Forms video link");
    },
    stored: async ({ db, shared }) => {
      const [row] = await db.select().from(mentoringSessions).where(eq(mentoringSessions.location, "Forms video link"));
      expect(row).toMatchObject({ minutes: 45, mode: "video" });
      shared.sessionId = row!.id;
    },
  },
  {
    area: "caseworkerCandidatePortal",
    name: "the session move form shows the new time",
    who: "caseworkerC1",
    path: ({ world, shared }) => `${record(world)}?moveSession=${shared.sessionId}`,
    fields: ({ shared }) => ({
      intent: "mentor-session-move",
      sessionId: shared.sessionId!,
      date: addDays(londonDate(new Date()), 5),
      startTime: "11:15",
      minutes: "60",
      mode: "in_person",
      location: "Forms cafe",
      formKey: "forms-move-session",
    }),
    shows: (html) => {
      expect(visibleText(html)).toContain("The session was moved.");
      expect(inputValue(html, "startTime", "Move the session on")).toBe("11:15");
      expect(inputValue(html, "date", "Move the session on")).toBe(addDays(londonDate(new Date()), 5));
      expect(inputValue(html, "location", "Move the session on")).toBe("Forms cafe");
    },
    stored: async ({ db, shared }) => {
      const [row] = await db.select().from(mentoringSessions).where(eq(mentoringSessions.id, shared.sessionId!));
      expect(row).toMatchObject({ heldOn: addDays(londonDate(new Date()), 5), minutes: 60, location: "Forms cafe" });
    },
  },
  {
    area: "caseworkerCalendarPortal",
    name: "a booking shows in the calendar and the booking form is empty again",
    who: "caseworkerC1",
    path: () => areaPath("caseworkerCalendarPortal"),
    fields: ({ world }) => ({
      intent: "add",
      candidateId: world.candidateA,
      title: "Forms booking title",
      mode: "in_person",
      location: "Forms booking place",
      date: tomorrow(),
      startTime: "10:00",
      endTime: "10:30",
      formKey: "forms-booking",
    }),
    shows: (html) => {
      expect(visibleText(html)).toContain("Forms booking title");
      const start = html.indexOf('aria-label="Book an appointment"');
      expect(start, "the booking form is on the page").toBeGreaterThanOrEqual(0);
      const form = html.slice(start);
      notInAnyField(form, "Forms booking title");
      notInAnyField(form, "Forms booking place");
    },
    stored: async ({ db }) => {
      expect(await db.select().from(appointments).where(eq(appointments.title, "Forms booking title"))).toHaveLength(1);
    },
  },
  {
    area: "caseworkerCalendarPortal",
    name: "a moved booking's move form shows the new time",
    who: "caseworkerC1",
    before: async ({ db, shared }) => {
      const [made] = await db.select().from(appointments).where(eq(appointments.title, "Forms booking title"));
      shared.appointmentId = made!.id;
    },
    path: ({ shared }) => `${areaPath("caseworkerCalendarPortal")}${calendarQuery("week", tomorrow(), { move: shared.appointmentId! })}`,
    fields: ({ shared }) => ({ intent: "move", appointmentId: shared.appointmentId!, date: tomorrow(), startTime: "14:00", endTime: "15:00" }),
    shows: async (html, { cast, shared }) => {
      expect(visibleText(html)).toContain("Forms booking title");
      const form = await (await cast.browsers.caseworkerC1.get(`${areaPath("caseworkerCalendarPortal")}${calendarQuery("week", tomorrow(), { move: shared.appointmentId! })}`)).text();
      expect(inputValue(form, "startTime", 'aria-label="Move an appointment"')).toBe("14:00");
      expect(inputValue(form, "endTime", 'aria-label="Move an appointment"')).toBe("15:00");
    },
    stored: async ({ db, shared }) => {
      const [row] = await db.select().from(appointments).where(eq(appointments.id, shared.appointmentId!));
      expect(row!.endsAt.getTime() - row!.startsAt.getTime()).toBe(3_600_000);
    },
  },
  {
    area: "caseworkerCalendarPortal",
    name: "the attendance select shows what is recorded",
    who: "caseworkerC1",
    before: async ({ db, world, shared }) => {
      const id = uuidv7();
      shared.pastAppointmentId = id;
      const startsAt = new Date(Date.now() - 2 * 86_400_000);
      shared.pastDate = londonDate(startsAt);
      await db.insert(appointments).values({
        id,
        candidateId: world.candidateA,
        caseworkerId: world.caseworkerC1,
        title: "Forms past check-in",
        mode: "in_person",
        startsAt,
        endsAt: new Date(startsAt.getTime() + 3_600_000),
      });
    },
    path: ({ shared }) => `${areaPath("caseworkerCalendarPortal")}${calendarQuery("week", shared.pastDate!)}`,
    fields: ({ shared }) => ({ intent: "attendance", appointmentId: shared.pastAppointmentId!, attendance: "late", reason: "Forms bus was late" }),
    shows: (html, { shared }) => {
      const after = `name="appointmentId" value="${shared.pastAppointmentId}"`;
      expect(selectedOption(html, "attendance", after)).toBe("late");
      expect(inputValue(html, "reason", after)).toBe("Forms bus was late");
    },
    stored: async ({ db, shared }) => {
      const [row] = await db.select().from(appointments).where(eq(appointments.id, shared.pastAppointmentId!));
      expect(row).toMatchObject({ attendance: "late", attendanceReason: "Forms bus was late" });
    },
  },
  {
    area: "caseworkerMessagesPortal",
    name: "a caseworker's new conversation opens with the message, and the list's form is empty again",
    who: "caseworkerC1",
    path: () => areaPath("caseworkerMessagesPortal"),
    fields: ({ world }) => ({ intent: "start", to: `candidate:${world.candidateA}`, subject: "Forms subject from Cleo", body: "Forms first message from Cleo", formKey: "forms-start-caseworker" }),
    shows: async (html, { cast }) => {
      expect(visibleText(html)).toContain("Forms first message from Cleo");
      notInAnyField(html, "Forms first message from Cleo");
      const list = await (await cast.browsers.caseworkerC1.get(areaPath("caseworkerMessagesPortal"))).text();
      notInAnyField(list, "Forms subject from Cleo");
    },
    stored: async ({ db }) => {
      expect(await db.select().from(messageThreads).where(eq(messageThreads.subject, "Forms subject from Cleo"))).toHaveLength(1);
    },
  },
  {
    area: "caseworkerMessagePortal",
    name: "a caseworker's reply shows in the conversation and the reply box is empty again",
    who: "caseworkerC1",
    path: ({ world }) => areaPath("caseworkerMessagePortal", { threadId: world.threadA }),
    fields: () => ({ body: "Forms reply from Cleo", formKey: "forms-reply-caseworker" }),
    shows: (html) => {
      expect(visibleText(html)).toContain("Forms reply from Cleo");
      notInAnyField(html, "Forms reply from Cleo");
    },
    stored: async ({ db }) => {
      expect(await db.select().from(messages).where(eq(messages.body, "Forms reply from Cleo"))).toHaveLength(1);
    },
  },
  {
    area: "caseworkerEnquiriesPortal",
    name: "the enquiry's status select shows the new status",
    who: "caseworkerC1",
    before: async ({ db, shared }) => {
      const id = uuidv7();
      shared.enquiryId = id;
      await db.insert(enquiries).values({
        id,
        formSource: "partner",
        firstName: "Morgan",
        lastName: "Formscaller",
        email: "morgan.forms@partner.test",
        phoneNumber: "07700 900 112",
        location: "Leeds",
        message: "We would like to refer people.",
        organisation: "Forms Housing",
        organisationType: "charity",
        contactRequested: true,
        contactRequestedAt: new Date(),
        consentWordingVersion: "test",
        payloadHash: `forms-${id}`,
      });
    },
    path: () => `${areaPath("caseworkerEnquiriesPortal")}?status=all`,
    fields: ({ shared }) => ({ enquiryId: shared.enquiryId!, status: "contacted", note: "Forms voicemail left" }),
    shows: (html, { shared }) => {
      expect(selectedOption(html, "status", `value="${shared.enquiryId}"`)).toBe("contacted");
    },
    stored: async ({ db, shared }) => {
      const [row] = await db.select().from(enquiries).where(eq(enquiries.id, shared.enquiryId!));
      expect(row!.status).toBe("contacted");
    },
  },
  {
    area: "caseworkerOutcomesPortal",
    name: "a recorded outcome check shows on the page",
    who: "caseworkerC1",
    before: async ({ db, world }) => {
      const started = new Date(Date.now() - 50 * 86_400_000);
      await db.update(applications).set({ status: "started" }).where(eq(applications.id, world.applicationA));
      await db.insert(applicationStatusChanges).values({ id: uuidv7(), applicationId: world.applicationA, status: "started", changedAt: started });
    },
    path: () => areaPath("caseworkerOutcomesPortal"),
    fields: ({ world }) => ({ applicationId: world.applicationA, checkpoint: "six_weeks", inWork: "no", leftReason: "Forms moved away" }),
    shows: (html) => {
      expect(visibleText(html)).toContain("had left: Forms moved away");
      notInAnyField(html, "Forms moved away");
    },
    stored: async ({ db, world }) => {
      expect(await db.select().from(outcomeChecks).where(eq(outcomeChecks.applicationId, world.applicationA))).toMatchObject([{ checkpoint: "six_weeks", inWork: false, leftReason: "Forms moved away" }]);
    },
  },
  {
    area: "caseworkerSettingsPortal",
    name: "the caseworker's settings show what is stored",
    who: "caseworkerC1",
    path: () => areaPath("caseworkerSettingsPortal"),
    fields: () => ({ fullName: castLabels.caseworkerC1, team: "Forms Leeds team" }),
    shows: (html) => {
      expect(inputValue(html, "fullName")).toBe(castLabels.caseworkerC1);
      expect(inputValue(html, "team")).toBe("Forms Leeds team");
    },
    stored: async ({ db, world }) => {
      const [row] = await db.select().from(caseworkers).where(eq(caseworkers.id, world.caseworkerC1));
      expect(row!.team).toBe("Forms Leeds team");
    },
  },

  // Admin
  {
    area: "adminReferrals",
    name: "an assigned referral leaves the queue",
    who: "admin",
    path: () => areaPath("adminReferrals"),
    fields: ({ world, shared }) => ({ intent: "assign", referralId: shared.referralId!, caseworker: world.users.caseworkerC1 }),
    shows: (html, { shared }) => {
      expect(html).not.toContain(`assign-${shared.referralId}`);
    },
    stored: async ({ db, shared }) => {
      const [row] = await db.select().from(referrals).where(eq(referrals.id, shared.referralId!));
      expect(row!.status).not.toBe("submitted");
    },
  },
  {
    area: "adminSettings",
    name: "the admin's settings show the notification choices stored",
    who: "admin",
    path: () => areaPath("adminSettings"),
    fields: () => ({ intent: "notice-choices" }),
    shows: (html) => {
      expect(visibleText(html)).toContain("Your notification choices have been saved.");
      expect(isTicked(html, "email-enquiries", "on")).toBe(false);
    },
    stored: async ({ db, world }) => {
      const [row] = await db.select({ choices: notificationPreferences.choices }).from(notificationPreferences).where(eq(notificationPreferences.userId, world.users.admin));
      expect(row!.choices).toMatchObject({ enquiries: { email: false } });
    },
  },
  {
    area: "adminOrganisationNames",
    name: "an approved name leaves the queue and is the organisation's name",
    who: "admin",
    before: async ({ cast }) => {
      const asked = await cast.browsers.partnerQ.post(areaPath("partnerSettingsPortal"), { intent: "save", name: "Quill Forms Housing", partnerType: "housing" });
      expect(asked.status).toBe(200);
    },
    path: () => areaPath("adminOrganisationNames"),
    fields: ({ world }) => ({ intent: "approve-rename", organisationId: world.partnerQ, proposedName: "Quill Forms Housing" }),
    shows: (html) => {
      expect(html).not.toContain('value="Quill Forms Housing"');
    },
    stored: async ({ db, world }) => {
      const [row] = await db.select().from(organisations).where(eq(organisations.id, world.partnerQ));
      expect(row!.name).toBe("Quill Forms Housing");
    },
  },
];

/** The pages that must have a row or an exemption: every portal page with a form, and the caseworker's record. */
const pagesWithForms = [
  ...(Object.entries(dashboardAreas) as [AreaName, (typeof dashboardAreas)[AreaName]][])
    .filter(([, area]) => "hasAction" in area && area.hasAction && area.tree !== "demo")
    .map(([name]) => name),
  "caseworkerCandidatePortal" as const,
];

describe.each([rulesBackend])("every portal form shows what is stored after saving, on %s", (backend) => {
  let smtp: SmtpListener;
  let server: TestServer;
  let cast: Cast;
  const shared: Shared = {};
  const tools = (): Tools => ({ world: cast.world, db: server.database.db, shared, cast });

  beforeAll(async () => {
    smtp = await startSmtpListener();
    server = await startTestServer(backend, { CLIENT_IP_HEADER: "x-forwarded-for", MAIL_POLL_INTERVAL_MS: "100", SMTP_URL: smtp.url, SEED_DEMO_DATA: "true" });
    cast = await makeCast(server, smtp, client(server));
  }, 300_000);
  afterAll(async () => {
    await server?.stop();
    await smtp?.close();
  });

  it("every page with a form has a row or a reason it has none", () => {
    const covered = new Set(rows.map((row) => row.area));
    const missing = pagesWithForms.filter((name) => !covered.has(name) && !exempt[name]);
    expect(missing, "pages with a form but no row and no exemption").toEqual([]);
    expect(pagesWithForms.length).toBeGreaterThanOrEqual(29);
    for (const name of Object.keys(exempt) as AreaName[]) expect(covered.has(name), `${name} is exempt and has a row`).toBe(false);
  });

  for (const row of rows) {
    it(`${row.area}: ${row.name}`, async () => {
      const t = tools();
      await row.before?.(t);
      const browser = cast.browsers[row.who];
      let response = await browser.post(row.path(t), row.fields(t));
      if (response.status >= 300 && response.status < 400) response = await browser.get(response.headers.get("location")!);
      const html = await response.text();
      expect(response.status, visibleText(html).slice(0, 2000)).toBe(200);
      await row.shows(html, t);
      await row.stored(t);
    });
  }
});
