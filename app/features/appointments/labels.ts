import type { AppointmentMode } from "../../../db/schema/vocabulary";

/** Words people see for appointments (browser-safe). */
export const appointmentModeLabels: Record<AppointmentMode, string> = {
  in_person: "In person",
  phone: "By phone",
  video: "By video",
};

const london = { timeZone: "Europe/London" } as const;
// Put together from parts, so the server and every browser write the same words.
const weekday = new Intl.DateTimeFormat("en-GB", { ...london, weekday: "short" });
const dayMonthYear = new Intl.DateTimeFormat("en-GB", { ...london, day: "numeric", month: "short", year: "numeric" });
const timeOnly = new Intl.DateTimeFormat("en-GB", { ...london, hour: "2-digit", minute: "2-digit" });

/** When an appointment is, in UK time: "Wed 10 Jun 2026, 11:00 to 12:00", or "11:00 to 12:00" for today's. */
export function appointmentWhen(startsAt: string, endsAt: string, { timeOnly: onlyTime = false } = {}): string {
  const at = new Date(startsAt);
  const start = onlyTime ? timeOnly.format(at) : `${weekday.format(at)} ${dayMonthYear.format(at)}, ${timeOnly.format(at)}`;
  return `${start} to ${timeOnly.format(new Date(endsAt))}`;
}
