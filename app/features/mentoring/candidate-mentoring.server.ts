import { and, asc, desc, eq, isNull } from "drizzle-orm";
import { data } from "react-router";
import { mentoringMatches, mentoringSessions, supportActions } from "../../../db/schema";
import type { AppointmentMode } from "../../../db/schema/vocabulary";
import { recordAudit } from "~/lib/audit.server";
import type { CandidateSubject, SignedInPage } from "~/lib/data-subject";
import type { AppDb } from "~/lib/db.server";
import { uuidv7 } from "~/lib/uuid.server";
import { MENTOR_REQUEST_TITLE, mentorRequestMessages } from "./mentor-request";
import { readForm } from "~/lib/read-form.server";

export type MentoringPageData = {
  mentor: { mentorName: string; mentorOrganisation: string | null; livedExperience: boolean; startedOn: string } | null;
  sessions: { id: string; heldOn: string; minutes: number; mode: AppointmentMode }[];
  /** An open request for a mentor is waiting for the team. */
  requested: boolean;
};

const openRequest = (candidateId: string, demo: boolean) =>
  and(eq(supportActions.candidateId, candidateId), eq(supportActions.demo, demo), eq(supportActions.title, MENTOR_REQUEST_TITLE), eq(supportActions.status, "open"));

/** The subject's current mentor with every session of that match (oldest first), and whether a request is open. */
export async function candidateMentoring(db: AppDb, subject: CandidateSubject): Promise<MentoringPageData> {
  if (!subject.candidateId) return { mentor: null, sessions: [], requested: false };
  const [[match], [request]] = await Promise.all([
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
  ]);
  if (!match) return { mentor: null, sessions: [], requested: Boolean(request) };
  const sessions = await db
    .select({ id: mentoringSessions.id, heldOn: mentoringSessions.heldOn, minutes: mentoringSessions.minutes, mode: mentoringSessions.mode })
    .from(mentoringSessions)
    .where(eq(mentoringSessions.matchId, match.id))
    .orderBy(asc(mentoringSessions.heldOn))
    .limit(200);
  const { id: _id, ...mentor } = match;
  return { mentor, sessions, requested: Boolean(request) };
}

/**
 * Asking for a mentor: a support action the team sees on the candidate's record, with its audit row, in one
 * transaction. The caller has guarded the request. Asking again while a request is open changes nothing and says so.
 */
export async function requestMentorAction(db: AppDb, { actor: user, session, subject }: SignedInPage<CandidateSubject>, request: Request) {
  const form = await readForm(request);
  if (form.get("intent") !== "request-mentor") return data({ message: mentorRequestMessages.unknown, error: true }, { status: 400 });
  const { candidateId } = subject;
  if (!candidateId) throw data("There is no profile here.", { status: 404 });
  const made = await db.transaction(async (tx) => {
    const [open] = await tx.select({ id: supportActions.id }).from(supportActions).where(openRequest(candidateId, false)).limit(1);
    if (open) return false;
    const id = uuidv7();
    await tx.insert(supportActions).values({ id, candidateId, title: MENTOR_REQUEST_TITLE, status: "open", demo: false });
    await recordAudit(tx, { event: "mentor_requested", actorUserId: user.id, subjectUserId: user.id, sessionId: session.id, detail: { supportActionId: id } });
    return true;
  });
  return { message: made ? mentorRequestMessages.done : mentorRequestMessages.already, error: false };
}
