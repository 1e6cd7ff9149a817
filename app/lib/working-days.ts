import { addDays, londonDate, londonMidnight } from "./dates";

/**
 * Working days (Monday to Friday, in UK time) for the promises the service makes: a reply within two business
 * days, a referral picked up within two working days. Bank holidays are not counted out: the promise is
 * measured as the people keeping it would count it on an ordinary week.
 */

/** 0 Sunday to 6 Saturday, for a YYYY-MM-DD calendar date. */
export function weekday(date: string): number {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay();
}

export function isWorkingDay(date: string): boolean {
  const day = weekday(date);
  return day !== 0 && day !== 6;
}

/**
 * The instant `days` working days after `from`, at the same UK clock time. Something that arrives at a weekend
 * counts from the start of the Monday after it, so a Saturday enquiry with two business days is due on Wednesday
 * at midnight.
 */
export function addWorkingDays(from: Date, days: number): Date {
  let date = londonDate(from);
  let sinceMidnight = from.getTime() - londonMidnight(date).getTime();
  while (!isWorkingDay(date)) {
    date = addDays(date, 1);
    sinceMidnight = 0;
  }
  for (let counted = 0; counted < days; ) {
    date = addDays(date, 1);
    if (isWorkingDay(date)) counted += 1;
  }
  return new Date(londonMidnight(date).getTime() + sinceMidnight);
}
