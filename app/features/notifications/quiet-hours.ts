import { addDays, londonDate, londonHour, londonMidnight } from "~/lib/dates";

/** Whole London hours with no texts: from `from`:00 until `until`:00, across midnight when from > until. */
export type QuietHours = { from: number; until: number };

/** No texts from 21:00 to 08:00 London time (decision 0035; TEXT_QUIET_HOURS). */
export const DEFAULT_QUIET_HOURS: QuietHours = { from: 21, until: 8 };

/** A London wall-clock time on a London calendar date, as an instant (right across both clock changes). */
export function londonTimeOn(date: string, hour: number): Date {
  const midnight = londonMidnight(date);
  // Midnight plus the hours, then corrected by the offset change if a clock change falls between.
  const guess = new Date(midnight.getTime() + hour * 3_600_000);
  const drift = londonHour(guess) - hour;
  return drift === 0 ? guess : new Date(guess.getTime() - drift * 3_600_000);
}

function isQuiet(hour: number, quiet: QuietHours): boolean {
  return quiet.from > quiet.until ? hour >= quiet.from || hour < quiet.until : hour >= quiet.from && hour < quiet.until;
}

/** When a text written at `at` may go: `at` itself outside quiet hours, else when they next end in London. */
export function textMayGoAt(at: Date, quiet: QuietHours | null = DEFAULT_QUIET_HOURS): Date {
  if (!quiet) return at;
  const hour = londonHour(at);
  if (!isQuiet(hour, quiet)) return at;
  const today = londonDate(at);
  return londonTimeOn(hour < quiet.until ? today : addDays(today, 1), quiet.until);
}
