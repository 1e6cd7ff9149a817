import { INTERVIEW_ALERT_DAYS, MISSED_DAYS } from "./alert-windows";
import {
  caseloadInterviews,
  caseloadMissedAppointments,
  caseworkerAppointments,
  type AlertList,
  type AppointmentItem,
  type CaseloadAppointmentAlert,
} from "~/features/appointments/appointments.server";
import { unreadMessageCount } from "~/features/messages/unread.server";
import { caseloadReadiness } from "~/features/readiness/readiness.server";
import type { ReadinessStatus } from "../../../db/schema/vocabulary";
import { total } from "~/lib/counts";
import type { CaseworkerSubject } from "~/lib/data-subject";
import type { AppDb } from "~/lib/db.server";
import { londonToday } from "~/lib/dates";
import { caseloadOverdueActions, type OverdueAction } from "./support-actions.server";

/** The most items any one list on the home shows; the full lists have their own pages. */
const LIST_LIMIT = 5;

export type CaseworkerSummary = {
  caseloadSize: number;
  readiness: { value: ReadinessStatus; count: number }[];
  todaysAppointments: AppointmentItem[];
  nextAppointments: AppointmentItem[];
  alerts: {
    missedAppointments: AlertList<CaseloadAppointmentAlert>;
    overdueActions: AlertList<OverdueAction>;
    interviews: AlertList<CaseloadAppointmentAlert>;
  };
  unreadMessages: number;
};

export const emptyCaseworkerSummary: CaseworkerSummary = {
  caseloadSize: 0,
  readiness: [],
  todaysAppointments: [],
  nextAppointments: [],
  alerts: { missedAppointments: { total: 0, items: [] }, overdueActions: { total: 0, items: [] }, interviews: { total: 0, items: [] } },
  unreadMessages: 0,
};

/** Everything the caseworker home shows, from independent queries run together. */
export async function caseworkerSummary(db: AppDb, subject: CaseworkerSubject, now: Date = new Date()): Promise<CaseworkerSummary> {
  const caseworkerId = subject.caseworkerId;
  if (!caseworkerId) return emptyCaseworkerSummary;
  const known = { ...subject, caseworkerId };
  const today = londonToday(now);
  const day = 86_400_000;
  const [readiness, todaysAppointments, nextAppointments, missedAppointments, overdueActions, interviews, unreadMessages] = await Promise.all([
    caseloadReadiness(db, known),
    caseworkerAppointments(db, known, today.start, today.end, 20),
    caseworkerAppointments(db, known, today.end, null, 3),
    caseloadMissedAppointments(db, known, new Date(now.getTime() - MISSED_DAYS * day), now, LIST_LIMIT),
    caseloadOverdueActions(db, known, today.date, LIST_LIMIT),
    caseloadInterviews(db, known, now, new Date(now.getTime() + INTERVIEW_ALERT_DAYS * day), LIST_LIMIT),
    unreadMessageCount(db, known),
  ]);
  return {
    caseloadSize: total(readiness),
    readiness,
    todaysAppointments,
    nextAppointments,
    alerts: { missedAppointments, overdueActions, interviews },
    unreadMessages,
  };
}
