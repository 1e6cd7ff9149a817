import { outcomeCheckpoints, type OutcomeCheckpoint } from "../../db/schema/vocabulary";
import { addDays, addMonths } from "./dates";

/**
 * When each in-work check after a job start falls due (browser-safe; shared by the outcomes pages and the notices that say a check is due): 6 weeks, 6 months and 1 year after the
 * start. A month on is the same day of the month, or the month's last day when it has no such day.
 */

/** The day a checkpoint falls due for a start on `startedOn` (YYYY-MM-DD). */
export function checkpointDueOn(startedOn: string, checkpoint: OutcomeCheckpoint): string {
  switch (checkpoint) {
    case "six_weeks":
      return addDays(startedOn, 42);
    case "six_months":
      return addMonths(startedOn, 6);
    case "one_year":
      return addMonths(startedOn, 12);
  }
}

export type RecordedCheck = { checkpoint: OutcomeCheckpoint; inWork: boolean };

export type CheckpointState =
  | { checkpoint: OutcomeCheckpoint; dueOn: string; state: "recorded"; inWork: boolean }
  | { checkpoint: OutcomeCheckpoint; dueOn: string; state: "due" | "upcoming" }
  /** They had already left work at an earlier check: nothing more to ask. */
  | { checkpoint: OutcomeCheckpoint; dueOn: string; state: "not_needed" };

/** Where each of a start's three checks is up to on `today`. */
export function checkpointStates(startedOn: string, recorded: readonly RecordedCheck[], today: string): CheckpointState[] {
  const byCheckpoint = new Map(recorded.map((check) => [check.checkpoint, check]));
  let left = false;
  return outcomeCheckpoints.map((checkpoint) => {
    const dueOn = checkpointDueOn(startedOn, checkpoint);
    const check = byCheckpoint.get(checkpoint);
    if (check) {
      if (!check.inWork) left = true;
      return { checkpoint, dueOn, state: "recorded", inWork: check.inWork };
    }
    if (left) return { checkpoint, dueOn, state: "not_needed" };
    return { checkpoint, dueOn, state: dueOn <= today ? "due" : "upcoming" };
  });
}
