import type { AppointmentMode } from "../../../db/schema/vocabulary";
import { formatDateTime, formatTime, formatWeekdayDate } from "~/lib/dates";

/** Words people see for appointments (browser-safe). */
export const appointmentModeLabels: Record<AppointmentMode, string> = {
  in_person: "In person",
  phone: "By phone",
  video: "By video",
};

/** When an appointment is, in UK time: "Wed 10 Jun 2026, 11:00 to 12:00", or "11:00 to 12:00" for today's. */
export function appointmentWhen(startsAt: string, endsAt: string, { timeOnly: onlyTime = false } = {}): string {
  const start = onlyTime ? formatTime(startsAt) : `${formatWeekdayDate(startsAt)}, ${formatTime(startsAt)}`;
  return `${start} to ${formatTime(endsAt)}`;
}

/** How an appointment went, as a caseworker records it. */
export const attendanceLabels = { attended: "Attended", late: "Late", did_not_attend: "Did not attend" } as const;

/** The same, as the person's own diary says it once our team has recorded it. */
export const attendanceForCandidate = { attended: "Attended", late: "Attended, arrived late", did_not_attend: "Missed" } as const;

/**
 * Who cancelled an appointment and when, for the caseworker's calendar and record, or (with `forCandidate`) the
 * candidate's own diary: "Cancelled by Sam Jones (the candidate) on …: reason", "Cancelled by you on …".
 */
export function cancelledLine(
  cancelledAt: string,
  who: { cancelledByName: string | null; cancelledByCandidate: boolean; cancellationReason: string | null },
  { forCandidate = false } = {},
): string {
  const by = forCandidate ? (who.cancelledByCandidate ? " by you" : " by our team") : who.cancelledByName ? ` by ${who.cancelledByName}${who.cancelledByCandidate ? " (the candidate)" : ""}` : "";
  return `Cancelled${by} on ${formatDateTime(cancelledAt)}${who.cancellationReason ? `. Reason: ${who.cancellationReason}` : ""}`;
}
