import crypto from "node:crypto";
import { and, asc, count, eq, gt, isNull } from "drizzle-orm";
import { organisationInvitations, organisationMembers, organisations, users } from "../../../db/schema";
import { recordAudit } from "~/lib/audit.server";
import { needsSecondFactor } from "~/features/auth/roles";
import type { AppDb } from "~/lib/db.server";
import { enqueueMail } from "~/lib/mail-outbox.server";
import { siteName, type Organisation } from "~/lib/organisation";
import { uuidv7 } from "~/lib/uuid.server";
import { DAY_MS, formatDate } from "~/lib/dates";
import { INVITATION_DAYS } from "./organisation-settings-form";

/**
 * Invitations to act for an organisation, and its members. Only an owner invites or removes; an invitation
 * is a link with a random token (only its SHA-256 hash is kept) that works once, for 7 days, for a signed-in
 * account of the organisation's kind with the invited email address and no organisation yet.
 */

export const INVITATION_PREFIX = "/account/invitations/";

export function hashInvitationToken(token: string): string {
  return crypto.createHash("sha256").update(token, "utf8").digest("hex");
}

export type Who = { userId: string; sessionId: string };

/** Whether the account is an owner of this real organisation. */
export async function isOwner(db: Pick<AppDb, "select">, organisationId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ role: organisationMembers.role })
    .from(organisationMembers)
    .innerJoin(organisations, eq(organisations.id, organisationMembers.organisationId))
    .where(and(eq(organisationMembers.organisationId, organisationId), eq(organisationMembers.userId, userId), eq(organisations.demo, false)))
    .limit(1);
  return row?.role === "owner";
}

export type PendingInvitation = { id: string; email: string; expiresAt: string };

export async function pendingInvitations(db: AppDb, organisationId: string, now: Date = new Date()): Promise<PendingInvitation[]> {
  const rows = await db
    .select({ id: organisationInvitations.id, email: organisationInvitations.email, expiresAt: organisationInvitations.expiresAt })
    .from(organisationInvitations)
    .where(
      and(
        eq(organisationInvitations.organisationId, organisationId),
        isNull(organisationInvitations.acceptedAt),
        isNull(organisationInvitations.revokedAt),
        gt(organisationInvitations.expiresAt, now),
      ),
    )
    .orderBy(asc(organisationInvitations.createdAt))
    .limit(100);
  return rows.map((row) => ({ ...row, expiresAt: row.expiresAt.toISOString() }));
}

export type InviteOutcome = "sent" | "already-member";

/**
 * Invites `email` to the organisation: any earlier pending invitation to the same address is replaced, the
 * new one stored by its hash, and the email queued, with the audit row, in one transaction.
 */
export async function inviteMember(
  db: AppDb,
  input: { organisationId: string; email: string; who: Who; publicUrl: string; contact: Organisation },
  now: Date = new Date(),
): Promise<InviteOutcome> {
  const { organisationId, email, who } = input;
  return db.transaction(async (tx) => {
    const [member] = await tx
      .select({ userId: organisationMembers.userId })
      .from(organisationMembers)
      .innerJoin(users, eq(users.id, organisationMembers.userId))
      .where(and(eq(organisationMembers.organisationId, organisationId), eq(users.email, email)))
      .limit(1);
    if (member) return "already-member";
    const [organisation] = await tx.select({ name: organisations.name }).from(organisations).where(eq(organisations.id, organisationId)).limit(1);
    const [inviter] = await tx.select({ name: users.name }).from(users).where(eq(users.id, who.userId)).limit(1);
    await tx
      .update(organisationInvitations)
      .set({ revokedAt: now })
      .where(and(eq(organisationInvitations.organisationId, organisationId), eq(organisationInvitations.email, email), isNull(organisationInvitations.acceptedAt), isNull(organisationInvitations.revokedAt)));
    const token = crypto.randomBytes(32).toString("base64url");
    const id = uuidv7();
    const expiresAt = new Date(now.getTime() + INVITATION_DAYS * DAY_MS);
    await tx.insert(organisationInvitations).values({ id, organisationId, email, tokenHash: hashInvitationToken(token), invitedByUserId: who.userId, createdAt: now, expiresAt });
    await enqueueMail(tx, [
      {
        kind: "organisation.invitation",
        to: email,
        replyTo: input.contact.email,
        relatedId: id,
        sensitive: true,
        subject: `You are invited to join ${organisation?.name ?? "an organisation"} on ${siteName}`,
        text: [
          "Hello,",
          "",
          `${inviter?.name ?? "Someone"} has invited you to act for ${organisation?.name ?? "their organisation"} on ${siteName}: to post roles and see the people who apply.`,
          "",
          `To join, sign in (or create an employer account) with this email address, then open this link before ${formatDate(expiresAt)}:`,
          `${input.publicUrl}${INVITATION_PREFIX}${token}`,
          "",
          `If you were not expecting this, you can ignore this email. Questions: reply to this email or call us on ${input.contact.phone}.`,
          "",
          siteName,
        ].join("\n"),
      },
    ]);
    await recordAudit(tx, { event: "organisation_invitation_sent", actorUserId: who.userId, sessionId: who.sessionId, detail: { organisationId, invitationId: id } });
    return "sent";
  });
}

/** Revokes one pending invitation of the organisation; false when there is none with that id. */
export async function revokeInvitation(db: AppDb, organisationId: string, invitationId: string, who: Who): Promise<boolean> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(organisationInvitations)
      .set({ revokedAt: new Date() })
      .where(
        and(
          eq(organisationInvitations.id, invitationId),
          eq(organisationInvitations.organisationId, organisationId),
          isNull(organisationInvitations.acceptedAt),
          isNull(organisationInvitations.revokedAt),
        ),
      )
      .returning({ id: organisationInvitations.id });
    if (rows.length === 0) return false;
    await recordAudit(tx, { event: "organisation_invitation_revoked", actorUserId: who.userId, sessionId: who.sessionId, detail: { organisationId, invitationId } });
    return true;
  });
}

export type RemoveOutcome = "removed" | "not-found" | "last-owner" | "self" | { confirm: { userId: string; name: string } };

/** Removes a member; the organisation always keeps at least one owner, and an owner does not remove themselves. */
export async function removeMember(db: AppDb, organisationId: string, userId: string, who: Who, confirmed: boolean): Promise<RemoveOutcome> {
  // Removing yourself would lock you out of the page that undoes it: leaving goes through our team.
  if (userId === who.userId) return "self";
  return db.transaction(async (tx) => {
    const [target] = await tx
      .select({ role: organisationMembers.role, name: users.name })
      .from(organisationMembers)
      .innerJoin(users, eq(users.id, organisationMembers.userId))
      .where(and(eq(organisationMembers.organisationId, organisationId), eq(organisationMembers.userId, userId)))
      .for("update")
      .limit(1);
    if (!target) return "not-found";
    if (target.role === "owner") {
      const owners = await tx
        .select({ userId: organisationMembers.userId })
        .from(organisationMembers)
        .where(and(eq(organisationMembers.organisationId, organisationId), eq(organisationMembers.role, "owner")))
        .for("update");
      if (owners.length <= 1) return "last-owner";
    }
    // Removing cannot be undone (coming back takes a new invitation): the first press only asks.
    if (!confirmed) return { confirm: { userId, name: target.name } };
    await tx.delete(organisationMembers).where(and(eq(organisationMembers.organisationId, organisationId), eq(organisationMembers.userId, userId)));
    await recordAudit(tx, { event: "organisation_member_removed", actorUserId: who.userId, subjectUserId: userId, sessionId: who.sessionId, detail: { organisationId, role: target.role } });
    return "removed";
  });
}

/** What an invitation link shows the signed-in person, decided on the server. */
export type InvitationView =
  | { state: "ready"; organisationName: string }
  | { state: "not-found" }
  | { state: "expired"; organisationName: string }
  | { state: "used"; organisationName: string }
  | { state: "wrong-account"; organisationName: string; reason: "email" | "role" | "has-organisation" | "unverified" };

type Invitee = { id: string; email: string; role: string; emailVerified: boolean };

async function lookUp(db: Pick<AppDb, "select">, token: string) {
  const [row] = await db
    .select({
      id: organisationInvitations.id,
      organisationId: organisationInvitations.organisationId,
      email: organisationInvitations.email,
      expiresAt: organisationInvitations.expiresAt,
      acceptedAt: organisationInvitations.acceptedAt,
      revokedAt: organisationInvitations.revokedAt,
      organisationName: organisations.name,
      kind: organisations.kind,
      demo: organisations.demo,
    })
    .from(organisationInvitations)
    .innerJoin(organisations, eq(organisations.id, organisationInvitations.organisationId))
    .where(eq(organisationInvitations.tokenHash, hashInvitationToken(token)))
    .limit(1);
  return row && !row.demo ? row : null;
}

async function viewFor(db: Pick<AppDb, "select">, token: string, user: Invitee, now: Date): Promise<InvitationView & { invitationId?: string; organisationId?: string }> {
  const invitation = await lookUp(db, token);
  // A revoked invitation says no more than one that never existed.
  if (!invitation || invitation.revokedAt) return { state: "not-found" };
  const organisationName = invitation.organisationName;
  if (invitation.acceptedAt) return { state: "used", organisationName };
  if (invitation.expiresAt <= now) return { state: "expired", organisationName };
  if (user.email.toLowerCase() !== invitation.email.toLowerCase()) return { state: "wrong-account", organisationName, reason: "email" };
  if (!user.emailVerified) return { state: "wrong-account", organisationName, reason: "unverified" };
  if (user.role !== invitation.kind) return { state: "wrong-account", organisationName, reason: "role" };
  const [{ memberships } = { memberships: 0 }] = await db.select({ memberships: count() }).from(organisationMembers).where(eq(organisationMembers.userId, user.id));
  if (memberships > 0) return { state: "wrong-account", organisationName, reason: "has-organisation" };
  return { state: "ready", organisationName, invitationId: invitation.id, organisationId: invitation.organisationId };
}

export async function invitationView(db: AppDb, token: string, user: Invitee, now: Date = new Date()): Promise<InvitationView> {
  const { invitationId: _id, organisationId: _org, ...view } = await viewFor(db, token, user, now);
  return view as InvitationView;
}

/**
 * What joining gives the account straight away. A membership is recorded whatever the account's state, but
 * the organisation's pages open only to an approved account with two-step sign-in (the portal's guard and the
 * organisation lookup both check), so the page says what is still to come.
 */
export type AccessAfterJoining = "ready" | "awaiting-approval" | "two-factor";

export function accessAfterJoining(user: { role: string; accountStatus: string; twoFactorEnabled: boolean }): AccessAfterJoining {
  if (user.accountStatus !== "active") return "awaiting-approval";
  return needsSecondFactor(user) && !user.twoFactorEnabled ? "two-factor" : "ready";
}

/** Joins the organisation as a member, if the invitation is still good for this account: once, in one transaction. */
export async function acceptInvitation(db: AppDb, token: string, user: Invitee, sessionId: string, now: Date = new Date()): Promise<InvitationView> {
  return db.transaction(async (tx) => {
    // The account's row is locked before its memberships are counted, as an administrator's link does, so the
    // two cannot both find none and give the account two organisations.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for("update");
    const view = await viewFor(tx, token, user, now);
    if (view.state !== "ready" || !view.invitationId || !view.organisationId) return view;
    const claimed = await tx
      .update(organisationInvitations)
      .set({ acceptedAt: now })
      .where(and(eq(organisationInvitations.id, view.invitationId), isNull(organisationInvitations.acceptedAt), isNull(organisationInvitations.revokedAt)))
      .returning({ id: organisationInvitations.id });
    if (claimed.length === 0) return { state: "used", organisationName: view.organisationName };
    await tx.insert(organisationMembers).values({ organisationId: view.organisationId, userId: user.id, role: "member" }).onConflictDoNothing();
    await recordAudit(tx, {
      event: "organisation_member_joined",
      actorUserId: user.id,
      subjectUserId: user.id,
      sessionId,
      detail: { organisationId: view.organisationId, invitationId: view.invitationId },
    });
    return { state: "ready", organisationName: view.organisationName };
  });
}
