import { and, asc, desc, eq, gte, isNull, lt } from "drizzle-orm";
import { mentoringMatches, mentoringSessions } from "../../../db/schema";
import type { AppointmentMode } from "../../../db/schema/vocabulary";
import type { CandidateSubject } from "~/lib/data-subject";
import type { AppDb } from "~/lib/db.server";

export type MentoringSession = { heldOn: string; minutes: number; mode: AppointmentMode };

export type CurrentMentoring = {
  mentorName: string;
  mentorOrganisation: string | null;
  livedExperience: boolean;
  startedOn: string;
  nextSession: MentoringSession | null;
  lastSession: MentoringSession | null;
};

const sessionColumns = { heldOn: mentoringSessions.heldOn, minutes: mentoringSessions.minutes, mode: mentoringSessions.mode };

/** A candidate's current mentor (the newest match not ended) with the next and the last session around `today`. */
export async function currentMentoring(db: AppDb, subject: CandidateSubject & { candidateId: string }, today: string): Promise<CurrentMentoring | null> {
  const [match] = await db
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
    .limit(1);
  if (!match) return null;
  const [next, last] = await Promise.all([
    db
      .select(sessionColumns)
      .from(mentoringSessions)
      .where(and(eq(mentoringSessions.matchId, match.id), gte(mentoringSessions.heldOn, today)))
      .orderBy(asc(mentoringSessions.heldOn))
      .limit(1),
    db
      .select(sessionColumns)
      .from(mentoringSessions)
      .where(and(eq(mentoringSessions.matchId, match.id), lt(mentoringSessions.heldOn, today)))
      .orderBy(desc(mentoringSessions.heldOn))
      .limit(1),
  ]);
  const { id: _id, ...mentor } = match;
  return { ...mentor, nextSession: next[0] ?? null, lastSession: last[0] ?? null };
}
