import { and, asc, eq, gte, inArray, isNotNull, isNull, lt } from "drizzle-orm";
import { candidates, mentoringMatches, mentoringSessions } from "../../../db/schema";
import type { AppointmentMode } from "../../../db/schema/vocabulary";
import { caseloadCandidateIds, type KnownCaseworker } from "~/features/candidates/caseload.server";
import type { AppDb } from "~/lib/db.server";
import { londonMidnight } from "~/lib/dates";

export type CalendarMentoringSession = {
  id: string;
  candidateId: string;
  candidateName: string;
  mentorName: string;
  startsAt: string;
  minutes: number;
  mode: AppointmentMode;
  location: string | null;
};

/**
 * Mentoring sessions booked with a start time for people on the caseworker's caseload, starting in the range, for
 * the calendar (shown as mentoring sessions, apart from the caseworker's own appointments). Sessions of ended
 * mentoring are left out.
 */
export async function calendarMentoringSessions(db: AppDb, subject: KnownCaseworker, range: { from: string; to: string }): Promise<CalendarMentoringSession[]> {
  const rows = await db
    .select({
      id: mentoringSessions.id,
      candidateId: candidates.id,
      candidateName: candidates.fullName,
      mentorName: mentoringMatches.mentorName,
      startsAt: mentoringSessions.startsAt,
      minutes: mentoringSessions.minutes,
      mode: mentoringSessions.mode,
      location: mentoringSessions.location,
    })
    .from(mentoringSessions)
    .innerJoin(mentoringMatches, eq(mentoringMatches.id, mentoringSessions.matchId))
    .innerJoin(candidates, eq(candidates.id, mentoringMatches.candidateId))
    .where(
      and(
        inArray(mentoringMatches.candidateId, caseloadCandidateIds(db, subject)),
        eq(mentoringMatches.demo, subject.demo),
        eq(candidates.demo, subject.demo),
        isNull(mentoringMatches.endedOn),
        isNotNull(mentoringSessions.startsAt),
        gte(mentoringSessions.startsAt, londonMidnight(range.from)),
        lt(mentoringSessions.startsAt, londonMidnight(range.to)),
      ),
    )
    .orderBy(asc(mentoringSessions.startsAt))
    .limit(500);
  return rows.map((row) => ({ ...row, startsAt: row.startsAt!.toISOString() }));
}
