import { candidateApplicationCounts, recentCandidateApplications, type CandidateApplication, type StatusCount } from "~/features/applications/applications.server";
import { upcomingCandidateAppointments, type AppointmentItem } from "~/features/appointments/appointments.server";
import { unreadMessageCount } from "~/features/messages/unread.server";
import { currentMentoring, type CurrentMentoring } from "~/features/mentoring/mentoring.server";
import { candidateReadiness, type CandidateReadiness } from "~/features/readiness/readiness.server";
import type { CandidateSubject } from "~/lib/data-subject";
import type { AppDb } from "~/lib/db.server";
import { londonDate } from "~/lib/dates";

export type CandidateSummary = {
  readiness: CandidateReadiness | null;
  applicationCounts: StatusCount[];
  recentApplications: CandidateApplication[];
  nextAppointments: AppointmentItem[];
  unreadMessages: number;
  mentoring: CurrentMentoring | null;
};

export const emptyCandidateSummary: CandidateSummary = {
  readiness: null,
  applicationCounts: [],
  recentApplications: [],
  nextAppointments: [],
  unreadMessages: 0,
  mentoring: null,
};

/** Everything the candidate home shows, from independent queries run together. */
export async function candidateSummary(db: AppDb, subject: CandidateSubject, now: Date = new Date()): Promise<CandidateSummary> {
  const candidateId = subject.candidateId;
  if (!candidateId) return emptyCandidateSummary;
  const known = { ...subject, candidateId };
  const [readiness, applicationCounts, recentApplications, nextAppointments, unreadMessages, mentoring] = await Promise.all([
    candidateReadiness(db, known),
    candidateApplicationCounts(db, known),
    recentCandidateApplications(db, known, 3),
    upcomingCandidateAppointments(db, known, now, 3),
    unreadMessageCount(db, known),
    currentMentoring(db, known, londonDate(now)),
  ]);
  return { readiness, applicationCounts, recentApplications, nextAppointments, unreadMessages, mentoring };
}
