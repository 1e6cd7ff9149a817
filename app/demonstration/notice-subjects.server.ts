import { and, asc, desc, eq, gt, isNull } from "drizzle-orm";
import { applications, appointments, jobs, mentoringMatches, organisations, referralStatusChanges, referrals, supportActions } from "../../db/schema";
import type { AppDb } from "~/lib/db.server";
import { DEMO_PERSONAS } from "~/lib/demonstration";
import { MENTOR_REQUEST_TITLE } from "~/features/mentoring/mentor-request";
import { caseloadStarts } from "~/features/outcomes/caseload-outcomes.server";
import { londonDate } from "~/lib/dates";
import type { DemoNoticeSubjects } from "./notifications";

/**
 * What the demonstration's example notices speak of, read from the demonstration data so that a notice names the
 * interview, appointment and applications the persona's other pages show, and is dated when that happened there
 * (the mentor found on the day the match started, the referral accepted when its history says). Anything not found
 * is left out, and the example keeps its own words and time.
 */
export async function demoNoticeSubjects(db: AppDb, now: Date): Promise<DemoNoticeSubjects> {
  // Each query starts a builder of its own: `.where` changes the builder it is called on.
  const withJob = () =>
    db
      .select({ jobTitle: jobs.title, employer: organisations.name, appliedAt: applications.appliedAt, updatedAt: applications.updatedAt })
      .from(applications)
      .innerJoin(jobs, eq(jobs.id, applications.jobId))
      .innerJoin(organisations, eq(organisations.id, jobs.employerId));
  const partnerChange = (status: "accepted" | "closed") =>
    db
      .select({ at: referralStatusChanges.changedAt })
      .from(referralStatusChanges)
      .innerJoin(referrals, eq(referrals.id, referralStatusChanges.referralId))
      .where(and(eq(referrals.partnerId, DEMO_PERSONAS.partnerId), eq(referrals.demo, true), eq(referralStatusChanges.status, status)))
      .orderBy(desc(referralStatusChanges.changedAt))
      .limit(1);
  const [interview, appointment, received, withdrawn, mentor, accepted, closed, newReferral, mentorRequest, starts] = await Promise.all([
    withJob()
      .where(and(eq(applications.candidateId, DEMO_PERSONAS.candidateId), eq(applications.demo, true), eq(applications.status, "interview_booked")))
      .orderBy(desc(applications.updatedAt))
      .limit(1),
    db
      .select({ startsAt: appointments.startsAt, bookedAt: appointments.createdAt })
      .from(appointments)
      .where(
        and(
          eq(appointments.candidateId, DEMO_PERSONAS.candidateId),
          eq(appointments.demo, true),
          isNull(appointments.organisationId),
          isNull(appointments.cancelledAt),
          gt(appointments.startsAt, now),
        ),
      )
      .orderBy(asc(appointments.startsAt))
      .limit(1),
    withJob().where(and(eq(jobs.employerId, DEMO_PERSONAS.employerId), eq(applications.demo, true))).orderBy(desc(applications.appliedAt)).limit(1),
    withJob()
      .where(and(eq(jobs.employerId, DEMO_PERSONAS.employerId), eq(applications.demo, true), eq(applications.status, "withdrawn")))
      .orderBy(desc(applications.updatedAt))
      .limit(1),
    db
      .select({ startedOn: mentoringMatches.startedOn })
      .from(mentoringMatches)
      .where(and(eq(mentoringMatches.candidateId, DEMO_PERSONAS.candidateId), eq(mentoringMatches.demo, true), isNull(mentoringMatches.endedOn)))
      .orderBy(desc(mentoringMatches.startedOn))
      .limit(1),
    partnerChange("accepted"),
    partnerChange("closed"),
    db
      .select({ at: referrals.createdAt })
      .from(referrals)
      .where(and(eq(referrals.demo, true), eq(referrals.status, "submitted")))
      .orderBy(desc(referrals.createdAt))
      .limit(1),
    db
      .select({ at: supportActions.createdAt })
      .from(supportActions)
      .where(and(eq(supportActions.demo, true), eq(supportActions.title, MENTOR_REQUEST_TITLE), eq(supportActions.status, "open")))
      .orderBy(desc(supportActions.createdAt))
      .limit(1),
    caseloadStarts(db, { kind: "caseworker", demo: true, caseworkerId: DEMO_PERSONAS.caseworkerId }, londonDate(now)),
  ]);
  const due = starts.flatMap((start) => start.checks.filter((check) => check.state === "due").map((check) => check.dueOn)).sort();
  return {
    interview: interview[0] ? { employer: interview[0].employer, jobTitle: interview[0].jobTitle, at: interview[0].updatedAt } : undefined,
    appointment: appointment[0] ? { startsAt: appointment[0].startsAt, bookedAt: appointment[0].bookedAt } : undefined,
    received: received[0] ? { jobTitle: received[0].jobTitle, at: received[0].appliedAt } : undefined,
    withdrawn: withdrawn[0] ? { jobTitle: withdrawn[0].jobTitle, at: withdrawn[0].updatedAt } : undefined,
    mentorMatchedOn: mentor[0]?.startedOn,
    referralAcceptedAt: accepted[0]?.at,
    referralClosedAt: closed[0]?.at,
    referralReceivedAt: newReferral[0]?.at,
    mentorRequestedAt: mentorRequest[0]?.at,
    inWorkCheckDueOn: due.at(-1),
  };
}
