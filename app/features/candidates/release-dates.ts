import { calendarDaysBetween } from "~/lib/dates";
import { addWorkingDays } from "~/lib/working-days";
import { REFERRAL_CONTACT_WORKING_DAYS, RELEASE_ALERT_DAYS } from "./alert-windows";

/**
 * The pure date rules behind a referred person's release and first contact (browser-safe): how many days to go,
 * in words, and when each alert is due. Today is a UK calendar date (YYYY-MM-DD), worked out once by the caller.
 */

/** Days from today to an expected release date: 0 on the day, negative once it has passed. */
export function daysToRelease(releaseOn: string, today: string): number {
  return calendarDaysBetween(today, releaseOn);
}

/** The days to go, as words: "in 20 days", "tomorrow", "today", "yesterday", "3 days ago". */
export function releaseDaysPhrase(days: number): string {
  if (days === 0) return "today";
  if (days === 1) return "tomorrow";
  if (days === -1) return "yesterday";
  return days > 0 ? `in ${days.toLocaleString("en-GB")} days` : `${(-days).toLocaleString("en-GB")} days ago`;
}

/** Whether a release is close enough to need an appointment: from today to RELEASE_ALERT_DAYS days ahead. */
export function releaseIsSoon(releaseOn: string, today: string): boolean {
  const days = daysToRelease(releaseOn, today);
  return days >= 0 && days <= RELEASE_ALERT_DAYS;
}

/** The instant the promise of first contact for a referral made at `referredAt` runs out. */
export function firstContactDueAt(referredAt: Date): Date {
  return addWorkingDays(referredAt, REFERRAL_CONTACT_WORKING_DAYS);
}

/**
 * Whether a referral has missed its promised first contact: past the due time, with no contact recorded since it
 * came in (`lastContactAt`: the latest case note or appointment booked for the person, or null).
 */
export function firstContactMissed(referredAt: Date, lastContactAt: Date | null, now: Date): boolean {
  if (lastContactAt && lastContactAt.getTime() >= referredAt.getTime()) return false;
  return firstContactDueAt(referredAt).getTime() < now.getTime();
}
