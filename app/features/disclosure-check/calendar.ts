import { addDays, addMonths, daysInMonth } from "~/lib/dates";

/**
 * The disclosure checker's counting on plain dates (YYYY-MM-DD), the way the Rehabilitation of Offenders Act
 * counts periods. Whole months and days are counted by app/lib/dates.ts (addMonths lands on the month's last day
 * when the day does not exist: 31 January + 1 month = 28 or 29 February); what is the checker's own is a length
 * that is not whole months. Dates are compared as strings: YYYY-MM-DD sorts by time.
 * Browser-safe and free of time zones: a date here is a day on the calendar, never an instant.
 */

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The average length of a month in days (365.25 / 12), used only for the part of a length that is not whole months. */
export const DAYS_PER_MONTH = 30.4375;

/** Whether the text is a real calendar date written YYYY-MM-DD (not 30 February). */
export function isIsoDate(date: string): boolean {
  const match = ISO_DATE.exec(date);
  if (!match) return false;
  const { year, month, day } = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  return year >= 1 && month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
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

export function laterOf(a: string, b: string): string {
  return a >= b ? a : b;
}
