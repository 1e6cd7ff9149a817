import { assignedCaseworkerUserIds, organisationMemberIds, roleUserIds } from "~/features/notifications/audience.server";
import { recordNotice, type NoticeSettings } from "~/features/notifications/record-notice.server";
import type { AppDb } from "~/lib/db.server";

/**
 * The referral events' notices (decision 0035). A notice names no one: the person referred, the partner's notes
 * and the support asked for stay on the pages that already show them.
 */

type Tx = Pick<AppDb, "select" | "insert">;

/**
 * A referral has reached the service with a record to work on: the person's caseworker hears of it, or, with none
 * assigned yet, every caseworker (an administrator assigns one). Returns how many were told.
 */
export async function tellOfReferralReceived(tx: Tx, settings: NoticeSettings, referral: { id: string; candidateId: string; actorUserId: string; at: Date }): Promise<number> {
  const assigned = await assignedCaseworkerUserIds(tx, referral.candidateId);
  return recordNotice(tx, settings, {
    kind: "referral.received",
    key: referral.id,
    recipients: assigned.length > 0 ? assigned : await roleUserIds(tx, "caseworker"),
    actorUserId: referral.actorUserId,
    link: `/dashboard/caseworkerportal/candidate/${referral.candidateId}`,
    relatedId: referral.id,
    at: referral.at,
  });
}

/**
 * The referring partner's members hear that their referral was accepted or closed: their referral list always
 * shows its status, whatever the person let them see afterwards.
 */
export async function tellPartnerOfReferral(
  tx: Tx,
  settings: NoticeSettings,
  change: { kind: "referral.accepted" | "referral.closed"; statusChangeId: string; referralId: string; partnerId: string; actorUserId: string; at: Date },
): Promise<number> {
  return recordNotice(tx, settings, {
    kind: change.kind,
    key: change.statusChangeId,
    recipients: await organisationMemberIds(tx, change.partnerId),
    actorUserId: change.actorUserId,
    link: "/dashboard/partnerportal/referrals",
    relatedId: change.referralId,
    at: change.at,
  });
}
