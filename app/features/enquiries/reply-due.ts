import { addWorkingDays } from "~/lib/working-days";
import type { formSources } from "../../../db/schema/enquiries";

/**
 * When we promised to reply to a call-back enquiry (browser-safe): within 24 hours for a candidate (the candidate
 * page says so), within two business days for everyone else (the spec's "1-2 business days", at its longest).
 */
export const CANDIDATE_REPLY_HOURS = 24;
export const OTHER_REPLY_WORKING_DAYS = 2;

export function replyDueAt(formSource: (typeof formSources)[number], createdAt: Date): Date {
  if (formSource === "candidate") return new Date(createdAt.getTime() + CANDIDATE_REPLY_HOURS * 3_600_000);
  return addWorkingDays(createdAt, OTHER_REPLY_WORKING_DAYS);
}

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
