import { z } from "zod";
import { appointmentModes, attendanceOutcomes } from "../../../db/schema/vocabulary";
import { addDays, formatCalendarDate, formatCalendarMonth, formatCalendarWeekday, formatTime, isCalendarDate, londonMidnight } from "~/lib/dates";
import { weekday } from "~/lib/working-days";

/**
 * The caseworker's calendar (browser-safe): which week or month the URL asks for, the days it covers, and the
 * forms that book, move and cancel appointments and record attendance. One schema per form, used in the browser
 * and by the action.
 */

export const calendarViews = ["week", "month"] as const;
export type CalendarView = (typeof calendarViews)[number];

export type CalendarRange = {
  view: CalendarView;
  /** The day the URL named (or today), YYYY-MM-DD. */
  date: string;
  /** The first day shown and the day after the last, YYYY-MM-DD. */
  from: string;
  to: string;
  /** The dates the prev and next links open. */
  previous: string;
  next: string;
};

/** The week (Monday to Sunday) or month holding `?date=`, today when it is missing or not a real date. */
export function calendarRange(url: URL, today: string): CalendarRange {
  const view: CalendarView = url.searchParams.get("view") === "month" ? "month" : "week";
  const asked = url.searchParams.get("date") ?? "";
  const date = isCalendarDate(asked) && asked >= "2000-01-01" && asked <= "2100-12-31" ? asked : today;
  if (view === "week") {
    const from = addDays(date, -((weekday(date) + 6) % 7));
    return { view, date, from, to: addDays(from, 7), previous: addDays(from, -7), next: addDays(from, 7) };
  }
  const from = `${date.slice(0, 7)}-01`;
  const to = firstOfNextMonth(from);
  return { view, date, from, to, previous: firstOfPreviousMonth(from), next: to };
}

function firstOfNextMonth(first: string): string {
  const [year, month] = first.split("-").map(Number) as [number, number];
  return month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, "0")}-01`;
}

function firstOfPreviousMonth(first: string): string {
  const [year, month] = first.split("-").map(Number) as [number, number];
  return month === 1 ? `${year - 1}-12-01` : `${year}-${String(month - 1).padStart(2, "0")}-01`;
}

/** Every day from `from` up to (not including) `to`. */
export function daysOf(range: Pick<CalendarRange, "from" | "to">): string[] {
  const days: string[] = [];
  for (let day = range.from; day < range.to; day = addDays(day, 1)) days.push(day);
  return days;
}

/** The query string of a calendar page: its view and date, and anything else given. */
export function calendarQuery(view: CalendarView, date: string, extra: Record<string, string> = {}): string {
  return `?${new URLSearchParams({ view, date, ...extra }).toString()}`;
}

/** "Week of 23 November 2026" or "November 2026". */
export function rangeTitle(range: CalendarRange): string {
  return range.view === "week" ? `Week of ${formatCalendarDate(range.from)}` : formatCalendarMonth(range.from);
}

/** "Monday 23 November". */
export function dayHeading(date: string): string {
  return formatCalendarWeekday(date);
}

/** The instant a UK date and clock time (HH:MM) name, British Summer Time applied. */
export function londonInstant(date: string, time: string): Date {
  const [hours, minutes] = time.split(":").map(Number) as [number, number];
  const guess = londonMidnight(date).getTime() + (hours * 60 + minutes) * 60_000;
  // On the days the clocks change, midnight's offset is not the one at `time`: correct by what the clock reads.
  const [shownHours, shownMinutes] = formatTime(guess).split(":").map(Number) as [number, number];
  let drift = shownHours * 60 + shownMinutes - (hours * 60 + minutes);
  // Late in the evening the clock may read past midnight: a drift is never more than a few hours.
  if (drift > 12 * 60) drift -= 24 * 60;
  if (drift < -12 * 60) drift += 24 * 60;
  const corrected = guess - drift * 60_000;
  return new Date(corrected);
}

// --- Forms ----------------------------------------------------------------------------------------------------

export const APPOINTMENT_FORM_ID = "appointment-form";
/** Where links to the booking and moving form land: its section's heading. */
export const APPOINTMENT_FORM_ANCHOR = `#${APPOINTMENT_FORM_ID}-heading`;

/** How many people the booking form lists (far more than a caseload holds); a larger caseload books from the record. */
export const CASELOAD_CHOICES = 500;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
/** The longest appointment the form takes. */
const MAX_MINUTES = 12 * 60;

export const appointmentMessages = {
  candidate: "Choose who the appointment is with",
  title: "Enter what the appointment is for",
  titleLong: "The title must be 120 characters or fewer",
  mode: "Choose how you will meet",
  locationLong: "The place must be 200 characters or fewer",
  date: "Enter the date of the appointment",
  realDate: "Enter a real date, for example 27/11/2026",
  startTime: "Enter the start time, for example 14:30",
  endTime: "Enter the end time, for example 15:30",
  endAfterStart: "The end time must be after the start time",
  tooLong: "An appointment can last up to 12 hours",
} as const;

/** The date and times every booking and move has; checked together so the end follows the start. */
const whenFields = {
  date: z
    .string({ error: appointmentMessages.date })
    .trim()
    .min(1, appointmentMessages.date)
    .refine((value) => isCalendarDate(value) && value >= "2000-01-01" && value <= "2100-12-31", appointmentMessages.realDate),
  startTime: z.string({ error: appointmentMessages.startTime }).trim().regex(TIME, appointmentMessages.startTime),
  endTime: z.string({ error: appointmentMessages.endTime }).trim().regex(TIME, appointmentMessages.endTime),
};

function minutesOf(time: string): number {
  const [hours, minutes] = time.split(":").map(Number) as [number, number];
  return hours * 60 + minutes;
}

/**
 * Run even when another field is wrong (zod skips an object's refinements after a missing field), so every
 * problem shows at once; only when both times are there to compare.
 */
const whenTimesGiven = {
  when(payload: { value: unknown }) {
    const value = payload.value as { startTime?: unknown; endTime?: unknown } | undefined;
    return typeof value?.startTime === "string" && typeof value?.endTime === "string" && TIME.test(value.startTime.trim()) && TIME.test(value.endTime.trim());
  },
};

function endsAfterStart(value: { startTime: string; endTime: string }): boolean {
  return minutesOf(value.endTime) > minutesOf(value.startTime);
}

function notTooLong(value: { startTime: string; endTime: string }): boolean {
  const length = minutesOf(value.endTime) - minutesOf(value.startTime);
  return length <= 0 || length <= MAX_MINUTES;
}

export const addAppointmentSchema = z
  .object({
    intent: z.literal("add"),
    candidateId: z.string({ error: appointmentMessages.candidate }).trim().min(1, appointmentMessages.candidate),
    title: z.string({ error: appointmentMessages.title }).trim().min(1, appointmentMessages.title).max(120, appointmentMessages.titleLong),
    mode: z.enum(appointmentModes, { error: appointmentMessages.mode }),
    location: z
      .string()
      .trim()
      .max(200, appointmentMessages.locationLong)
      .optional()
      .transform((value) => value || null),
    ...whenFields,
  })
  .refine(endsAfterStart, { path: ["endTime"], message: appointmentMessages.endAfterStart, ...whenTimesGiven })
  .refine(notTooLong, { path: ["endTime"], message: appointmentMessages.tooLong, ...whenTimesGiven });

export const moveAppointmentSchema = z
  .object({
    intent: z.literal("move"),
    appointmentId: z.uuid({ error: "That appointment was not recognised. Open it again from your calendar." }),
    ...whenFields,
  })
  .refine(endsAfterStart, { path: ["endTime"], message: appointmentMessages.endAfterStart, ...whenTimesGiven })
  .refine(notTooLong, { path: ["endTime"], message: appointmentMessages.tooLong, ...whenTimesGiven });

export const cancelAppointmentSchema = z.object({
  intent: z.literal("cancel"),
  appointmentId: z.uuid({ error: "That appointment was not recognised. Open it again from your calendar." }),
});

export const attendanceMessages = {
  outcome: "Choose whether they came",
  reason: "Say why they were late or did not come, if you know",
  reasonLong: "The reason must be 500 characters or fewer",
} as const;

export const attendanceSchema = z.object({
  intent: z.literal("attendance"),
  appointmentId: z.uuid({ error: "That appointment was not recognised. Open it again from your calendar." }),
  attendance: z.enum(attendanceOutcomes, { error: attendanceMessages.outcome }),
  reason: z
    .string()
    .trim()
    .max(500, attendanceMessages.reasonLong)
    .optional()
    .transform((value) => value || null),
});

export const addFieldNames = ["candidateId", "title", "mode", "location", "date", "startTime", "endTime"] as const;
export const moveFieldNames = ["date", "startTime", "endTime"] as const;

/** What the page says after a change (the action redirects with ?done=…). */
export const calendarDoneMessages = {
  added: "The appointment was booked.",
  moved: "The appointment was moved.",
  cancelled: "The appointment was cancelled. It stays on record, marked as cancelled.",
  attendance: "Attendance was recorded.",
} as const;
export type CalendarDone = keyof typeof calendarDoneMessages;

export function calendarDoneFrom(value: string | null): CalendarDone | null {
  return value && Object.hasOwn(calendarDoneMessages, value) ? (value as CalendarDone) : null;
}
