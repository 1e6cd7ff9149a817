import { and, asc, desc, eq, isNull, ne } from "drizzle-orm";
import { data } from "react-router";
import { mentoringMatches, mentoringSessions, supportActions } from "../../../db/schema";
import type { AppointmentMode } from "../../../db/schema/vocabulary";
import { recordAudit } from "~/lib/audit.server";
import type { CandidateSubject, SignedInPage } from "~/lib/data-subject";
import type { AppDb } from "~/lib/db.server";
import { uuidv7 } from "~/lib/uuid.server";
import { MENTOR_REQUEST_TITLE, mentorRequestMessages } from "./mentor-request";
import { readForm } from "~/lib/read-form.server";
import { assignedCaseworkerUserIds } from "~/features/notifications/audience.server";
import { recordNotice, type Notices } from "~/features/notifications/record-notice.server";

export type MentoringPageData = {
  mentor: { mentorName: string; mentorOrganisation: string | null; livedExperience: boolean; startedOn: string } | null;
  sessions: { id: string; heldOn: string; startsAt: string | null; minutes: number; mode: AppointmentMode; location: string | null }[];
  /** An open request for a mentor is waiting for the team. */
  requested: boolean;
  /** What happened to their last answered request: matched, or closed with the caseworker's reason. */
  answer: { status: "done" | "cancelled"; on: string; reason: string | null } | null;
};

const openRequest = (candidateId: string, demo: boolean) =>
  and(eq(supportActions.candidateId, candidateId), eq(supportActions.demo, demo), eq(supportActions.title, MENTOR_REQUEST_TITLE), eq(supportActions.status, "open"));

/** The subject's current mentor with every session of that match (oldest first), and whether a request is open. */
export async function candidateMentoring(db: AppDb, subject: CandidateSubject): Promise<MentoringPageData> {
  if (!subject.candidateId) return { mentor: null, sessions: [], requested: false, answer: null };
  const [[match], [request], [answered]] = await Promise.all([
    db
      .select({
        id: mentoringMatches.id,
        mentorName: mentoringMatches.mentorName,
        mentorOrganisation: mentoringMatches.mentorOrganisation,
        livedExperience: mentoringMatches.livedExperience,
        startedOn: mentoringMatches.startedOn,
      })
      .from(mentoringMatches)
      .where(and(eq(mentoringMatches.candidateId, subject.candidateId), eq(mentoringMatches.demo, subject.demo), isNull(mentoringMatches.endedOn)))
      .orderBy(desc(mentoringMatches.startedOn))
      .limit(1),
    db.select({ id: supportActions.id }).from(supportActions).where(openRequest(subject.candidateId, subject.demo)).limit(1),
    db
      .select({ status: supportActions.status, completedAt: supportActions.completedAt, reason: supportActions.closedReason })
      .from(supportActions)
      .where(
        and(
          eq(supportActions.candidateId, subject.candidateId),
          eq(supportActions.demo, subject.demo),
          eq(supportActions.title, MENTOR_REQUEST_TITLE),
          ne(supportActions.status, "open"),
        ),
      )
      .orderBy(desc(supportActions.completedAt))
      .limit(1),
  ]);
  const answer =
    answered && answered.status !== "open" && answered.completedAt ? { status: answered.status, on: answered.completedAt.toISOString(), reason: answered.status === "cancelled" ? answered.reason : null } : null;
  if (!match) return { mentor: null, sessions: [], requested: Boolean(request), answer };
  const rows = await db
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
    .limit(200);
  const { id: _id, ...mentor } = match;
  const sessions = rows.map((row) => ({ ...row, startsAt: row.startsAt?.toISOString() ?? null }));
  return { mentor, sessions, requested: Boolean(request), answer };
}

/**
 * Asking for a mentor: a support action the team sees on the candidate's record, with its audit row, in one
 * transaction. The caller has guarded the request. Asking again while a request is open changes nothing and says so.
 */
export async function requestMentorAction(db: AppDb, { actor: user, session, subject }: SignedInPage<CandidateSubject>, request: Request, notices: Notices) {
  const form = await readForm(request);
  if (form.get("intent") !== "request-mentor") return data({ message: mentorRequestMessages.unknown, error: true }, { status: 400 });
  const { candidateId } = subject;
  if (!candidateId) throw data("There is no profile here.", { status: 404 });
  let woken = false;
  const made = await db.transaction(async (tx) => {
    const [open] = await tx.select({ id: supportActions.id }).from(supportActions).where(openRequest(candidateId, false)).limit(1);
    if (open) return false;
    const id = uuidv7();
    await tx.insert(supportActions).values({ id, candidateId, title: MENTOR_REQUEST_TITLE, status: "open", demo: false });
    await recordAudit(tx, { event: "mentor_requested", actorUserId: user.id, subjectUserId: user.id, sessionId: session.id, detail: { supportActionId: id } });
    // Their caseworkers hear of it, to find a mentor; the notice names no one.
    const told = await recordNotice(tx, notices.settings, {
      kind: "mentor.requested",
      key: id,
      recipients: await assignedCaseworkerUserIds(tx, candidateId),
      actorUserId: user.id,
      link: `/dashboard/caseworkerportal/candidate/${candidateId}#mentoring`,
      relatedId: id,
    });
    woken = told > 0;
    return true;
  });
  if (woken) notices.wake();
  return { message: made ? mentorRequestMessages.done : mentorRequestMessages.already, error: false };
}
