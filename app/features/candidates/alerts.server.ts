import { and, asc, desc, eq, gte, inArray, isNull, lt, max, notExists, or } from "drizzle-orm";
import { appointments, candidates, caseNotes, caseworkerAssignments, enquiries, organisations, referrals, supportActions } from "../../../db/schema";
import { MENTOR_REQUEST_TITLE } from "~/features/mentoring/mentor-request";
import { realEnquiry } from "~/features/enquiries/real-enquiries.server";
import { replyDueAt } from "~/features/enquiries/reply-due";
import { caseloadStarts } from "~/features/outcomes/caseload-outcomes.server";
import type { CaseworkerSubject } from "~/lib/data-subject";
import type { AppDb } from "~/lib/db.server";
import { londonDate } from "~/lib/dates";
import { addWorkingDays } from "~/lib/working-days";
import { caseloadCandidateIds, type KnownCaseworker } from "./caseload.server";
import { INTERVIEW_SOON_HOURS, NO_CONTACT_DAYS, REFERRAL_WAIT_WORKING_DAYS } from "./alert-windows";
import {
  emptyAlerts,
  type AlertList,
  type CaseworkerAlerts,
  type EnquiryAlert,
  type FirstContactAlert,
  type InterviewAlert,
  type MentorRequestAlert,
  type NoContactAlert,
  type OutcomeAlert,
  type ReferralAlert,
  type ReleaseAlert,
} from "./alerts";
import { daysToRelease, firstContactDueAt, firstContactMissed, releaseIsSoon } from "./release-dates";

/**
 * The caseworker's alerts, computed from the data each time (nothing is stored): people with no contact for 14
 * days, interviews in the next 48 hours, referrals waiting for a caseworker for more than 2 working days,
 * enquiries past their promised reply (real enquiries only: a demonstration enquiry never raises one) and in-work
 * checks due. Each list is the first few, oldest or soonest first, with its total.
 */

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** How many waiting referrals or new enquiries are read to find the late ones; far more than are ever waiting. */
const SCAN_LIMIT = 1000;

function list<T>(all: T[], limit: number): AlertList<T> {
  return { total: all.length, items: all.slice(0, limit) };
}

/** People on the caseload with no attended appointment and no case note for 14 days (counted from when they joined the caseload). */
async function noContact(db: AppDb, subject: KnownCaseworker, now: Date): Promise<NoContactAlert[]> {
  const people = await db
    .select({ candidateId: candidates.id, candidateName: candidates.fullName, since: caseworkerAssignments.startedAt })
    .from(caseworkerAssignments)
    .innerJoin(candidates, eq(candidates.id, caseworkerAssignments.candidateId))
    .where(and(eq(caseworkerAssignments.caseworkerId, subject.caseworkerId), isNull(caseworkerAssignments.endedAt), eq(candidates.demo, subject.demo)))
    .limit(500);
  if (people.length === 0) return [];
  const ids = people.map((person) => person.candidateId);
  const [attended, notes] = await Promise.all([
    db
      .select({ candidateId: appointments.candidateId, at: max(appointments.startsAt) })
      .from(appointments)
      .where(
        and(
          inArray(appointments.candidateId, ids),
          eq(appointments.demo, subject.demo),
          lt(appointments.startsAt, now),
          isNull(appointments.cancelledAt),
          inArray(appointments.attendance, ["attended", "late"]),
        ),
      )
      .groupBy(appointments.candidateId),
    db
      .select({ candidateId: caseNotes.candidateId, at: max(caseNotes.createdAt) })
      .from(caseNotes)
      .where(and(inArray(caseNotes.candidateId, ids), eq(caseNotes.demo, subject.demo)))
      .groupBy(caseNotes.candidateId),
  ]);
  const last = new Map<string, Date>();
  for (const row of [...attended, ...notes]) {
    if (row.at && (!last.has(row.candidateId) || row.at > last.get(row.candidateId)!)) last.set(row.candidateId, row.at);
  }
  const cutoff = now.getTime() - NO_CONTACT_DAYS * DAY;
  return people
    .map((person) => ({ ...person, lastContact: last.get(person.candidateId) ?? null }))
    .filter((person) => (person.lastContact ?? person.since).getTime() < cutoff)
    .sort((a, b) => (a.lastContact ?? a.since).getTime() - (b.lastContact ?? b.since).getTime())
    .map((person) => ({ ...person, lastContact: person.lastContact?.toISOString() ?? null, since: person.since.toISOString() }));
}

/** Interviews with employers for people on the caseload in the next 48 hours, soonest first (cancelled ones left out). */
async function interviewsSoon(db: AppDb, subject: KnownCaseworker, now: Date): Promise<InterviewAlert[]> {
  const rows = await db
    .select({ appointmentId: appointments.id, candidateId: candidates.id, candidateName: candidates.fullName, title: appointments.title, startsAt: appointments.startsAt })
    .from(appointments)
    .innerJoin(candidates, eq(candidates.id, appointments.candidateId))
    .innerJoin(organisations, eq(organisations.id, appointments.organisationId))
    .where(
      and(
        inArray(appointments.candidateId, caseloadCandidateIds(db, subject)),
        eq(appointments.demo, subject.demo),
        eq(organisations.kind, "employer"),
        isNull(appointments.cancelledAt),
        gte(appointments.startsAt, now),
        lt(appointments.startsAt, new Date(now.getTime() + INTERVIEW_SOON_HOURS * HOUR)),
      ),
    )
    .orderBy(asc(appointments.startsAt))
    .limit(200);
  return rows.map((row) => ({ ...row, startsAt: row.startsAt.toISOString() }));
}

/**
 * Referrals still "submitted" whose person has no caseworker yet, waiting more than 2 working days: a team alert.
 * One waiting for a person with an account to accept it is theirs to answer, not the team's.
 */
async function referralsWaiting(db: AppDb, demo: boolean, now: Date): Promise<ReferralAlert[]> {
  const assigned = db
    .select({ id: caseworkerAssignments.id })
    .from(caseworkerAssignments)
    .where(and(eq(caseworkerAssignments.candidateId, referrals.candidateId), isNull(caseworkerAssignments.endedAt)));
  const rows = await db
    .select({
      referralId: referrals.id,
      firstName: referrals.firstName,
      lastName: referrals.lastName,
      partnerName: organisations.name,
      referredAt: referrals.createdAt,
      candidateId: referrals.candidateId,
    })
    .from(referrals)
    .innerJoin(organisations, eq(organisations.id, referrals.partnerId))
    .where(
      and(
        eq(referrals.demo, demo),
        eq(referrals.status, "submitted"),
        isNull(referrals.awaitingUserId),
        or(isNull(referrals.candidateId), notExists(assigned)),
        // Two working days are never less than two days less an hour (a clock change): only those can be late.
        lt(referrals.createdAt, new Date(now.getTime() - REFERRAL_WAIT_WORKING_DAYS * DAY + HOUR)),
      ),
    )
    .orderBy(asc(referrals.createdAt))
    .limit(SCAN_LIMIT);
  return rows
    .filter((row) => addWorkingDays(row.referredAt, REFERRAL_WAIT_WORKING_DAYS) < now)
    .map(({ firstName, lastName, ...row }) => ({ ...row, personName: `${firstName} ${lastName}`, referredAt: row.referredAt.toISOString() }));
}

/** The newest referral of each person on the caseload (one row each, chosen by the database): what the caseworker goes by. */
async function latestCaseloadReferrals(db: AppDb, subject: KnownCaseworker) {
  return db
    .selectDistinctOn([referrals.candidateId], {
      referralId: referrals.id,
      candidateId: candidates.id,
      candidateName: candidates.fullName,
      releasedOn: candidates.releasedOn,
      partnerName: organisations.name,
      status: referrals.status,
      setting: referrals.setting,
      expectedReleaseOn: referrals.expectedReleaseOn,
      referredAt: referrals.createdAt,
    })
    .from(referrals)
    .innerJoin(candidates, eq(candidates.id, referrals.candidateId))
    .innerJoin(organisations, eq(organisations.id, referrals.partnerId))
    .where(and(inArray(referrals.candidateId, caseloadCandidateIds(db, subject)), eq(referrals.demo, subject.demo), eq(candidates.demo, subject.demo)))
    .orderBy(referrals.candidateId, desc(referrals.createdAt), desc(referrals.id));
}

/** Whether each person has a booked appointment still to come (cancelled ones left out). */
async function withAppointmentAhead(db: AppDb, demo: boolean, candidateIds: string[], now: Date): Promise<Set<string>> {
  if (candidateIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ candidateId: appointments.candidateId })
    .from(appointments)
    .where(and(inArray(appointments.candidateId, candidateIds), eq(appointments.demo, demo), isNull(appointments.cancelledAt), gte(appointments.startsAt, now)));
  return new Set(rows.map((row) => row.candidateId));
}

/** People on the caseload whose newest referral says they leave custody in the next 14 days, with nothing booked; soonest first. */
async function releasesSoon(db: AppDb, subject: KnownCaseworker, latest: Awaited<ReturnType<typeof latestCaseloadReferrals>>, now: Date): Promise<ReleaseAlert[]> {
  const today = londonDate(now);
  const soon = latest.filter(
    (row): row is typeof row & { expectedReleaseOn: string } =>
      row.setting === "custody" && row.expectedReleaseOn !== null && row.releasedOn === null && releaseIsSoon(row.expectedReleaseOn, today),
  );
  const booked = await withAppointmentAhead(db, subject.demo, soon.map((row) => row.candidateId), now);
  return soon
    .filter((row) => !booked.has(row.candidateId))
    .map((row) => ({ candidateId: row.candidateId, candidateName: row.candidateName, releaseOn: row.expectedReleaseOn, daysToGo: daysToRelease(row.expectedReleaseOn, today) }))
    .sort((a, b) => a.daysToGo - b.daysToGo);
}

/**
 * Referrals on the caseload not moved on (still submitted or accepted) past the first contact promised to partners,
 * with no case note written and no appointment booked for the person since the referral came; the longest overdue first.
 */
async function firstContactLate(db: AppDb, subject: KnownCaseworker, latest: Awaited<ReturnType<typeof latestCaseloadReferrals>>, now: Date): Promise<FirstContactAlert[]> {
  const waiting = latest.filter((row) => (row.status === "submitted" || row.status === "accepted") && firstContactDueAt(row.referredAt) < now);
  if (waiting.length === 0) return [];
  const ids = waiting.map((row) => row.candidateId);
  const [notes, booked] = await Promise.all([
    db
      .select({ candidateId: caseNotes.candidateId, at: max(caseNotes.createdAt) })
      .from(caseNotes)
      .where(and(inArray(caseNotes.candidateId, ids), eq(caseNotes.demo, subject.demo)))
      .groupBy(caseNotes.candidateId),
    db
      .select({ candidateId: appointments.candidateId, at: max(appointments.createdAt) })
      .from(appointments)
      .where(and(inArray(appointments.candidateId, ids), eq(appointments.demo, subject.demo)))
      .groupBy(appointments.candidateId),
  ]);
  const last = new Map<string, Date>();
  for (const row of [...notes, ...booked]) {
    if (row.at && (!last.has(row.candidateId) || row.at > last.get(row.candidateId)!)) last.set(row.candidateId, row.at);
  }
  return waiting
    .filter((row) => firstContactMissed(row.referredAt, last.get(row.candidateId) ?? null, now))
    .sort((a, b) => a.referredAt.getTime() - b.referredAt.getTime())
    .map((row) => ({
      referralId: row.referralId,
      candidateId: row.candidateId,
      candidateName: row.candidateName,
      partnerName: row.partnerName,
      referredAt: row.referredAt.toISOString(),
      dueAt: firstContactDueAt(row.referredAt).toISOString(),
    }));
}

/** New call-back enquiries past their promised reply time, the longest overdue first. */
export async function overdueEnquiries(db: AppDb, now: Date): Promise<EnquiryAlert[]> {
  const rows = await db
    .select({ enquiryId: enquiries.id, firstName: enquiries.firstName, lastName: enquiries.lastName, formSource: enquiries.formSource, createdAt: enquiries.createdAt })
    .from(enquiries)
    .where(and(realEnquiry, eq(enquiries.status, "new"), lt(enquiries.createdAt, new Date(now.getTime() - 20 * HOUR))))
    .orderBy(asc(enquiries.createdAt))
    .limit(SCAN_LIMIT);
  return rows
    .map((row) => ({ row, dueAt: replyDueAt(row.formSource, row.createdAt) }))
    .filter(({ dueAt }) => dueAt < now)
    .sort((a, b) => a.dueAt.getTime() - b.dueAt.getTime())
    .map(({ row, dueAt }) => ({
      enquiryId: row.enquiryId,
      name: `${row.firstName} ${row.lastName}`,
      formSource: row.formSource,
      receivedAt: row.createdAt.toISOString(),
      dueAt: dueAt.toISOString(),
    }));
}

/** In-work checks due for starts on the caseload (and not yet recorded), the longest due first. */
async function outcomesDue(db: AppDb, subject: KnownCaseworker, now: Date): Promise<OutcomeAlert[]> {
  const starts = await caseloadStarts(db, subject, londonDate(now));
  return starts
    .flatMap((start) =>
      start.checks
        .filter((check) => check.state === "due")
        .map((check) => ({
          applicationId: start.applicationId,
          candidateId: start.candidateId,
          candidateName: start.candidateName,
          jobTitle: start.jobTitle,
          checkpoint: check.checkpoint,
          dueOn: check.dueOn,
        })),
    )
    .sort((a, b) => (a.dueOn < b.dueOn ? -1 : a.dueOn > b.dueOn ? 1 : 0));
}

/** Open requests for a mentor from people on the caseload, the longest waiting first. */
async function mentorRequests(db: AppDb, subject: KnownCaseworker): Promise<MentorRequestAlert[]> {
  const rows = await db
    .select({ supportActionId: supportActions.id, candidateId: candidates.id, candidateName: candidates.fullName, askedAt: supportActions.createdAt })
    .from(supportActions)
    .innerJoin(candidates, eq(candidates.id, supportActions.candidateId))
    .where(
      and(
        inArray(supportActions.candidateId, caseloadCandidateIds(db, subject)),
        eq(supportActions.demo, subject.demo),
        eq(supportActions.title, MENTOR_REQUEST_TITLE),
        eq(supportActions.status, "open"),
      ),
    )
    .orderBy(asc(supportActions.createdAt))
    .limit(200);
  return rows.map((row) => ({ ...row, askedAt: row.askedAt.toISOString() }));
}

/** Every alert for the caseworker, each list cut to `limit` items with its full total. */
export async function caseworkerAlerts(db: AppDb, subject: CaseworkerSubject, limit: number, now: Date = new Date()): Promise<CaseworkerAlerts> {
  if (!subject.caseworkerId) return emptyAlerts(subject.demo);
  const known = { ...subject, caseworkerId: subject.caseworkerId };
  const latest = await latestCaseloadReferrals(db, known);
  const [people, interviews, waiting, late, outcomes, releases, firstContact, mentors] = await Promise.all([
    noContact(db, known, now),
    interviewsSoon(db, known, now),
    referralsWaiting(db, subject.demo, now),
    subject.demo ? Promise.resolve(null) : overdueEnquiries(db, now),
    outcomesDue(db, known, now),
    releasesSoon(db, known, latest, now),
    firstContactLate(db, known, latest, now),
    mentorRequests(db, known),
  ]);
  return {
    noContact: list(people, limit),
    interviews: list(interviews, limit),
    referrals: list(waiting, limit),
    releases: list(releases, limit),
    firstContact: list(firstContact, limit),
    enquiries: late ? list(late, limit) : null,
    outcomes: list(outcomes, limit),
    mentorRequests: list(mentors, limit),
  };
}
