/**
 * Dates on the account page, in UK time and plain words: "Today at 14:05", "Yesterday at 09:30",
 * "3 March 2026 at 18:00". Formatted on the server, so the browser shows exactly what the server sent.
 */

const TIME_ZONE = "Europe/London";

const dayKey = new Intl.DateTimeFormat("en-GB", { timeZone: TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit" });
const time = new Intl.DateTimeFormat("en-GB", { timeZone: TIME_ZONE, hour: "2-digit", minute: "2-digit", hourCycle: "h23" });
const fullDate = new Intl.DateTimeFormat("en-GB", { timeZone: TIME_ZONE, day: "numeric", month: "long", year: "numeric" });

export function formatWhen(when: Date, now: Date = new Date()): string {
  const at = `at ${time.format(when)}`;
  const day = dayKey.format(when);
  if (day === dayKey.format(now)) return `Today ${at}`;
  if (day === dayKey.format(new Date(now.getTime() - 24 * 60 * 60 * 1000))) return `Yesterday ${at}`;
  return `${fullDate.format(when)} ${at}`;
}

/** "2 minutes", "1 hour": for waits, rounded up so nobody comes back too early. */
export function formatWait(seconds: number): string {
  if (seconds < 60) return seconds <= 1 ? "1 second" : `${Math.ceil(seconds)} seconds`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 60) return minutes === 1 ? "1 minute" : `${minutes} minutes`;
  const hours = Math.ceil(minutes / 60);
  return hours === 1 ? "1 hour" : `${hours} hours`;
}
