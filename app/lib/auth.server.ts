import crypto from "node:crypto";
import { betterAuth, type BetterAuthPlugin } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthEndpoint, createAuthMiddleware, getSessionFromCtx, isAPIError } from "better-auth/api";
import { setSessionCookie } from "better-auth/cookies";
import { admin, twoFactor } from "better-auth/plugins";
import { defaultAc } from "better-auth/plugins/admin/access";
import { and, eq, lt, sql } from "drizzle-orm";
import type { Logger } from "pino";
import { z } from "zod";
import { accounts, auditEvents, sessions, twoFactors, usedOneTimeCodes, users, verifications, type AuditEventName } from "../../db/schema";
import type { Database } from "./db.server";
import { noteIfDatabaseUnavailable } from "./database-errors.server";
import type { Env } from "./env.server";
import { enqueueMail, type OutgoingMail } from "./mail.server";
import { siteName, type Organisation } from "./organisation";
import type { RateLimitDecision, RateLimiter } from "./rate-limit.server";
import { uuidv7 } from "./uuid.server";

/**
 * better-auth, wired to our database, mail outbox, logger and limits. It lives in lib because every request
 * context carries it; the product's own rules (wording, roles, password policy, audit trail) come from
 * features/auth as an AuthRules value that server/start.ts passes in, so lib never imports a feature.
 */

type MailTo = { to: string; name: string; userId: string };

/** What createAuth needs from the auth feature. Built by app/features/auth/auth-rules.server.ts. */
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

/**
 * The client address as the server worked it out (server/client-ip.ts, from CLIENT_IP_HEADER only). The
 * Express layer removes any copy a client sends and sets this on every request, so better-auth and route
 * actions read one trusted value.
 */
export const CLIENT_IP_REQUEST_HEADER = "x-fcw-client-ip";

/** How long an emailed sign-in code works, in minutes. */
export const EMAIL_CODE_MINUTES = 10;
/** How long an authenticator code is remembered as used: longer than the window in which it is accepted. */
const USED_CODE_MEMORY_MS = 3 * 60_000;

export type CreateAuthOptions = {
  database: Database;
  env: Env;
  logger: Logger;
  /** Shared limits; without one (scripts) nothing is limited. */
  rateLimiter?: RateLimiter;
  /** Woken after mail is queued, so it goes now rather than at the next poll. */
  mailWorker?: { wake(): void };
  rules: AuthRules;
};

/**
 * The admin plugin is kept for what it adds to every sign-in (roles, and suspension as its "ban"), not for
 * its endpoints: administration goes only through the product's own admin pages (features/dashboards),
 * which check the second factor and the rules and write the audit record. So no role, admin included, has
 * any of the plugin's rights, and the policy below refuses its endpoints to every caller.
 */
const noAdminRights = defaultAc.newRole({ user: [], session: [] });

/** Changes that need the password in the same request, whichever door they come through. */
const NEEDS_PASSWORD = new Set(["/change-email", "/delete-user", "/two-factor/disable"]);

/** Endpoints after which the browser holds a new session; the one it held before ends. */
const SIGN_IN_PATHS = new Set(["/sign-in/email", "/two-factor/verify-totp", "/two-factor/verify-otp", "/two-factor/verify-backup-code"]);

function hashCode(secret: string, userId: string, code: string): string {
  return crypto.createHmac("sha256", secret).update(`totp:${userId}:${code}`).digest("base64url");
}

/** A refusal the HTTP layer can give before reading a request: the same 503 better-auth would give. */
export type BusyRefusal = { code: "SERVER_BUSY" | "SIGN_IN_PAUSED"; message: string; retryAfterSeconds: number };

const busyChecks = new WeakMap<object, () => BusyRefusal | null>();

/**
 * Whether a sign-in sent now would be refused as busy (hash queue full, or sign-in paused). The HTTP layer
 * asks before handing a request to better-auth, so a flood of refused sign-ins costs next to nothing.
 */
export function signInRefusal(auth: object): BusyRefusal | null {
  return busyChecks.get(auth)?.() ?? null;
}

export function createAuth(options: CreateAuthOptions) {
  const { database, env, logger, rules } = options;
  const { mails } = rules;
  const db = database.db;
  const publicUrl = env.publicUrl;

  async function send(mail: OutgoingMail) {
    await enqueueMail(db, [mail]);
    options.mailWorker?.wake();
  }

  function clientHashFrom(headers: Headers | undefined): string | null {
    if (!options.rateLimiter) return null;
    const ip = headers?.get(CLIENT_IP_REQUEST_HEADER) ?? undefined;
    return options.rateLimiter.clientKey(ip);
  }

  async function audit(entry: AuthAuditEntry) {
    try {
      await rules.recordAudit(db, entry);
    } catch (error) {
      // The action itself has happened; say loudly that its record is missing.
      logger.error({ err: error, event: entry.event }, "audit: could not record event");
    }
  }

  function policyError(problem: string, message: string) {
    return APIError.from("BAD_REQUEST", { message, code: `PASSWORD_${problem.toUpperCase()}` });
  }

  /** 503 with Retry-After: for the API as JSON, and for the pages to show in words. */
  function busyError(code: "SERVER_BUSY" | "SIGN_IN_PAUSED", message: string, retryAfterSeconds: number) {
    return new APIError("SERVICE_UNAVAILABLE", { message, code, retryAfterSeconds }, { "Retry-After": String(retryAfterSeconds) });
  }

  // Hashing is bounded (see HashLimiter): a burst of sign-ins queues, then is refused, rather than
  // taking every thread and hundreds of megabytes from the rest of the site.
  const hasher = rules.createPasswordHasher({
    cost: env.auth.passwordHashCost,
    concurrency: env.auth.passwordHashConcurrency,
    queue: env.auth.passwordHashQueue,
  });
  function busyWhenFull<T>(work: Promise<T>): Promise<T> {
    return work.catch((error: unknown) => {
      const seconds = rules.hashingBusySeconds(error);
      if (seconds !== null) throw busyError("SERVER_BUSY", rules.messages.busy(seconds), seconds);
      throw error;
    });
  }

  /** Sign-in for everyone pauses until this time, once failed sign-ins pass the ceiling (SIGN_IN_FAILURES_PER_MINUTE). */
  let signInPausedUntil = 0;

  function busyNow(): BusyRefusal | null {
    const wait = Math.ceil((signInPausedUntil - Date.now()) / 1000);
    if (wait > 0) return { code: "SIGN_IN_PAUSED", message: rules.messages.signInPaused(wait), retryAfterSeconds: wait };
    if (!hasher.limiter.full) return null;
    const seconds = hasher.limiter.retryAfterSeconds();
    return { code: "SERVER_BUSY", message: rules.messages.busy(seconds), retryAfterSeconds: seconds };
  }

  /** Whose password is being set, so their name and address count as easy to guess. */
  async function passwordOwner(ctx: Parameters<Parameters<typeof createAuthMiddleware>[0]>[0], body: Record<string, unknown>): Promise<{ name?: string; email?: string }> {
    const text = (value: unknown) => (typeof value === "string" ? value : undefined);
    if (ctx.path === "/sign-up/email" || ctx.path === "/admin/create-user") return { name: text(body.name), email: text(body.email) };
    if (ctx.path === "/change-password") {
      const session = await getSessionFromCtx(ctx).catch(() => null);
      return session ? { name: session.user.name, email: session.user.email } : {};
    }
    const token = text(body.token) ?? text((ctx.query as { token?: unknown } | undefined)?.token);
    if (!token) return {};
    const verification = await ctx.context.internalAdapter.findVerificationValue(`reset-password:${token}`);
    const user = verification ? await ctx.context.internalAdapter.findUserById(verification.value) : null;
    return user ? { name: user.name, email: user.email } : {};
  }

  /** Our own rules layered on better-auth: password policy, one-use codes, sign-up parity and the audit trail. */
  const policy = {
    id: "fcw-policy",
    endpoints: {
      /**
       * Signs in the account an email link has just confirmed (the Continue button of /auth/callback). Server
       * only: never on the HTTP router. It refuses while anyone is signed in in this browser, so confirming an
       * address can never end or replace a session; the page calls it only when its own request confirmed the address.
       */
      signInAfterEmailConfirmation: createAuthEndpoint.serverOnly({ method: "POST", body: z.object({ token: z.string() }) }, async (ctx) => {
        const invalid = () => APIError.from("BAD_REQUEST", { message: "This link does not work.", code: "INVALID_TOKEN" });
        const checked = rules.checkEmailToken(ctx.body.token, ctx.context.secret);
        const claims = checked.status === "valid" ? checked.claims : null;
        if (!claims?.userId || claims.requestType || claims.updateTo) throw invalid();
        if (await getSessionFromCtx(ctx).catch(() => null)) {
          throw APIError.from("FORBIDDEN", { message: "Someone is already signed in in this browser.", code: "ALREADY_SIGNED_IN" });
        }
        const user = (await ctx.context.internalAdapter.findUserById(claims.userId)) as
          | (Awaited<ReturnType<typeof ctx.context.internalAdapter.findUserById>> & { role?: string | null; twoFactorEnabled?: boolean | null })
          | null;
        if (!user?.emailVerified || user.email.toLowerCase() !== claims.email) throw invalid();
        // A second step is owed: the password and code, on the sign-in page.
        if (user.twoFactorEnabled) throw APIError.from("FORBIDDEN", { message: "Sign in to continue.", code: "TWO_FACTOR_REQUIRED" });
        // Suspended accounts are refused here by the admin plugin's session hook.
        const session = await ctx.context.internalAdapter.createSession(user.id);
        if (!session) throw APIError.from("INTERNAL_SERVER_ERROR", { message: "Could not sign in.", code: "FAILED_TO_CREATE_SESSION" });
        await setSessionCookie(ctx, { session, user });
        await audit({
          event: "sign_in_succeeded",
          actorUserId: user.id,
          subjectUserId: user.id,
          sessionId: session.id,
          clientHash: clientHashFrom(ctx.headers ?? ctx.request?.headers),
          detail: { method: "email_link" },
        });
        return ctx.json({ user: { role: user.role ?? null } });
      }),
    },
    hooks: {
      before: [
        {
          // Not over HTTP (server/auth.ts) and not from our own code either: see noAdminRights above.
          matcher: (ctx: { path?: string }) => (ctx.path ?? "").startsWith("/admin/"),
          handler: createAuthMiddleware(async () => {
            throw APIError.from("NOT_FOUND", { message: "Not found.", code: "NOT_FOUND" });
          }),
        },
        {
          // The same limits and cleaning as the sign-up form, for every way a name reaches the database.
          matcher: (ctx: { path?: string }) => ctx.path === "/sign-up/email" || ctx.path === "/update-user",
          handler: createAuthMiddleware(async (ctx) => {
            const body = (ctx.body ?? {}) as Record<string, unknown>;
            if (ctx.path === "/update-user" && body.name === undefined) return;
            const checked = rules.checkName(body.name);
            if (!checked.ok) throw APIError.from("BAD_REQUEST", { message: checked.message, code: "INVALID_NAME" });
            return { context: { body: { ...body, name: checked.name } } };
          }),
        },
        {
          // better-auth would delete an account on a session under a day old alone, and changes the email
          // address with no password at all.
          matcher: (ctx: { path?: string }) => NEEDS_PASSWORD.has(ctx.path ?? ""),
          handler: createAuthMiddleware(async (ctx) => {
            const password = (ctx.body as { password?: unknown } | undefined)?.password;
            if (typeof password !== "string" || password.length === 0) {
              throw APIError.from("BAD_REQUEST", { message: "Enter your password.", code: "PASSWORD_REQUIRED" });
            }
            // Deleting and turning off two-step sign-in check the password themselves once it is given.
            if (ctx.path !== "/change-email") return;
            const session = await getSessionFromCtx(ctx).catch(() => null);
            if (!session) return;
            const credential = (await ctx.context.internalAdapter.findAccounts(session.user.id)).find((account) => account.providerId === "credential");
            const matches = credential?.password ? await ctx.context.password.verify({ hash: credential.password, password }) : false;
            if (!matches) throw APIError.from("BAD_REQUEST", { message: "Invalid password", code: "INVALID_PASSWORD" });
          }),
        },
        {
          matcher: (ctx: { path?: string }) =>
            ["/sign-up/email", "/reset-password", "/change-password"].includes(ctx.path ?? ""),
          handler: createAuthMiddleware(async (ctx) => {
            const body = (ctx.body ?? {}) as Record<string, unknown>;
            const password = ctx.path === "/sign-up/email" ? body.password : body.newPassword;
            if (typeof password !== "string") return;
            const problem = rules.checkNewPassword(password, await passwordOwner(ctx, body));
            if (problem) throw policyError(problem.problem, problem.message);
          }),
        },
        {
          matcher: (ctx: { path?: string }) => ctx.path === "/sign-in/email",
          handler: createAuthMiddleware(async () => {
            // Paused, or the hash queue full: say so before looking anything up.
            const refusal = busyNow();
            if (refusal) throw busyError(refusal.code, refusal.message, refusal.retryAfterSeconds);
          }),
        },
        {
          // RFC 6238 section 5.2: an accepted authenticator code must not be accepted again.
          matcher: (ctx: { path?: string }) => ctx.path === "/two-factor/verify-totp",
          handler: createAuthMiddleware(async (ctx) => {
            const code = (ctx.body as { code?: unknown } | undefined)?.code;
            if (typeof code !== "string") return;
            const userId = await twoFactorUserId(ctx);
            if (!userId) return;
            await db.delete(usedOneTimeCodes).where(lt(usedOneTimeCodes.expiresAt, sql`now()`));
            const claimed = await db
              .insert(usedOneTimeCodes)
              .values({ userId, codeHash: hashCode(env.authSecret, userId, code.trim()), expiresAt: new Date(Date.now() + USED_CODE_MEMORY_MS) })
              .onConflictDoNothing()
              .returning({ userId: usedOneTimeCodes.userId });
            if (claimed.length === 0) {
              const signedIn = await getSessionFromCtx(ctx).catch(() => null);
              if (!signedIn) {
                const headers = ctx.headers ?? ctx.request?.headers;
                await audit({ event: "sign_in_failed", subjectUserId: userId, clientHash: clientHashFrom(headers), detail: { reason: "CODE_ALREADY_USED", method: "authenticator", stage: "second_factor" } });
              }
              throw APIError.from("UNAUTHORIZED", {
                message: "This code has already been used. Wait for your app to show a new code, then enter that one.",
                code: "CODE_ALREADY_USED",
              });
            }
          }),
        },
      ],
      after: [
        {
          matcher: () => true,
          handler: createAuthMiddleware(async (ctx) => {
            const returned = ctx.context.returned;
            const failed = isAPIError(returned);
            const headers = ctx.headers ?? ctx.request?.headers;
            const clientHash = clientHashFrom(headers);
            const current = ctx.context.session;
            const body = (ctx.body ?? {}) as Record<string, unknown>;
            const path = ctx.path ?? "";

            if (!failed && SIGN_IN_PATHS.has(path) && ctx.context.newSession) {
              // Signing in again in the same browser ends the session it held before (two-step sign-in
              // replaces its own session, so that one is usually gone already).
              const previous = await ctx.getSignedCookie(ctx.context.authCookies.sessionToken.name, ctx.context.secret);
              if (previous && previous !== ctx.context.newSession.session.token) {
                const old = await ctx.context.internalAdapter.findSession(previous);
                if (old) {
                  await ctx.context.internalAdapter.deleteSession(previous);
                  await audit({ event: "session_revoked", actorUserId: old.user.id, subjectUserId: old.user.id, sessionId: old.session.id, clientHash, detail: { scope: "replaced" } });
                }
              }
            }

            switch (path) {
              case "/sign-up/email": {
                // The same answer whether or not the address already has an account.
                if (!failed) return ctx.json({ status: true });
                return;
              }
              case "/sign-in/email": {
                const newSession = ctx.context.newSession;
                if (failed) {
                  const code = (returned as APIError).body?.code;
                  if (options.rateLimiter && (code === "INVALID_EMAIL_OR_PASSWORD" || code === "INVALID_PASSWORD")) {
                    const ceiling = await rules.consumeSignInFailure(options.rateLimiter, env.auth.signInFailuresPerMinute);
                    if (!ceiling.allowed) {
                      signInPausedUntil = Math.max(signInPausedUntil, Date.now() + ceiling.retryAfterSeconds * 1000);
                      logger.warn({ retryAfterSeconds: ceiling.retryAfterSeconds }, "sign-in paused: too many failed sign-ins across all clients");
                    }
                  }
                  if (code === "SERVER_BUSY" || code === "SIGN_IN_PAUSED") return;
                  const email = typeof body.email === "string" ? body.email.toLowerCase() : "";
                  const found = email ? await ctx.context.internalAdapter.findUserByEmail(email) : null;
                  await audit({
                    event: "sign_in_failed",
                    subjectUserId: found?.user.id ?? null,
                    clientHash,
                    detail: { reason: (returned as APIError).body?.code ?? "UNKNOWN", method: "password" },
                  });
                } else if (newSession) {
                  await audit({
                    event: "sign_in_succeeded",
                    actorUserId: newSession.user.id,
                    subjectUserId: newSession.user.id,
                    sessionId: newSession.session.id,
                    clientHash,
                    detail: { method: "password" },
                  });
                }
                return;
              }
              case "/two-factor/verify-totp":
              case "/two-factor/verify-otp":
              case "/two-factor/verify-backup-code": {
                const method = path.endsWith("totp") ? "authenticator" : path.endsWith("otp") ? "email_code" : "backup_code";
                if (failed && path === "/two-factor/verify-totp") {
                  // A refused code is not "used": let the person try it again if they mistyped something else.
                  const code = body.code;
                  const userId = await twoFactorUserId(ctx);
                  if (userId && typeof code === "string") {
                    await db
                      .delete(usedOneTimeCodes)
                      .where(and(eq(usedOneTimeCodes.userId, userId), eq(usedOneTimeCodes.codeHash, hashCode(env.authSecret, userId, code.trim()))));
                  }
                }
                if (current?.session) {
                  // Signed in already: this is enrolment (turning two-factor on), not a sign-in.
                  if (!failed && path === "/two-factor/verify-totp" && !current.user.twoFactorEnabled) {
                    await audit({ event: "two_factor_enabled", actorUserId: current.user.id, subjectUserId: current.user.id, sessionId: ctx.context.newSession?.session.id ?? current.session.id, clientHash, detail: { method } });
                  }
                  return;
                }
                const newSession = ctx.context.newSession;
                if (failed) {
                  await audit({ event: "sign_in_failed", clientHash, detail: { reason: (returned as APIError).body?.code ?? "UNKNOWN", method, stage: "second_factor" } });
                } else if (newSession) {
                  await audit({ event: "sign_in_succeeded", actorUserId: newSession.user.id, subjectUserId: newSession.user.id, sessionId: newSession.session.id, clientHash, detail: { method: `password+${method}` } });
                }
                return;
              }
            }

            if (path === "/verify-email" && !failed) {
              // The second link of an email change (sent to the new address) is what changes it.
              const claims = rules.emailTokenClaims(String((ctx.query as { token?: unknown } | undefined)?.token ?? ""));
              if (claims.requestType === "change-email-verification" && claims.userId) {
                await audit({ event: "email_changed", actorUserId: claims.userId, subjectUserId: claims.userId, sessionId: current?.session.id ?? null, clientHash, detail: { stage: "completed" } });
              }
              return;
            }

            if (failed || !current) return;
            const who = { actorUserId: current.user.id, sessionId: current.session.id, clientHash };
            switch (path) {
              case "/two-factor/disable":
                await audit({ event: "two_factor_disabled", ...who, subjectUserId: current.user.id });
                return;
              case "/two-factor/generate-backup-codes":
                await audit({ event: "backup_codes_regenerated", ...who, subjectUserId: current.user.id });
                return;
              case "/sign-out":
                await audit({ event: "sign_out", ...who, subjectUserId: current.user.id });
                return;
              case "/revoke-session":
                await audit({ event: "session_revoked", ...who, subjectUserId: current.user.id, detail: { scope: "one" } });
                return;
              case "/revoke-sessions":
                await audit({ event: "sessions_revoked", ...who, subjectUserId: current.user.id, detail: { scope: "all" } });
                return;
              case "/revoke-other-sessions":
                await audit({ event: "sessions_revoked", ...who, subjectUserId: current.user.id, detail: { scope: "others" } });
                return;
              case "/change-password":
                await audit({ event: "password_changed", ...who, subjectUserId: current.user.id, detail: { otherSessionsRevoked: body.revokeOtherSessions === true } });
                await send(mails.passwordChanged({ to: current.user.email, name: current.user.name, userId: current.user.id }, env.organisation));
                return;
              case "/change-email":
                await audit({ event: "email_changed", ...who, subjectUserId: current.user.id, detail: { stage: "requested" } });
                return;
            }
          }),
        },
      ],
    },
  } satisfies BetterAuthPlugin;

  /**
   * Once an employer or partner has confirmed their address, the team is told an account is waiting for
   * them, once per account (a later change of address does not ask again).
   */
  async function askForApproval(user: { id: string; name: string; email: string; role?: string | null; accountStatus?: string | null }) {
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

  /** The account a two-factor request is about: the signed-in person, or the one half-way through signing in. */
  async function twoFactorUserId(ctx: Parameters<Parameters<typeof createAuthMiddleware>[0]>[0]): Promise<string | null> {
    const session = await getSessionFromCtx(ctx).catch(() => null);
    if (session?.user.id) return session.user.id;
    const cookie = ctx.context.createAuthCookie("two_factor");
    const identifier = await ctx.getSignedCookie(cookie.name, ctx.context.secret);
    if (!identifier) return null;
    const verification = await ctx.context.internalAdapter.findVerificationValue(identifier);
    return verification?.value ?? null;
  }

  const auth = betterAuth({
    appName: siteName,
    baseURL: publicUrl,
    basePath: "/api/auth",
    secret: env.authSecret,
    trustedOrigins: [publicUrl],
    telemetry: { enabled: false },
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: { user: users, session: sessions, account: accounts, verification: verifications, twoFactor: twoFactors },
    }),
    logger: {
      level: env.logLevel === "debug" || env.logLevel === "trace" ? "debug" : "warn",
      log(level, message, ...args) {
        // Through our logger, which drops query parameters, email addresses and tokens from the message and
        // from every argument (better-auth passes the database's errors here).
        noteIfDatabaseUnavailable(args);
        const err = args.find((arg) => arg instanceof Error);
        const details = args.filter((arg) => arg !== err);
        logger[level]({ ...(err ? { err } : {}), ...(details.length > 0 ? { details } : {}) }, `auth: ${String(message)}`);
      },
    },
    onAPIError: {
      // Left to itself, better-auth prints every refusal (a wrong or weak password, "busy") to the console,
      // outside our logger: a sign-in storm would flood it. Refusals are answers; only faults are logged.
      onError(error) {
        if (isAPIError(error) && error.statusCode < 500) return;
        const code = isAPIError(error) ? (error.body as { code?: unknown } | undefined)?.code : undefined;
        if (code === "SERVER_BUSY" || code === "SIGN_IN_PAUSED") return;
        logger.error({ err: error }, "auth: request failed");
      },
    },
    verification: {
      // Reset links and sign-in steps are looked up by a SHA-256 of their token: the table holds no live token.
      storeIdentifier: "hashed",
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      autoSignIn: false,
      // Our policy counts characters as people see them (see features/auth/password.server.ts); these are outer bounds.
      minPasswordLength: rules.passwordLength.min,
      maxPasswordLength: rules.passwordLength.max * 2,
      password: { hash: (password) => busyWhenFull(hasher.hash(password)), verify: (input) => busyWhenFull(hasher.verify(input)) },
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
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      // Never on better-auth's own terms: it would replace whatever session the browser holds. /auth/callback's
      // Continue signs in through signInAfterEmailConfirmation above, only when nobody is signed in.
      autoSignInAfterVerification: false,
      expiresIn: env.auth.verificationLinkSeconds,
      async sendVerificationEmail({ user, token }) {
        // Every verification link (new account, or a new email address) goes to our own page.
        const url = `${publicUrl}/auth/callback?token=${encodeURIComponent(token)}`;
        await send(mails.verification({ to: user.email, name: user.name, url, expiresInSeconds: env.auth.verificationLinkSeconds, userId: user.id }, env.organisation));
      },
      async afterEmailVerification(user) {
        await audit({ event: "email_verified", actorUserId: user.id, subjectUserId: user.id });
        await askForApproval(user as typeof user & { role?: string | null; accountStatus?: string | null });
      },
    },
    user: {
      additionalFields: {
        accountStatus: { type: "string", required: false, input: false, defaultValue: "active" },
      },
      changeEmail: {
        enabled: true,
        async sendChangeEmailConfirmation({ user, newEmail, token }) {
          const url = `${publicUrl}/auth/callback?token=${encodeURIComponent(token)}`;
          await send(mails.changeEmail({ to: user.email, name: user.name, newEmail, url, userId: user.id }, env.organisation));
        },
      },
      deleteUser: {
        enabled: true,
        // The password has been checked. The person's data and the account itself are erased here, in one
        // transaction (app/features/account/erasure.server.ts); better-auth's own delete then finds nothing left.
        // A failure here stops the deletion, so nothing is left half done.
        async beforeDelete(user) {
          await rules.beforeDeleteUser(db, user.id);
        },
        async afterDelete(user, request) {
          await audit({ event: "account_deleted", actorUserId: user.id, subjectUserId: user.id, clientHash: clientHashFrom(request?.headers) });
        },
      },
    },
    session: {
      // Idle lifetime: a session not used for this long ends. It slides forward as it is used.
      expiresIn: env.auth.sessionIdleSeconds,
      updateAge: Math.max(60, Math.min(3600, Math.floor(env.auth.sessionIdleSeconds / 4))),
      // Every request reads the session from the database, so sign-out and revocation apply at once.
      cookieCache: { enabled: false },
    },
    databaseHooks: {
      user: {
        create: {
          async before(user, ctx) {
            // People choose candidate, employer or partner when signing up; other roles come from an admin.
            if (ctx?.path === "/sign-up/email") {
              const requested = (ctx.body as { accountType?: unknown } | undefined)?.accountType;
              return { data: { ...user, ...rules.roleForSignUp(requested) } };
            }
            const role = typeof user.role === "string" && rules.roles.includes(user.role) ? user.role : "candidate";
            return { data: { ...user, role } };
          },
          async after(user) {
            await audit({ event: "account_created", subjectUserId: user.id, detail: { role: user.role } });
          },
        },
      },
      session: {
        update: {
          async before(data, ctx) {
            // Absolute lifetime: however much it is used, a session ends this long after sign-in.
            const createdAt = ctx?.context.session?.session.createdAt;
            if (!data.expiresAt || !createdAt) return;
            const hardStop = new Date(new Date(createdAt).getTime() + env.auth.sessionMaxSeconds * 1000);
            if (new Date(data.expiresAt) > hardStop) return { data: { ...data, expiresAt: hardStop } };
          },
        },
        create: {
          async before(session) {
            const hardStop = new Date(Date.now() + env.auth.sessionMaxSeconds * 1000);
            // The same keyed hash the rate limiter and audit trail use: enough to tell devices apart, never the address.
            const ipAddress = session.ipAddress && options.rateLimiter ? options.rateLimiter.clientKey(session.ipAddress) : null;
            const expiresAt = new Date(session.expiresAt) > hardStop ? hardStop : session.expiresAt;
            return { data: { ...session, ipAddress, expiresAt } };
          },
        },
      },
    },
    rateLimit: {
      // On in every environment by default; RATE_LIMIT_ENABLED=false (for benchmarks only) turns it off.
      enabled: Boolean(options.rateLimiter),
      window: 60,
      max: 100,
      ...(options.rateLimiter ? { customStorage: rules.rateLimitStorage(options.rateLimiter) } : {}),
    },
    advanced: {
      ipAddress: { ipAddressHeaders: [CLIENT_IP_REQUEST_HEADER] },
      // The Secure attribute comes from defaultCookieAttributes; the prefix (__Host- in production) from
      // the auth rules (features/auth/cookies.server.ts), which code that looks for a cookie by name reads too.
      useSecureCookies: false,
      cookiePrefix: rules.cookiePrefix(env),
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax", secure: env.isProduction, path: "/" },
      // Never switched off, whatever NODE_ENV says (better-auth skips them under NODE_ENV=test by default).
      disableOriginCheck: false,
      disableCSRFCheck: false,
      database: { generateId: () => uuidv7() },
    },
    plugins: [
      // First, so that no other hook or endpoint sends a NUL character to the database.
      rules.firstPlugin,
      twoFactor({
        issuer: siteName,
        otpOptions: {
          period: EMAIL_CODE_MINUTES,
          storeOTP: "hashed",
          allowedAttempts: 5,
          async sendOTP({ user, otp }) {
            await send(mails.signInCode({ to: user.email, name: user.name, code: otp, expiresInMinutes: EMAIL_CODE_MINUTES, userId: user.id }, env.organisation));
          },
        },
        backupCodeOptions: { amount: 10, length: 10, storeBackupCodes: "encrypted" },
        twoFactorCookieMaxAge: 10 * 60,
      }),
      admin({
        defaultRole: "candidate",
        adminRoles: ["admin"],
        roles: Object.fromEntries(rules.roles.map((role) => [role, noAdminRights])),
        bannedUserMessage: rules.messages.suspended(env.organisation.email),
      }),
      // Last, so its after-hook sees what the two-factor plugin decided about a sign-in.
      policy,
    ],
  });
  busyChecks.set(auth, busyNow);
  return auth;
}

export type Auth = ReturnType<typeof createAuth>;
