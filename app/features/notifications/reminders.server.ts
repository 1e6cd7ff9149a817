import { and, eq, gte, isNotNull, isNull, lt } from "drizzle-orm";
import { appointments, candidates, mentoringMatches, mentoringSessions } from "../../../db/schema";
import type { AppDb } from "~/lib/db.server";
import { addDays, londonMidnight } from "~/lib/dates";
import { appointmentKey, type AppointmentSource } from "./event-keys";
import { recordNotice } from "./record-notice.server";
import { noticeWhen } from "./templates";
import { reminderDayAt } from "./reminder-day";
import type { ScheduleSettings } from "./schedule-settings.server";

export const CANDIDATE_DIARY_LINK = "/dashboard/candidateportal/diary";
export const CANDIDATE_MENTORING_LINK = "/dashboard/candidateportal/mentoring";

export type ReminderCounts = {
  /** False before the reminder hour: nothing was looked at. */
  due: boolean;
  /** The London day whose appointments were looked at. */
  day: string | null;
  appointments: number;
  mentoringSessions: number;
  /** Notices written this run (a repeat run writes none). */
  written: number;
};

type Due = { source: AppointmentSource; id: string; startsAt: Date; version: number; userId: string; link: string };

/**
 * Appointments and booked mentoring sessions starting on London day `day` that are still going ahead (not
 * cancelled, no attendance recorded), for a real person with an account. Demonstration rows never have accounts,
 * but are left out by their flag too.
 */
async function dueOn(db: AppDb, day: string): Promise<Due[]> {
  const from = londonMidnight(day);
  const to = londonMidnight(addDays(day, 1));
  const [booked, sessions] = await Promise.all([
    db
      .select({ id: appointments.id, startsAt: appointments.startsAt, version: appointments.version, userId: candidates.userId })
      .from(appointments)
      .innerJoin(candidates, eq(candidates.id, appointments.candidateId))
      .where(
        and(
          gte(appointments.startsAt, from),
          lt(appointments.startsAt, to),
          isNull(appointments.cancelledAt),
          isNull(appointments.attendance),
          eq(appointments.demo, false),
          eq(candidates.demo, false),
          isNotNull(candidates.userId),
        ),
      ),
    // A cancelled session is deleted, and one that took place keeps its start: only a current match's count.
    db
      .select({ id: mentoringSessions.id, startsAt: mentoringSessions.startsAt, version: mentoringSessions.version, userId: candidates.userId })
      .from(mentoringSessions)
      .innerJoin(mentoringMatches, eq(mentoringMatches.id, mentoringSessions.matchId))
      .innerJoin(candidates, eq(candidates.id, mentoringMatches.candidateId))
      .where(
        and(
          gte(mentoringSessions.startsAt, from),
          lt(mentoringSessions.startsAt, to),
          isNull(mentoringMatches.endedOn),
          eq(mentoringMatches.demo, false),
          eq(candidates.demo, false),
          isNotNull(candidates.userId),
        ),
      ),
  ]);
  return [
    ...booked.map((row) => ({ source: "appointment" as const, id: row.id, startsAt: row.startsAt, version: row.version, userId: row.userId!, link: CANDIDATE_DIARY_LINK })),
    ...sessions.map((row) => ({ source: "mentoring" as const, id: row.id, startsAt: row.startsAt!, version: row.version, userId: row.userId!, link: CANDIDATE_MENTORING_LINK })),
  ];
}

/**
 * The day-before reminders (decision 0035): each appointment or booked mentoring session starting tomorrow gets
 * one notice for its candidate, and the email and text they chose, to be sent before it starts. The key holds the
 * version and start time, so running this twice (or on two servers at once) writes nothing more, and a moved
 * appointment gets a reminder for its new time (even one it had before). Each reminder is its own transaction: one that fails does not hold up the rest.
 */
export async function runAppointmentReminders(db: AppDb, settings: ScheduleSettings, now: Date): Promise<ReminderCounts> {
  const day = reminderDayAt(now, settings.reminderHour);
  if (!day) return { due: false, day: null, appointments: 0, mentoringSessions: 0, written: 0 };
  const due = await dueOn(db, day);
  let written = 0;
  for (const item of due) {
    written += await db.transaction((tx) =>
      recordNotice(tx, settings, {
        kind: "appointment.reminder",
        key: appointmentKey(item.source, item.id, item.startsAt, item.version),
        recipients: [item.userId],
        link: item.link,
        relatedId: item.id,
        params: { when: noticeWhen(item.startsAt) },
        sendBy: item.startsAt,
        at: now,
      }),
    );
  }
  return {
    due: true,
    day,
    appointments: due.filter((item) => item.source === "appointment").length,
    mentoringSessions: due.filter((item) => item.source === "mentoring").length,
    written,
  };
}
