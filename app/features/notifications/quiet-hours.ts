import { addDays, londonDate, londonHour, londonMidnight } from "~/lib/dates";

/** No texts from 21:00 to 08:00 London time (decision 0035). */
export const QUIET_FROM_HOUR = 21;
export const QUIET_UNTIL_HOUR = 8;

/** A London wall-clock time on a London calendar date, as an instant (right across both clock changes). */
export function londonTimeOn(date: string, hour: number): Date {
  const midnight = londonMidnight(date);
  // Midnight plus the hours, then corrected by the offset change if a clock change falls between.
  const guess = new Date(midnight.getTime() + hour * 3_600_000);
  const drift = londonHour(guess) - hour;
  return drift === 0 ? guess : new Date(guess.getTime() - drift * 3_600_000);
}

/** When a text written at `at` may go: `at` itself outside quiet hours, else the next 08:00 in London. */
export function textMayGoAt(at: Date): Date {
  const hour = londonHour(at);
  if (hour >= QUIET_UNTIL_HOUR && hour < QUIET_FROM_HOUR) return at;
  const today = londonDate(at);
  return londonTimeOn(hour < QUIET_UNTIL_HOUR ? today : addDays(today, 1), QUIET_UNTIL_HOUR);
}
