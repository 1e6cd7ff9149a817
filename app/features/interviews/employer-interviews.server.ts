import { pageOf } from "~/lib/paging";
import { and, asc, count, eq, gte } from "drizzle-orm";
import { applications, candidates, interviews, interviewTimes, jobs } from "../../../db/schema";
import type { AppointmentMode } from "../../../db/schema/vocabulary";
import type { EmployerSubject } from "~/lib/data-subject";
import type { AppDb } from "~/lib/db.server";
import { addDays, londonDate, londonMidnight, startOfLondonDay } from "~/lib/dates";
import { writeCalendar, type CalendarEvent } from "~/lib/icalendar";
import { interviewModeLabels } from "./labels";
import { ownedBy } from "./interviews.server";
import { interviewUid } from "./interview-calendar.server";

export const INTERVIEWS_PAGE_SIZE = 25;

export type AgreedInterview = {
  applicationId: string;
  candidateName: string;
  jobTitle: string;
  startsAt: string;
  endsAt: string;
  mode: AppointmentMode;
  address: string | null;
  videoLink: string | null;
};

export type EmployerInterviewList = { rows: AgreedInterview[]; total: number; page: number; pages: number };

/**
 * The employer's diary of interviews: every time a candidate has agreed for one of the organisation's roles, from
 * the start of today (London) on, soonest first, a page at a time in the database. Read under the interview
 * feature's one rule of whose applications these are; the demonstration, and an account with no organisation, have none.
 */
export async function employerInterviews(db: AppDb, subject: EmployerSubject, asked: number, now = new Date()): Promise<EmployerInterviewList> {
  const owned = ownedBy({ side: "employer", subject });
  if (!owned) return { rows: [], total: 0, page: 1, pages: 1 };
  const where = and(owned, eq(interviews.state, "accepted"), gte(interviewTimes.startsAt, startOfLondonDay(now)));
  const from = () =>
    db
      .select({
        applicationId: applications.id,
        candidateName: candidates.fullName,
        jobTitle: jobs.title,
        startsAt: interviewTimes.startsAt,
        minutes: interviews.minutes,
        mode: interviewTimes.mode,
        address: interviewTimes.address,
        videoLink: interviewTimes.videoLink,
      })
      .from(interviews)
      .innerJoin(interviewTimes, eq(interviewTimes.id, interviews.acceptedTimeId))
      .innerJoin(applications, eq(applications.id, interviews.applicationId))
      .innerJoin(jobs, eq(jobs.id, applications.jobId))
      .innerJoin(candidates, eq(candidates.id, applications.candidateId));
  const [counted] = await db
    .select({ total: count() })
    .from(interviews)
    .innerJoin(interviewTimes, eq(interviewTimes.id, interviews.acceptedTimeId))
    .innerJoin(applications, eq(applications.id, interviews.applicationId))
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(where);
  const total = counted?.total ?? 0;
  const { page, pages, offset } = pageOf(total, INTERVIEWS_PAGE_SIZE, asked);
  const rows = total
    ? await from()
        .where(where)
        .orderBy(asc(interviewTimes.startsAt), asc(interviews.id))
        .limit(INTERVIEWS_PAGE_SIZE)
        .offset(offset)
    : [];
  return {
    rows: rows.map(({ startsAt, minutes, ...row }) => ({ ...row, startsAt: startsAt.toISOString(), endsAt: new Date(startsAt.getTime() + minutes * 60_000).toISOString() })),
    total,
    page,
    pages,
  };
}

/** How far back and how many a subscribed calendar gets: recent and coming interviews, never an unbounded list. */
const FEED_DAYS_BACK = 31;
const FEED_MOST = 500;

/**
 * The employer member's calendar feed: the organisation's agreed interviews from a month ago on, each the same
 * event (UID and SEQUENCE) as its downloadable file, so a calendar holding both keeps one. A cancelled or moved
 * interview leaves the feed until a time is agreed again.
 */
export async function employerInterviewCalendar(db: AppDb, subject: EmployerSubject, now = new Date()): Promise<string> {
  const owned = ownedBy({ side: "employer", subject });
  const rows = owned
    ? await db
        .select({
          id: interviews.id,
          sequence: interviews.sequence,
          minutes: interviews.minutes,
          candidateName: candidates.fullName,
          jobTitle: jobs.title,
          startsAt: interviewTimes.startsAt,
          mode: interviewTimes.mode,
          address: interviewTimes.address,
          videoLink: interviewTimes.videoLink,
        })
        .from(interviews)
        .innerJoin(interviewTimes, eq(interviewTimes.id, interviews.acceptedTimeId))
        .innerJoin(applications, eq(applications.id, interviews.applicationId))
        .innerJoin(jobs, eq(jobs.id, applications.jobId))
        .innerJoin(candidates, eq(candidates.id, applications.candidateId))
        .where(and(owned, eq(interviews.state, "accepted"), gte(interviewTimes.startsAt, londonMidnight(addDays(londonDate(now), -FEED_DAYS_BACK)))))
        .orderBy(asc(interviewTimes.startsAt))
        .limit(FEED_MOST)
    : [];
  const events: CalendarEvent[] = rows.map((row) => {
    const how = interviewModeLabels[row.mode];
    return {
      uid: interviewUid(row.id),
      sequence: row.sequence,
      summary: `Interview with ${row.candidateName} for ${row.jobTitle}`,
      location: row.address ?? row.videoLink,
      description: row.videoLink ? `${how}: ${row.videoLink}` : how,
      when: { start: row.startsAt, end: new Date(row.startsAt.getTime() + row.minutes * 60_000) },
    };
  });
  return writeCalendar({ name: "Interviews", productId: "-//Fair Chance Works//Interviews//EN", events, now });
}
