import { parseWithZod } from "@conform-to/zod/v4";
import { and, eq, gt, isNull } from "drizzle-orm";
import { data, redirect, type AppLoadContext } from "react-router";
import { appointments } from "../../../db/schema";
import { recordAudit } from "~/lib/audit.server";
import type { CandidateSubject, SignedInPage } from "~/lib/data-subject";
import { assignedCaseworkerUserIds, caseworkerUserIds } from "~/features/notifications/audience.server";
import { cancelPendingNotices } from "~/features/notifications/cancel-notices.server";
import { appointmentKey, appointmentKeyPrefix } from "~/features/notifications/event-keys";
import { noticesOf, recordNotice } from "~/features/notifications/record-notice.server";
import { noticeWhen } from "~/features/notifications/templates";
import { londonDate } from "~/lib/dates";
import { calendarQuery } from "./calendar";
import { candidateCancelSchema } from "./candidate-cancel";

/** Where the caseworker sees the cancelled appointment: their calendar's week, which marks it cancelled. */
const CASEWORKER_CALENDAR = "/dashboard/caseworkerportal/calendar";

const notFound = () => data("There is no such appointment in your diary, or it can no longer be cancelled.", { status: 404 });

/**
 * A candidate cancels one of their own appointments with our team from their diary: only one still to come, not
 * cancelled, with no attendance recorded, and not an employer's interview (the employer books and changes those).
 * The first press asks (the page shows the question, with or without JavaScript); the second cancels it, with
 * the optional reason, its audit row, the end of its pending reminders and the caseworker's notice, in one
 * transaction. A second confirmed press (a double press, a retry) finds it already cancelled by them and is
 * answered as the first was.
 */
export async function candidateCancelAppointment(
  context: AppLoadContext,
  { actor: user, session, subject }: SignedInPage<CandidateSubject>,
  form: FormData,
  url: URL,
  now: Date = new Date(),
) {
  const db = context.database.db;
  const { candidateId } = subject;
  if (!candidateId) throw notFound();
  const submission = parseWithZod(form, { schema: candidateCancelSchema });
  const appointmentId = form.get("appointmentId");
  if (typeof appointmentId !== "string" || (submission.status === "error" && submission.error?.appointmentId)) throw notFound();
  const own = and(eq(appointments.id, appointmentId), eq(appointments.candidateId, candidateId), eq(appointments.demo, false));
  const cancellable = and(own, isNull(appointments.cancelledAt), isNull(appointments.attendance), isNull(appointments.organisationId), gt(appointments.startsAt, now));
  const done = () => redirect(`${url.pathname}?done=appointment-cancelled#appointments`, { status: 303 });

  const [found] = await db.select({ id: appointments.id, startsAt: appointments.startsAt }).from(appointments).where(cancellable).limit(1);
  if (!found) {
    const [already] = await db.select({ id: appointments.id }).from(appointments).where(and(own, eq(appointments.cancelledByCandidate, true))).limit(1);
    if (already && form.get("confirmed") === "yes") return done();
    throw notFound();
  }
  const confirmCancel = { appointmentId: found.id, startsAt: found.startsAt.toISOString() };
  if (submission.status !== "success") return data({ intent: "cancel-appointment" as const, confirmCancel, result: submission.reply() }, { status: 400 });
  if (submission.value.confirmed !== "yes") return data({ intent: "cancel-appointment" as const, confirmCancel });

  const notices = noticesOf(context);
  let told = 0;
  const cancelled = await db.transaction(async (tx) => {
    const rows = await tx
      .update(appointments)
      .set({ cancelledAt: now, cancelledByName: user.name, cancelledByCandidate: true, cancellationReason: submission.value.reason })
      .where(cancellable)
      .returning({ caseworkerId: appointments.caseworkerId, startsAt: appointments.startsAt, version: appointments.version });
    const row = rows[0];
    if (!row) return false;
    await recordAudit(tx, {
      event: "appointment_cancelled",
      actorUserId: user.id,
      subjectUserId: user.id,
      sessionId: session.id,
      clientHash: context.rateLimiter.clientKey(context.clientIp),
      detail: { appointmentId, candidateId, by: "candidate" },
    });
    await cancelPendingNotices(tx, "appointment.reminder", appointmentKeyPrefix("appointment", appointmentId));
    // The caseworker who booked it hears; if they have gone, whoever is assigned now. The time only, never the reason.
    const booked = row.caseworkerId ? await caseworkerUserIds(tx, row.caseworkerId) : [];
    told += await recordNotice(tx, notices.settings, {
      kind: "appointment.cancelled",
      key: appointmentKey("appointment", appointmentId, row.startsAt, row.version),
      recipients: booked.length > 0 ? booked : await assignedCaseworkerUserIds(tx, candidateId),
      actorUserId: user.id,
      link: `${CASEWORKER_CALENDAR}${calendarQuery("week", londonDate(row.startsAt))}`,
      relatedId: appointmentId,
      params: { when: noticeWhen(row.startsAt) },
      at: now,
    });
    return true;
  });
  if (!cancelled) throw notFound();
  if (told > 0) notices.wake();
  return done();
}
