import { and, count, eq, inArray } from "drizzle-orm";
import { candidates, readinessChecklist } from "../../../db/schema";
import {
  readinessItems,
  readinessStatuses,
  type ReadinessItem,
  type ReadinessItemStatus,
  type ReadinessStatus,
} from "../../../db/schema/vocabulary";
import { caseloadCandidateIds, type KnownCaseworker } from "~/features/candidates/caseload.server";
import { countsInOrder } from "~/lib/counts";
import type { CandidateSubject } from "~/lib/data-subject";
import type { AppDb } from "~/lib/db.server";

export type CandidateReadiness = {
  status: ReadinessStatus;
  /** Why the caseworker set the status, who did and when (null for "Not started", where everyone begins). */
  reason: string | null;
  changedAt: string | null;
  changedByName: string | null;
  /** Every checklist item in the usual order; an item never touched is not started. */
  items: { item: ReadinessItem; status: ReadinessItemStatus; markedByService: boolean }[];
  done: number;
};

/** A candidate's readiness status and checklist; null when the subject names no candidate in its data set. */
export async function candidateReadiness(db: AppDb, subject: CandidateSubject & { candidateId: string }): Promise<CandidateReadiness | null> {
  const [profile, checklist] = await Promise.all([
    db
      .select({
        status: candidates.readinessStatus,
        reason: candidates.readinessReason,
        changedAt: candidates.readinessChangedAt,
        changedByName: candidates.readinessChangedByName,
      })
      .from(candidates)
      .where(and(eq(candidates.id, subject.candidateId), eq(candidates.demo, subject.demo)))
      .limit(1),
    db
      .select({ item: readinessChecklist.item, status: readinessChecklist.status, markedByService: readinessChecklist.markedByService })
      .from(readinessChecklist)
      .innerJoin(candidates, eq(candidates.id, readinessChecklist.candidateId))
      .where(and(eq(readinessChecklist.candidateId, subject.candidateId), eq(candidates.demo, subject.demo))),
  ]);
  const stored = profile[0];
  if (!stored) return null;
  const recorded = new Map(checklist.map((row) => [row.item, row]));
  const items = readinessItems.map((item) => ({
    item,
    status: recorded.get(item)?.status ?? ("not_started" as const),
    markedByService: recorded.get(item)?.markedByService ?? false,
  }));
  return {
    status: stored.status,
    reason: stored.status === "not_started" ? null : stored.reason,
    changedAt: stored.changedAt?.toISOString() ?? null,
    changedByName: stored.changedByName,
    items,
    done: items.filter((row) => row.status === "done").length,
  };
}

/** How many of a caseworker's caseload are at each readiness status. */
export async function caseloadReadiness(db: AppDb, subject: KnownCaseworker) {
  const rows = await db
    .select({ value: candidates.readinessStatus, count: count() })
    .from(candidates)
    .where(and(eq(candidates.demo, subject.demo), inArray(candidates.id, caseloadCandidateIds(db, subject))))
    .groupBy(candidates.readinessStatus);
  return countsInOrder(readinessStatuses, rows);
}
