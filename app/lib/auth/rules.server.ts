import type { BetterAuthPlugin } from "better-auth";
import type { AuditEventName } from "../../../db/schema";
import type { Database } from "../db.server";
import type { Env } from "../env.server";
import type { OutgoingMail } from "../mail-outbox.server";
import type { Organisation } from "../organisation";
import type { RateLimitDecision, RateLimiter } from "../rate-limit.server";

/**
 * What createAuth needs from the auth feature, so lib never imports a feature: the product's own rules
 * (wording, roles, password policy, audit trail). Built by app/features/auth/auth-rules.server.ts.
 */

type MailTo = { to: string; name: string; userId: string };

export type AuthRules = {
  recordAudit(db: Database["db"], entry: AuthAuditEntry): Promise<void>;
  mails: {
    verification(input: MailTo & { url: string; expiresInSeconds: number }, contact: Organisation): OutgoingMail;
    existingAccount(input: MailTo & { signInUrl: string; resetUrl: string }, contact: Organisation): OutgoingMail;
    resetPassword(input: MailTo & { url: string; expiresInSeconds: number }, contact: Organisation): OutgoingMail;
    passwordChanged(input: MailTo, contact: Organisation): OutgoingMail;
    signInCode(input: MailTo & { code: string; expiresInMinutes: number }, contact: Organisation): OutgoingMail;
    changeEmail(input: MailTo & { newEmail: string; url: string }, contact: Organisation): OutgoingMail;
    approvalRequest(input: { to: string; user: { id: string; name: string; email: string; role: string }; reviewUrl: string }): OutgoingMail;
  };
  messages: {
    busy(seconds: number): string;
    signInPaused(seconds: number): string;
    suspended(contactEmail: string): string;
  };
  /** Cleans a name, or says what is wrong with it. */
  checkName(raw: unknown): { ok: true; name: string } | { ok: false; message: string };
  /** What is wrong with a new password for this person, if anything; `problem` becomes the error code. */
  checkNewPassword(password: string, owner: { name?: string; email?: string }): { problem: string; message: string } | null;
  passwordLength: { min: number; max: number };
  /** Whether an account with this role waits for an admin's approval (employers and partners). */
  roleNeedsApproval(role: string | null | undefined): role is "employer" | "partner";
  createPasswordHasher(options: { cost: number; concurrency: number; queue: number }): PasswordHasher;
  /** The wait to suggest when `error` says hashing is busy; null for any other error. */
  hashingBusySeconds(error: unknown): number | null;
  consumeSignInFailure(limiter: RateLimiter, perMinute: number): Promise<RateLimitDecision>;
  rateLimitStorage(limiter: RateLimiter): { consume(key: string, rule: { window: number; max: number }): Promise<{ allowed: boolean; retryAfter: number | null }> };
  /** What an email link's token says it is for (read only after better-auth has verified it). */
  emailTokenClaims(token: string): { userId?: string; requestType?: string };
  /** Checks an email link's token (signature and expiry) without using it. */
  checkEmailToken(
    token: string,
    secret: string,
  ): { status: "valid"; claims: { email?: string; userId?: string; requestType?: string; updateTo?: string } } | { status: "expired" } | { status: "invalid" };
  cookiePrefix(env: Pick<Env, "isProduction">): string;
  /** Every role an account can have, and the role and status a new account gets. */
  roles: readonly string[];
  roleForSignUp(requested: unknown): { role: string; accountStatus: string };
  /** Runs before any other plugin: refuses values the database cannot store. */
  firstPlugin: BetterAuthPlugin;
  /** Where an administrator reviews an account waiting for approval (linked from the email to the team). */
  accountReviewPath(userId: string): string;
  /** Erases the person's data outside the account's own rows, once the password is checked and before the account goes. */
  beforeDeleteUser(db: Database["db"], userId: string): Promise<unknown>;
};

export type AuthAuditEntry = {
  event: AuditEventName;
  actorUserId?: string | null;
  subjectUserId?: string | null;
  sessionId?: string | null;
  clientHash?: string | null;
  detail?: Record<string, unknown>;
};

export type PasswordHasher = {
  hash(password: string): Promise<string>;
  verify(input: { hash: string; password: string }): Promise<boolean>;
  limiter: { readonly full: boolean; retryAfterSeconds(): number };
};
