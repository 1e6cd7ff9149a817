import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { sessions, users } from "../../../db/schema";
import type { AppDb } from "~/lib/db.server";
import type { Auth } from "~/lib/auth/create-auth.server";
import { recordAudit } from "~/lib/audit.server";
import { checkName } from "./names";
import { isRole } from "./roles";
import { type Role } from "../../../db/schema/vocabulary";

/**
 * What `npm run admin` does, kept apart from the script so it can be tested. Accounts made here get no
 * password: the command prints a one-time link to choose one on the reset page, where the password
 * policy applies. So no password ever passes through a terminal, a shell history or a log.
 */

/** How long a set-password link from the command line works. */
export const CLI_LINK_HOURS = 24;

export class AdminCliError extends Error {}

export type SetPasswordLink = { url: string; expiresAt: Date };

async function setPasswordLink(auth: Auth, publicUrl: string, userId: string): Promise<SetPasswordLink> {
  const context = await auth.$context;
  const token = crypto.randomBytes(24).toString("base64url");
  const expiresAt = new Date(Date.now() + CLI_LINK_HOURS * 3600_000);
  // The same record better-auth writes for a reset request, so /reset-password accepts it once.
  await context.internalAdapter.createVerificationValue({ identifier: `reset-password:${token}`, value: userId, expiresAt });
  return { url: `${publicUrl}/reset-password?token=${token}`, expiresAt };
}

function normaliseEmail(email: string): string {
  const clean = email.trim().toLowerCase();
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(clean)) throw new AdminCliError(`"${email}" is not an email address.`);
  return clean;
}

function checkRole(role: string): Role {
  if (!isRole(role)) throw new AdminCliError(`The role must be candidate, employer, partner, caseworker or admin, not "${role}".`);
  return role;
}

async function findByEmail(db: AppDb, email: string) {
  const [user] = await db.select().from(users).where(eq(users.email, email));
  return user;
}

export async function createAccount(
  auth: Auth,
  db: AppDb,
  publicUrl: string,
  input: { email: string; role: string; name?: string },
): Promise<{ userId: string; link: SetPasswordLink }> {
  const email = normaliseEmail(input.email);
  const role = checkRole(input.role);
  if (await findByEmail(db, email)) {
    throw new AdminCliError(`${email} already has an account. To change its role use "set-role"; for a new password link use "password-link".`);
  }
  const context = await auth.$context;
  const named = checkName(input.name?.trim() ? input.name : email.split("@")[0]);
  if (!named.ok) throw new AdminCliError(named.message);
  const name = named.name;
  // The operator vouches for the address, and the link proves the person can read what they are given.
  const user = await context.internalAdapter.createUser({ email, name, emailVerified: true, role, accountStatus: "active" }, { method: "admin" });
  if (!user) throw new AdminCliError("The account could not be created.");
  await recordAudit(db, { event: "role_changed", subjectUserId: user.id, detail: { to: role, via: "command line" } });
  return { userId: user.id, link: await setPasswordLink(auth, publicUrl, user.id) };
}

export async function setRole(db: AppDb, input: { email: string; role: string }): Promise<{ userId: string; from: string }> {
  const email = normaliseEmail(input.email);
  const role = checkRole(input.role);
  const user = await findByEmail(db, email);
  if (!user) throw new AdminCliError(`No account uses ${email}.`);
  // An admin-given role is approved by definition, and starts from a new sign-in.
  await db.transaction(async (tx) => {
    await tx.update(users).set({ role, accountStatus: "active", updatedAt: new Date() }).where(eq(users.id, user.id));
    const removed = await tx.delete(sessions).where(eq(sessions.userId, user.id)).returning({ id: sessions.id });
    await recordAudit(tx, { event: "role_changed", subjectUserId: user.id, detail: { from: user.role, to: role, via: "command line", sessionsEnded: removed.length } });
  });
  return { userId: user.id, from: user.role };
}

export async function passwordLink(auth: Auth, db: AppDb, publicUrl: string, input: { email: string }): Promise<SetPasswordLink> {
  const email = normaliseEmail(input.email);
  const user = await findByEmail(db, email);
  if (!user) throw new AdminCliError(`No account uses ${email}.`);
  await recordAudit(db, { event: "password_reset_requested", subjectUserId: user.id, detail: { via: "command line" } });
  return setPasswordLink(auth, publicUrl, user.id);
}
