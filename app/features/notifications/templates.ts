import type { NotificationKind } from "../../../db/schema/vocabulary";
import { formatTime, formatWeekdayDate } from "~/lib/dates";

/**
 * What each notice says (decision 0035). A notice names what happened and links to the page; an email or text
 * never carries conviction details, notes, message text, a thread's subject, an appointment's title or place, or
 * the name of anyone but the recipient and the organisation involved. Each kind lists the only values its wording
 * may use, and `paramsFor` drops anything else, so a feature cannot put more in by mistake.
 * Browser-safe: the notifications pages draw the same wording. Notify's templates hold the same text, with
 * these names as ((placeholders)): docs/operations/notifications.md lists them.
 */

/** A notice's time: "Wed 13 Jan 2027 at 14:00", London time, short enough for a text. */
export function noticeWhen(at: Date): string {
  return `${formatWeekdayDate(at)} at ${formatTime(at)}`;
}

/** Values a notice's wording may use: a time, an employer's name, a job title, an application's new status. */
export const noticeParamNames = ["when", "jobTitle", "employer", "status"] as const;
export type NoticeParamName = (typeof noticeParamNames)[number];
export type NoticeParams = Partial<Record<NoticeParamName, string>>;

type Wording = {
  /** The params this kind needs: every one must be given. */
  needs: readonly NoticeParamName[];
  /** The line in the service and the email's main sentence. */
  sentence: (p: Record<NoticeParamName, string>) => string;
  subject: (p: Record<NoticeParamName, string>) => string;
  /** The text message's words before the link: short, and saying nothing of what the service is for. */
  text: (p: Record<NoticeParamName, string>) => string;
};

export const wordings: Record<NotificationKind, Wording> = {
  "application.received": {
    needs: ["jobTitle"],
    sentence: (p) => `Someone has applied for ${p.jobTitle}.`,
    subject: (p) => `New application for ${p.jobTitle}`,
    text: (p) => `New application for ${p.jobTitle}.`,
  },
  "application.moved": {
    needs: ["jobTitle", "employer", "status"],
    sentence: (p) => `${p.employer} has updated your application for ${p.jobTitle}. It is now: ${p.status}.`,
    subject: (p) => `Your application for ${p.jobTitle} has been updated`,
    text: (p) => `Your application for ${p.jobTitle} has been updated.`,
  },
  // Moving an application to "Interview booked": the time and place are on the application's page.
  "application.interview": {
    needs: ["jobTitle", "employer"],
    sentence: (p) => `${p.employer} has booked an interview with you for ${p.jobTitle}. The details are on your application.`,
    subject: (p) => `Interview booked for ${p.jobTitle}`,
    text: (p) => `${p.employer} has booked an interview with you. Details:`,
  },
  "application.withdrawn": {
    needs: ["jobTitle"],
    sentence: (p) => `An application for ${p.jobTitle} has been withdrawn.`,
    subject: (p) => `An application for ${p.jobTitle} was withdrawn`,
    text: (p) => `An application for ${p.jobTitle} was withdrawn.`,
  },
  // Interviews booked in the service: the times, place and link stay on the application's interview page.
  "interview.offered": {
    needs: ["jobTitle", "employer"],
    sentence: (p) => `${p.employer} has offered you interview times for ${p.jobTitle}. Choose one, or ask for another time.`,
    subject: (p) => `Interview times offered for ${p.jobTitle}`,
    text: () => "You have been offered interview times. Choose one:",
  },
  "interview.moved": {
    needs: ["jobTitle", "employer"],
    sentence: (p) => `${p.employer} has offered new interview times for ${p.jobTitle}. Choose one, or ask for another time.`,
    subject: (p) => `New interview times for ${p.jobTitle}`,
    text: () => "You have been offered new interview times. Choose one:",
  },
  "interview.cancelled": {
    needs: ["jobTitle", "employer"],
    sentence: (p) => `${p.employer} has cancelled your interview for ${p.jobTitle}.`,
    subject: (p) => `Interview for ${p.jobTitle} cancelled`,
    text: (p) => `${p.employer} has cancelled your interview. Details:`,
  },
  "interview.accepted": {
    needs: ["jobTitle", "when"],
    sentence: (p) => `An interview for ${p.jobTitle} has been accepted for ${p.when}.`,
    subject: (p) => `Interview accepted for ${p.when}`,
    text: (p) => `An interview time was accepted: ${p.when}.`,
  },
  "interview.another_time": {
    needs: ["jobTitle"],
    sentence: (p) => `A candidate for ${p.jobTitle} has asked for another interview time.`,
    subject: (p) => `Another interview time asked for: ${p.jobTitle}`,
    text: (p) => `Another interview time was asked for: ${p.jobTitle}.`,
  },
  "interview.cancelled_by_candidate": {
    needs: ["jobTitle"],
    sentence: (p) => `A candidate for ${p.jobTitle} has cancelled their interview.`,
    subject: (p) => `Interview cancelled: ${p.jobTitle}`,
    text: (p) => `An interview for ${p.jobTitle} was cancelled.`,
  },
  "referral.received": {
    needs: [],
    sentence: () => "A new referral has arrived.",
    subject: () => "A new referral has arrived",
    text: () => "A new referral has arrived.",
  },
  "referral.accepted": {
    needs: [],
    sentence: () => "A referral you made has been accepted.",
    subject: () => "Your referral has been accepted",
    text: () => "A referral you made has been accepted.",
  },
  "referral.closed": {
    needs: [],
    sentence: () => "A referral you made has been closed.",
    subject: () => "A referral you made has been closed",
    text: () => "A referral you made has been closed.",
  },
  "appointment.booked": {
    needs: ["when"],
    sentence: (p) => `An appointment has been booked for you on ${p.when}.`,
    subject: (p) => `Appointment booked for ${p.when}`,
    text: (p) => `Appointment booked for ${p.when}.`,
  },
  "appointment.moved": {
    needs: ["when"],
    sentence: (p) => `Your appointment has moved to ${p.when}.`,
    subject: (p) => `Your appointment has moved to ${p.when}`,
    text: (p) => `Your appointment has moved to ${p.when}.`,
  },
  "appointment.cancelled": {
    needs: ["when"],
    sentence: (p) => `The appointment on ${p.when} has been cancelled.`,
    subject: (p) => `Appointment on ${p.when} cancelled`,
    text: (p) => `The appointment on ${p.when} has been cancelled.`,
  },
  "appointment.reminder": {
    needs: ["when"],
    sentence: (p) => `A reminder: you have an appointment on ${p.when}.`,
    subject: (p) => `Reminder: appointment on ${p.when}`,
    text: (p) => `Reminder: you have an appointment on ${p.when}.`,
  },
  "message.new": {
    needs: [],
    sentence: () => "You have a new message.",
    subject: () => "You have a new message",
    text: () => "You have a new message.",
  },
  "mentor.requested": {
    needs: [],
    sentence: () => "Someone on your caseload has asked for a mentor.",
    subject: () => "A mentor has been asked for",
    text: () => "Someone on your caseload has asked for a mentor.",
  },
  "mentor.assigned": {
    needs: [],
    sentence: () => "A mentor has been found for you.",
    subject: () => "A mentor has been found for you",
    text: () => "A mentor has been found for you.",
  },
  "release.approaching": {
    needs: ["when"],
    sentence: (p) => `Someone on your caseload is due to be released on ${p.when}.`,
    subject: (p) => `A release date is coming up: ${p.when}`,
    text: (p) => `A release date is coming up: ${p.when}.`,
  },
  "inwork.check_due": {
    needs: [],
    sentence: () => "An in-work check is due.",
    subject: () => "An in-work check is due",
    text: () => "An in-work check is due.",
  },
  "enquiry.overdue": {
    needs: [],
    sentence: () => "An enquiry has waited past the time we promise to reply.",
    subject: () => "An enquiry is waiting for a reply",
    text: () => "An enquiry is waiting for a reply.",
  },
};

/** A value for a wording: single line, no links, bounded (a job title is typed by an employer). */
function clean(value: string): string {
  const oneLine = value.replace(/[\r\n\t]+/g, " ").replace(/\s+/g, " ").trim();
  return oneLine.length > 60 ? `${oneLine.slice(0, 59).trimEnd()}…` : oneLine;
}

/** Only the kind's own params, cleaned; throws when one it needs is missing (a programming error). */
export function paramsFor(kind: NotificationKind, given: NoticeParams): NoticeParams {
  const params: NoticeParams = {};
  for (const name of wordings[kind].needs) {
    const value = given[name];
    if (typeof value !== "string" || value.trim() === "") throw new Error(`Notice ${kind} needs ${name}`);
    params[name] = clean(value);
  }
  return params;
}

function filled(kind: NotificationKind, params: NoticeParams): Record<NoticeParamName, string> {
  const all = {} as Record<NoticeParamName, string>;
  for (const name of noticeParamNames) all[name] = params[name] ?? "";
  for (const name of wordings[kind].needs) if (!all[name]) all[name] = "(not given)";
  return all;
}

/** The sentence shown in the service's notifications list. */
export function noticeSentence(kind: NotificationKind, params: NoticeParams): string {
  return wordings[kind].sentence(filled(kind, params));
}

export type NoticeContact = { siteName: string; email: string; phone: string; publicUrl: string };

/** The email: plain text, greeting by first name, the link, how to reach a person, and how to change these emails. */
export function noticeEmail(kind: NotificationKind, params: NoticeParams, input: { firstName: string; link: string }, contact: NoticeContact) {
  const p = filled(kind, params);
  return {
    subject: wordings[kind].subject(p),
    text: [
      `Hello ${input.firstName},`,
      "",
      wordings[kind].sentence(p),
      "",
      "See it on the service (you may need to sign in first):",
      input.link,
      "",
      `To talk to someone, call ${contact.phone} or email ${contact.email}.`,
      "",
      `The ${contact.siteName} team`,
      "",
      `You get this email because of your notification settings. Change them at ${contact.publicUrl}/notifications/settings`,
    ].join("\n"),
  };
}

/** Names typed by employers are cut shorter in a text, so it stays within one 160-character message. */
const TEXT_NAME_LIMIT = 24;

function shortName(value: string): string {
  return value.length > TEXT_NAME_LIMIT ? `${value.slice(0, TEXT_NAME_LIMIT - 1).trimEnd()}…` : value;
}

/** The text message: the organisation's name, what happened, the short link. */
export function noticeText(kind: NotificationKind, params: NoticeParams, input: { link: string }, contact: Pick<NoticeContact, "siteName">): string {
  const p = filled(kind, params);
  return `${contact.siteName}: ${wordings[kind].text({ ...p, jobTitle: shortName(p.jobTitle), employer: shortName(p.employer) })} ${input.link}`;
}

/** Notify template placeholders for a notice: its params plus the link (and the first name for email). */
export function notifyPersonalisation(kind: NotificationKind, params: NoticeParams, extra: { link: string; firstName?: string }): Record<string, string> {
  const values: Record<string, string> = { link: extra.link };
  if (extra.firstName !== undefined) values.firstName = extra.firstName;
  for (const name of wordings[kind].needs) values[name] = params[name] ?? "";
  return values;
}
