/**
 * Day boundaries as people in the UK live them. The server runs in UTC, but "today's appointments" and
 * "overdue" mean the day in Europe/London, which is an hour ahead of UTC in summer.
 */

const londonParts = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/London",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
});

function wallClock(instant: Date): { year: number; month: number; day: number; hour: number; minute: number; second: number } {
  const parts = Object.fromEntries(londonParts.formatToParts(instant).map((part) => [part.type, part.value]));
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
}

/** The calendar date in London at `now`, as YYYY-MM-DD (the form date columns hold). */
export function londonDate(now: Date): string {
  const { year, month, day } = wallClock(now);
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/** The instant London's day `date` (YYYY-MM-DD) begins. */
export function londonMidnight(date: string): Date {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  const asUtc = Date.UTC(year, month - 1, day);
  // London is UTC or UTC+1: read the wall clock at UTC midnight to find the offset that day.
  const wall = wallClock(new Date(asUtc));
  const wallAsUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  return new Date(asUtc - (wallAsUtc - asUtc));
}

/** Adds whole days to a YYYY-MM-DD date. */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** Today in London, from its midnight to the next. */
export function londonToday(now: Date): { date: string; start: Date; end: Date } {
  const date = londonDate(now);
  return { date, start: londonMidnight(date), end: londonMidnight(addDays(date, 1)) };
}
