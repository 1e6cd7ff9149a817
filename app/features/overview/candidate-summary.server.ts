import { candidateApplicationCounts, recentCandidateApplications, type CandidateApplication, type StatusCount } from "~/features/applications/applications.server";
import { upcomingCandidateAppointments, type AppointmentItem } from "~/features/appointments/appointments.server";
import { onlyUnreadThreadId, unreadMessageCount } from "~/features/messages/unread.server";
import { messagesLink } from "~/features/messages/messages-link";
import { currentMentoring, type CurrentMentoring } from "~/features/mentoring/mentoring.server";
import { candidateReadiness, type CandidateReadiness } from "~/features/readiness/readiness.server";
import type { CandidateSubject } from "~/lib/data-subject";
import type { AppDb } from "~/lib/db.server";
import { londonDate } from "~/lib/dates";
import { total } from "~/lib/counts";
import { nextStepFor, type NextStep } from "~/features/candidates/next-step";
import { nextStepFacts } from "~/features/candidates/next-step.server";

export type CandidateSummary = {
  readiness: CandidateReadiness | null;
  applicationCounts: StatusCount[];
  recentApplications: CandidateApplication[];
  nextAppointments: AppointmentItem[];
  unreadMessages: number;
  /** Where the unread count leads: the one thread with something unread, or the messages page; null with no profile. */
  messagesHref: string | null;
  mentoring: CurrentMentoring | null;
  /** The one thing suggested next; none until the profile exists. */
  nextStep: NextStep | null;
};

export const emptyCandidateSummary: CandidateSummary = {
  readiness: null,
  applicationCounts: [],
  recentApplications: [],
  nextAppointments: [],
  unreadMessages: 0,
  messagesHref: null,
  mentoring: null,
  nextStep: null,
};

/** Everything the candidate home shows, from independent queries run together. */
export async function candidateSummary(db: AppDb, subject: CandidateSubject, now: Date = new Date()): Promise<CandidateSummary> {
  const candidateId = subject.candidateId;
  if (!candidateId) return emptyCandidateSummary;
  const known = { ...subject, candidateId };
  const [readiness, applicationCounts, recentApplications, nextAppointments, unreadMessages, unreadThreadId, mentoring, facts] = await Promise.all([
    candidateReadiness(db, known),
    candidateApplicationCounts(db, known),
    recentCandidateApplications(db, known, 3),
    upcomingCandidateAppointments(db, known, now, 3),
    unreadMessageCount(db, known),
    onlyUnreadThreadId(db, known),
    currentMentoring(db, known, londonDate(now)),
    nextStepFacts(db, known, now),
  ]);
  const nextStep = nextStepFor({
    ...facts,
    firstOpenItem: readiness?.items.find((row) => row.status !== "done")?.item ?? null,
    readiness: readiness?.status ?? null,
    applications: total(applicationCounts),
  });
  return { readiness, applicationCounts, recentApplications, nextAppointments, unreadMessages, messagesHref: messagesLink("candidate", subject.demo, unreadThreadId), mentoring, nextStep };
}
