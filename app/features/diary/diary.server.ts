import { parseWithZod } from "@conform-to/zod/v4";
import { and, asc, desc, eq, gte, isNotNull } from "drizzle-orm";
import { data, redirect, type AppLoadContext } from "react-router";
import { appointments, diaryEntries, mentoringMatches, mentoringSessions } from "../../../db/schema";
import type { AttendanceOutcome } from "../../../db/schema/vocabulary";
import type { AppointmentItem } from "~/features/appointments/appointments.server";
import { candidateCancelAppointment } from "~/features/appointments/candidate-cancel.server";
import { appointmentModeLabels } from "~/features/appointments/labels";
import { recordAudit } from "~/lib/audit.server";
import { calendarFeedAction } from "~/features/calendar-feeds/feed-action.server";
import { interviewIdentities } from "~/features/interviews/interview-appointments.server";
import { DAY_MS } from "~/lib/dates";
import type { CandidateSubject, SignedInPage } from "~/lib/data-subject";
import type { AppDb } from "~/lib/db.server";
import { writeCalendar, type CalendarEvent } from "~/lib/icalendar";
import { firstSubmission, formKeyOf } from "~/lib/idempotency.server";
import { uuidv7 } from "~/lib/uuid.server";
import { deleteEntrySchema, diaryEntrySchema, type DiaryDone, type DiaryEntry } from "./diary";
import { readForm } from "~/lib/read-form.server";

const SHOWN = 200;
/** Appointments shown from this many days back; the export holds every one. */
const PAST_DAYS = 90;

/** An appointment in a diary: whether it was cancelled and by whom, and whether the candidate may cancel it. */
export type DiaryAppointment = AppointmentItem & {
  cancelled: { at: string; byCandidate: boolean; reason: string | null } | null;
  /** What our team recorded of it (the person's own diary only; null in a partner's view of it). */
  attendance: AttendanceOutcome | null;
  /** Still to come, not cancelled, no attendance recorded, and with our team (an employer's interview is theirs to change). */
  cancellable: boolean;
};

export type Diary = { appointments: DiaryAppointment[]; entries: DiaryEntry[] };

async function candidateAppointments(db: AppDb, candidateId: string, demo: boolean, from: Date | null, limit: number, now: Date): Promise<DiaryAppointment[]> {
  const rows = await db
    .select({
      id: appointments.id,
      title: appointments.title,
      mode: appointments.mode,
      location: appointments.location,
      startsAt: appointments.startsAt,
      endsAt: appointments.endsAt,
      cancelledAt: appointments.cancelledAt,
      cancelledByCandidate: appointments.cancelledByCandidate,
      cancellationReason: appointments.cancellationReason,
      attendance: appointments.attendance,
      organisationId: appointments.organisationId,
    })
    .from(appointments)
    .where(and(eq(appointments.candidateId, candidateId), eq(appointments.demo, demo), from ? gte(appointments.startsAt, from) : undefined))
    .orderBy(asc(appointments.startsAt))
    .limit(limit);
  return rows.map(({ cancelledAt, cancelledByCandidate, cancellationReason, attendance, organisationId, ...row }) => ({
    ...row,
    attendance,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    cancelled: cancelledAt ? { at: cancelledAt.toISOString(), byCandidate: cancelledByCandidate, reason: cancellationReason } : null,
    cancellable: !cancelledAt && !attendance && !organisationId && row.startsAt > now,
  }));
}

/** The candidate's own mentoring sessions booked with a start time, as diary appointments (for their own diary only). */
async function mentoringAppointments(db: AppDb, candidateId: string, demo: boolean, from: Date | null, limit: number): Promise<DiaryAppointment[]> {
  const rows = await db
    .select({
      id: mentoringSessions.id,
      mentorName: mentoringMatches.mentorName,
      mode: mentoringSessions.mode,
      location: mentoringSessions.location,
      startsAt: mentoringSessions.startsAt,
      minutes: mentoringSessions.minutes,
    })
    .from(mentoringSessions)
    .innerJoin(mentoringMatches, eq(mentoringMatches.id, mentoringSessions.matchId))
    .where(and(eq(mentoringMatches.candidateId, candidateId), eq(mentoringMatches.demo, demo), isNotNull(mentoringSessions.startsAt), from ? gte(mentoringSessions.startsAt, from) : undefined))
    .orderBy(asc(mentoringSessions.startsAt))
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    title: `Mentoring session with ${row.mentorName}`,
    mode: row.mode,
    location: row.location,
    startsAt: row.startsAt!.toISOString(),
    endsAt: new Date(row.startsAt!.getTime() + row.minutes * 60_000).toISOString(),
    // A cancelled session is deleted; sessions are changed on the mentoring page's side, by the caseworker.
    cancelled: null,
    attendance: null,
    cancellable: false,
  }));
}

async function ownEntries(db: AppDb, candidateId: string, demo: boolean, limit: number): Promise<DiaryEntry[]> {
  return db
    .select({ id: diaryEntries.id, entryDate: diaryEntries.entryDate, title: diaryEntries.title, body: diaryEntries.body })
    .from(diaryEntries)
    .where(and(eq(diaryEntries.candidateId, candidateId), eq(diaryEntries.demo, demo)))
    .orderBy(desc(diaryEntries.entryDate), desc(diaryEntries.createdAt))
    .limit(limit);
}

/**
 * The subject's appointments (from 90 days ago, soonest first) and own entries (newest first). With
 * `withMentoring` (the candidate's own diary only, never a partner's view of it), their mentoring sessions too.
 */
export async function candidateDiary(db: AppDb, subject: CandidateSubject, now: Date = new Date(), { withMentoring = false } = {}): Promise<Diary> {
  if (!subject.candidateId) return { appointments: [], entries: [] };
  const from = new Date(now.getTime() - PAST_DAYS * DAY_MS);
  const [shownAppointments, entries, sessions] = await Promise.all([
    candidateAppointments(db, subject.candidateId, subject.demo, from, SHOWN, now).then((rows) =>
      // Only the person's own diary shows the reason they gave for cancelling, and whether they attended.
      withMentoring ? rows : rows.map((row) => ({ ...row, cancelled: row.cancelled && { ...row.cancelled, reason: null }, attendance: null })),
    ),
    ownEntries(db, subject.candidateId, subject.demo, SHOWN),
    withMentoring ? mentoringAppointments(db, subject.candidateId, subject.demo, from, SHOWN) : Promise.resolve([]),
  ]);
  const merged = [...shownAppointments, ...sessions].sort((a, b) => (a.startsAt < b.startsAt ? -1 : a.startsAt > b.startsAt ? 1 : 0));
  return { appointments: merged, entries };
}

/**
 * The `.ics` file of every appointment, mentoring session and entry the subject has: their own diary's download and
 * private feed only, never another person's view of it.
 */
export async function diaryCalendar(db: AppDb, subject: CandidateSubject, now: Date = new Date()): Promise<string> {
  const events: CalendarEvent[] = [];
  if (subject.candidateId) {
    const [allAppointments, sessions, entries] = await Promise.all([
      candidateAppointments(db, subject.candidateId, subject.demo, null, 2000, now),
      mentoringAppointments(db, subject.candidateId, subject.demo, null, 2000),
      ownEntries(db, subject.candidateId, subject.demo, 2000),
    ]);
    const mentoring = new Set(sessions.map((session) => session.id));
    const interviewsByAppointment = await interviewIdentities(
      db,
      allAppointments.map((appointment) => appointment.id),
    );
    for (const appointment of [...allAppointments, ...sessions]) {
      const interview = interviewsByAppointment.get(appointment.id);
      events.push({
        uid: interview?.uid ?? `${mentoring.has(appointment.id) ? "mentoring" : "appointment"}-${appointment.id}@fairchanceworks`,
        ...(interview ? { sequence: interview.sequence } : {}),
        summary: appointment.title,
        location: appointment.location,
        description: appointmentModeLabels[appointment.mode],
        when: { start: new Date(appointment.startsAt), end: new Date(appointment.endsAt) },
      });
    }
    for (const entry of entries) {
      events.push({ uid: `diary-${entry.id}@fairchanceworks`, summary: entry.title, description: entry.body || null, when: { date: entry.entryDate } });
    }
  }
  return writeCalendar({ name: "Fair Chance Works diary", productId: "-//Fair Chance Works//Diary//EN", events, now });
}

/** The export's response: a download, never cached (it is someone's diary). */
export function calendarResponse(text: string): Response {
  return new Response(text, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": 'attachment; filename="fair-chance-works-diary.ics"',
      "Cache-Control": "private, no-store",
    },
  });
}

/** The entry being changed (`?edit=<id>`), when it is one of the subject's own. */
export function entryToEdit(diary: Diary, url: URL): DiaryEntry | null {
  const id = url.searchParams.get("edit");
  return (id && diary.entries.find((entry) => entry.id === id)) || null;
}

/**
 * The diary's actions on the candidate portal: add or change an entry ("save") and delete one; cancel an
 * appointment (candidate-cancel.server.ts). The caller has
 * guarded the request and found whose diary it is; each change and its audit row in one transaction; someone
 * else's entry is not found (404).
 */
export async function diaryAction(context: AppLoadContext, page: SignedInPage<CandidateSubject>, request: Request) {
  const { actor: user, session, subject } = page;
  const db = context.database.db;
  const form = await readForm(request);
  const { candidateId } = subject;
  if (!candidateId) throw data("There is no diary here.", { status: 404 });
  const audit = { actorUserId: user.id, subjectUserId: user.id, sessionId: session.id };
  const own = (id: string) => and(eq(diaryEntries.id, id), eq(diaryEntries.candidateId, candidateId), eq(diaryEntries.demo, false));
  const done = (what: DiaryDone) => redirect(`${new URL(request.url).pathname}?done=${what}`);

  // Cancelling one of their appointments asks first; the appointments feature does it.
  if (form.get("intent") === "cancel-appointment") return candidateCancelAppointment(context, page, form, new URL(request.url));

  // The private calendar feed: made, made anew or turned off (the last two ask first).
  const feedAnswer = await calendarFeedAction(db, { userId: user.id, sessionId: session.id }, form, { publicUrl: context.env.publicUrl, pageUrl: new URL(request.url) });
  if (feedAnswer) return feedAnswer;

  if (form.get("intent") === "delete") {
    const parsed = deleteEntrySchema.safeParse({ intent: "delete", entryId: form.get("entryId") ?? undefined });
    if (!parsed.success) throw data("That entry was not recognised.", { status: 400 });
    const deleted = await db.transaction(async (tx) => {
      const rows = await tx.delete(diaryEntries).where(own(parsed.data.entryId)).returning({ id: diaryEntries.id });
      if (rows.length === 0) return false;
      await recordAudit(tx, { ...audit, event: "diary_entry_deleted", detail: { entryId: parsed.data.entryId } });
      return true;
    });
    if (!deleted) throw data("There is no such entry in your diary.", { status: 404 });
    return done("deleted");
  }

  const submission = parseWithZod(form, { schema: diaryEntrySchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const { entryId, entryDate, title, body } = submission.value;
  // The same form sent twice (a double press) saves once; the repeat is answered as the first save was.
  const formKey = formKeyOf(form);
  const saved = await db.transaction(async (tx) => {
    if (!(await firstSubmission(tx, user.id, formKey))) return true;
    if (entryId) {
      const rows = await tx.update(diaryEntries).set({ entryDate, title, body }).where(own(entryId)).returning({ id: diaryEntries.id });
      if (rows.length === 0) return false;
      await recordAudit(tx, { ...audit, event: "diary_entry_changed", detail: { entryId } });
      return true;
    }
    const id = uuidv7();
    await tx.insert(diaryEntries).values({ id, candidateId, entryDate, title, body, demo: false });
    await recordAudit(tx, { ...audit, event: "diary_entry_added", detail: { entryId: id } });
    return true;
  });
  if (!saved) throw data("There is no such entry in your diary.", { status: 404 });
  return done(entryId ? "changed" : "added");
}
