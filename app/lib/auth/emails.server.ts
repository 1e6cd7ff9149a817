import type { BetterAuthOptions } from "better-auth";
import { and, eq } from "drizzle-orm";
import { auditEvents } from "../../../db/schema";
import type { AuthServices } from "./services.server";
import type { SignInLimits } from "./sign-in-limits.server";

/** Passwords and the emails about them: reset links, a confirmation link for every new address, approval requests. */

export function emailAndPasswordSettings(services: AuthServices, limits: SignInLimits): NonNullable<BetterAuthOptions["emailAndPassword"]> {
  const { env, rules, mails, publicUrl, send, audit, clientHashFrom } = services;
  return {
    enabled: true,
    requireEmailVerification: true,
    autoSignIn: false,
    // Our policy counts characters as people see them (see features/auth/password.server.ts); these are outer bounds.
    minPasswordLength: rules.passwordLength.min,
    maxPasswordLength: rules.passwordLength.max * 2,
    password: limits.password,
    revokeSessionsOnPasswordReset: true,
    resetPasswordTokenExpiresIn: env.auth.resetLinkSeconds,
    async sendResetPassword({ user, token }) {
      const url = `${publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
      await send(mails.resetPassword({ to: user.email, name: user.name, url, expiresInSeconds: env.auth.resetLinkSeconds, userId: user.id }, env.organisation));
      await audit({ event: "password_reset_requested", subjectUserId: user.id });
    },
    async onPasswordReset({ user }, request) {
      await audit({ event: "password_reset", actorUserId: user.id, subjectUserId: user.id, clientHash: clientHashFrom(request?.headers), detail: { otherSessionsRevoked: true } });
      await send(mails.passwordChanged({ to: user.email, name: user.name, userId: user.id }, env.organisation));
    },
    async onExistingUserSignUp({ user }) {
      await send(
        mails.existingAccount({
          to: user.email,
          name: user.name,
          signInUrl: `${publicUrl}/sign-in`,
          resetUrl: `${publicUrl}/forgot-password`,
          userId: user.id,
        }, env.organisation),
      );
    },
  };
}

export function emailVerificationSettings(services: AuthServices): NonNullable<BetterAuthOptions["emailVerification"]> {
  const { env, mails, publicUrl, send, audit } = services;
  return {
    sendOnSignUp: true,
    sendOnSignIn: true,
    // Never on better-auth's own terms: it would replace whatever session the browser holds. /auth/callback's
    // Continue signs in through signInAfterEmailConfirmation (email-confirmation.server.ts), only when nobody is signed in.
    autoSignInAfterVerification: false,
    expiresIn: env.auth.verificationLinkSeconds,
    async sendVerificationEmail({ user, token }) {
      // Every verification link (new account, or a new email address) goes to our own page.
      const url = `${publicUrl}/auth/callback?token=${encodeURIComponent(token)}`;
      await send(mails.verification({ to: user.email, name: user.name, url, expiresInSeconds: env.auth.verificationLinkSeconds, userId: user.id }, env.organisation));
    },
    async afterEmailVerification(user) {
      await audit({ event: "email_verified", actorUserId: user.id, subjectUserId: user.id });
      await askForApproval(services, user as typeof user & { role?: string | null; accountStatus?: string | null });
    },
  };
}

/** A change of address is confirmed from the current address first. */
type UserSettings = NonNullable<BetterAuthOptions["user"]>;

export function changeEmailSettings({ env, mails, publicUrl, send }: AuthServices): NonNullable<UserSettings["changeEmail"]> {
  return {
    enabled: true,
    async sendChangeEmailConfirmation({ user, newEmail, token }) {
      const url = `${publicUrl}/auth/callback?token=${encodeURIComponent(token)}`;
      await send(mails.changeEmail({ to: user.email, name: user.name, newEmail, url, userId: user.id }, env.organisation));
    },
  };
}

/**
 * Once an employer or partner has confirmed their address, the team is told an account is waiting for
 * them, once per account (a later change of address does not ask again).
 */
async function askForApproval(
  { db, env, rules, mails, publicUrl, send, audit }: AuthServices,
  user: { id: string; name: string; email: string; role?: string | null; accountStatus?: string | null },
) {
  if (user.accountStatus !== "awaiting_approval" || !rules.roleNeedsApproval(user.role)) return;
  const [asked] = await db
    .select({ id: auditEvents.id })
    .from(auditEvents)
    .where(and(eq(auditEvents.subjectUserId, user.id), eq(auditEvents.event, "approval_requested")))
    .limit(1);
  if (asked) return;
  await audit({ event: "approval_requested", actorUserId: user.id, subjectUserId: user.id });
  await send(mails.approvalRequest({ to: env.mail.enquiriesTo, user: { ...user, role: user.role }, reviewUrl: `${publicUrl}${rules.accountReviewPath(user.id)}` }));
}
