import { and, asc, eq, isNull, sql } from "drizzle-orm";
import { data } from "react-router";
import { auditEvents, candidates, caseworkerAssignments, organisations, referralStatusChanges, referrals } from "../../../db/schema";
import { recordAudit } from "~/lib/audit.server";
import type { CandidateSubject, SignedInPage } from "~/lib/data-subject";
import type { AppDb } from "~/lib/db.server";
import { firstSubmission, formKeyOf } from "~/lib/idempotency.server";
import { readForm } from "~/lib/read-form.server";
import { uuidv7 } from "~/lib/uuid.server";
import { markSeenByService } from "~/features/readiness/seen-by-service.server";
import { tellOfReferralReceived, tellPartnerOfReferral } from "./referral-notices.server";
import type { Notices } from "~/features/notifications/record-notice.server";
import { referralOfferMessages, referralOfferSchema, type ReferralOffer, type ReferralOfferActionData } from "./referral-offers";

/**
 * Referrals waiting for the signed-in person: a partner referred someone whose verified email (or phone) is
 * already this account's, so no second record was made and the person decides. Only the person's own account
 * reads these; a partner is never told whether an account exists.
 */
export async function referralOffersFor(db: Pick<AppDb, "select">, subject: CandidateSubject): Promise<ReferralOffer[]> {
  if (!subject.candidateId || subject.demo) return [];
  const rows = await db
    .select({
      referralId: referrals.id,
      partnerName: organisations.name,
      supportRequested: referrals.supportRequested,
      notes: referrals.notes,
      partnerMaySee: referrals.partnerMaySee,
      createdAt: referrals.createdAt,
    })
    .from(referrals)
    .innerJoin(organisations, eq(organisations.id, referrals.partnerId))
    // The person's own account: the record the page is about, and the account the referral waits for.
    .innerJoin(candidates, and(eq(candidates.id, subject.candidateId), eq(candidates.userId, referrals.awaitingUserId)))
    .where(and(isNull(referrals.candidateId), eq(referrals.status, "submitted"), eq(referrals.demo, false)))
    .orderBy(asc(referrals.createdAt))
    .limit(20);
  return rows.map((row) => ({
    referralId: row.referralId,
    partnerName: row.partnerName,
    supportRequested: row.supportRequested ?? row.notes,
    partnerMaySee: row.partnerMaySee,
    referredAt: row.createdAt.toISOString(),
  }));
}

/**
 * The person answers a referral waiting for them. Accepting attaches it to their record (what the partner may
 * see then follows the partner-sharing rules, and their settings list the partner); it stays waiting for a
 * caseworker unless they already have one. Declining asks first (confirmed=yes), then closes it, with no reason
 * and no name the partner could read. Someone else's referral, or one already answered, is not found.
 */
export async function answerReferralAction(db: AppDb, { actor, session, subject }: SignedInPage<CandidateSubject>, request: Request, notices: Notices) {
  const form = await readForm(request);
  const parsed = referralOfferSchema.safeParse({ intent: form.get("intent") ?? undefined, referralId: form.get("referralId") ?? undefined });
  if (!parsed.success) {
    return data<ReferralOfferActionData>({ offer: { done: null, error: parsed.error.issues[0]?.message ?? referralOfferMessages.gone, confirmDecline: null } }, { status: 400 });
  }
  const candidateId = subject.candidateId;
  if (!candidateId || subject.demo) throw data(referralOfferMessages.gone, { status: 404 });
  const { intent, referralId } = parsed.data;
  const confirmed = form.get("confirmed") === "yes";
  let told = 0;
  const outcome = await db.transaction(async (tx) => {
    const now = new Date();
    // A second press of the button that answered answers as the first did, instead of "not found".
    if ((intent === "accept-referral" || confirmed) && !(await firstSubmission(tx, actor.id, formKeyOf(form), now))) {
      return earlierAnswer(tx, referralId, candidateId, actor.id);
    }
    const [found] = await tx
      .select({ id: referrals.id, partnerId: referrals.partnerId, partnerName: organisations.name })
      .from(referrals)
      .innerJoin(organisations, eq(organisations.id, referrals.partnerId))
      .where(and(eq(referrals.id, referralId), eq(referrals.awaitingUserId, actor.id), isNull(referrals.candidateId), eq(referrals.status, "submitted"), eq(referrals.demo, false)))
      .for("update", { of: referrals })
      .limit(1);
    if (!found) return { kind: "gone" } as const;
    if (intent === "decline-referral") {
      if (!confirmed) return { kind: "confirm", referralId: found.id, partnerName: found.partnerName } as const;
      await tx.update(referrals).set({ status: "closed", awaitingUserId: null, updatedAt: now }).where(eq(referrals.id, found.id));
      // No note and no name: the partner sees only that the referral was closed.
      const changeId = uuidv7();
      await tx.insert(referralStatusChanges).values({ id: changeId, referralId: found.id, status: "closed", changedAt: now });
      told = await tellPartnerOfReferral(tx, notices.settings, { kind: "referral.closed", statusChangeId: changeId, referralId: found.id, partnerId: found.partnerId, actorUserId: actor.id, at: now });
      await recordAudit(tx, { event: "referral_declined", actorUserId: actor.id, subjectUserId: actor.id, sessionId: session.id, detail: { referralId: found.id } });
      return { kind: "declined", partnerName: found.partnerName } as const;
    }
    const [assigned] = await tx
      .select({ id: caseworkerAssignments.id })
      .from(caseworkerAssignments)
      .where(and(eq(caseworkerAssignments.candidateId, candidateId), isNull(caseworkerAssignments.endedAt)))
      .limit(1);
    // With a caseworker already, the referral is accepted at once; otherwise it joins the administrators' queue.
    const status = assigned ? ("accepted" as const) : ("submitted" as const);
    await tx.update(referrals).set({ candidateId, awaitingUserId: null, status, updatedAt: now }).where(eq(referrals.id, found.id));
    if (assigned) {
      const changeId = uuidv7();
      await tx.insert(referralStatusChanges).values({ id: changeId, referralId: found.id, status: "accepted", changedAt: now });
      told += await tellPartnerOfReferral(tx, notices.settings, { kind: "referral.accepted", statusChangeId: changeId, referralId: found.id, partnerId: found.partnerId, actorUserId: actor.id, at: now });
    }
    // The referral now reaches the service: the person's caseworker, or every caseworker until one is assigned.
    told += await tellOfReferralReceived(tx, notices.settings, { id: found.id, candidateId, actorUserId: actor.id, at: now });
    const [withPhone] = await tx.select({ phone: referrals.phone }).from(referrals).where(eq(referrals.id, found.id));
    if (withPhone?.phone) await markSeenByService(tx, candidateId, ["phone"], now);
    await recordAudit(tx, { event: "referral_accepted", actorUserId: actor.id, subjectUserId: actor.id, sessionId: session.id, detail: { referralId: found.id, candidateId } });
    return { kind: "accepted", partnerName: found.partnerName } as const;
  });
  if (told > 0) notices.wake();
  if (outcome.kind === "gone") throw data(referralOfferMessages.gone, { status: 404 });
  if (outcome.kind === "confirm") {
    return { offer: { done: null, error: null, confirmDecline: { referralId: outcome.referralId, partnerName: outcome.partnerName } } } satisfies ReferralOfferActionData;
  }
  const done = outcome.kind === "accepted" ? referralOfferMessages.accepted(outcome.partnerName) : referralOfferMessages.declined(outcome.partnerName);
  return { offer: { done, error: null, confirmDecline: null } } satisfies ReferralOfferActionData;
}

/** What the person's first press did to a referral they answered: accepted onto their record, or closed. */
async function earlierAnswer(tx: Pick<AppDb, "select">, referralId: string, candidateId: string, actorUserId: string) {
  const [row] = await tx
    .select({ candidateId: referrals.candidateId, status: referrals.status, partnerName: organisations.name })
    .from(referrals)
    .innerJoin(organisations, eq(organisations.id, referrals.partnerId))
    .where(and(eq(referrals.id, referralId), eq(referrals.demo, false)))
    .limit(1);
  if (row?.candidateId === candidateId) return { kind: "accepted", partnerName: row.partnerName } as const;
  if (!row || row.candidateId !== null || row.status !== "closed") return { kind: "gone" } as const;
  // Closed by this person's own decline, not by anyone else: nothing is told about another's referral.
  const [declined] = await tx
    .select({ id: auditEvents.id })
    .from(auditEvents)
    .where(and(eq(auditEvents.event, "referral_declined"), eq(auditEvents.actorUserId, actorUserId), sql`${auditEvents.detail} ->> 'referralId' = ${referralId}`))
    .limit(1);
  return declined ? ({ kind: "declined", partnerName: row.partnerName } as const) : ({ kind: "gone" } as const);
}
