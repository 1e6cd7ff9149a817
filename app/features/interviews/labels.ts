import type { AppointmentMode, InterviewState } from "../../../db/schema/vocabulary";
import { formatTime, formatWeekdayDate } from "~/lib/dates";

/** Words people see for interviews (browser-safe). */

export const interviewModeLabels: Record<AppointmentMode, string> = {
  in_person: "In person",
  phone: "By phone",
  video: "By video",
};

/** Where an interview stands, as the employer reads it. */
export const employerStateLabels: Record<InterviewState, string> = {
  offered: "Times offered: waiting for the candidate to choose",
  accepted: "Time accepted",
  another_time_asked: "The candidate asked for another time",
  cancelled: "Cancelled",
};

/** Where an interview stands, as the candidate reads it. */
export const candidateStateLabels: Record<InterviewState, string> = {
  offered: "Times offered: choose one, or ask for another time",
  accepted: "Time accepted",
  another_time_asked: "You asked for another time: the employer will offer new times",
  cancelled: "Cancelled",
};

/** "Tue 2 Dec 2026 at 10:00, in person": one offered time, for the status history and lists. */
export function interviewTimeLine(startsAt: Date | string, mode: AppointmentMode): string {
  return `${formatWeekdayDate(startsAt)} at ${formatTime(startsAt)}, ${interviewModeLabels[mode].toLowerCase()}`;
}
