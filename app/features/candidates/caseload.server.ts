import { and, eq, isNull } from "drizzle-orm";
import { candidates, caseworkerAssignments, caseworkers } from "../../../db/schema";
import type { CaseworkerSubject } from "~/lib/data-subject";
import type { AppDb } from "~/lib/db.server";

/** A caseworker subject that names a caseworker. */
export type KnownCaseworker = CaseworkerSubject & { caseworkerId: string };

/**
 * The ids of the candidates a caseworker supports now: an open assignment to them, in the subject's data set.
 * Every caseworker query filters by this, so a caseworker never sees someone else's caseload.
 */
export function caseloadCandidateIds(db: AppDb, subject: KnownCaseworker) {
  return db
    .select({ id: caseworkerAssignments.candidateId })
    .from(caseworkerAssignments)
    .innerJoin(candidates, eq(candidates.id, caseworkerAssignments.candidateId))
    .innerJoin(caseworkers, eq(caseworkers.id, caseworkerAssignments.caseworkerId))
    .where(
      and(
        eq(caseworkerAssignments.caseworkerId, subject.caseworkerId),
        isNull(caseworkerAssignments.endedAt),
        // Both ends in the subject's data set: a real page given a demonstration caseworker's id sees no one.
        eq(caseworkers.demo, subject.demo),
        eq(candidates.demo, subject.demo),
      ),
    );
}
