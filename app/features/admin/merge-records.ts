import { z } from "zod";
import type { availabilities, Barrier, ReadinessItemStatus, ReadinessStatus, rightToWorkStatuses } from "../../../db/schema/vocabulary";

/**
 * Merging two records of one person (browser-safe): the form's schema, its messages, and the pure rules that
 * decide whether a merge may happen and which row wins when both records hold one of the same thing.
 */

export const mergeMessages = {
  choose: "Choose the record to keep and the record to merge into it.",
  same: "You chose the same record twice. Choose two different records of the same person.",
  missing: "One of these records no longer exists. Search again and choose two records.",
  demo: "Demonstration records cannot be merged.",
  bothAccounts: "Both records have their own account. Two accounts cannot be merged here: ask the person which account they use.",
  confirm: "Confirm that you want to merge these records.",
} as const;

export const mergeRecordsSchema = z.object({
  intent: z.literal("merge", { error: mergeMessages.choose }),
  keep: z.uuid({ error: mergeMessages.choose }),
  merge: z.uuid({ error: mergeMessages.choose }),
  confirmed: z.literal("yes", { error: mergeMessages.confirm }),
});

export type MergeCandidate = { id: string; demo: boolean; userId: string | null };

export type MergeRefusal = keyof Pick<typeof mergeMessages, "same" | "missing" | "demo" | "bothAccounts">;

/** Why two records may not be merged, or null when they may. */
export function mergeRefusal(keep: MergeCandidate | undefined, merge: MergeCandidate | undefined): MergeRefusal | null {
  if (keep && merge && keep.id === merge.id) return "same";
  if (!keep || !merge) return "missing";
  if (keep.demo || merge.demo) return "demo";
  if (keep.userId && merge.userId) return "bothAccounts";
  return null;
}

const statusRank: Record<ReadinessItemStatus, number> = { not_started: 0, in_progress: 1, done: 2 };

/** On the readiness checklist, the merged record's item replaces the kept one only when it is further along. */
export function mergedItemWins(kept: ReadinessItemStatus, merged: ReadinessItemStatus): boolean {
  return statusRank[merged] > statusRank[kept];
}

/** A one-per-person row (a saved CV, a saved disclosure check): the newer one stays; the kept record's on a tie. */
export function mergedRowWins(kept: Date, merged: Date): boolean {
  return merged.getTime() > kept.getTime();
}

/**
 * The barriers of the merged person: both lists together, without "none" when anything else is listed (a person
 * cannot have no barriers and some at once).
 */
export function mergedBarriers(kept: readonly Barrier[], merged: readonly Barrier[]): Barrier[] {
  const all = [...new Set([...kept, ...merged])];
  return all.some((barrier) => barrier !== "none") ? all.filter((barrier) => barrier !== "none") : all;
}

type Availability = (typeof availabilities)[number];
type RightToWorkStatus = (typeof rightToWorkStatuses)[number];

/** The profile details a merge may fill in on the kept record. */
export type MergeProfile = {
  town: string | null;
  travelArea: string | null;
  travelMiles: number | null;
  workInterests: string[];
  skills: string[];
  availability: Availability | null;
  rightToWork: RightToWorkStatus;
  releasedOn: string | null;
  readinessStatus: ReadinessStatus;
  readinessReason: string | null;
  readinessChangedAt: Date | null;
  readinessChangedByName: string | null;
};

/**
 * The kept record's profile with its gaps filled from the merged one: what the kept record holds always stays; an
 * empty field, an unchecked right to work or a readiness never set takes the merged record's. Only the changed
 * fields are returned.
 */
export function filledProfile(kept: MergeProfile, merged: MergeProfile): Partial<MergeProfile> {
  const changes: Partial<MergeProfile> = {};
  if (kept.town === null && merged.town !== null) changes.town = merged.town;
  if (kept.travelArea === null && merged.travelArea !== null) changes.travelArea = merged.travelArea;
  if (kept.travelMiles === null && merged.travelMiles !== null) changes.travelMiles = merged.travelMiles;
  if (kept.workInterests.length === 0 && merged.workInterests.length > 0) changes.workInterests = merged.workInterests;
  if (kept.skills.length === 0 && merged.skills.length > 0) changes.skills = merged.skills;
  if (kept.availability === null && merged.availability !== null) changes.availability = merged.availability;
  if (kept.rightToWork === "to_check" && merged.rightToWork !== "to_check") changes.rightToWork = merged.rightToWork;
  if (kept.releasedOn === null && merged.releasedOn !== null) changes.releasedOn = merged.releasedOn;
  if (kept.readinessStatus === "not_started" && merged.readinessStatus !== "not_started") {
    changes.readinessStatus = merged.readinessStatus;
    changes.readinessReason = merged.readinessReason;
    changes.readinessChangedAt = merged.readinessChangedAt;
    changes.readinessChangedByName = merged.readinessChangedByName;
  }
  return changes;
}
