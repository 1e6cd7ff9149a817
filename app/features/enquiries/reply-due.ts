// The promise itself is shared with the notices (which may not import this feature); the inbox's wording is here.
export { CANDIDATE_REPLY_HOURS, OTHER_REPLY_WORKING_DAYS, replyDueAt } from "~/lib/reply-due";

/** "3 hours left", "1 day 2 hours left", "5 hours overdue": the time to the promised reply, in whole hours. */
export function timeToReply(dueAt: Date, now: Date): { overdue: boolean; text: string } {
  const ms = dueAt.getTime() - now.getTime();
  const hours = Math.floor(Math.abs(ms) / 3_600_000);
  const days = Math.floor(hours / 24);
  const rest = hours % 24;
  const parts = [days > 0 ? `${days} ${days === 1 ? "day" : "days"}` : "", rest > 0 || days === 0 ? `${rest} ${rest === 1 ? "hour" : "hours"}` : ""].filter(Boolean);
  const span = hours === 0 ? "under an hour" : parts.join(" ");
  return ms < 0 ? { overdue: true, text: `${span} overdue` } : { overdue: false, text: `${span} left` };
}
