import { addDays, londonDate } from "~/lib/dates";
import { londonTimeOn } from "./quiet-hours";

/**
 * The London day whose appointments get their reminder at `now`, or null before the reminder hour: tomorrow, once
 * today's London time has reached `reminderHour`. A server down at that hour catches up at its next run, until
 * midnight; after midnight "tomorrow" has moved on and the day it missed is today.
 */
export function reminderDayAt(now: Date, reminderHour: number): string | null {
  const today = londonDate(now);
  if (now.getTime() < londonTimeOn(today, reminderHour).getTime()) return null;
  return addDays(today, 1);
}
