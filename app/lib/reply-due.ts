import { addWorkingDays } from "./working-days";
import type { formSources } from "../../db/schema/enquiries";

/**
 * When we promised to reply to a call-back enquiry (browser-safe): within 24 hours for a candidate (the candidate
 * page says so), within two business days for everyone else (the spec's "1-2 business days", at its longest).
 * Shared: the enquiries inbox shows it, and the notices say when an enquiry has waited past it.
 */
export const CANDIDATE_REPLY_HOURS = 24;
export const OTHER_REPLY_WORKING_DAYS = 2;

export function replyDueAt(formSource: (typeof formSources)[number], createdAt: Date): Date {
  if (formSource === "candidate") return new Date(createdAt.getTime() + CANDIDATE_REPLY_HOURS * 3_600_000);
  return addWorkingDays(createdAt, OTHER_REPLY_WORKING_DAYS);
}
