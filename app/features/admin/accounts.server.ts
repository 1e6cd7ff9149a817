import { and, count, desc, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { auditEvents, organisationMembers, organisations, sessions, users } from "../../../db/schema";
import { recordAudit } from "~/lib/audit.server";
import type { AppDb } from "~/lib/db.server";
import { createOrganisation, joinOrganisation, tidyName } from "~/features/organisations/organisation-names.server";
import { enqueueMail } from "~/lib/mail-outbox.server";
import type { Organisation } from "~/lib/organisation";
import { approvedMail, rejectedMail } from "./account-emails.server";
import { hasRole } from "~/features/auth/roles";
import type { ActivityActor } from "./activity";
import { effectiveStatus, statusAfterRoleChange, type AccountRow, type AdminIntent, type AdminRole, type StatusFilter } from "./account-rules";

/** The most rows the list shows at once; the filter narrows it. */
export const LIST_LIMIT = 100;

const columns = {
  id: users.id,
  name: users.name,
  email: users.email,
  role: users.role,
  accountStatus: users.accountStatus,
  banned: users.banned,
  emailVerified: users.emailVerified,
  twoFactorEnabled: users.twoFactorEnabled,
  createdAt: users.createdAt,
};

type UserRecord = {
  id: string;
  name: string;
  email: string;
  role: string;
  accountStatus: string;
  banned: boolean | null;
  emailVerified: boolean;
  twoFactorEnabled: boolean | null;
  createdAt: Date;
};

function toRow(user: UserRecord): AccountRow {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    role: user.role,
    status: effectiveStatus({ accountStatus: user.accountStatus, banned: Boolean(user.banned) }),
    emailVerified: user.emailVerified,
    twoFactorEnabled: Boolean(user.twoFactorEnabled),
    createdAt: user.createdAt.toISOString(),
  };
}

function statusCondition(status: StatusFilter): SQL | undefined {
  switch (status) {
    case "awaiting_approval":
      return and(eq(users.accountStatus, "awaiting_approval"), eq(users.banned, false));
    case "active":
      return and(eq(users.accountStatus, "active"), eq(users.banned, false));
    case "suspended":
      return eq(users.banned, true);
    default:
      return undefined;
  }
}

/** Accounts for the admin list: those awaiting approval first (oldest first, as a queue), then newest. */
export async function listAccounts(db: AppDb, filter: { status: StatusFilter; search: string }) {
  const search = filter.search.trim();
  const pattern = `%${search.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
  const where = and(statusCondition(filter.status), search ? or(ilike(users.name, pattern), ilike(users.email, pattern)) : undefined);
  const awaitingFirst = sql`case when ${users.accountStatus} = 'awaiting_approval' and ${users.banned} = false then 0 else 1 end`;
  const [rows, totals, awaitingCounts] = await Promise.all([
    db
      .select(columns)
      .from(users)
      .where(where)
      .orderBy(
        awaitingFirst,
        sql`case when ${users.accountStatus} = 'awaiting_approval' and ${users.banned} = false then ${users.createdAt} end asc`,
        desc(users.createdAt),
      )
      .limit(LIST_LIMIT),
    db.select({ total: count() }).from(users).where(where),
    db.select({ awaiting: count() }).from(users).where(statusCondition("awaiting_approval")),
  ]);
  return { accounts: rows.map(toRow), total: totals[0]?.total ?? 0, awaiting: awaitingCounts[0]?.awaiting ?? 0 };
}

export async function findAccount(db: AppDb, id: string) {
  const [user] = await db.select({ ...columns, banReason: users.banReason }).from(users).where(eq(users.id, id)).limit(1);
  if (!user) return null;
  const [sessionCount] = await db.select({ signedIn: count() }).from(sessions).where(eq(sessions.userId, id));
  const signedIn = sessionCount?.signedIn ?? 0;
  return { ...toRow(user), banned: Boolean(user.banned), accountStatus: user.accountStatus, banReason: user.banReason, signedIn };
}

/** How many of an account's audit events its page shows, newest first. */
export const ACTIVITY_LIMIT = 25;

const actors = alias(users, "actors");

/**
 * What has happened to an account, from the audit trail: when, what, and who did it (the person themselves,
 * a named member of staff, or the service). Client hashes and session ids stay in the database.
 */
export async function accountActivity(db: AppDb, userId: string) {
  const rows = await db
    .select({ event: auditEvents.event, detail: auditEvents.detail, at: auditEvents.createdAt, actorId: auditEvents.actorUserId, actorName: actors.name })
    .from(auditEvents)
    .leftJoin(actors, eq(actors.id, auditEvents.actorUserId))
    .where(eq(auditEvents.subjectUserId, userId))
    .orderBy(desc(auditEvents.createdAt), desc(auditEvents.id))
    .limit(ACTIVITY_LIMIT);
  return rows.map((row) => ({
    event: row.event,
    detail: row.detail,
    at: row.at.toISOString(),
    by: actorOf(row.actorId, row.actorName, userId),
  }));
}

function actorOf(actorId: string | null, actorName: string | null, subjectId: string): ActivityActor {
  if (actorId === null) return { kind: "service" };
  if (actorId === subjectId) return { kind: "self" };
  return { kind: "staff", name: actorName ?? "a deleted account" };
}

export type AppliedAction = { intent: AdminIntent; role?: AdminRole; organisation?: string; organisationId?: string };

/** What an applied action came to: true when done, false when the account changed meanwhile and nothing was done. */
export type AppliedOutcome = boolean | "name-taken" | "no-organisation" | "already-member" | "has-organisation";

type Who = { actorUserId: string; sessionId: string; clientHash: string | null };

/**
 * Applies an action the rules have allowed, with its audit record, in one transaction: either both happen
 * or neither. False when the account changed in the meantime and nothing was done. Ending sessions deletes
 * their rows, so the next request from those devices is signed out: a role change and a suspension end them.
 */
export async function applyAdminAction(
  db: AppDb,
  target: { id: string; name: string; email: string; role: string; accountStatus: string },
  action: AppliedAction,
  who: Who,
  publicUrl: string,
  contact: Organisation,
): Promise<AppliedOutcome> {
  const audit = { actorUserId: who.actorUserId, subjectUserId: target.id, sessionId: who.sessionId, clientHash: who.clientHash };
  const now = new Date();
  const awaiting = and(eq(users.id, target.id), eq(users.accountStatus, "awaiting_approval"), eq(users.banned, false));
  const notBanned = and(eq(users.id, target.id), eq(users.banned, false));
  return db.transaction(async (tx) => {
    const endSessions = async () => (await tx.delete(sessions).where(eq(sessions.userId, target.id)).returning({ id: sessions.id })).length;
    // Each change applies only if the account is still as the rules saw it: two admins pressing the same
    // button at once change it (and email the person) once.
    const changed = async (rows: Promise<{ id: string }[]>) => (await rows).length > 0;
    switch (action.intent) {
      case "approve":
        if (!(await changed(tx.update(users).set({ accountStatus: "active", updatedAt: now }).where(awaiting).returning({ id: users.id })))) return false;
        await recordAudit(tx, { ...audit, event: "approval_changed", detail: { from: "awaiting_approval", to: "active" } });
        await enqueueMail(tx, [approvedMail(target, publicUrl, contact)]);
        break;
      case "reject": {
        const rejected = tx
          .update(users)
          .set({ banned: true, banReason: "Not approved", banExpires: null, updatedAt: now })
          .where(awaiting)
          .returning({ id: users.id });
        if (!(await changed(rejected))) return false;
        const ended = await endSessions();
        await recordAudit(tx, { ...audit, event: "approval_changed", detail: { from: "awaiting_approval", to: "rejected", sessionsEnded: ended } });
        await enqueueMail(tx, [rejectedMail(target, contact)]);
        break;
      }
      case "set-role": {
        const role = action.role as AdminRole;
        const accountStatus = statusAfterRoleChange(role, target.accountStatus);
        const fromRole = and(eq(users.id, target.id), eq(users.role, target.role));
        if (!(await changed(tx.update(users).set({ role, accountStatus, updatedAt: now }).where(fromRole).returning({ id: users.id })))) return false;
        // A new role starts from a new sign-in, so no page opened under the old one stays open.
        const ended = await endSessions();
        await recordAudit(tx, { ...audit, event: "role_changed", detail: { from: target.role, to: role, sessionsEnded: ended } });
        break;
      }
      case "suspend": {
        const suspended = tx
          .update(users)
          .set({ banned: true, banReason: "Suspended by an administrator", banExpires: null, updatedAt: now })
          .where(notBanned)
          .returning({ id: users.id });
        if (!(await changed(suspended))) return false;
        const ended = await endSessions();
        await recordAudit(tx, { ...audit, event: "account_suspended", detail: { sessionsEnded: ended } });
        break;
      }
      case "unsuspend": {
        const banned = and(eq(users.id, target.id), eq(users.banned, true));
        if (!(await changed(tx.update(users).set({ banned: false, banReason: null, banExpires: null, updatedAt: now }).where(banned).returning({ id: users.id })))) return false;
        await recordAudit(tx, { ...audit, event: "account_unsuspended" });
        break;
      }
      case "join-organisation": {
        // By the id the administrator chose after seeing the organisation's members: never by a name. An account
        // belongs to one organisation, as an invitation requires, so its pages never show one and hide another.
        const kind = hasRole(target, "partner") ? "partner" : "employer";
        const current = await membershipsOf(tx, target.id);
        if (current.includes(action.organisationId ?? "")) return "already-member";
        if (current.length > 0) return "has-organisation";
        const joined = await joinOrganisation(tx, kind, action.organisationId ?? "", target.id);
        if (!joined) return "no-organisation";
        await recordAudit(tx, {
          ...audit,
          event: "organisation_linked",
          detail: { organisationId: action.organisationId, organisation: joined.name, created: false, role: joined.role, alreadyMember: !joined.joined },
        });
        break;
      }
      case "create-organisation": {
        const kind = hasRole(target, "partner") ? "partner" : "employer";
        if ((await membershipsOf(tx, target.id)).length > 0) return "has-organisation";
        const created = await createOrganisation(tx, kind, action.organisation ?? "", now);
        if (created === "taken") return "name-taken";
        await tx.insert(organisationMembers).values({ organisationId: created.id, userId: target.id, role: "owner" });
        await recordAudit(tx, { ...audit, event: "organisation_linked", detail: { organisationId: created.id, organisation: tidyName(action.organisation ?? ""), created: true, role: "owner" } });
        break;
      }
      case "revoke-sessions": {
        const ended = await endSessions();
        await recordAudit(tx, { ...audit, event: "sessions_revoked", detail: { sessionsEnded: ended, by: "administrator" } });
        break;
      }
    }
    return true as const;
  });
}

/**
 * The organisations the account is a member of, read under the action's transaction with the account's row
 * locked: an invitation accepted at the same moment waits (it takes the same lock), so one of the two finds the
 * other's membership and the account still belongs to one organisation.
 */
async function membershipsOf(tx: Pick<AppDb, "select">, userId: string): Promise<string[]> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
  const rows = await tx.select({ organisationId: organisationMembers.organisationId }).from(organisationMembers).where(eq(organisationMembers.userId, userId));
  return rows.map((row) => row.organisationId);
}

/** The organisations an employer or partner account acts for. */
export async function accountOrganisations(db: AppDb, userId: string) {
  return db
    .select({ id: organisations.id, name: organisations.name, role: organisationMembers.role })
    .from(organisationMembers)
    .innerJoin(organisations, eq(organisations.id, organisationMembers.organisationId))
    .where(and(eq(organisationMembers.userId, userId), eq(organisations.demo, false)))
    .orderBy(organisations.name);
}
