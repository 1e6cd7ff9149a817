import { and, asc, count, eq, inArray, lt, sql } from "drizzle-orm";
import { candidates, supportActions } from "../../../db/schema";
import { caseloadCandidateIds, type KnownCaseworker } from "./caseload.server";
import type { PartnerSubject } from "~/lib/data-subject";
import type { AppDb } from "~/lib/db.server";

/** A partner's support actions still open, and how many of those are past their due date (`today` in London). */
export async function partnerSupportActionTotals(
  db: AppDb,
  subject: PartnerSubject & { organisationId: string },
  today: string,
): Promise<{ open: number; overdue: number }> {
  const [row] = await db
    .select({
      open: count(),
      overdue: sql<number>`count(*) filter (where ${supportActions.dueOn} < ${today})`.mapWith(Number),
    })
    .from(supportActions)
    .where(
      and(eq(supportActions.organisationId, subject.organisationId), eq(supportActions.demo, subject.demo), eq(supportActions.status, "open")),
    );
  return { open: row?.open ?? 0, overdue: row?.overdue ?? 0 };
}

export type OverdueAction = { id: string; candidateId: string; candidateName: string; title: string; dueOn: string };

/** Open support actions past their due date for people on the caseload, longest overdue first, and their total. */
export async function caseloadOverdueActions(
  db: AppDb,
  subject: KnownCaseworker,
  today: string,
  limit: number,
): Promise<{ total: number; items: OverdueAction[] }> {
  const overdue = and(
    inArray(supportActions.candidateId, caseloadCandidateIds(db, subject)),
    eq(supportActions.demo, subject.demo),
    eq(supportActions.status, "open"),
    lt(supportActions.dueOn, today),
  );
  const rows = await db
    .select({
      id: supportActions.id,
      candidateId: candidates.id,
      candidateName: candidates.fullName,
      title: supportActions.title,
      dueOn: sql<string>`${supportActions.dueOn}`,
      // The count before the limit, on every row: the list and its total in one query.
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(supportActions)
    .innerJoin(candidates, eq(candidates.id, supportActions.candidateId))
    .where(overdue)
    .orderBy(asc(supportActions.dueOn))
    .limit(limit);
  return { total: rows[0]?.total ?? 0, items: rows.map(({ total: _total, ...row }) => row) };
}
