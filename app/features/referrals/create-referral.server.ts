import { candidateBarriers, candidates, referralStatusChanges, referrals } from "../../../db/schema";
import { findExistingPerson } from "./existing-person.server";
import { partnerVisibility } from "../../../db/schema/vocabulary";
import { recordAudit } from "~/lib/audit.server";
import type { Actor, PartnerSubject } from "~/lib/data-subject";
import type { AppDb } from "~/lib/db.server";
import { uuidv7 } from "~/lib/uuid.server";
import { markSeenByService } from "~/features/readiness/seen-by-service.server";
import type { ReferralFormValues } from "./referral-form";
import { tellOfReferralReceived } from "./referral-notices.server";
import type { Notices } from "~/features/notifications/record-notice.server";
import { partnerNameOf, queueReferralInvitation, type InvitationMailSettings } from "./referral-invitations.server";

/**
 * A partner refers a person: in one transaction, the referral (submitted, with its first status row), a
 * candidate record waiting for a caseworker (no one is assigned: an administrator does that) and an audit row.
 * The person's agreement, and what they let the partner see afterwards, are recorded as given by the partner who
 * sent the form, now. A person who already has an account gets no second record: the referral waits for them to
 * accept it (see existing-person.server.ts and referral-offers.server.ts). A person with no account, referred with
 * an email address, is emailed an invitation to make one (`mail`, in the same transaction; see
 * referral-invitations.server.ts); the partner's answer is the same either way. Real data only: the
 * demonstration's pages never reach this.
 */
export async function createReferral(
  db: AppDb,
  subject: PartnerSubject & { organisationId: string },
  actor: Actor,
  values: ReferralFormValues,
  now: Date = new Date(),
  mail?: InvitationMailSettings,
  notices?: Notices,
): Promise<{ referralId: string; candidateId: string | null }> {
  if (subject.demo) throw new Error("demonstration data is read-only");
  const referralId = uuidv7();
  const newRecordId = uuidv7();
  let candidateId: string | null = newRecordId;
  let told = 0;
  await db.transaction(async (tx) => {
    // Someone who already has an account is asked first (the referral waits for them); a record with no account
    // is the person's one record, used again. Either way no second record is made.
    const existing = await findExistingPerson(tx, { email: values.email ?? null, phone: values.phone ?? null });
    if (existing?.kind === "account") candidateId = null;
    if (existing?.kind === "record") candidateId = existing.candidateId;
    if (!existing) await tx.insert(candidates).values({
      id: newRecordId,
      fullName: `${values.firstName} ${values.lastName}`,
      town: values.town ?? null,
      demo: false,
      createdAt: now,
      updatedAt: now,
    });
    const recordId = candidateId;
    if (recordId) await tx.insert(candidateBarriers).values(values.needs.map((barrier) => ({ candidateId: recordId, barrier }))).onConflictDoNothing();
    await tx.insert(referrals).values({
      id: referralId,
      partnerId: subject.organisationId,
      candidateId,
      awaitingUserId: existing?.kind === "account" ? existing.userId : null,
      firstName: values.firstName,
      lastName: values.lastName,
      email: values.email ?? null,
      phone: values.phone ?? null,
      town: values.town ?? null,
      needs: values.needs,
      supportRequested: values.supportAskedFor,
      accessibilityNeeds: values.accessibilityNeeds ?? null,
      preferredLanguage: values.preferredLanguage ?? null,
      preferredContact: values.preferredContact ?? null,
      contactTimes: values.contactTimes ?? null,
      mayLeaveMessage: values.mayLeaveMessage === undefined ? null : values.mayLeaveMessage === "yes",
      // A prison is kept only for someone in custody, like the release date; a probation contact for anyone.
      prison: values.setting === "custody" ? (values.prison ?? null) : null,
      probationContact: values.probationContact ?? null,
      setting: values.setting,
      // A date is kept only for someone in custody; one typed before choosing "in the community" is dropped.
      expectedReleaseOn: values.setting === "custody" ? (values.expectedReleaseOn ?? null) : null,
      // What the person agreed the partner may see afterwards, in the vocabulary's order, once each.
      partnerMaySee: partnerVisibility.filter((item) => values.partnerMaySee.includes(item)),
      consentGiven: true,
      consentRecordedAt: now,
      consentRecordedBy: actor.name,
      status: "submitted",
      referredByUserId: actor.userId,
      referredByName: actor.name,
      demo: false,
      createdAt: now,
      updatedAt: now,
    });
    if (values.phone && recordId) await markSeenByService(tx, recordId, ["phone"], now);
    await tx.insert(referralStatusChanges).values({
      id: uuidv7(),
      referralId,
      status: "submitted",
      changedByName: actor.name,
      changedByUserId: actor.userId,
      changedAt: now,
    });
    // No account yet: an invitation to make one. Someone with an account sees the referral on their home instead.
    if (mail && values.email && existing?.kind !== "account") {
      await queueReferralInvitation(tx, { referralId, email: values.email, partnerName: await partnerNameOf(tx, subject.organisationId), settings: mail }, now);
    }
    // Ids only: the person's name and contact details stay out of the audit trail.
    await recordAudit(tx, { event: "referral_created", actorUserId: actor.userId, detail: { referralId, candidateId, partnerId: subject.organisationId, partnerMaySee: values.partnerMaySee } });
    // Caseworkers hear of it now when there is a record to work on; one waiting for the person to accept it
    // reaches them when they do (referral-offers.server.ts).
    if (notices && recordId) told = await tellOfReferralReceived(tx, notices.settings, { id: referralId, candidateId: recordId, actorUserId: actor.userId, at: now });
  });
  if (notices && told > 0) notices.wake();
  return { referralId, candidateId };
}
