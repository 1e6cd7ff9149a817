import { and, count, eq } from "drizzle-orm";
import { realEnquiry } from "~/features/enquiries/real-enquiries.server";
import { enquiries } from "../../../db/schema";
import { caseworkerAppointments, type AppointmentItem } from "~/features/appointments/appointments.server";
import { onlyUnreadThreadId, unreadMessageCount } from "~/features/messages/unread.server";
import { messagesLink } from "~/features/messages/messages-link";
import { caseloadReadiness } from "~/features/readiness/readiness.server";
import type { ReadinessStatus } from "../../../db/schema/vocabulary";
import { total } from "~/lib/counts";
import type { CaseworkerSubject } from "~/lib/data-subject";
import type { AppDb } from "~/lib/db.server";
import { londonToday } from "~/lib/dates";
import { emptyAlerts, type CaseworkerAlerts } from "~/features/candidates/alerts";
import { caseworkerAlerts } from "~/features/candidates/alerts.server";

/** The most items any one list on the home shows; the full lists have their own pages. */
const LIST_LIMIT = 3;

export type CaseworkerSummary = {
  caseloadSize: number;
  readiness: { value: ReadinessStatus; count: number }[];
  todaysAppointments: AppointmentItem[];
  nextAppointments: AppointmentItem[];
  /** The alerts page's lists, the first few of each with their totals. */
  alerts: CaseworkerAlerts;
  /** Call-back enquiries still new, and how many of those are past their promised reply; null on the demonstration. */
  enquiries: { waiting: number; overdue: number } | null;
  unreadMessages: number;
  /** Where the unread count leads: the one thread with something unread, or the messages page; null with no profile. */
  messagesHref: string | null;
};

export const emptyCaseworkerSummary: CaseworkerSummary = {
  caseloadSize: 0,
  readiness: [],
  todaysAppointments: [],
  nextAppointments: [],
  alerts: emptyAlerts(false),
  enquiries: { waiting: 0, overdue: 0 },
  unreadMessages: 0,
  messagesHref: null,
};

/** Everything the caseworker home shows, from independent queries run together. */
export async function caseworkerSummary(db: AppDb, subject: CaseworkerSubject, now: Date = new Date()): Promise<CaseworkerSummary> {
  const caseworkerId = subject.caseworkerId;
  if (!caseworkerId) return { ...emptyCaseworkerSummary, alerts: emptyAlerts(subject.demo), enquiries: subject.demo ? null : { waiting: 0, overdue: 0 } };
  const known = { ...subject, caseworkerId };
  const today = londonToday(now);
  const [readiness, todaysAppointments, nextAppointments, alerts, waiting, unreadMessages, unreadThreadId] = await Promise.all([
    caseloadReadiness(db, known),
    caseworkerAppointments(db, known, today.start, today.end, 20),
    caseworkerAppointments(db, known, today.end, null, 3),
    caseworkerAlerts(db, known, LIST_LIMIT, now),
    subject.demo ? Promise.resolve(null) : db.select({ count: count() }).from(enquiries).where(and(realEnquiry, eq(enquiries.status, "new"))),
    unreadMessageCount(db, known),
    onlyUnreadThreadId(db, known),
  ]);
  return {
    caseloadSize: total(readiness),
    readiness,
    todaysAppointments,
    nextAppointments,
    alerts,
    enquiries: waiting ? { waiting: waiting[0]?.count ?? 0, overdue: alerts.enquiries?.total ?? 0 } : null,
    unreadMessages,
    messagesHref: messagesLink("caseworker", subject.demo, unreadThreadId),
  };
}
