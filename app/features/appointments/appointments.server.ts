import { and, asc, count, desc, eq, gte, inArray, isNull, lt, sql } from "drizzle-orm";
import { appointments, candidates, organisations } from "../../../db/schema";
import type { AppointmentMode } from "../../../db/schema/vocabulary";
import { caseloadCandidateIds, type KnownCaseworker } from "~/features/candidates/caseload.server";
import type { CandidateSubject, EmployerSubject } from "~/lib/data-subject";
import type { AppDb } from "~/lib/db.server";

export type AppointmentItem = {
  id: string;
  title: string;
  mode: AppointmentMode;
  location: string | null;
  startsAt: string;
  endsAt: string;
  /** Who the appointment is with: the candidate, for a caseworker's list. */
  candidateName?: string;
};

const columns = {
  id: appointments.id,
  title: appointments.title,
  mode: appointments.mode,
  location: appointments.location,
  startsAt: appointments.startsAt,
  endsAt: appointments.endsAt,
};

function item<T extends { startsAt: Date; endsAt: Date }>(row: T): Omit<T, "startsAt" | "endsAt"> & { startsAt: string; endsAt: string } {
  return { ...row, startsAt: row.startsAt.toISOString(), endsAt: row.endsAt.toISOString() };
}

/** A candidate's next appointments from `from`, soonest first. */
export async function upcomingCandidateAppointments(
  db: AppDb,
  subject: CandidateSubject & { candidateId: string },
  from: Date,
  limit: number,
): Promise<AppointmentItem[]> {
  const rows = await db
    .select(columns)
    .from(appointments)
    .where(and(eq(appointments.candidateId, subject.candidateId), eq(appointments.demo, subject.demo), gte(appointments.startsAt, from)))
    .orderBy(asc(appointments.startsAt))
    .limit(limit);
  return rows.map(item);
}

/** A caseworker's own appointments with people on their caseload starting in [from, to), soonest first. */
export async function caseworkerAppointments(db: AppDb, subject: KnownCaseworker, from: Date, to: Date | null, limit: number): Promise<AppointmentItem[]> {
  const rows = await db
    .select({ ...columns, candidateName: candidates.fullName })
    .from(appointments)
    .innerJoin(candidates, eq(candidates.id, appointments.candidateId))
    .where(
      and(
        eq(appointments.caseworkerId, subject.caseworkerId),
        eq(appointments.demo, subject.demo),
        gte(appointments.startsAt, from),
        to ? lt(appointments.startsAt, to) : undefined,
        // A cancelled appointment stays on record for the calendar, but is not one to go to.
        isNull(appointments.cancelledAt),
        inArray(appointments.candidateId, caseloadCandidateIds(db, subject)),
      ),
    )
    .orderBy(asc(appointments.startsAt))
    .limit(limit);
  return rows.map(item);
}

/** How many interviews an employer has with candidates starting in [from, to). */
export async function employerInterviewCount(db: AppDb, subject: EmployerSubject & { organisationId: string }, from: Date, to: Date): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(appointments)
    .where(
      and(
        eq(appointments.organisationId, subject.organisationId),
        eq(appointments.demo, subject.demo),
        gte(appointments.startsAt, from),
        lt(appointments.startsAt, to),
      ),
    );
  return row?.count ?? 0;
}

export type CaseloadAppointmentAlert = { id: string; candidateId: string; candidateName: string; title: string; startsAt: string };

/** The first few alerts and how many there are in all. */
export type AlertList<T> = { total: number; items: T[] };

const alertColumns = {
  id: appointments.id,
  candidateId: candidates.id,
  candidateName: candidates.fullName,
  title: appointments.title,
  startsAt: appointments.startsAt,
  // Every row carries the count before the limit, so the list and its total come in one query.
  total: sql<number>`count(*) over ()`.mapWith(Number),
};

function alertList(rows: (Omit<CaseloadAppointmentAlert, "startsAt"> & { startsAt: Date; total: number })[]): AlertList<CaseloadAppointmentAlert> {
  return {
    total: rows[0]?.total ?? 0,
    items: rows.map(({ total: _total, ...row }) => ({ ...row, startsAt: row.startsAt.toISOString() })),
  };
}

/** Appointments people on the caseload did not attend in [from, to), most recent first. */
export async function caseloadMissedAppointments(
  db: AppDb,
  subject: KnownCaseworker,
  from: Date,
  to: Date,
  limit: number,
): Promise<AlertList<CaseloadAppointmentAlert>> {
  const rows = await db
    .select(alertColumns)
    .from(appointments)
    .innerJoin(candidates, eq(candidates.id, appointments.candidateId))
    .where(
      and(
        inArray(appointments.candidateId, caseloadCandidateIds(db, subject)),
        eq(appointments.demo, subject.demo),
        eq(appointments.attendance, "did_not_attend"),
        gte(appointments.startsAt, from),
        lt(appointments.startsAt, to),
      ),
    )
    .orderBy(desc(appointments.startsAt))
    .limit(limit);
  return alertList(rows);
}

/** Interviews with employers for people on the caseload starting in [from, to), soonest first. */
export async function caseloadInterviews(
  db: AppDb,
  subject: KnownCaseworker,
  from: Date,
  to: Date,
  limit: number,
): Promise<AlertList<CaseloadAppointmentAlert>> {
  const rows = await db
    .select(alertColumns)
    .from(appointments)
    .innerJoin(candidates, eq(candidates.id, appointments.candidateId))
    .innerJoin(organisations, eq(organisations.id, appointments.organisationId))
    .where(
      and(
        inArray(appointments.candidateId, caseloadCandidateIds(db, subject)),
        eq(appointments.demo, subject.demo),
        eq(organisations.kind, "employer"),
        gte(appointments.startsAt, from),
        lt(appointments.startsAt, to),
      ),
    )
    .orderBy(asc(appointments.startsAt))
    .limit(limit);
  return alertList(rows);
}
