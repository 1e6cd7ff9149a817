import { and, asc, eq, gte, isNotNull, isNull, lt } from "drizzle-orm";
import { appointments, candidates } from "../../../db/schema";
import { hasSavedCv } from "~/features/candidate-cvs/save-to-account.server";
import type { CandidateSubject } from "~/lib/data-subject";
import type { AppDb } from "~/lib/db.server";
import { DAY_MS } from "~/lib/dates";
import type { NextStepFacts } from "./next-step";

const INTERVIEW_SOON_DAYS = 7;

/** What the next-step prompt needs beyond the home's other figures: the profile, a saved CV and an interview soon. */
export async function nextStepFacts(
  db: AppDb,
  subject: CandidateSubject & { candidateId: string },
  now: Date = new Date(),
): Promise<Pick<NextStepFacts, "demo" | "profileComplete" | "hasSavedCv" | "interviewSoon">> {
  const soon = new Date(now.getTime() + INTERVIEW_SOON_DAYS * DAY_MS);
  const [[profile], savedCv, [interview]] = await Promise.all([
    db
      .select({ town: candidates.town, availability: candidates.availability, workInterests: candidates.workInterests })
      .from(candidates)
      .where(and(eq(candidates.id, subject.candidateId), eq(candidates.demo, subject.demo)))
      .limit(1),
    hasSavedCv(db, subject),
    // An interview is an appointment with an employer.
    db
      .select({ title: appointments.title, startsAt: appointments.startsAt })
      .from(appointments)
      .where(
        and(
          eq(appointments.candidateId, subject.candidateId),
          eq(appointments.demo, subject.demo),
          isNotNull(appointments.organisationId),
          isNull(appointments.cancelledAt),
          gte(appointments.startsAt, now),
          lt(appointments.startsAt, soon),
        ),
      )
      .orderBy(asc(appointments.startsAt))
      .limit(1),
  ]);
  return {
    demo: subject.demo,
    profileComplete: Boolean(profile?.town && profile.availability && profile.workInterests.length > 0),
    hasSavedCv: savedCv,
    interviewSoon: interview ? { title: interview.title, startsAt: interview.startsAt.toISOString() } : null,
  };
}
