import { and, asc, desc, eq, isNull } from "drizzle-orm";
import {
  applications,
  appointments,
  candidateBarriers,
  candidates,
  caseNotes,
  caseworkerAssignments,
  caseworkers,
  jobs,
  organisations,
  outcomeChecks,
  referrals,
} from "../../../db/schema";
import type {
  ApplicationStatus,
  AppointmentMode,
  AttendanceOutcome,
  Barrier,
  OutcomeCheckpoint,
  ReferralStatus,
} from "../../../db/schema/vocabulary";
import { candidateReadiness, type CandidateReadiness } from "~/features/readiness/readiness.server";
import type { CaseworkerSubject } from "~/lib/data-subject";
import type { AppDb } from "~/lib/db.server";
import { latestReferralContact, type ReferralContact } from "./referral-contact.server";
import { isUuid } from "~/lib/uuid-pattern";

/** The most rows any one list on the record shows: the newest ones. */
const LIST_LIMIT = 50;

export type CandidateRecord = {
  id: string;
  profile: {
    fullName: string;
    town: string | null;
    travelArea: string | null;
    workInterests: string[];
    skills: string[];
    availability: string | null;
    rightToWork: string;
    releasedOn: string | null;
  };
  readiness: CandidateReadiness;
  barriers: Barrier[];
  applications: { id: string; jobTitle: string; employerName: string; status: ApplicationStatus; appliedAt: string }[];
  appointments: {
    id: string;
    title: string;
    mode: AppointmentMode;
    startsAt: string;
    endsAt: string;
    attendance: AttendanceOutcome | null;
    attendanceReason: string | null;
  }[];
  notes: { id: string; authorName: string; body: string; createdAt: string }[];
  referrals: { id: string; partnerName: string; status: ReferralStatus; referredByName: string; referredAt: string }[];
  /** How to reach them and what they asked for, from their newest referral; null if they came to us directly. */
  reach: ReferralContact | null;
  outcomes: { applicationId: string; jobTitle: string; checkpoint: OutcomeCheckpoint; startedOn: string; inWork: boolean }[];
};

/**
 * Whether the candidate is on this caseworker's caseload now (an open assignment, both in the subject's data
 * set). Every read and write on the record checks this first, so someone else's person, an unknown id or a
 * demonstration id on the real tree is simply not found.
 */
export async function isOnCaseload(db: AppDb, subject: CaseworkerSubject, candidateId: string): Promise<boolean> {
  if (!subject.caseworkerId || !isUuid(candidateId)) return false;
  const [row] = await db
    .select({ id: caseworkerAssignments.id })
    .from(caseworkerAssignments)
    .innerJoin(candidates, eq(candidates.id, caseworkerAssignments.candidateId))
    .innerJoin(caseworkers, eq(caseworkers.id, caseworkerAssignments.caseworkerId))
    .where(
      and(
        eq(caseworkerAssignments.candidateId, candidateId),
        eq(caseworkerAssignments.caseworkerId, subject.caseworkerId),
        isNull(caseworkerAssignments.endedAt),
        eq(candidates.demo, subject.demo),
        eq(caseworkers.demo, subject.demo),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/**
 * One candidate's whole record as their caseworker sees it; null when they are not on the caseload. `granted`
 * says the caller has checked a reasoned-access grant instead (the person must still be in the subject's data set).
 */
export async function candidateRecord(
  db: AppDb,
  subject: CaseworkerSubject,
  candidateId: string,
  { granted = false, now = new Date() }: { granted?: boolean; now?: Date } = {},
): Promise<CandidateRecord | null> {
  if (!isUuid(candidateId)) return null;
  if (!granted && !(await isOnCaseload(db, subject, candidateId))) return null;
  const demo = subject.demo;
  const [profileRows, readiness, barrierRows, applicationRows, appointmentRows, noteRows, referralRows, outcomeRows, reach] = await Promise.all([
    db
      .select({
        fullName: candidates.fullName,
        town: candidates.town,
        travelArea: candidates.travelArea,
        workInterests: candidates.workInterests,
        skills: candidates.skills,
        availability: candidates.availability,
        rightToWork: candidates.rightToWork,
        releasedOn: candidates.releasedOn,
      })
      .from(candidates)
      .where(and(eq(candidates.id, candidateId), eq(candidates.demo, demo)))
      .limit(1),
    candidateReadiness(db, { kind: "candidate", demo, candidateId }),
    db.select({ barrier: candidateBarriers.barrier }).from(candidateBarriers).where(eq(candidateBarriers.candidateId, candidateId)),
    db
      .select({ id: applications.id, jobTitle: jobs.title, employerName: jobs.employerName, status: applications.status, appliedAt: applications.appliedAt })
      .from(applications)
      .innerJoin(jobs, eq(jobs.id, applications.jobId))
      .where(and(eq(applications.candidateId, candidateId), eq(applications.demo, demo)))
      .orderBy(desc(applications.appliedAt))
      .limit(LIST_LIMIT),
    db
      .select({
        id: appointments.id,
        title: appointments.title,
        mode: appointments.mode,
        startsAt: appointments.startsAt,
        endsAt: appointments.endsAt,
        attendance: appointments.attendance,
        attendanceReason: appointments.attendanceReason,
      })
      .from(appointments)
      .where(and(eq(appointments.candidateId, candidateId), eq(appointments.demo, demo)))
      .orderBy(desc(appointments.startsAt))
      .limit(LIST_LIMIT),
    db
      .select({ id: caseNotes.id, authorName: caseNotes.authorName, body: caseNotes.body, createdAt: caseNotes.createdAt })
      .from(caseNotes)
      .where(and(eq(caseNotes.candidateId, candidateId), eq(caseNotes.demo, demo)))
      .orderBy(desc(caseNotes.createdAt), desc(caseNotes.id))
      .limit(LIST_LIMIT),
    db
      .select({
        id: referrals.id,
        partnerName: organisations.name,
        status: referrals.status,
        referredByName: referrals.referredByName,
        referredAt: referrals.createdAt,
      })
      .from(referrals)
      .innerJoin(organisations, eq(organisations.id, referrals.partnerId))
      .where(and(eq(referrals.candidateId, candidateId), eq(referrals.demo, demo)))
      .orderBy(desc(referrals.createdAt)),
    db
      .select({
        applicationId: outcomeChecks.applicationId,
        jobTitle: jobs.title,
        checkpoint: outcomeChecks.checkpoint,
        startedOn: outcomeChecks.startedOn,
        inWork: outcomeChecks.inWork,
      })
      .from(outcomeChecks)
      .innerJoin(applications, eq(applications.id, outcomeChecks.applicationId))
      .innerJoin(jobs, eq(jobs.id, applications.jobId))
      .where(and(eq(applications.candidateId, candidateId), eq(applications.demo, demo)))
      .orderBy(asc(outcomeChecks.startedOn), asc(outcomeChecks.recordedAt)),
    latestReferralContact(db, candidateId, demo, now),
  ]);
  const profile = profileRows[0];
  if (!profile || !readiness) return null;
  return {
    id: candidateId,
    profile,
    readiness,
    barriers: barrierRows.map((row) => row.barrier),
    applications: applicationRows.map((row) => ({ ...row, appliedAt: row.appliedAt.toISOString() })),
    appointments: appointmentRows.map((row) => ({ ...row, startsAt: row.startsAt.toISOString(), endsAt: row.endsAt.toISOString() })),
    notes: noteRows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    referrals: referralRows.map((row) => ({ ...row, referredAt: row.referredAt.toISOString() })),
    outcomes: outcomeRows,
    reach,
  };
}

