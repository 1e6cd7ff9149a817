import { parseWithZod } from "@conform-to/zod/v4";
import { and, asc, desc, eq, gt, isNotNull, isNull, sql } from "drizzle-orm";
import { data } from "react-router";
import { mentoringMatches, mentoringSessions, mentors, organisations, supportActions } from "../../../db/schema";
import type { AppointmentMode } from "../../../db/schema/vocabulary";
import { londonInstant } from "~/features/appointments/calendar";
import { hasRole } from "~/features/auth/roles";
import { recordAudit } from "~/lib/audit.server";
import { londonDate } from "~/lib/dates";
import type { AppDb } from "~/lib/db.server";
import { firstSubmission, formKeyOf } from "~/lib/idempotency.server";
import { uuidv7 } from "~/lib/uuid.server";
import {
  assignAgreedMentorSchema,
  assignVolunteerSchema,
  bookMentoringSessionSchema,
  closeMentorRequestSchema,
  mentoringDoneMessages,
  mentorMessages,
  moveMentoringSessionSchema,
} from "./mentor-forms";
import { MENTOR_REQUEST_TITLE } from "./mentor-request";
import { candidateUserIds, matchMentorUser } from "~/features/notifications/audience.server";
import { cancelPendingNotices } from "~/features/notifications/cancel-notices.server";
import { appointmentKey, appointmentKeyPrefix } from "~/features/notifications/event-keys";
import { recordNotice, type Notices } from "~/features/notifications/record-notice.server";
import { noticeWhen } from "~/features/notifications/templates";
import { isUuid } from "~/lib/uuid-pattern";

export type RecordMentoring = {
  request: { id: string; askedAt: string } | null;
  match: { id: string; mentorName: string; mentorOrganisation: string | null; livedExperience: boolean; startedOn: string } | null;
  /** Oldest first; `upcoming` when it has a start time still to come (it may then be moved or cancelled). */
  sessions: { id: string; heldOn: string; startsAt: string | null; minutes: number; mode: AppointmentMode; location: string | null; upcoming: boolean }[];
  /** People in partner or employer organisations who agreed to mentor and have not withdrawn. */
  agreed: { id: string; name: string; organisationName: string | null; offer: string; livedExperience: boolean }[];
};

const openRequest = (candidateId: string, demo: boolean) =>
  and(eq(supportActions.candidateId, candidateId), eq(supportActions.demo, demo), eq(supportActions.title, MENTOR_REQUEST_TITLE), eq(supportActions.status, "open"));

const currentMatch = (candidateId: string, demo: boolean) =>
  and(eq(mentoringMatches.candidateId, candidateId), eq(mentoringMatches.demo, demo), isNull(mentoringMatches.endedOn));

/** The mentoring part of a candidate's record, for a caseworker the caller has allowed to open it. */
export async function recordMentoring(db: AppDb, candidateId: string, demo: boolean, now: Date = new Date()): Promise<RecordMentoring> {
  const [[request], [match], agreed] = await Promise.all([
    db.select({ id: supportActions.id, askedAt: supportActions.createdAt }).from(supportActions).where(openRequest(candidateId, demo)).orderBy(asc(supportActions.createdAt)).limit(1),
    db
      .select({
        id: mentoringMatches.id,
        mentorName: mentoringMatches.mentorName,
        mentorOrganisation: mentoringMatches.mentorOrganisation,
        livedExperience: mentoringMatches.livedExperience,
        startedOn: mentoringMatches.startedOn,
      })
      .from(mentoringMatches)
      .where(currentMatch(candidateId, demo))
      .orderBy(desc(mentoringMatches.startedOn))
      .limit(1),
    db
      .select({ id: mentors.id, name: mentors.name, organisationName: organisations.name, offer: mentors.offer, livedExperience: mentors.livedExperience })
      .from(mentors)
      .innerJoin(organisations, eq(organisations.id, mentors.organisationId))
      .where(and(eq(mentors.demo, demo), isNotNull(mentors.userId), isNull(mentors.withdrawnAt)))
      .orderBy(asc(mentors.name))
      .limit(200),
  ]);
  const sessions = match
    ? await db
        .select({
          id: mentoringSessions.id,
          heldOn: mentoringSessions.heldOn,
          startsAt: mentoringSessions.startsAt,
          minutes: mentoringSessions.minutes,
          mode: mentoringSessions.mode,
          location: mentoringSessions.location,
        })
        .from(mentoringSessions)
        .where(eq(mentoringSessions.matchId, match.id))
        .orderBy(asc(mentoringSessions.heldOn))
        .limit(200)
    : [];
  return {
    request: request ? { id: request.id, askedAt: request.askedAt.toISOString() } : null,
    match: match ?? null,
    sessions: sessions.map((session) => ({ ...session, startsAt: session.startsAt?.toISOString() ?? null, upcoming: Boolean(session.startsAt && session.startsAt > now) })),
    agreed,
  };
}

export const MENTORING_INTENTS = ["mentor-assign", "mentor-volunteer", "mentor-close-request", "mentor-session", "mentor-session-move", "mentor-session-cancel", "mentor-end"] as const;

/** The current mentoring's session with this id that has not started yet, or nothing. */
async function upcomingSession(db: AppDb, candidateId: string, sessionId: string, now: Date) {
  const [session] = await db
    .select({ id: mentoringSessions.id, matchId: mentoringSessions.matchId, startsAt: mentoringSessions.startsAt, version: mentoringSessions.version })
    .from(mentoringSessions)
    .innerJoin(mentoringMatches, eq(mentoringMatches.id, mentoringSessions.matchId))
    .where(and(eq(mentoringSessions.id, sessionId), currentMatch(candidateId, false), gt(mentoringSessions.startsAt, now)))
    .limit(1);
  return session ?? null;
}

/** Where a mentor sees the sessions of the people they mentor: their portal's home. */
function mentorHomeLink(mentor: { role: string }): string {
  return `/dashboard/${hasRole(mentor, "employer") ? "employerportal" : "partnerportal"}#people-you-mentor`;
}

type Audit = { actorUserId: string; sessionId: string; clientHash?: string | null };

/**
 * The caseworker's mentoring forms on a real record the caller has allowed them to change: assign a mentor (one
 * who agreed, or a volunteer they enter), close the request with a reason, book a session, move or cancel one that
 * has not started (cancelling asks first), end the mentoring (asked to confirm first). Each write is one transaction with its audit row; a form sent twice saves once.
 */
export async function mentoringRecordAction(
  db: AppDb,
  formData: FormData,
  { candidateId, caseworkerId, subjectUserId, audit, now, notices }: { candidateId: string; caseworkerId: string; subjectUserId: string | null; audit: Audit; now: Date; notices: Notices },
) {
  const intent = formData.get("intent");
  const formKey = formKeyOf(formData);
  const userId = audit.actorUserId;
  let told = 0;
  /**
   * A session counts as an appointment for the candidate's notices, and for the mentor's when they have an account
   * (a volunteer the caseworker entered has none: the caseworker who booked it tells them). Its time only, never
   * its place or the other person's name.
   */
  const tellOfSession = async (
    tx: Pick<AppDb, "select" | "insert">,
    kind: "appointment.booked" | "appointment.moved" | "appointment.cancelled",
    session: { id: string; matchId: string; startsAt: Date; version: number },
  ) => {
    const event = { kind, key: appointmentKey("mentoring", session.id, session.startsAt, session.version), actorUserId: userId, relatedId: session.id, params: { when: noticeWhen(session.startsAt) }, at: now };
    told += await recordNotice(tx, notices.settings, { ...event, recipients: await candidateUserIds(tx, candidateId), link: "/dashboard/candidateportal/mentoring#sessions" });
    const mentor = await matchMentorUser(tx, session.matchId);
    if (mentor) told += await recordNotice(tx, notices.settings, { ...event, recipients: [mentor.id], link: mentorHomeLink(mentor) });
  };
  const woken = <T>(answer: T): T => {
    if (told > 0) notices.wake();
    return answer;
  };
  const today = londonDate(now);
  const refused = (message: string) => data({ intent, refused: message }, { status: 400 });

  if (intent === "mentor-assign" || intent === "mentor-volunteer") {
    const agreed = intent === "mentor-assign" ? parseWithZod(formData, { schema: assignAgreedMentorSchema }) : null;
    const volunteer = intent === "mentor-volunteer" ? parseWithZod(formData, { schema: assignVolunteerSchema }) : null;
    const submission = (agreed ?? volunteer)!;
    if (submission.status !== "success") return data({ intent, result: submission.reply() }, { status: 400 });
    const outcome = await db.transaction(async (tx) => {
      if (!(await firstSubmission(tx, userId, formKey, now))) return "repeat" as const;
      const [already] = await tx.select({ id: mentoringMatches.id }).from(mentoringMatches).where(currentMatch(candidateId, false)).limit(1);
      if (already) return "already" as const;
      let mentor: { id: string; name: string; organisation: string | null; livedExperience: boolean };
      if (agreed?.status === "success") {
        const [found] = await tx
          .select({ id: mentors.id, name: mentors.name, organisation: organisations.name, livedExperience: mentors.livedExperience })
          .from(mentors)
          .innerJoin(organisations, eq(organisations.id, mentors.organisationId))
          .where(and(eq(mentors.id, agreed.value.mentorId), eq(mentors.demo, false), isNotNull(mentors.userId), isNull(mentors.withdrawnAt)));
        if (!found) return "unknown" as const;
        mentor = found;
      } else if (volunteer?.status === "success") {
        const { name, organisation, email, phone, livedExperience } = volunteer.value;
        const id = uuidv7();
        await tx.insert(mentors).values({ id, name, organisationName: organisation, email: email?.toLowerCase() ?? null, phone, livedExperience, addedByCaseworkerId: caseworkerId });
        mentor = { id, name, organisation, livedExperience };
      } else return "unknown" as const;
      const matchId = uuidv7();
      await tx.insert(mentoringMatches).values({
        id: matchId,
        candidateId,
        mentorId: mentor.id,
        mentorName: mentor.name,
        mentorOrganisation: mentor.organisation,
        livedExperience: mentor.livedExperience,
        startedOn: today,
      });
      await tx.update(supportActions).set({ status: "done", completedAt: now }).where(openRequest(candidateId, false));
      await recordAudit(tx, { ...audit, event: "mentor_assigned", subjectUserId, detail: { candidateId, matchId, mentorId: mentor.id } });
      // The candidate hears a mentor was found; who it is stays on their mentoring page.
      told += await recordNotice(tx, notices.settings, {
        kind: "mentor.assigned",
        key: matchId,
        recipients: await candidateUserIds(tx, candidateId),
        actorUserId: userId,
        link: "/dashboard/candidateportal/mentoring#your-mentor",
        relatedId: matchId,
        at: now,
      });
      return "assigned" as const;
    });
    if (outcome === "already") return refused(mentorMessages.already);
    if (outcome === "unknown") return data({ intent, refused: "That mentor is no longer offering to mentor. Choose another." }, { status: 400 });
    return woken({ intent, result: submission.reply({ resetForm: true }), done: mentoringDoneMessages.assigned });
  }

  if (intent === "mentor-close-request") {
    const submission = parseWithZod(formData, { schema: closeMentorRequestSchema });
    if (submission.status !== "success") return data({ intent, result: submission.reply() }, { status: 400 });
    const closed = await db.transaction(async (tx) => {
      if (!(await firstSubmission(tx, userId, formKey, now))) return true;
      const rows = await tx
        .update(supportActions)
        .set({ status: "cancelled", completedAt: now, closedReason: submission.value.reason })
        .where(openRequest(candidateId, false))
        .returning({ id: supportActions.id });
      if (rows.length === 0) return false;
      await recordAudit(tx, { ...audit, event: "mentor_request_closed", subjectUserId, detail: { candidateId, supportActionIds: rows.map((row) => row.id) } });
      return true;
    });
    if (!closed) return refused(mentorMessages.noRequest);
    return { intent, result: submission.reply({ resetForm: true }), done: mentoringDoneMessages.closed };
  }

  if (intent === "mentor-session") {
    const submission = parseWithZod(formData, { schema: bookMentoringSessionSchema });
    if (submission.status !== "success") return data({ intent, result: submission.reply() }, { status: 400 });
    const { date, startTime, minutes, mode, location } = submission.value;
    const booked = await db.transaction(async (tx) => {
      if (!(await firstSubmission(tx, userId, formKey, now))) return true;
      const [match] = await tx.select({ id: mentoringMatches.id }).from(mentoringMatches).where(currentMatch(candidateId, false)).limit(1);
      if (!match) return false;
      const id = uuidv7();
      const startsAt = londonInstant(date, startTime);
      await tx.insert(mentoringSessions).values({ id, matchId: match.id, heldOn: date, startsAt, minutes, mode, location });
      await recordAudit(tx, { ...audit, event: "mentoring_session_booked", subjectUserId, detail: { candidateId, matchId: match.id, sessionId: id } });
      await tellOfSession(tx, "appointment.booked", { id, matchId: match.id, startsAt, version: 0 });
      return true;
    });
    if (!booked) return refused(mentorMessages.noMatch);
    return woken({ intent, result: submission.reply({ resetForm: true }), done: mentoringDoneMessages.booked });
  }

  if (intent === "mentor-session-move") {
    const submission = parseWithZod(formData, { schema: moveMentoringSessionSchema });
    if (submission.status !== "success") return data({ intent, result: submission.reply() }, { status: 400 });
    const { sessionId, date, startTime, minutes, mode, location } = submission.value;
    const moved = await db.transaction(async (tx) => {
      if (!(await firstSubmission(tx, userId, formKey, now))) return true;
      const session = await upcomingSession(tx, candidateId, sessionId, now);
      if (!session) return false;
      const startsAt = londonInstant(date, startTime);
      // Each move is a new version, so each is its own event (A to B, back to A, to B again).
      const [changed] = await tx
        .update(mentoringSessions)
        .set({ heldOn: date, startsAt, minutes, mode, location, version: sql`${mentoringSessions.version} + 1` })
        .where(eq(mentoringSessions.id, session.id))
        .returning({ version: mentoringSessions.version });
      await recordAudit(tx, { ...audit, event: "mentoring_session_moved", subjectUserId, detail: { candidateId, matchId: session.matchId, sessionId } });
      await cancelPendingNotices(tx, "appointment.reminder", appointmentKeyPrefix("mentoring", session.id));
      await tellOfSession(tx, "appointment.moved", { id: session.id, matchId: session.matchId, startsAt, version: changed!.version });
      return true;
    });
    if (!moved) return refused(mentorMessages.noSession);
    return woken({ intent, result: submission.reply({ resetForm: true }), done: mentoringDoneMessages.moved });
  }

  if (intent === "mentor-session-cancel") {
    // The first press asks to confirm; the second (confirmed=yes) cancels.
    const sessionId = String(formData.get("sessionId") ?? "");
    if (!isUuid(sessionId)) return refused(mentorMessages.noSession);
    const session = await upcomingSession(db, candidateId, sessionId, now);
    if (!session) return refused(mentorMessages.noSession);
    if (formData.get("confirmed") !== "yes") return { intent, confirmCancel: { sessionId: session.id, startsAt: session.startsAt!.toISOString() } };
    await db.transaction(async (tx) => {
      const rows = await tx.delete(mentoringSessions).where(eq(mentoringSessions.id, session.id)).returning({ id: mentoringSessions.id });
      if (rows.length === 0) return;
      await recordAudit(tx, { ...audit, event: "mentoring_session_cancelled", subjectUserId, detail: { candidateId, matchId: session.matchId, sessionId } });
      await cancelPendingNotices(tx, "appointment.reminder", appointmentKeyPrefix("mentoring", session.id));
      await tellOfSession(tx, "appointment.cancelled", { id: session.id, matchId: session.matchId, startsAt: session.startsAt!, version: session.version });
    });
    return woken({ intent, done: mentoringDoneMessages.cancelled });
  }

  if (intent === "mentor-end") {
    // The first press asks to confirm; the second (confirmed=yes) ends it. Ending twice changes nothing more.
    const [match] = await db.select({ id: mentoringMatches.id }).from(mentoringMatches).where(currentMatch(candidateId, false)).limit(1);
    if (!match) return refused(mentorMessages.noMatch);
    if (formData.get("confirmed") !== "yes") return { intent, confirmEnd: { matchId: match.id } };
    await db.transaction(async (tx) => {
      const rows = await tx.update(mentoringMatches).set({ endedOn: today }).where(and(eq(mentoringMatches.id, match.id), isNull(mentoringMatches.endedOn))).returning({ id: mentoringMatches.id });
      if (rows.length) await recordAudit(tx, { ...audit, event: "mentoring_ended", subjectUserId, detail: { candidateId, matchId: match.id } });
    });
    return { intent, done: mentoringDoneMessages.ended };
  }

  return null;
}
