import { and, asc, count, desc, eq, inArray, isNotNull, lt, sql } from "drizzle-orm";
import { candidates, referrals, supportActions } from "../../../db/schema";
import { caseloadCandidateIds, type KnownCaseworker } from "./caseload.server";
import type { PartnerSubject } from "~/lib/data-subject";
import type { AppDb } from "~/lib/db.server";
import { londonDate } from "~/lib/dates";
import { pageAsked, pageOf } from "~/lib/paging";

/**
 * A partner's support actions as the partner sees them: those for the people it referred (only those are ever named
 * to it), in its own data set. The home's totals and the support page's list and counts all read these rows.
 */
function partnerActionRows(db: AppDb, subject: PartnerSubject & { organisationId: string }) {
  const referred = db
    .select({ id: referrals.candidateId })
    .from(referrals)
    .where(and(eq(referrals.partnerId, subject.organisationId), eq(referrals.demo, subject.demo), isNotNull(referrals.candidateId)));
  return and(
    eq(supportActions.organisationId, subject.organisationId),
    eq(supportActions.demo, subject.demo),
    eq(candidates.demo, subject.demo),
    inArray(supportActions.candidateId, referred),
  );
}

/** How many of these support actions there are, how many are open, and how many of those are past their due date (`today` in London). */
async function partnerActionCounts(db: AppDb, rows: ReturnType<typeof partnerActionRows>, today: string) {
  const [row] = await db
    .select({
      total: count(),
      open: sql<number>`count(*) filter (where ${supportActions.status} = 'open')`.mapWith(Number),
      overdue: sql<number>`count(*) filter (where ${supportActions.status} = 'open' and ${supportActions.dueOn} < ${today}::date)`.mapWith(Number),
    })
    .from(supportActions)
    .innerJoin(candidates, eq(candidates.id, supportActions.candidateId))
    .where(rows);
  return { total: row?.total ?? 0, open: row?.open ?? 0, overdue: row?.overdue ?? 0 };
}

/** A partner's support actions still open, and how many of those are past their due date (`today` in London). */
export async function partnerSupportActionTotals(db: AppDb, subject: PartnerSubject & { organisationId: string }, today: string): Promise<{ open: number; overdue: number }> {
  const { open, overdue } = await partnerActionCounts(db, partnerActionRows(db, subject), today);
  return { open, overdue };
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

export type PartnerSupportAction = {
  id: string;
  personName: string;
  title: string;
  ownerName: string | null;
  dueOn: string | null;
  status: "open" | "done" | "cancelled";
  completedAt: string | null;
};

/** Support actions a page of the partner's list. */
export const SUPPORT_ACTIONS_PAGE_SIZE = 50;

/**
 * One page of the partner's support actions, with the counts of them all that the page's summary gives; `offset`:
 * how many come before this page.
 */
export type PartnerSupportList = { actions: PartnerSupportAction[]; total: number; open: number; overdue: number; page: number; pages: number; offset: number };

/**
 * The partner's support actions for the people it referred: open ones first, soonest due first, then the
 * finished ones, newest first, a page at a time, counted and paged in the database. Only people the partner
 * referred are named, in the subject's data set. Overdue: open, with a due date before `today` (London).
 */
export async function partnerSupportActions(db: AppDb, subject: PartnerSubject & { organisationId: string }, today: string, asked = 1): Promise<PartnerSupportList> {
  const where = partnerActionRows(db, subject);
  const { total, open, overdue } = await partnerActionCounts(db, where, today);
  const { page, pages, offset } = pageOf(total, SUPPORT_ACTIONS_PAGE_SIZE, asked);
  const summary = { total, open, overdue, page, pages, offset };
  if (total === 0) return { actions: [], ...summary };
  const rows = await db
    .select({
      id: supportActions.id,
      personName: candidates.fullName,
      title: supportActions.title,
      ownerName: supportActions.ownerName,
      dueOn: sql<string | null>`${supportActions.dueOn}`,
      status: supportActions.status,
      completedAt: supportActions.completedAt,
    })
    .from(supportActions)
    .innerJoin(candidates, eq(candidates.id, supportActions.candidateId))
    .where(where)
    .orderBy(sql`${supportActions.status} <> 'open'`, asc(supportActions.dueOn), desc(supportActions.createdAt), asc(supportActions.id))
    .limit(SUPPORT_ACTIONS_PAGE_SIZE)
    .offset(offset);
  return { actions: rows.map((row) => ({ ...row, completedAt: row.completedAt?.toISOString() ?? null })), ...summary };
}

/** The partner support page's data for the page its address asks for; null for a partner with no organisation (yet). */
export async function partnerSupportPage(db: AppDb, subject: PartnerSubject, url: URL, now: Date = new Date()) {
  if (!subject.organisationId) return null;
  const today = londonDate(now);
  const list = await partnerSupportActions(db, { ...subject, organisationId: subject.organisationId }, today, pageAsked(url.searchParams.get("page")));
  return { list, today };
}
