/**
 * Calendar arithmetic on plain dates (YYYY-MM-DD), the way the Rehabilitation of Offenders Act counts periods:
 * whole calendar months added to a date, landing on the last day of the month when that day does not exist
 * (31 January + 1 month = 28 or 29 February). Dates are compared as strings: YYYY-MM-DD sorts by time.
 * Browser-safe and free of time zones: a date here is a day on the calendar, never an instant.
 */

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The average length of a month in days (365.25 / 12), used only for the part of a length that is not whole months. */
export const DAYS_PER_MONTH = 30.4375;

type Parts = { year: number; month: number; day: number };

function parts(date: string): Parts {
  const match = ISO_DATE.exec(date);
  if (!match) throw new RangeError(`Not a date: ${date}`);
  return { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
}

function format({ year, month, day }: Parts): string {
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/** The number of days in a month (month 1 to 12). */
export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Whether the text is a real calendar date written YYYY-MM-DD (not 30 February). */
export function isIsoDate(date: string): boolean {
  const match = ISO_DATE.exec(date);
  if (!match) return false;
  const { year, month, day } = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  return year >= 1 && month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

/**
 * Adds whole calendar months, clamped to the end of the month: 2023-01-31 + 1 = 2023-02-28,
 * 2024-01-31 + 1 = 2024-02-29, 2023-08-31 + 6 = 2024-02-29.
 */
export function addMonths(date: string, months: number): string {
  if (!Number.isInteger(months)) throw new RangeError("addMonths takes whole months");
  const { year, month, day } = parts(date);
  const index = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(index / 12);
  const targetMonth = (index % 12) + 1;
  return format({ year: targetYear, month: targetMonth, day: Math.min(day, daysInMonth(targetYear, targetMonth)) });
}

export function addDays(date: string, days: number): string {
  const { year, month, day } = parts(date);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/**
 * Adds a length given in months that may not be whole (a sentence of 16 weeks is about 3.68 months): the whole
 * months as calendar months, then the rest as days (a month counted as 30.4375 days), rounded to the nearest day.
 */
export function addLength(date: string, months: number): string {
  const whole = Math.floor(months);
  const rest = Math.round((months - whole) * DAYS_PER_MONTH);
  const afterMonths = addMonths(date, whole);
  return rest === 0 ? afterMonths : addDays(afterMonths, rest);
}

/** Whole days from one date to another (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  const a = parts(from);
  const b = parts(to);
  return Math.round((Date.UTC(b.year, b.month - 1, b.day) - Date.UTC(a.year, a.month - 1, a.day)) / 86_400_000);
}

export function laterOf(a: string, b: string): string {
  return a >= b ? a : b;
}

export function earlierOf(a: string, b: string): string {
  return a <= b ? a : b;
}

/** "3 March 2026": how the checker writes a date in its answers. */
export function longDate(date: string): string {
  const { year, month, day } = parts(date);
  const names = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];
  return `${day} ${names[month - 1]} ${year}`;
}
