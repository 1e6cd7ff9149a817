import { and, asc, eq, sql } from "drizzle-orm";
import { applications, applicationStatusChanges, appointments, candidates, interviews, interviewTimes, jobs, organisations } from "../../../db/schema";
import type { ApplicationStatus, AppointmentMode, InterviewState } from "../../../db/schema/vocabulary";
import { recordAudit } from "~/lib/audit.server";
import type { Actor, CandidateSubject, EmployerSubject } from "~/lib/data-subject";
import type { AppDb } from "~/lib/db.server";
import { firstSubmission } from "~/lib/idempotency.server";
import { uuidv7 } from "~/lib/uuid.server";
import { candidateUserIds, interviewAnswerReceiverIds } from "~/features/notifications/audience.server";
import { cancelPendingNotices } from "~/features/notifications/cancel-notices.server";
import { appointmentKeyPrefix } from "~/features/notifications/event-keys";
import { recordNotice, type Notices } from "~/features/notifications/record-notice.server";
import { noticeWhen } from "~/features/notifications/templates";
import type { OfferedTime } from "./interview-form";
import { interviewTimeLine } from "./labels";
import { isUuid } from "~/lib/uuid-pattern";

export type InterviewTime = { id: string; startsAt: string; endsAt: string; mode: AppointmentMode; address: string | null; videoLink: string | null };

export type Interview = {
  id: string;
  state: InterviewState;
  minutes: number;
  times: InterviewTime[];
  /** The time the candidate accepted, while it stands. */
  accepted: InterviewTime | null;
  candidateMessage: string | null;
  cancelledBy: "employer" | "candidate" | null;
  /** The revision its calendar file carries: one more at every step. */
  sequence: number;
  /**
   * The time both sides last agreed, once it no longer stands (moved, another time asked for, or cancelled): a
   * calendar that holds it is given its cancellation.
   */
  calledOff: { startsAt: string; endsAt: string } | null;
};

/** One application's interview as either side sees it: who, for which role, and where the interview stands. */
export type InterviewPage = {
  applicationId: string;
  candidateName: string;
  jobTitle: string;
  employer: string;
  status: ApplicationStatus;
  withdrawn: boolean;
  interview: Interview | null;
};

/** Who is asking: the employer's members (by organisation) or the candidate (by their record); real data only. */
export type InterviewSide = { side: "employer"; subject: EmployerSubject } | { side: "candidate"; subject: CandidateSubject };

/** The applications the asker may see the interview of: the employer's own roles, or the candidate's own, in real data. */
export function ownedBy(who: InterviewSide) {
  if (who.side === "employer") {
    if (who.subject.demo || !who.subject.organisationId) return null;
    return and(eq(jobs.employerId, who.subject.organisationId), eq(applications.demo, false));
  }
  if (who.subject.demo || !who.subject.candidateId) return null;
  return and(eq(applications.candidateId, who.subject.candidateId), eq(applications.demo, false));
}

const applicationColumns = {
  id: applications.id,
  status: applications.status,
  candidateId: applications.candidateId,
  candidateUserId: candidates.userId,
  candidateName: candidates.fullName,
  jobTitle: jobs.title,
  employerId: jobs.employerId,
  employer: organisations.name,
};

/** Every step that changes an interview is a new revision of its calendar event. */
const nextSequence = sql`${interviews.sequence} + 1`;

function endOf(startsAt: Date, minutes: number): Date {
  return new Date(startsAt.getTime() + minutes * 60_000);
}

async function readInterview(db: Pick<AppDb, "select">, applicationId: string): Promise<Interview | null> {
  const [row] = await db.select().from(interviews).where(eq(interviews.applicationId, applicationId)).limit(1);
  if (!row) return null;
  const times = (await db.select().from(interviewTimes).where(eq(interviewTimes.interviewId, row.id)).orderBy(asc(interviewTimes.startsAt))).map((time) => ({
    id: time.id,
    startsAt: time.startsAt.toISOString(),
    endsAt: endOf(time.startsAt, row.minutes).toISOString(),
    mode: time.mode,
    address: time.address,
    videoLink: time.videoLink,
  }));
  return {
    id: row.id,
    state: row.state,
    minutes: row.minutes,
    times,
    accepted: row.state === "accepted" ? (times.find((time) => time.id === row.acceptedTimeId) ?? null) : null,
    candidateMessage: row.candidateMessage,
    cancelledBy: row.cancelledBy,
    sequence: row.sequence,
    calledOff:
      row.state !== "accepted" && row.agreedStartsAt && row.agreedEndsAt ? { startsAt: row.agreedStartsAt.toISOString(), endsAt: row.agreedEndsAt.toISOString() } : null,
  };
}

/** The interview page for one application of the asker's own, or null (someone else's, or no such application). */
export async function interviewPage(db: AppDb, who: InterviewSide, applicationId: string): Promise<InterviewPage | null> {
  const owned = ownedBy(who);
  if (!owned || !isUuid(applicationId)) return null;
  const [row] = await db
    .select(applicationColumns)
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .innerJoin(candidates, eq(candidates.id, applications.candidateId))
    .innerJoin(organisations, eq(organisations.id, jobs.employerId))
    .where(and(owned, eq(applications.id, applicationId)))
    .limit(1);
  if (!row) return null;
  return {
    applicationId: row.id,
    candidateName: row.candidateName,
    jobTitle: row.jobTitle,
    employer: row.employer,
    status: row.status,
    withdrawn: row.status === "withdrawn",
    interview: await readInterview(db, row.id),
  };
}

export type InterviewOutcome = "done" | "missing" | "withdrawn" | "not-now";

type Tx = Parameters<Parameters<AppDb["transaction"]>[0]>[0];
type Owned = {
  id: string;
  status: ApplicationStatus;
  candidateId: string;
  candidateUserId: string | null;
  candidateName: string;
  jobTitle: string;
  employerId: string;
  employer: string;
};

/** Runs one step under the application's lock; a second press of the same form changes nothing more. */
async function step(
  db: AppDb,
  who: InterviewSide,
  actor: Actor,
  applicationId: string,
  formKey: string | null,
  notices: Notices,
  run: (tx: Tx, owned: Owned, now: Date) => Promise<{ outcome: InterviewOutcome; told?: number }>,
): Promise<InterviewOutcome> {
  const owned = ownedBy(who);
  if (!owned || !isUuid(applicationId)) return "missing";
  let told = 0;
  const outcome = await db.transaction(async (tx) => {
    const [row] = await tx
      .select(applicationColumns)
      .from(applications)
      .innerJoin(jobs, eq(jobs.id, applications.jobId))
      .innerJoin(candidates, eq(candidates.id, applications.candidateId))
      .innerJoin(organisations, eq(organisations.id, jobs.employerId))
      .where(and(owned, eq(applications.id, applicationId)))
      .for("update", { of: applications })
      .limit(1);
    // The inner join on organisations means a row always has its employer.
    if (!row || !row.employerId) return "missing" as const;
    if (row.status === "withdrawn") return "withdrawn" as const;
    const now = new Date();
    if (!(await firstSubmission(tx, actor.userId, formKey, now))) return "done" as const;
    const result = await run(tx, { ...row, employerId: row.employerId }, now);
    told = result.told ?? 0;
    return result.outcome;
  });
  if (told > 0) notices.wake();
  return outcome;
}

/** Each step is a line in the application's status history (which both sides read) and an audit row. */
async function recordStep(tx: Tx, owned: Owned, actor: Actor, now: Date, change: { status: ApplicationStatus; note: string; interviewId: string; step: string }) {
  await tx.update(applications).set({ status: change.status, updatedAt: now }).where(eq(applications.id, owned.id));
  await tx.insert(applicationStatusChanges).values({
    id: uuidv7(),
    applicationId: owned.id,
    status: change.status,
    note: change.note,
    changedByName: actor.name,
    changedByUserId: actor.userId,
    changedAt: now,
  });
  await recordAudit(tx, {
    event: "interview_changed",
    actorUserId: actor.userId,
    subjectUserId: owned.candidateUserId,
    detail: { applicationId: owned.id, interviewId: change.interviewId, step: change.step },
  });
}

/**
 * The appointment an accepted time made goes when the interview moves or is cancelled (it is no longer on), and
 * with it any day-before reminder not yet sent.
 */
async function dropAppointment(tx: Tx, appointmentId: string | null) {
  if (!appointmentId) return;
  await tx.delete(appointments).where(eq(appointments.id, appointmentId));
  await cancelPendingNotices(tx, "appointment.reminder", appointmentKeyPrefix("appointment", appointmentId));
}

function link(side: "employer" | "candidate", applicationId: string): string {
  return `/dashboard/${side}portal/applications/${applicationId}/interview`;
}

/**
 * The employer offers one to three times. With an interview already under way (offered, accepted or another time
 * asked) this moves it: the old times and any accepted appointment go, and the candidate is asked to choose again.
 */
export async function offerInterview(
  db: AppDb,
  subject: EmployerSubject,
  actor: Actor,
  applicationId: string,
  offer: { minutes: number; times: OfferedTime[] },
  formKey: string | null,
  notices: Notices,
): Promise<"offered" | "moved" | Exclude<InterviewOutcome, "done">> {
  let kind: "offered" | "moved" = "offered";
  const outcome = await step(db, { side: "employer", subject }, actor, applicationId, formKey, notices, async (tx, owned, now) => {
    const [existing] = await tx.select().from(interviews).where(eq(interviews.applicationId, owned.id)).limit(1);
    const moving = existing !== undefined && existing.state !== "cancelled";
    kind = moving ? "moved" : "offered";
    const interviewId = existing?.id ?? uuidv7();
    if (existing) {
      await tx.delete(interviewTimes).where(eq(interviewTimes.interviewId, existing.id));
      await tx
        .update(interviews)
        .set({ state: "offered", minutes: offer.minutes, acceptedTimeId: null, appointmentId: null, candidateMessage: null, cancelledBy: null, offeredByUserId: actor.userId, sequence: nextSequence, updatedAt: now })
        .where(eq(interviews.id, existing.id));
      await dropAppointment(tx, existing.appointmentId);
    } else {
      await tx.insert(interviews).values({ id: interviewId, applicationId: owned.id, state: "offered", minutes: offer.minutes, offeredByUserId: actor.userId, createdAt: now, updatedAt: now });
    }
    await tx.insert(interviewTimes).values(offer.times.map((time) => ({ id: uuidv7(), interviewId, ...time })));
    const lines = offer.times.map((time) => interviewTimeLine(time.startsAt, time.mode)).join("; ");
    await recordStep(tx, owned, actor, now, {
      status: "selected_for_interview",
      note: `${moving ? "Interview moved. New times offered" : "Interview times offered"}: ${lines}.`,
      interviewId,
      step: kind,
    });
    const told = await recordNotice(tx, notices.settings, {
      kind: moving ? "interview.moved" : "interview.offered",
      key: `${interviewId}:${now.toISOString()}`,
      recipients: await candidateUserIds(tx, owned.candidateId),
      actorUserId: actor.userId,
      link: link("candidate", owned.id),
      relatedId: owned.id,
      params: { jobTitle: owned.jobTitle, employer: owned.employer },
      at: now,
    });
    return { outcome: "done", told };
  });
  return outcome === "done" ? kind : outcome;
}

/**
 * The candidate accepts one of the times offered. It becomes an appointment on their record with the employer, so
 * it is in their diary and feed, their caseworker's calendar, and gets the day-before reminder.
 */
export async function acceptInterviewTime(
  db: AppDb,
  subject: CandidateSubject,
  actor: Actor,
  applicationId: string,
  timeId: string,
  formKey: string | null,
  notices: Notices,
): Promise<InterviewOutcome> {
  return step(db, { side: "candidate", subject }, actor, applicationId, formKey, notices, async (tx, owned, now) => {
    const [interview] = await tx.select().from(interviews).where(eq(interviews.applicationId, owned.id)).limit(1);
    if (!interview || (interview.state !== "offered" && interview.state !== "another_time_asked")) return { outcome: "not-now" };
    const [time] = await tx
      .select()
      .from(interviewTimes)
      .where(and(eq(interviewTimes.interviewId, interview.id), eq(interviewTimes.id, timeId)))
      .limit(1);
    if (!time || time.startsAt <= now) return { outcome: "not-now" };
    const appointmentId = uuidv7();
    await tx.insert(appointments).values({
      id: appointmentId,
      candidateId: owned.candidateId,
      organisationId: owned.employerId,
      title: `Interview with ${owned.employer} for ${owned.jobTitle}`,
      mode: time.mode,
      location: time.address ?? time.videoLink,
      startsAt: time.startsAt,
      endsAt: endOf(time.startsAt, interview.minutes),
      createdAt: now,
    });
    await tx
      .update(interviews)
      .set({
        state: "accepted",
        acceptedTimeId: time.id,
        appointmentId,
        candidateMessage: null,
        agreedStartsAt: time.startsAt,
        agreedEndsAt: endOf(time.startsAt, interview.minutes),
        sequence: nextSequence,
        updatedAt: now,
      })
      .where(eq(interviews.id, interview.id));
    await recordStep(tx, owned, actor, now, {
      status: "interview_booked",
      note: `Interview time accepted: ${interviewTimeLine(time.startsAt, time.mode)}.`,
      interviewId: interview.id,
      step: "accepted",
    });
    const told = await recordNotice(tx, notices.settings, {
      kind: "interview.accepted",
      key: `${interview.id}:${now.toISOString()}`,
      recipients: await interviewAnswerReceiverIds(tx, owned.employerId, interview.offeredByUserId),
      actorUserId: actor.userId,
      link: link("employer", owned.id),
      relatedId: owned.id,
      params: { jobTitle: owned.jobTitle, when: noticeWhen(time.startsAt) },
      at: now,
    });
    return { outcome: "done", told };
  });
}

/** The candidate asks for another time, with an optional short message; an accepted time is given up. */
export async function askAnotherTime(
  db: AppDb,
  subject: CandidateSubject,
  actor: Actor,
  applicationId: string,
  message: string | null,
  formKey: string | null,
  notices: Notices,
): Promise<InterviewOutcome> {
  return step(db, { side: "candidate", subject }, actor, applicationId, formKey, notices, async (tx, owned, now) => {
    const [interview] = await tx.select().from(interviews).where(eq(interviews.applicationId, owned.id)).limit(1);
    if (!interview || (interview.state !== "offered" && interview.state !== "accepted")) return { outcome: "not-now" };
    await tx
      .update(interviews)
      .set({ state: "another_time_asked", acceptedTimeId: null, appointmentId: null, candidateMessage: message, sequence: nextSequence, updatedAt: now })
      .where(eq(interviews.id, interview.id));
    await dropAppointment(tx, interview.appointmentId);
    await recordStep(tx, owned, actor, now, {
      status: "selected_for_interview",
      note: message ? `Another interview time asked for: ${message}` : "Another interview time asked for.",
      interviewId: interview.id,
      step: "another_time",
    });
    const told = await recordNotice(tx, notices.settings, {
      kind: "interview.another_time",
      key: `${interview.id}:${now.toISOString()}`,
      recipients: await interviewAnswerReceiverIds(tx, owned.employerId, interview.offeredByUserId),
      actorUserId: actor.userId,
      link: link("employer", owned.id),
      relatedId: owned.id,
      params: { jobTitle: owned.jobTitle },
      at: now,
    });
    return { outcome: "done", told };
  });
}

/** Either side cancels an interview under way; the other side is told. */
export async function cancelInterview(db: AppDb, who: InterviewSide, actor: Actor, applicationId: string, formKey: string | null, notices: Notices): Promise<InterviewOutcome> {
  return step(db, who, actor, applicationId, formKey, notices, async (tx, owned, now) => {
    const [interview] = await tx.select().from(interviews).where(eq(interviews.applicationId, owned.id)).limit(1);
    if (!interview || interview.state === "cancelled") return { outcome: "not-now" };
    await tx
      .update(interviews)
      .set({ state: "cancelled", cancelledBy: who.side, acceptedTimeId: null, appointmentId: null, sequence: nextSequence, updatedAt: now })
      .where(eq(interviews.id, interview.id));
    await dropAppointment(tx, interview.appointmentId);
    await recordStep(tx, owned, actor, now, {
      // The application goes back to where it was before a time was agreed.
      status: "selected_for_interview",
      note: who.side === "employer" ? "Interview cancelled by the employer." : "Interview cancelled by the candidate.",
      interviewId: interview.id,
      step: "cancelled",
    });
    const told = await recordNotice(
      tx,
      notices.settings,
      who.side === "employer"
        ? {
            kind: "interview.cancelled",
            key: `${interview.id}:${now.toISOString()}`,
            recipients: await candidateUserIds(tx, owned.candidateId),
            actorUserId: actor.userId,
            link: link("candidate", owned.id),
            relatedId: owned.id,
            params: { jobTitle: owned.jobTitle, employer: owned.employer },
            at: now,
          }
        : {
            kind: "interview.cancelled_by_candidate",
            key: `${interview.id}:${now.toISOString()}`,
            recipients: await interviewAnswerReceiverIds(tx, owned.employerId, interview.offeredByUserId),
            actorUserId: actor.userId,
            link: link("employer", owned.id),
            relatedId: owned.id,
            params: { jobTitle: owned.jobTitle },
            at: now,
          },
    );
    return { outcome: "done", told };
  });
}
