import { INTERVIEW_DAYS } from "~/features/organisations/interview-window";
import { employerApplicationCounts, recentEmployerApplications, type ReceivedApplication, type StatusCount } from "~/features/applications/applications.server";
import { employerInterviewCount } from "~/features/appointments/appointments.server";
import { openJobTotals } from "~/features/jobs/employer-jobs.server";
import { employerOutcomes, type EmployerOutcomes } from "~/features/outcomes/outcomes.server";
import type { EmployerSubject } from "~/lib/data-subject";
import type { AppDb } from "~/lib/db.server";
import { DAY_MS } from "~/lib/dates";
import { organisationProfile, type OrganisationProfile } from "~/features/organisations/organisation.server";


export type EmployerSummary = {
  organisation: OrganisationProfile | null;
  openJobs: { jobs: number; vacancies: number };
  applicationCounts: StatusCount[];
  recentApplications: ReceivedApplication[];
  interviewsSoon: number;
  outcomes: EmployerOutcomes;
};

export const emptyEmployerSummary: EmployerSummary = {
  organisation: null,
  openJobs: { jobs: 0, vacancies: 0 },
  applicationCounts: [],
  recentApplications: [],
  interviewsSoon: 0,
  outcomes: { starts: 0, checkpoints: [] },
};

/** Everything the employer home shows, from independent queries run together. */
export async function employerSummary(db: AppDb, subject: EmployerSubject, now: Date = new Date()): Promise<EmployerSummary> {
  const organisationId = subject.organisationId;
  if (!organisationId) return emptyEmployerSummary;
  const known = { ...subject, organisationId };
  const until = new Date(now.getTime() + INTERVIEW_DAYS * DAY_MS);
  const [organisation, openJobs, applicationCounts, recentApplications, interviewsSoon, outcomes] = await Promise.all([
    organisationProfile(db, known),
    openJobTotals(db, known),
    employerApplicationCounts(db, known),
    recentEmployerApplications(db, known, 5),
    employerInterviewCount(db, known, now, until),
    employerOutcomes(db, known),
  ]);
  // An id that is not this data set's employer shows nothing, rather than figures about no one.
  if (!organisation) return emptyEmployerSummary;
  return { organisation, openJobs, applicationCounts, recentApplications, interviewsSoon, outcomes };
}
