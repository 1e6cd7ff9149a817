import { and, asc, eq, gte, inArray, isNull } from "drizzle-orm";
import { candidates, mentoringMatches, mentoringSessions, mentors } from "../../../db/schema";
import type { AppointmentMode } from "../../../db/schema/vocabulary";
import type { AppDb } from "~/lib/db.server";

export type Mentee = {
  matchId: string;
  /** Their first name only: a mentor sees nothing else of the person's account. */
  firstName: string;
  sessions: { id: string; heldOn: string; startsAt: string | null; minutes: number; mode: AppointmentMode; location: string | null }[];
};

/**
 * The people a member of a partner or employer organisation mentors now (matches through their own offer, not
 * ended), each with their first name and sessions from `today` on. Real data only.
 */
export async function menteesOf(db: AppDb, userId: string, today: string): Promise<Mentee[]> {
  const matches = await db
    .select({ matchId: mentoringMatches.id, fullName: candidates.fullName })
    .from(mentoringMatches)
    .innerJoin(mentors, eq(mentors.id, mentoringMatches.mentorId))
    .innerJoin(candidates, eq(candidates.id, mentoringMatches.candidateId))
    .where(and(eq(mentors.userId, userId), eq(mentors.demo, false), eq(mentoringMatches.demo, false), isNull(mentoringMatches.endedOn)))
    .orderBy(asc(mentoringMatches.startedOn))
    .limit(50);
  if (matches.length === 0) return [];
  const sessions = await db
    .select({
      id: mentoringSessions.id,
      matchId: mentoringSessions.matchId,
      heldOn: mentoringSessions.heldOn,
      startsAt: mentoringSessions.startsAt,
      minutes: mentoringSessions.minutes,
      mode: mentoringSessions.mode,
      location: mentoringSessions.location,
    })
    .from(mentoringSessions)
    .where(and(inArray(mentoringSessions.matchId, matches.map((match) => match.matchId)), gte(mentoringSessions.heldOn, today)))
    .orderBy(asc(mentoringSessions.heldOn))
    .limit(500);
  return matches.map(({ matchId, fullName }) => ({
    matchId,
    firstName: fullName.trim().split(/\s+/)[0] ?? "",
    sessions: sessions
      .filter((session) => session.matchId === matchId)
      .map(({ matchId: _match, startsAt, ...session }) => ({ ...session, startsAt: startsAt?.toISOString() ?? null })),
  }));
}
