import { z } from "zod";

/**
 * Every date the product shows or reads, in one place: British English, UK time (Europe/London, so
 * British Summer Time is applied on the right days). Browser-safe, so a page can format on either side;
 * pages that must match exactly what the server sent format on the server.
 */

export const TIME_ZONE = "Europe/London";
const LOCALE = "en-GB";
/** A day of 24 hours, in milliseconds: for spans of time ("30 days from now"). UK calendar days are counted with the functions below. */
export const DAY_MS = 24 * 60 * 60 * 1000;

type DateInput = Date | string | number;

function toDate(value: DateInput): Date {
  return value instanceof Date ? value : new Date(value);
}

const longDate = new Intl.DateTimeFormat(LOCALE, { timeZone: TIME_ZONE, day: "numeric", month: "long", year: "numeric" });
const shortDate = new Intl.DateTimeFormat(LOCALE, { timeZone: TIME_ZONE, day: "numeric", month: "short", year: "numeric" });
const time = new Intl.DateTimeFormat(LOCALE, { timeZone: TIME_ZONE, hour: "2-digit", minute: "2-digit", hourCycle: "h23" });
const weekdayDate = new Intl.DateTimeFormat(LOCALE, { timeZone: TIME_ZONE, weekday: "short" });
const dayParts = new Intl.DateTimeFormat(LOCALE, { timeZone: TIME_ZONE, year: "numeric", month: "numeric", day: "numeric" });
const instantParts = new Intl.DateTimeFormat(LOCALE, {
  timeZone: TIME_ZONE,
  year: "numeric",
  month: "numeric",
  day: "numeric",
  hour: "numeric",
  minute: "numeric",
  second: "numeric",
  hourCycle: "h23",
});
// Months and calendar dates are calendar values, not instants: formatted in UTC so no time zone can move them.
const monthYear = new Intl.DateTimeFormat(LOCALE, { timeZone: "UTC", month: "short", year: "numeric" });
const longMonthYear = new Intl.DateTimeFormat(LOCALE, { timeZone: "UTC", month: "long", year: "numeric" });
const weekdayDayMonth = new Intl.DateTimeFormat(LOCALE, { timeZone: "UTC", weekday: "long", day: "numeric", month: "long" });

/** "3 March 2026" (long, the default: letters, emails, account pages) or "3 Mar 2026" (short: tables). */
export function formatDate(value: DateInput, style: "long" | "short" = "long"): string {
  return (style === "long" ? longDate : shortDate).format(toDate(value));
}

/** "3 Mar 2026, 14:05" in UK time: a moment in a list or table. */
export function formatDateTime(value: DateInput): string {
  const date = toDate(value);
  return `${shortDate.format(date)}, ${time.format(date)}`;
}

/** "14:05" in UK time. */
export function formatTime(value: DateInput): string {
  return time.format(toDate(value));
}

/** "Wed 10 Jun 2026": a day that is near, with its weekday to help place it. */
export function formatWeekdayDate(value: DateInput): string {
  const date = toDate(value);
  // Put together from parts, so the server and every browser write the same words.
  return `${weekdayDate.format(date)} ${shortDate.format(date)}`;
}

/** "3 March 2026 at 14:05 (UK time)": for emails, read anywhere. */
export function formatUkTime(value: DateInput): string {
  const date = toDate(value);
  return `${longDate.format(date)} at ${time.format(date)} (UK time)`;
}

/** "Today at 14:05", "Yesterday at 09:30", else "3 March 2026 at 18:00": days are UK calendar days. */
export function formatRelativeDay(value: DateInput, now: DateInput = new Date()): string {
  const date = toDate(value);
  const at = `at ${time.format(date)}`;
  const days = wholeDaysBetween(date, now);
  if (days === 0) return `Today ${at}`;
  if (days === 1) return `Yesterday ${at}`;
  return `${longDate.format(date)} ${at}`;
}

/** "2 minutes", "1 hour": for waits, rounded up so nobody comes back too early. */
export function formatWait(seconds: number): string {
  if (seconds < 60) return seconds <= 1 ? "1 second" : `${Math.ceil(seconds)} seconds`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 60) return minutes === 1 ? "1 minute" : `${minutes} minutes`;
  const hours = Math.ceil(minutes / 60);
  return hours === 1 ? "1 hour" : `${hours} hours`;
}

/** The UK calendar day an instant falls on. */
export function londonDay(value: DateInput): { year: number; month: number; day: number } {
  const parts = Object.fromEntries(dayParts.formatToParts(toDate(value)).map((part) => [part.type, part.value]));
  return { year: Number(parts.year), month: Number(parts.month), day: Number(parts.day) };
}

/** How far London's clock is ahead of UTC at an instant, in milliseconds (0 in winter, one hour in summer). */
function londonOffsetMs(instant: number): number {
  const parts = Object.fromEntries(instantParts.formatToParts(new Date(instant)).map((part) => [part.type, part.value]));
  const asUtc = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute), Number(parts.second));
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/** The UK calendar date at an instant, as YYYY-MM-DD (what date columns hold): ahead of UTC late on summer evenings. */
export function londonDate(value: DateInput): string {
  return joinDay(londonDay(value));
}

/** Whether YYYY-MM-DD names a day that exists (not 30 February). */
export function isCalendarDate(date: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const check = new Date(Date.UTC(year, month - 1, day));
  return check.getUTCFullYear() === year && check.getUTCMonth() === month - 1 && check.getUTCDate() === day;
}

/** The instant a UK calendar day (YYYY-MM-DD) begins. */
export function londonMidnight(date: string): Date {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  const utcMidnight = Date.UTC(year, month - 1, day);
  // The offset at UTC midnight is the one in force at London midnight: the clocks change at 01:00 UTC.
  return new Date(utcMidnight - londonOffsetMs(utcMidnight));
}


/**
 * The last second of a UK calendar day (YYYY-MM-DD) in London's own time with its offset from UTC, as
 * "2027-07-01T23:59:59+01:00": the closing moment a job page states, right in summer time as in winter.
 */
export function londonEndOfDay(date: string): string {
  const lastSecond = londonMidnight(addDays(date, 1)).getTime() - 1000;
  const minutes = Math.round(londonOffsetMs(lastSecond) / 60_000);
  const sign = minutes < 0 ? "-" : "+";
  const hours = String(Math.floor(Math.abs(minutes) / 60)).padStart(2, "0");
  return `${date}T23:59:59${sign}${hours}:${String(Math.abs(minutes) % 60).padStart(2, "0")}`;
}

/** The London hour (0 to 23) at an instant. */
export function londonHour(value: DateInput): number {
  return Number(new Intl.DateTimeFormat("en-GB", { timeZone: TIME_ZONE, hour: "2-digit", hourCycle: "h23" }).format(new Date(value)));
}

/** Today in London, from its midnight to the next (23 or 25 hours on the days the clocks change). */
export function londonToday(now: DateInput): { date: string; start: Date; end: Date } {
  const date = londonDate(now);
  return { date, start: londonMidnight(date), end: londonMidnight(addDays(date, 1)) };
}

/** The instant the UK calendar day holding `value` began. */
export function startOfLondonDay(value: DateInput): Date {
  return londonMidnight(londonDate(value));
}

/** Whole UK calendar days from `from` to `to`: 1 from late yesterday to early today, whatever the clocks did. */
export function wholeDaysBetween(from: DateInput, to: DateInput): number {
  const a = londonDay(from);
  const b = londonDay(to);
  return Math.round((Date.UTC(b.year, b.month - 1, b.day) - Date.UTC(a.year, a.month - 1, a.day)) / DAY_MS);
}

// --- Calendar dates -------------------------------------------------------------------------------------------
// A calendar date is a day on the calendar written YYYY-MM-DD (what date columns hold), never an instant: the
// arithmetic and formatting below are free of time zones. Dates compare as strings: YYYY-MM-DD sorts by time.

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
type DayParts = { year: number; month: number; day: number };
const monthNamesLong = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

/** The year, month and day of a YYYY-MM-DD date; a RangeError for anything not written that way. */
function calendarParts(date: string): DayParts {
  const match = CALENDAR_DATE.exec(date);
  if (!match) throw new RangeError(`Not a date: ${date}`);
  return { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
}

function joinDay({ year, month, day }: DayParts): string {
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/** The number of days in a month (month 1 to 12). */
export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Adds whole days to a YYYY-MM-DD date (negative days go back): 2026-01-31 + 1 = 2026-02-01. */
export function addDays(date: string, days: number): string {
  const { year, month, day } = calendarParts(date);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** Whole days from one YYYY-MM-DD date to another: 1 from today to tomorrow, -1 back to yesterday. */
export function calendarDaysBetween(from: string, to: string): number {
  const a = calendarParts(from);
  const b = calendarParts(to);
  return Math.round((Date.UTC(b.year, b.month - 1, b.day) - Date.UTC(a.year, a.month - 1, a.day)) / DAY_MS);
}

/**
 * Adds whole calendar months to a YYYY-MM-DD date, landing on the month's last day when it has no such day
 * (the way the Rehabilitation of Offenders Act counts, and the in-work checks after a job start):
 * 2023-01-31 + 1 = 2023-02-28, 2024-01-31 + 1 = 2024-02-29, 2023-08-31 + 6 = 2024-02-29.
 */
export function addMonths(date: string, months: number): string {
  if (!Number.isInteger(months)) throw new RangeError("addMonths takes whole months");
  const { year, month, day } = calendarParts(date);
  const index = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(index / 12);
  const targetMonth = (index % 12) + 1;
  return joinDay({ year: targetYear, month: targetMonth, day: Math.min(day, daysInMonth(targetYear, targetMonth)) });
}

/**
 * The same UTC day of the month and UTC clock time `months` months before an instant, on the month's last day
 * when it has no such day (31 March less one month is 28 or 29 February): for retention cut-offs, which are
 * instants, unlike addMonths, which moves a calendar date.
 */
export function monthsBeforeUtc(now: Date, months: number): Date {
  const result = new Date(now.getTime());
  const day = result.getUTCDate();
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() - months);
  const lastDay = new Date(Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0)).getUTCDate();
  result.setUTCDate(Math.min(day, lastDay));
  return result;
}

/** "3 March 2026" for the calendar date 2026-03-03. */
export function formatCalendarDate(date: string): string {
  const { year, month, day } = calendarParts(date);
  return `${day} ${monthNamesLong[month - 1]} ${year}`;
}

/** "March 2026" for any calendar date in that month. */
export function formatCalendarMonth(date: string): string {
  return longMonthYear.format(new Date(`${date}T00:00:00Z`));
}

/** "Monday 23 November" for the calendar date 2026-11-23. */
export function formatCalendarWeekday(date: string): string {
  return weekdayDayMonth.format(new Date(`${date}T00:00:00Z`));
}

// --- Months and years -----------------------------------------------------------------------------------------
// A month is stored as "YYYY-MM" and typed into two boxes, month and year (the GOV.UK date pattern).

const MONTH_VALUE = /^(\d{4})-(0[1-9]|1[0-2])$/;

export function isMonthValue(value: string): boolean {
  return MONTH_VALUE.test(value);
}

/** "2023-04" becomes "Apr 2023". Anything that is not a month value gives "". */
export function formatMonthYear(value: string): string {
  const match = MONTH_VALUE.exec(value);
  if (!match) return "";
  return monthYear.format(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1));
}

/** "Apr 2023 – Jan 2024", "Apr 2023 – Present", or whatever part is known. */
export function formatMonthRange(range: MonthRange): string {
  const start = formatMonthYear(range.startDate);
  const end = range.current ? "Present" : formatMonthYear(range.endDate);
  if (start && end) return `${start} – ${end}`;
  return start || end;
}

export type MonthYear = { month: string; year: string };
export type DatePart = keyof MonthYear;
/** A problem with one date, and which of its two boxes to mark. */
export type DateProblem = { message: string; parts: DatePart[] };
/** A span of months, such as a job: start, and an end unless it is still going on. */
export type MonthRange = { startDate: string; endDate: string; current: boolean };
export type MonthRangeErrors = { startDate?: DateProblem; endDate?: DateProblem };

/** The earliest year a month can be in; the latest is next year (a job about to start). */
export const EARLIEST_YEAR = 1940;

const monthNames = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december"];

/** 1 to 12 from "4", "04", "April" or "apr"; null for anything else. */
export function parseMonth(input: string): number | null {
  const typed = input.trim().toLowerCase();
  if (/^\d{1,2}$/.test(typed)) {
    const month = Number(typed);
    return month >= 1 && month <= 12 ? month : null;
  }
  if (typed.length < 3) return null;
  const index = monthNames.findIndex((name) => name.startsWith(typed.replace(/\.$/, "")));
  return index === -1 ? null : index + 1;
}

/** A four-figure year from EARLIEST_YEAR to next year, or null. */
export function parseYear(input: string, now: Date): number | null {
  const typed = input.trim();
  if (!/^\d{4}$/.test(typed)) return null;
  const year = Number(typed);
  return year >= EARLIEST_YEAR && year <= now.getUTCFullYear() + 1 ? year : null;
}

/**
 * The stored value for the two boxes: "YYYY-MM" for a real month, "" for nothing, else what was typed as
 * "<year>-<month>", so nothing typed is lost before it is put right.
 */
export function joinMonthYear({ month, year }: MonthYear, now = new Date()): string {
  const typedMonth = month.trim();
  const typedYear = year.trim();
  if (!typedMonth && !typedYear) return "";
  const monthNumber = parseMonth(typedMonth);
  const yearNumber = parseYear(typedYear, now);
  if (monthNumber !== null && yearNumber !== null) return `${yearNumber}-${String(monthNumber).padStart(2, "0")}`;
  return `${typedYear}-${typedMonth}`;
}

/** The two boxes for a stored value: "2023-04" gives month "04" and year "2023"; typed values come back as typed. */
export function splitMonthValue(value: string): MonthYear {
  if (!value) return { month: "", year: "" };
  const dash = value.indexOf("-");
  if (dash === -1) return { month: "", year: value };
  return { year: value.slice(0, dash), month: value.slice(dash + 1) };
}

/** What is wrong with one date's two boxes, if anything. Both empty is fine: these dates are optional. */
export function checkMonthYear(parts: MonthYear, name: string, now = new Date()): DateProblem | undefined {
  const month = parts.month.trim();
  const year = parts.year.trim();
  if (!month && !year) return undefined;
  if (!month) return { message: `The ${name} must include a month.`, parts: ["month"] };
  if (!year) return { message: `The ${name} must include a year.`, parts: ["year"] };
  const monthOk = parseMonth(month) !== null;
  const yearFormatOk = /^\d{4}$/.test(year);
  const yearOk = parseYear(year, now) !== null;
  if (!monthOk && !yearOk) {
    return { message: `Enter a real ${name}: a month from 1 to 12 and a year with 4 numbers, for example 4 and 2023.`, parts: ["month", "year"] };
  }
  if (!monthOk) return { message: `Enter the month of the ${name} as a number from 1 to 12, for example 4 for April.`, parts: ["month"] };
  if (!yearFormatOk) return { message: `Enter the year of the ${name} with 4 numbers, for example 2023.`, parts: ["year"] };
  if (!yearOk) {
    return { message: `The year of the ${name} must be between ${EARLIEST_YEAR} and ${now.getUTCFullYear() + 1}.`, parts: ["year"] };
  }
  return undefined;
}

export const dateMessages = {
  endBeforeStart: "The end date cannot be before the start date.",
} as const;

/** Problems with a span's two dates, keyed by the date they belong to. Empty dates are allowed. */
export function validateMonthRange(range: MonthRange, now = new Date()): MonthRangeErrors {
  const errors: MonthRangeErrors = {};
  const { startDate, endDate } = range;
  const startProblem = checkMonthYear(splitMonthValue(startDate), "start date", now);
  if (startProblem) errors.startDate = startProblem;
  if (!range.current && endDate) {
    const endProblem = checkMonthYear(splitMonthValue(endDate), "end date", now);
    if (endProblem) errors.endDate = endProblem;
    // YYYY-MM strings sort in date order.
    else if (isMonthValue(startDate) && isMonthValue(endDate) && endDate < startDate) {
      errors.endDate = { message: dateMessages.endBeforeStart, parts: ["month", "year"] };
    }
  }
  return errors;
}

/** A year on its own (a qualification): four digits, or empty. */
export function validateYear(year: string): string | undefined {
  if (!year.trim()) return undefined;
  return /^\d{4}$/.test(year.trim()) ? undefined : "Enter the year as four numbers, for example 2022.";
}

/**
 * A posted month-and-year field (MonthYearField with a name: `<name>.month` and `<name>.year`) for a form's
 * zod schema: gives "YYYY-MM", or undefined when both boxes are empty (required: the message to give then).
 * The same rules and messages as checkMonthYear, in the browser and in the action.
 */
export function monthYearSchema(name: string, options: { required?: string; now?: () => Date } = {}) {
  const now = options.now ?? (() => new Date());
  return z
    .object({ month: z.string().optional(), year: z.string().optional() })
    .optional()
    .transform((typed, context) => {
      const parts = { month: typed?.month ?? "", year: typed?.year ?? "" };
      const problem = checkMonthYear(parts, name, now());
      if (problem) {
        context.addIssue({ code: "custom", message: problem.message });
        return z.NEVER;
      }
      const value = joinMonthYear(parts, now());
      if (!value && options.required) {
        context.addIssue({ code: "custom", message: options.required });
        return z.NEVER;
      }
      return value || undefined;
    });
}
