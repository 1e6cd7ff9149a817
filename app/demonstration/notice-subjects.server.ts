import { and, asc, desc, eq, gt, isNull } from "drizzle-orm";
import { applications, appointments, jobs, mentoringMatches, organisations } from "../../db/schema";
import type { AppDb } from "~/lib/db.server";
import { DEMO_PERSONAS } from "~/lib/demonstration";
import type { DemoNoticeSubjects } from "./notifications";

/**
 * What the demonstration's example notices speak of, read from the demonstration data so that a notice names the
 * interview, appointment and applications the persona's other pages show, and the mentor is found on the day the
 * mentoring page says. Anything not found is left out, and the
 * example keeps its own words.
 */
export async function demoNoticeSubjects(db: AppDb, now: Date): Promise<DemoNoticeSubjects> {
  const withJob = db
    .select({ jobTitle: jobs.title, employer: organisations.name })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .innerJoin(organisations, eq(organisations.id, jobs.employerId));
  const [interview, appointment, received, withdrawn, mentor] = await Promise.all([
    withJob
      .where(and(eq(applications.candidateId, DEMO_PERSONAS.candidateId), eq(applications.demo, true), eq(applications.status, "interview_booked")))
      .orderBy(desc(applications.updatedAt))
      .limit(1),
    db
      .select({ startsAt: appointments.startsAt })
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
    withJob.where(and(eq(jobs.employerId, DEMO_PERSONAS.employerId), eq(applications.demo, true))).orderBy(desc(applications.appliedAt)).limit(1),
    withJob
      .where(and(eq(jobs.employerId, DEMO_PERSONAS.employerId), eq(applications.demo, true), eq(applications.status, "withdrawn")))
      .orderBy(desc(applications.updatedAt))
      .limit(1),
    db
      .select({ startedOn: mentoringMatches.startedOn })
      .from(mentoringMatches)
      .where(and(eq(mentoringMatches.candidateId, DEMO_PERSONAS.candidateId), eq(mentoringMatches.demo, true), isNull(mentoringMatches.endedOn)))
      .orderBy(desc(mentoringMatches.startedOn))
      .limit(1),
  ]);
  return {
    interview: interview[0] ? { employer: interview[0].employer, jobTitle: interview[0].jobTitle } : undefined,
    appointmentAt: appointment[0]?.startsAt,
    receivedJobTitle: received[0]?.jobTitle,
    withdrawnJobTitle: withdrawn[0]?.jobTitle,
    mentorMatchedOn: mentor[0]?.startedOn,
  };
}
