import { pageOf } from "~/lib/paging";
import { and, asc, count, eq, gte, ilike, inArray, sql } from "drizzle-orm";
import { appointments, candidates, readinessChecklist, supportActions } from "../../../db/schema";
import { readinessItems, readinessStatuses, type ReadinessStatus } from "../../../db/schema/vocabulary";
import type { CaseworkerSubject } from "~/lib/data-subject";
import type { AppDb } from "~/lib/db.server";
import { caseloadCandidateIds } from "./caseload.server";
import { CASELOAD_PAGE_SIZE, type CaseloadFilter } from "./caseload-filter";

export type NextStep = { kind: "appointment"; title: string; at: string } | { kind: "action"; title: string; dueOn: string | null };

export type CaseloadPerson = {
  id: string;
  fullName: string;
  town: string | null;
  readiness: ReadinessStatus;
  checklistDone: number;
  checklistTotal: number;
  /** The last attended appointment or case note, whichever is later; null if there has been none. */
  lastContact: string | null;
  nextStep: NextStep | null;
};

/** One page of the caseload: `total` people on it in all, `matching` the filter, on `pages` pages. */
export type Caseload = { people: CaseloadPerson[]; total: number; matching: number; page: number; pages: number };

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/**
 * The people a caseworker supports now, with readiness, last contact and next step, filtered, sorted and paged in the
 * database (last contact is worked out there, so sorting by it needs no one else's rows in memory).
 */
export async function caseloadList(db: AppDb, subject: CaseworkerSubject, filter: CaseloadFilter, now: Date = new Date()): Promise<Caseload> {
  const caseworkerId = subject.caseworkerId;
  if (!caseworkerId) return { people: [], total: 0, matching: 0, page: 1, pages: 1 };
  const known = { ...subject, caseworkerId };
  const onCaseload = and(eq(candidates.demo, subject.demo), inArray(candidates.id, caseloadCandidateIds(db, known)));
  const matches = and(
    onCaseload,
    filter.readiness === "all" ? undefined : eq(candidates.readinessStatus, filter.readiness),
    filter.search ? ilike(candidates.fullName, `%${escapeLike(filter.search)}%`) : undefined,
  );
  const [[all], [found]] = await Promise.all([
    db.select({ count: count() }).from(candidates).where(onCaseload),
    filter.readiness === "all" && !filter.search ? Promise.resolve([undefined]) : db.select({ count: count() }).from(candidates).where(matches),
  ]);
  const total = all?.count ?? 0;
  const matching = found?.count ?? total;
  const { page, pages, offset } = pageOf(matching, CASELOAD_PAGE_SIZE, filter.page);
  if (matching === 0) return { people: [], total, matching, page, pages };

  // The later of the last attended appointment and the last case note. Written with the tables named in full:
  // drizzle leaves a column's table off in a one-table select, and inside a subquery "id" would be the inner table's.
  const lastContact = sql<Date | string | null>`greatest(
    (select max(a.starts_at) from appointments a
      where a.candidate_id = "candidates"."id" and a.demo = ${subject.demo}
        and a.starts_at < ${now.toISOString()}::timestamptz and a.attendance in ('attended', 'late')),
    (select max(n.created_at) from case_notes n where n.candidate_id = "candidates"."id" and n.demo = ${subject.demo}))`;
  const readinessOrder = sql`array_position(array[${sql.join(
    readinessStatuses.map((status) => sql`${status}`),
    sql`, `,
  )}]::text[], ${candidates.readinessStatus}::text)`;
  const order =
    filter.sort === "readiness"
      ? [readinessOrder, asc(candidates.fullName), asc(candidates.id)]
      : // Longest since last contact first; never contacted comes before everyone.
        filter.sort === "last_contact"
        ? [sql`${lastContact} asc nulls first`, asc(candidates.fullName), asc(candidates.id)]
        : [asc(candidates.fullName), asc(candidates.id)];
  const people = await db
    .select({ id: candidates.id, fullName: candidates.fullName, town: candidates.town, readiness: candidates.readinessStatus, lastContact })
    .from(candidates)
    .where(matches)
    .orderBy(...order)
    .limit(CASELOAD_PAGE_SIZE)
    .offset(offset);
  const ids = people.map((person) => person.id);
  if (ids.length === 0) return { people: [], total, matching, page, pages };

  const [nextAppointments, nextActions, checklist] = await Promise.all([
    db
      .selectDistinctOn([appointments.candidateId], { candidateId: appointments.candidateId, title: appointments.title, at: appointments.startsAt })
      .from(appointments)
      .where(and(inArray(appointments.candidateId, ids), eq(appointments.demo, subject.demo), gte(appointments.startsAt, now)))
      .orderBy(appointments.candidateId, asc(appointments.startsAt)),
    db
      .selectDistinctOn([supportActions.candidateId], {
        candidateId: supportActions.candidateId,
        title: supportActions.title,
        dueOn: sql<string | null>`${supportActions.dueOn}`,
      })
      .from(supportActions)
      .where(and(inArray(supportActions.candidateId, ids), eq(supportActions.demo, subject.demo), eq(supportActions.status, "open")))
      .orderBy(supportActions.candidateId, sql`${supportActions.dueOn} asc nulls last`),
    db
      .select({ candidateId: readinessChecklist.candidateId, done: count() })
      .from(readinessChecklist)
      .where(and(inArray(readinessChecklist.candidateId, ids), eq(readinessChecklist.status, "done")))
      .groupBy(readinessChecklist.candidateId),
  ]);

  const appointmentOf = new Map(nextAppointments.map((row) => [row.candidateId, row]));
  const actionOf = new Map(nextActions.map((row) => [row.candidateId, row]));
  const doneOf = new Map(checklist.map((row) => [row.candidateId, row.done]));

  const list: CaseloadPerson[] = people.map((person) => {
    const appointment = appointmentOf.get(person.id);
    const action = actionOf.get(person.id);
    return {
      ...person,
      checklistDone: doneOf.get(person.id) ?? 0,
      checklistTotal: readinessItems.length,
      lastContact: person.lastContact === null ? null : new Date(person.lastContact).toISOString(),
      nextStep: appointment
        ? { kind: "appointment", title: appointment.title, at: appointment.at.toISOString() }
        : action
          ? { kind: "action", title: action.title, dueOn: action.dueOn }
          : null,
    };
  });
  return { people: list, total, matching, page, pages };
}
