import type { DeliveryChannel, NotificationKind } from "../../../db/schema/vocabulary";

/**
 * The groups people choose channels for, which kinds fall in each, who can receive them and the defaults
 * (decision 0035). Browser-safe: the settings pages label their checkboxes from this.
 */

export const noticeGroups = ["applications", "appointments", "reminders", "messages", "referrals", "mentoring", "casework", "enquiries"] as const;
export type NoticeGroup = (typeof noticeGroups)[number];

export const groupOfKind: Record<NotificationKind, NoticeGroup> = {
  "application.received": "applications",
  "application.moved": "applications",
  "application.interview": "appointments",
  "application.withdrawn": "applications",
  "interview.offered": "appointments",
  "interview.moved": "appointments",
  "interview.cancelled": "appointments",
  "interview.accepted": "applications",
  "interview.another_time": "applications",
  "interview.cancelled_by_candidate": "applications",
  "referral.received": "referrals",
  "referral.accepted": "referrals",
  "referral.closed": "referrals",
  "appointment.booked": "appointments",
  "appointment.moved": "appointments",
  "appointment.cancelled": "appointments",
  "appointment.reminder": "reminders",
  "message.new": "messages",
  "mentor.requested": "mentoring",
  "mentor.assigned": "mentoring",
  "release.approaching": "casework",
  "inwork.check_due": "casework",
  "enquiry.overdue": "enquiries",
};

export type NoticeRole = "candidate" | "employer" | "partner" | "caseworker" | "admin";

/** The groups each role can receive, in the order its settings page lists them. */
export const groupsForRole: Record<NoticeRole, readonly NoticeGroup[]> = {
  candidate: ["applications", "appointments", "reminders", "messages", "mentoring"],
  employer: ["applications", "messages", "appointments"],
  partner: ["referrals", "messages", "appointments"],
  caseworker: ["referrals", "appointments", "messages", "mentoring", "casework"],
  admin: ["enquiries"],
};

export function isNoticeRole(role: string): role is NoticeRole {
  return role in groupsForRole;
}

type Label = { label: string; hint: string };

const groupLabels: Record<NoticeGroup, Label> = {
  applications: { label: "Applications", hint: "When an employer moves one of your applications on, for example to a job offer." },
  appointments: { label: "Appointments and interviews", hint: "When an appointment or interview is booked, moved or cancelled." },
  reminders: { label: "Appointment reminders", hint: "The day before an appointment or mentoring session." },
  messages: { label: "Messages", hint: "When someone sends you a message on the service. The message itself stays in the service." },
  referrals: { label: "Referrals", hint: "When a new referral arrives for you or the team." },
  mentoring: { label: "Mentoring", hint: "When a mentor is found for you." },
  casework: { label: "Casework", hint: "When a person's release date is two weeks away, or an in-work check is due." },
  enquiries: { label: "Enquiries", hint: "When an enquiry has waited past the time we promise to reply." },
};

/** Employers' and partners' members who mentor hear of the sessions booked with them. */
const mentoringSessions: Label = { label: "Mentoring sessions", hint: "When a session with someone you mentor is booked, moved or cancelled." };

/** Where the same group means something else to a role. */
const roleLabels: Partial<Record<NoticeRole, Partial<Record<NoticeGroup, Label>>>> = {
  employer: {
    applications: { label: "Applications", hint: "When someone applies for one of your roles, withdraws an application, or answers an interview you offered." },
    appointments: mentoringSessions,
  },
  partner: { referrals: { label: "Referrals", hint: "When a referral you made is accepted or closed." }, appointments: mentoringSessions },
  caseworker: {
    appointments: { label: "Appointments", hint: "When a person on your caseload cancels an appointment." },
    mentoring: { label: "Mentoring", hint: "When a person on your caseload asks for a mentor." },
  },
};

export function groupLabel(group: NoticeGroup, role: NoticeRole): Label {
  return roleLabels[role]?.[group] ?? groupLabels[group];
}

export type ChannelChoice = Record<DeliveryChannel, boolean>;
export type GroupChoices = Record<NoticeGroup, ChannelChoice>;

/** Email on for every group; texts only for appointment reminders (and only once a mobile is confirmed). */
export const defaultChoices: GroupChoices = Object.fromEntries(
  noticeGroups.map((group) => [group, { email: true, sms: group === "reminders" }]),
) as GroupChoices;

/** Stored choices (a partial jsonb object) laid over the defaults; anything not a boolean is ignored. */
export function choicesFrom(stored: unknown): GroupChoices {
  const result = structuredClone(defaultChoices);
  if (!stored || typeof stored !== "object") return result;
  for (const group of noticeGroups) {
    const value = (stored as Record<string, unknown>)[group];
    if (!value || typeof value !== "object") continue;
    for (const channel of ["email", "sms"] as const) {
      const chosen = (value as Record<string, unknown>)[channel];
      if (typeof chosen === "boolean") result[group][channel] = chosen;
    }
  }
  return result;
}
