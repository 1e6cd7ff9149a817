import { parseWithZod } from "@conform-to/zod/v4";
import { and, asc, eq, gte, inArray, isNull, lt, ne, or, sql } from "drizzle-orm";
import { data, redirect, type AppLoadContext } from "react-router";
import { appointments, candidates } from "../../../db/schema";
import type { AppointmentMode, AttendanceOutcome } from "../../../db/schema/vocabulary";
import { recordAudit } from "~/lib/audit.server";
import { caseloadCandidateIds, type KnownCaseworker } from "~/features/candidates/caseload.server";
import type { CaseworkerSubject, SignedInPage } from "~/lib/data-subject";
import type { AppDb } from "~/lib/db.server";
import { londonDate, londonMidnight, londonToday } from "~/lib/dates";
import { writeCalendar, type CalendarEvent } from "~/lib/icalendar";
import { firstSubmission, formKeyOf } from "~/lib/idempotency.server";
import { uuidv7 } from "~/lib/uuid.server";
import {
  addAppointmentSchema,
  attendanceSchema,
  calendarQuery,
  calendarRange,
  CASELOAD_CHOICES,
  cancelAppointmentSchema,
  londonInstant,
  moveAppointmentSchema,
  rangeTitle,
  type CalendarDone,
  type CalendarRange,
  type CalendarView,
} from "./calendar";
import { appointmentModeLabels } from "./labels";
import { readForm } from "~/lib/read-form.server";
import { candidateUserIds } from "~/features/notifications/audience.server";
import { cancelPendingNotices } from "~/features/notifications/cancel-notices.server";
import { appointmentKey, appointmentKeyPrefix } from "~/features/notifications/event-keys";
import { noticesOf, recordNotice } from "~/features/notifications/record-notice.server";
import { noticeWhen } from "~/features/notifications/templates";
import { calendarMentoringSessions, type CalendarMentoringSession } from "~/features/mentoring/calendar-sessions.server";
import { isUuid } from "~/lib/uuid-pattern";

/** The most appointments one week or month shows (a caseworker's month is far fewer); the page says when there are more. */
const RANGE_LIMIT = 500;

export type CalendarAppointment = {
  id: string;
  candidateId: string;
  candidateName: string;
  title: string;
  mode: AppointmentMode;
  location: string | null;
  startsAt: string;
  endsAt: string;
  attendance: AttendanceOutcome | null;
  attendanceReason: string | null;
  cancelledAt: string | null;
  cancelledByName: string | null;
  /** The candidate cancelled it themselves, with the reason they gave, if any. */
  cancelledByCandidate: boolean;
  cancellationReason: string | null;
};

export type CalendarData = {
  range: CalendarRange;
  title: string;
  today: string;
  appointments: CalendarAppointment[];
  /** Mentoring sessions of people on the caseload, shown beside the appointments. */
  mentoring: CalendarMentoringSession[];
  /** The people an appointment can be booked with: the caseload, the first CASELOAD_CHOICES by name. */
  caseload: { id: string; fullName: string }[];
  /** Whether the caseload holds more people than the booking form lists (they are booked from their record). */
  caseloadMore: boolean;
  /** The person the booking form starts with (`?with=` from their record), when they are on the caseload. */
  bookWith: string | null;
  /** When the range holds more appointments than one page shows, how many are shown (the first ones); else null. */
  onlyFirst: number | null;
};

/**
 * The caseworker's own appointments starting in the range, soonest first, cancelled ones included and marked: for
 * the page at most RANGE_LIMIT + 1, so it can tell there are more than it shows; for the file (`all`), every one.
 */
async function rangeAppointments(db: AppDb, subject: KnownCaseworker, range: Pick<CalendarRange, "from" | "to">, all = false): Promise<CalendarAppointment[]> {
  const query = db
    .select({
      id: appointments.id,
      candidateId: appointments.candidateId,
      candidateName: candidates.fullName,
      title: appointments.title,
      mode: appointments.mode,
      location: appointments.location,
      startsAt: appointments.startsAt,
      endsAt: appointments.endsAt,
      attendance: appointments.attendance,
      attendanceReason: appointments.attendanceReason,
      cancelledAt: appointments.cancelledAt,
      cancelledByName: appointments.cancelledByName,
      cancelledByCandidate: appointments.cancelledByCandidate,
      cancellationReason: appointments.cancellationReason,
    })
    .from(appointments)
    .innerJoin(candidates, eq(candidates.id, appointments.candidateId))
    .where(
      and(
        eq(appointments.caseworkerId, subject.caseworkerId),
        eq(appointments.demo, subject.demo),
        eq(candidates.demo, subject.demo),
        gte(appointments.startsAt, londonMidnight(range.from)),
        lt(appointments.startsAt, londonMidnight(range.to)),
      ),
    )
    .orderBy(asc(appointments.startsAt), asc(appointments.id))
    .$dynamic();
  const rows = await (all ? query : query.limit(RANGE_LIMIT + 1));
  return rows.map((row) => ({
    ...row,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
  }));
}

/**
 * The people the booking form offers: the caseload's first CASELOAD_CHOICES by name, and the person the record's
 * "Book an appointment" link names if they are on the caseload but past the first ones.
 */
async function caseloadChoices(db: AppDb, subject: KnownCaseworker, withId: string | null) {
  const onCaseload = and(eq(candidates.demo, subject.demo), inArray(candidates.id, caseloadCandidateIds(db, subject)));
  const [first, named] = await Promise.all([
    db.select({ id: candidates.id, fullName: candidates.fullName }).from(candidates).where(onCaseload).orderBy(asc(candidates.fullName), asc(candidates.id)).limit(CASELOAD_CHOICES + 1),
    withId ? db.select({ id: candidates.id, fullName: candidates.fullName }).from(candidates).where(and(onCaseload, eq(candidates.id, withId))) : Promise.resolve([]),
  ]);
  const people = first.slice(0, CASELOAD_CHOICES);
  const bookWith = named[0] ?? null;
  if (bookWith && !people.some((person) => person.id === bookWith.id)) people.push(bookWith);
  return { people, more: first.length > CASELOAD_CHOICES, bookWith: bookWith?.id ?? null };
}

/** The calendar page's data for the week or month the URL names. */
export async function calendarPage(db: AppDb, subject: CaseworkerSubject, url: URL, now: Date = new Date()): Promise<CalendarData> {
  const today = londonDate(now);
  const range = calendarRange(url, today);
  const title = rangeTitle(range);
  if (!subject.caseworkerId) return { range, title, today, appointments: [], mentoring: [], caseload: [], caseloadMore: false, bookWith: null, onlyFirst: null };
  const known = { ...subject, caseworkerId: subject.caseworkerId };
  const withId = url.searchParams.get("with");
  const [shown, choices, mentoring] = await Promise.all([
    rangeAppointments(db, known, range),
    caseloadChoices(db, known, withId && isUuid(withId) ? withId : null),
    calendarMentoringSessions(db, known, range),
  ]);
  return {
    range,
    title,
    today,
    appointments: shown.slice(0, RANGE_LIMIT),
    mentoring,
    caseload: choices.people,
    caseloadMore: choices.more,
    bookWith: choices.bookWith,
    onlyFirst: shown.length > RANGE_LIMIT ? RANGE_LIMIT : null,
  };
}

/**
 * The `.ics` file of the week or month the URL names: what the page shows (appointments, cancelled ones marked as
 * such, and the caseload's mentoring sessions), and every appointment of a range too full for the page to show.
 */
export async function calendarExport(db: AppDb, subject: CaseworkerSubject, url: URL, now: Date = new Date()): Promise<Response> {
  const range = calendarRange(url, londonDate(now));
  const known = subject.caseworkerId ? { ...subject, caseworkerId: subject.caseworkerId } : null;
  const [shown, mentoring] = known ? await Promise.all([rangeAppointments(db, known, range, true), calendarMentoringSessions(db, known, range)]) : [[], []];
  const events: CalendarEvent[] = shown.map((appointment) => ({
    uid: `appointment-${appointment.id}@fairchanceworks`,
    summary: `${appointment.cancelledAt ? "Cancelled: " : ""}${appointment.title} with ${appointment.candidateName}`,
    location: appointment.location,
    description: appointmentModeLabels[appointment.mode],
    when: { start: new Date(appointment.startsAt), end: new Date(appointment.endsAt) },
  }));
  for (const session of mentoring) {
    const start = new Date(session.startsAt);
    events.push({
      uid: `mentoring-${session.id}@fairchanceworks`,
      summary: `Mentoring session: ${session.candidateName} with ${session.mentorName}`,
      location: session.location,
      description: appointmentModeLabels[session.mode],
      when: { start, end: new Date(start.getTime() + session.minutes * 60_000) },
    });
  }
  const text = writeCalendar({ name: `Fair Chance Works: ${rangeTitle(range)}`, productId: "-//Fair Chance Works//Caseworker calendar//EN", events, now });
  return new Response(text, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `attachment; filename="caseworker-calendar-${range.view}-${range.from}.ics"`,
      "Cache-Control": "private, no-store",
    },
  });
}

/** Where a candidate sees their appointments: their dashboard's list of what is coming up. */
const CANDIDATE_APPOINTMENTS = "/dashboard/candidateportal";

const notFound = () => data("There is no such appointment in your calendar.", { status: 404 });

/**
 * The calendar's forms on the portal: book, move, cancel, record attendance, for the page the guard has checked.
 * Each change and its audit row in one transaction; an appointment that is not the caseworker's own (or a
 * demonstration one) is not found. A refused form comes back (400) with its messages and what was typed; a change redirects back to the
 * same week or month with ?done=….
 */
export async function calendarAction(
  context: AppLoadContext,
  { actor: user, session, subject }: SignedInPage<CaseworkerSubject>,
  request: Request,
  now: Date = new Date(),
) {
  const db = context.database.db;
  const caseworkerId = subject.caseworkerId;
  if (!caseworkerId) throw notFound();
  const known = { ...subject, caseworkerId };
  const url = new URL(request.url);
  const range = calendarRange(url, londonDate(now));
  const form = await readForm(request);
  const intent = form.get("intent");
  const audit = { actorUserId: user.id, sessionId: session.id, clientHash: context.rateLimiter.clientKey(context.clientIp) };
  const done = (what: CalendarDone, view: CalendarView = range.view, date: string = range.date) =>
    redirect(`${url.pathname}${calendarQuery(view, date, { done: what })}`, { status: 303 });
  const own = (id: string) => and(eq(appointments.id, id), eq(appointments.caseworkerId, caseworkerId), eq(appointments.demo, false));
  const notices = noticesOf(context);
  let told = 0;
  /** Tells the candidate of a booking, a move or a cancelling: the time only, never the title or the place. */
  const tell = async (
    tx: Pick<AppDb, "select" | "insert">,
    kind: "appointment.booked" | "appointment.moved" | "appointment.cancelled",
    appointmentId: string,
    candidateId: string,
    startsAt: Date,
    version: number,
  ) => {
    told += await recordNotice(tx, notices.settings, {
      kind,
      key: appointmentKey("appointment", appointmentId, startsAt, version),
      recipients: await candidateUserIds(tx, candidateId),
      actorUserId: user.id,
      link: CANDIDATE_APPOINTMENTS,
      relatedId: appointmentId,
      params: { when: noticeWhen(startsAt) },
      at: now,
    });
  };

  if (intent === "add") {
    const submission = parseWithZod(form, { schema: addAppointmentSchema });
    if (submission.status !== "success") return data({ intent, result: submission.reply() }, { status: 400 });
    const value = submission.value;
    const [person] = await db
      .select({ id: candidates.id, userId: candidates.userId })
      .from(candidates)
      .where(and(eq(candidates.id, value.candidateId), eq(candidates.demo, false), inArray(candidates.id, caseloadCandidateIds(db, known))));
    if (!person) return data({ intent, result: submission.reply({ fieldErrors: { candidateId: ["Choose someone on your caseload"] } }) }, { status: 400 });
    const id = uuidv7();
    // The same form sent twice (a double press) books once; the repeat is answered as the first booking was.
    const formKey = formKeyOf(form);
    await db.transaction(async (tx) => {
      if (!(await firstSubmission(tx, user.id, formKey))) return;
      await tx.insert(appointments).values({
        id,
        candidateId: person.id,
        caseworkerId,
        title: value.title,
        mode: value.mode,
        location: value.location,
        startsAt: londonInstant(value.date, value.startTime),
        endsAt: londonInstant(value.date, value.endTime),
        demo: false,
      });
      await recordAudit(tx, { ...audit, event: "appointment_booked", subjectUserId: person.userId, detail: { appointmentId: id, candidateId: person.id } });
      await tell(tx, "appointment.booked", id, person.id, londonInstant(value.date, value.startTime), 0);
    });
    if (told > 0) notices.wake();
    return done("added", range.view, value.date);
  }

  if (intent === "move") {
    const submission = parseWithZod(form, { schema: moveAppointmentSchema });
    if (submission.status !== "success") return data({ intent, result: submission.reply() }, { status: 400 });
    const value = submission.value;
    const startsAt = londonInstant(value.date, value.startTime);
    const endsAt = londonInstant(value.date, value.endTime);
    const moved = await db.transaction(async (tx) => {
      const movable = and(own(value.appointmentId), isNull(appointments.cancelledAt), isNull(appointments.attendance));
      // Each move is a new version, so each is its own event; a move to the time it already has (a retried
      // request) changes nothing and tells no one again.
      const rows = await tx
        .update(appointments)
        .set({ startsAt, endsAt, version: sql`${appointments.version} + 1` })
        .where(and(movable, or(ne(appointments.startsAt, startsAt), ne(appointments.endsAt, endsAt))))
        .returning({ candidateId: appointments.candidateId, startsAt: appointments.startsAt, version: appointments.version });
      if (rows.length === 0) {
        const [unchanged] = await tx.select({ id: appointments.id }).from(appointments).where(movable).limit(1);
        return Boolean(unchanged);
      }
      await recordAudit(tx, { ...audit, event: "appointment_moved", detail: { appointmentId: value.appointmentId, candidateId: rows[0]!.candidateId } });
      // The reminder for the old time is no longer true; the new time gets its own.
      await cancelPendingNotices(tx, "appointment.reminder", appointmentKeyPrefix("appointment", value.appointmentId));
      await tell(tx, "appointment.moved", value.appointmentId, rows[0]!.candidateId, rows[0]!.startsAt, rows[0]!.version);
      return true;
    });
    if (!moved) throw notFound();
    if (told > 0) notices.wake();
    return done("moved", range.view, value.date);
  }

  if (intent === "cancel") {
    const parsed = cancelAppointmentSchema.safeParse({ intent, appointmentId: form.get("appointmentId") ?? undefined });
    if (!parsed.success) throw data("That appointment was not recognised.", { status: 400 });
    // Cancelling cannot be undone: the first press asks (the page shows the question, with or without JavaScript),
    // the second (confirmed=yes) cancels. One that is not the caseworker's own, or cannot be cancelled, is not found.
    if (form.get("confirmed") !== "yes") {
      const [found] = await db
        .select({ id: appointments.id })
        .from(appointments)
        .where(and(own(parsed.data.appointmentId), isNull(appointments.cancelledAt), isNull(appointments.attendance)))
        .limit(1);
      if (!found) throw notFound();
      return data({ intent: "cancel" as const, confirmCancel: { appointmentId: found.id } });
    }
    const cancelled = await db.transaction(async (tx) => {
      const rows = await tx
        .update(appointments)
        .set({ cancelledAt: now, cancelledByName: user.name })
        // What has happened (attendance recorded) is not cancelled afterwards.
        .where(and(own(parsed.data.appointmentId), isNull(appointments.cancelledAt), isNull(appointments.attendance)))
        .returning({ candidateId: appointments.candidateId, startsAt: appointments.startsAt, version: appointments.version });
      if (rows.length === 0) return false;
      await recordAudit(tx, { ...audit, event: "appointment_cancelled", detail: { appointmentId: parsed.data.appointmentId, candidateId: rows[0]!.candidateId } });
      await cancelPendingNotices(tx, "appointment.reminder", appointmentKeyPrefix("appointment", parsed.data.appointmentId));
      await tell(tx, "appointment.cancelled", parsed.data.appointmentId, rows[0]!.candidateId, rows[0]!.startsAt, rows[0]!.version);
      return true;
    });
    if (!cancelled) throw notFound();
    if (told > 0) notices.wake();
    return done("cancelled");
  }

  if (intent === "attendance") {
    const submission = parseWithZod(form, { schema: attendanceSchema });
    if (submission.status !== "success") return data({ intent, result: submission.reply() }, { status: 400 });
    const value = submission.value;
    // Attendance is for what has happened or is happening today, not for what is still to come.
    const endOfToday = londonToday(now).end;
    const recorded = await db.transaction(async (tx) => {
      const rows = await tx
        .update(appointments)
        .set({ attendance: value.attendance, attendanceReason: value.attendance === "attended" ? null : value.reason })
        .where(and(own(value.appointmentId), isNull(appointments.cancelledAt), lt(appointments.startsAt, endOfToday)))
        .returning({ candidateId: appointments.candidateId });
      if (rows.length === 0) return false;
      await recordAudit(tx, {
        ...audit,
        event: "attendance_recorded",
        detail: { appointmentId: value.appointmentId, candidateId: rows[0]!.candidateId, attendance: value.attendance },
      });
      return true;
    });
    if (!recorded) throw notFound();
    return done("attendance");
  }

  throw data("This form is not one this page knows.", { status: 400 });
}
