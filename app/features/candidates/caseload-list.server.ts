import { and, asc, count, eq, gte, ilike, inArray, lt, max, sql } from "drizzle-orm";
import { appointments, candidates, caseNotes, readinessChecklist, supportActions } from "../../../db/schema";
import { readinessItems, readinessStatuses, type ReadinessStatus } from "../../../db/schema/vocabulary";
import type { CaseworkerSubject } from "~/lib/data-subject";
import type { AppDb } from "~/lib/db.server";
import { caseloadCandidateIds } from "./caseload.server";
import type { CaseloadFilter } from "./caseload-filter";

/** The most people the page lists; a caseload is far smaller, so this only bounds a mistake. */
const LIST_LIMIT = 500;

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

export type Caseload = { people: CaseloadPerson[]; total: number };

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** The people a caseworker supports now, with readiness, last contact and next step, filtered and sorted. */
export async function caseloadList(db: AppDb, subject: CaseworkerSubject, filter: CaseloadFilter, now: Date = new Date()): Promise<Caseload> {
  const caseworkerId = subject.caseworkerId;
  if (!caseworkerId) return { people: [], total: 0 };
  const known = { ...subject, caseworkerId };
  const [people, [all]] = await Promise.all([
    db
      .select({ id: candidates.id, fullName: candidates.fullName, town: candidates.town, readiness: candidates.readinessStatus })
      .from(candidates)
      .where(
        and(
          eq(candidates.demo, subject.demo),
          inArray(candidates.id, caseloadCandidateIds(db, known)),
          filter.readiness === "all" ? undefined : eq(candidates.readinessStatus, filter.readiness),
          filter.search ? ilike(candidates.fullName, `%${escapeLike(filter.search)}%`) : undefined,
        ),
      )
      .orderBy(asc(candidates.fullName))
      .limit(LIST_LIMIT),
    db.select({ count: count() }).from(candidates).where(and(eq(candidates.demo, subject.demo), inArray(candidates.id, caseloadCandidateIds(db, known)))),
  ]);
  const ids = people.map((person) => person.id);
  if (ids.length === 0) return { people: [], total: all?.count ?? 0 };

  const [attended, notes, nextAppointments, nextActions, checklist] = await Promise.all([
    db
      .select({ candidateId: appointments.candidateId, at: max(appointments.startsAt) })
      .from(appointments)
      .where(
        and(
          inArray(appointments.candidateId, ids),
          eq(appointments.demo, subject.demo),
          lt(appointments.startsAt, now),
          inArray(appointments.attendance, ["attended", "late"]),
        ),
      )
      .groupBy(appointments.candidateId),
    db
      .select({ candidateId: caseNotes.candidateId, at: max(caseNotes.createdAt) })
      .from(caseNotes)
      .where(and(inArray(caseNotes.candidateId, ids), eq(caseNotes.demo, subject.demo)))
      .groupBy(caseNotes.candidateId),
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

  const latest = new Map<string, Date>();
  for (const row of [...attended, ...notes]) {
    if (!row.at) continue;
    const seen = latest.get(row.candidateId);
    if (!seen || row.at > seen) latest.set(row.candidateId, row.at);
  }
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
      lastContact: latest.get(person.id)?.toISOString() ?? null,
      nextStep: appointment
        ? { kind: "appointment", title: appointment.title, at: appointment.at.toISOString() }
        : action
          ? { kind: "action", title: action.title, dueOn: action.dueOn }
          : null,
    };
  });
  return { people: sortCaseload(list, filter.sort), total: all?.count ?? 0 };
}

function sortCaseload(people: CaseloadPerson[], sort: CaseloadFilter["sort"]): CaseloadPerson[] {
  if (sort === "name") return people;
  if (sort === "readiness") return [...people].sort((a, b) => readinessStatuses.indexOf(a.readiness) - readinessStatuses.indexOf(b.readiness));
  // Longest since last contact first; never contacted comes before everyone.
  return [...people].sort((a, b) => (a.lastContact ?? "").localeCompare(b.lastContact ?? ""));
}
