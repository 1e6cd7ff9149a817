import crypto from "node:crypto";
import { and, eq, gt, isNull } from "drizzle-orm";
import { candidates, organisations, referralInvitations, referrals } from "../../../db/schema";
import type { AppDb } from "~/lib/db.server";
import { enqueueMail, type MailExecutor } from "~/lib/mail-outbox.server";
import { siteName, type Organisation } from "~/lib/organisation";
import { uuidv7 } from "~/lib/uuid.server";
import { DAY_MS, formatDate } from "~/lib/dates";

/**
 * The email that invites a referred person with no account to make one. The link holds a random token; only its
 * SHA-256 hash is stored. It works once, for 14 days. The email names the partner and says what we do, never the
 * person's needs or the partner's notes: someone else may read it.
 */

export const REFERRAL_INVITATION_DAYS = 14;
export const REFERRAL_INVITATION_PATH = "/referral-invitation";

export type InvitationMailSettings = { publicUrl: string; contact: Organisation };

export function hashReferralInvitationToken(token: string): string {
  return crypto.createHash("sha256").update(token, "utf8").digest("hex");
}

/** Stores a new invitation for the referral and queues its email, in the caller's transaction. */
export async function queueReferralInvitation(
  tx: MailExecutor,
  input: { referralId: string; email: string; partnerName: string; settings: InvitationMailSettings },
  now: Date,
): Promise<void> {
  const token = crypto.randomBytes(32).toString("base64url");
  const id = uuidv7();
  const expiresAt = new Date(now.getTime() + REFERRAL_INVITATION_DAYS * DAY_MS);
  await tx.insert(referralInvitations).values({ id, referralId: input.referralId, email: input.email, tokenHash: hashReferralInvitationToken(token), createdAt: now, expiresAt });
  const { publicUrl, contact } = input.settings;
  await enqueueMail(tx, [
    {
      kind: "referral.invitation",
      to: input.email,
      replyTo: contact.email,
      relatedId: id,
      sensitive: true,
      subject: `${input.partnerName} has referred you to ${siteName}`,
      text: [
        "Hello,",
        "",
        `${input.partnerName} has referred you to ${siteName}, with your agreement.`,
        "",
        `${siteName} is a social enterprise that helps people with convictions into work: finding roles with fair employers, preparing for interviews and talking about the past with confidence. It is free for you.`,
        "",
        `${input.partnerName} has asked us to contact you about support with finding work. A caseworker will be in touch.`,
        "",
        `You can also create a free account now, to see your support in one place. Open this link before ${formatDate(expiresAt)} (it works once):`,
        `${publicUrl}${REFERRAL_INVITATION_PATH}?token=${token}`,
        "",
        `If you were not expecting this, you can ignore this email. Questions: reply to this email or call us on ${contact.phone}.`,
        "",
        siteName,
      ].join("\n"),
    },
  ]);
}

/** The partner's name, for the invitation. */
export async function partnerNameOf(db: Pick<AppDb, "select">, organisationId: string): Promise<string> {
  const [row] = await db.select({ name: organisations.name }).from(organisations).where(eq(organisations.id, organisationId)).limit(1);
  return row?.name ?? "A partner organisation";
}

/**
 * What an invitation link shows. A link that never existed, was used, has run out, or whose referral is closed or
 * already belongs to an account all get the same answer, so the page cannot be used to test tokens.
 */
export type ReferralInvitationView = { state: "ready"; partnerName: string; email: string; invitationId: string } | { state: "unavailable" };

export async function referralInvitationView(db: Pick<AppDb, "select">, token: string | null, now: Date = new Date()): Promise<ReferralInvitationView> {
  if (!token || token.length > 200) return { state: "unavailable" };
  const [row] = await db
    .select({ id: referralInvitations.id, email: referralInvitations.email, partnerName: organisations.name, status: referrals.status, owner: candidates.userId })
    .from(referralInvitations)
    .innerJoin(referrals, eq(referrals.id, referralInvitations.referralId))
    .innerJoin(organisations, eq(organisations.id, referrals.partnerId))
    .leftJoin(candidates, eq(candidates.id, referrals.candidateId))
    .where(and(eq(referralInvitations.tokenHash, hashReferralInvitationToken(token)), isNull(referralInvitations.usedAt), gt(referralInvitations.expiresAt, now), eq(referrals.demo, false)))
    .limit(1);
  if (!row || row.status === "closed" || row.owner) return { state: "unavailable" };
  return { state: "ready", partnerName: row.partnerName, email: row.email, invitationId: row.id };
}

/** Marks the invitation used, once: false when it was used already. */
export async function markReferralInvitationUsed(db: Pick<AppDb, "update">, invitationId: string, now: Date = new Date()): Promise<boolean> {
  const rows = await db
    .update(referralInvitations)
    .set({ usedAt: now })
    .where(and(eq(referralInvitations.id, invitationId), isNull(referralInvitations.usedAt)))
    .returning({ id: referralInvitations.id });
  return rows.length > 0;
}
