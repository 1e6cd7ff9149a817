import type { NotificationKind } from "../../db/schema/vocabulary";
import { addDays, formatCalendarDate, londonDate, londonMidnight } from "../lib/dates";
import { isWorkingDay } from "../lib/working-days";
import { noticeWhen } from "../features/notifications/templates";

/**
 * The demonstration tree's notifications pages: a fixed example list per role (decision 0035). Demonstration
 * subjects have no accounts, so nothing here is stored. An example is dated when the data says its event happened
 * (`sentOn`), else it counts back from when the page is drawn.
 */
export type DemoNotice = {
  kind: NotificationKind;
  /**
   * A notice about a day names one a few days after it was sent, so the example never speaks of a day long gone;
   * one about an interview, appointment or application names the persona's own where the data has one.
   */
  params: Record<string, string> | ((sentAt: Date, subjects: DemoNoticeSubjects) => Record<string, string>);
  hoursAgo: number;
  /**
   * When the example's event happened in the data (a mentor found on the day the match started); undefined when the
   * data has no such event, and the example is left out. Without it, the example was sent `hoursAgo`.
   */
  sentOn?: (subjects: DemoNoticeSubjects) => Date | undefined;
  read: boolean;
  link: string;
};

/** What the examples speak of in the demonstration data (notice-subjects.server.ts), with when it happened there; each may be missing. */
export type DemoNoticeSubjects = {
  interview?: { employer: string; jobTitle: string; at: Date };
  appointment?: { startsAt: Date; bookedAt: Date };
  received?: { jobTitle: string; at: Date };
  withdrawn?: { jobTitle: string; at: Date };
  /** The day the candidate persona's current mentor was matched with them (YYYY-MM-DD). */
  mentorMatchedOn?: string;
  referralAcceptedAt?: Date;
  referralClosedAt?: Date;
  referralReceivedAt?: Date;
  mentorRequestedAt?: Date;
  /** The day the newest in-work check still to be recorded on the persona caseworker's caseload fell due (YYYY-MM-DD). */
  inWorkCheckDueOn?: string;
};

/** The first weekday at least `days` after `from`, at `hour`:`minute` UK time. */
function weekdayAfter(from: Date, days: number, hour: number, minute: number): Date {
  let day = addDays(londonDate(from), days);
  while (!isWorkingDay(day)) day = addDays(day, 1);
  return new Date(londonMidnight(day).getTime() + (hour * 60 + minute) * 60_000);
}

const WEEK_MS = 7 * 24 * 3600_000;

/** 10:00 UK time on a YYYY-MM-DD day: when a notice about that day is dated. */
function morningOf(day: string): Date {
  return new Date(londonMidnight(day).getTime() + 10 * 3600_000);
}

/**
 * When an example was sent: when its event happened in the data, else `hoursAgo` before `now`. Null when it is about
 * an event the data does not have (no referral of the partner's was ever closed): such an example is left out.
 */
export function demoNoticeSentAt(notice: DemoNotice, subjects: DemoNoticeSubjects, now: Date): Date | null {
  const fallback = new Date(now.getTime() - notice.hoursAgo * 3600_000);
  if (!notice.sentOn) return fallback;
  const happened = notice.sentOn(subjects);
  if (!happened) return null;
  return happened.getTime() <= now.getTime() ? happened : fallback;
}

/** An example is new only if it was sent in the last week: one dated months back by the data has long been read. */
export function demoNoticeRead(notice: DemoNotice, sentAt: Date, now: Date): boolean {
  return notice.read || now.getTime() - sentAt.getTime() > WEEK_MS;
}

/** A notice's params as they read for one sent at `sentAt`. */
export function demoNoticeParams(notice: DemoNotice, sentAt: Date, subjects: DemoNoticeSubjects = {}): Record<string, string> {
  return typeof notice.params === "function" ? notice.params(sentAt, subjects) : notice.params;
}

export const demoNotices: Record<"candidate" | "employer" | "partner" | "caseworker", DemoNotice[]> = {
  candidate: [
    {
      kind: "application.interview", hoursAgo: 2, read: false, link: "/dashboard/candidate/applications",
      params: (_, { interview }) => (interview ? { employer: interview.employer, jobTitle: interview.jobTitle } : { employer: "Northgate Logistics", jobTitle: "Warehouse operative" }),
      sentOn: ({ interview }) => interview?.at,
    },
    { kind: "message.new", params: {}, hoursAgo: 5, read: false, link: "/dashboard/candidate/messages" },
    {
      kind: "appointment.booked", hoursAgo: 26, read: true, link: "/dashboard/candidate/diary",
      params: (sentAt, { appointment }) => ({ when: noticeWhen(appointment?.startsAt ?? weekdayAfter(sentAt, 5, 10, 30)) }),
      sentOn: ({ appointment }) => appointment?.bookedAt,
    },
    {
      kind: "mentor.assigned", params: {}, hoursAgo: 75, read: true, link: "/dashboard/candidate/mentoring",
      sentOn: ({ mentorMatchedOn }) => (mentorMatchedOn ? morningOf(mentorMatchedOn) : undefined),
    },
  ],
  employer: [
    {
      kind: "application.received", hoursAgo: 1, read: false, link: "/dashboard/employer/applications",
      params: (_, { received }) => ({ jobTitle: received?.jobTitle ?? "Warehouse operative" }),
      sentOn: ({ received }) => received?.at,
    },
    { kind: "message.new", params: {}, hoursAgo: 20, read: true, link: "/dashboard/employer" },
    {
      kind: "application.withdrawn", hoursAgo: 50, read: true, link: "/dashboard/employer/applications",
      params: (_, { withdrawn }) => ({ jobTitle: withdrawn?.jobTitle ?? "Kitchen porter" }),
      sentOn: ({ withdrawn }) => withdrawn?.at,
    },
  ],
  partner: [
    { kind: "referral.accepted", params: {}, hoursAgo: 3, read: false, link: "/dashboard/partner", sentOn: ({ referralAcceptedAt }) => referralAcceptedAt },
    { kind: "message.new", params: {}, hoursAgo: 30, read: true, link: "/dashboard/partner/messages" },
    { kind: "referral.closed", params: {}, hoursAgo: 120, read: true, link: "/dashboard/partner", sentOn: ({ referralClosedAt }) => referralClosedAt },
  ],
  caseworker: [
    { kind: "referral.received", params: {}, hoursAgo: 1, read: false, link: "/dashboard/caseworker/caseload", sentOn: ({ referralReceivedAt }) => referralReceivedAt },
    { kind: "mentor.requested", params: {}, hoursAgo: 4, read: false, link: "/dashboard/caseworker/alerts", sentOn: ({ mentorRequestedAt }) => mentorRequestedAt },
    { kind: "release.approaching", params: (sentAt) => ({ when: formatCalendarDate(addDays(londonDate(sentAt), 14)) }), hoursAgo: 28, read: true, link: "/dashboard/caseworker/alerts" },
    {
      kind: "inwork.check_due", params: {}, hoursAgo: 52, read: true, link: "/dashboard/caseworker/outcomes",
      sentOn: ({ inWorkCheckDueOn }) => (inWorkCheckDueOn ? morningOf(inWorkCheckDueOn) : undefined),
    },
  ],
};
