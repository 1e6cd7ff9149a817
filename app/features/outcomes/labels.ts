import type { OutcomeCheckpoint } from "../../../db/schema/vocabulary";

/** Words people see for the in-work checkpoints after a start (browser-safe). */
export const outcomeCheckpointLabels: Record<OutcomeCheckpoint, string> = {
  six_weeks: "6 weeks",
  six_months: "6 months",
  one_year: "1 year",
};

/** How many of those checked were still in work, with the share as a rounded percentage; or that none was checked. */
export function inWorkPhrase(inWork: number, checked: number): string {
  if (checked === 0) return "None checked yet";
  return `${inWork} of ${checked} still in work (${Math.round((inWork / checked) * 100)}%)`;
}
