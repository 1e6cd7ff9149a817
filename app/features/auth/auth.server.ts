import crypto from "node:crypto";
import { betterAuth, type BetterAuthPlugin } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthMiddleware, getSessionFromCtx, isAPIError } from "better-auth/api";
import { admin, twoFactor } from "better-auth/plugins";
import { defaultAc } from "better-auth/plugins/admin/access";
import { and, eq, lt, sql } from "drizzle-orm";
import type { Logger } from "pino";
import { accounts, auditEvents, sessions, twoFactors, usedOneTimeCodes, users, verifications } from "../../../db/schema";
import type { Database } from "~/lib/db.server";
import { noteIfDatabaseUnavailable } from "~/lib/database-errors.server";
import type { Env } from "~/lib/env.server";
import { enqueueMail, type OutgoingMail } from "~/lib/mail.server";
import { organisation } from "~/lib/organisation";
import type { RateLimiter } from "~/lib/rate-limit.server";
import { uuidv7 } from "~/lib/uuid.server";
import { emailTokenClaims } from "./email-token.server";
import { recordAudit, type AuditEntry } from "./audit.server";
import {
  approvalRequestMail,
  changeEmailMail,
  existingAccountMail,
  passwordChangedMail,
  resetPasswordMail,
  signInCodeMail,
  verificationMail,
} from "./emails.server";
import { refuseNulCharacters } from "./nul-characters.server";
import { hashPassword, passwordProblem, verifyPassword } from "./password.server";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordMessages } from "./password-rules";
import { betterAuthRateLimitStorage } from "./rate-limits.server";
import { initialStatusFor, isSelfServiceRole, roles } from "./roles";

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

export const suspendedMessage = `This account has been suspended. If you think this is a mistake, contact us at ${organisation.email}.`;

export type CreateAuthOptions = {
  database: Database;
  env: Env;
  logger: Logger;
  /** Shared limits; without one (scripts) nothing is limited. */
  rateLimiter?: RateLimiter;
  /** Woken after mail is queued, so it goes now rather than at the next poll. */
  mailWorker?: { wake(): void };
};

// Admins manage users and sessions; nobody may impersonate another person or set their password.
const adminRole = defaultAc.newRole({
  user: ["create", "list", "set-role", "ban", "delete", "get", "update"],
  session: ["list", "revoke", "delete"],
});
const noAdminRights = defaultAc.newRole({ user: [], session: [] });

function hashCode(secret: string, userId: string, code: string): string {
  return crypto.createHmac("sha256", secret).update(`totp:${userId}:${code}`).digest("base64url");
}

export function createAuth(options: CreateAuthOptions) {
  const { database, env, logger } = options;
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

  async function audit(entry: AuditEntry) {
    try {
      await recordAudit(db, entry);
    } catch (error) {
      // The action itself has happened; say loudly that its record is missing.
      logger.error({ err: error, event: entry.event }, "audit: could not record event");
    }
  }

  function policyError(problem: keyof typeof passwordMessages) {
    return APIError.from("BAD_REQUEST", { message: passwordMessages[problem], code: `PASSWORD_${problem.toUpperCase()}` });
  }

  /** Our own rules layered on better-auth: password policy, one-use codes, sign-up parity and the audit trail. */
  const policy = {
    id: "fcw-policy",
    hooks: {
      before: [
        {
          matcher: (ctx: { path?: string }) =>
            ["/sign-up/email", "/reset-password", "/change-password", "/admin/create-user"].includes(ctx.path ?? ""),
          handler: createAuthMiddleware(async (ctx) => {
            const body = (ctx.body ?? {}) as Record<string, unknown>;
            const password = ctx.path === "/sign-up/email" || ctx.path === "/admin/create-user" ? body.password : body.newPassword;
            if (typeof password !== "string") return;
            const problem = passwordProblem(password, { email: typeof body.email === "string" ? body.email : undefined });
            if (problem) throw policyError(problem);
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

            switch (path) {
              case "/sign-up/email": {
                // The same answer whether or not the address already has an account.
                if (!failed) return ctx.json({ status: true });
                return;
              }
              case "/sign-in/email": {
                const newSession = ctx.context.newSession;
                if (failed) {
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
              const claims = emailTokenClaims(String((ctx.query as { token?: unknown } | undefined)?.token ?? ""));
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
                await send(passwordChangedMail({ to: current.user.email, name: current.user.name, userId: current.user.id }));
                return;
              case "/change-email":
                await audit({ event: "email_changed", ...who, subjectUserId: current.user.id, detail: { stage: "requested" } });
                return;
              case "/admin/set-role":
                await audit({ event: "role_changed", ...who, subjectUserId: String(body.userId ?? ""), detail: { to: body.role } });
                return;
              case "/admin/ban-user":
                await audit({ event: "account_suspended", ...who, subjectUserId: String(body.userId ?? "") });
                return;
              case "/admin/unban-user":
                await audit({ event: "account_unsuspended", ...who, subjectUserId: String(body.userId ?? "") });
                return;
              case "/admin/revoke-user-sessions":
                await audit({ event: "sessions_revoked", ...who, subjectUserId: String(body.userId ?? ""), detail: { scope: "all", byAdmin: true } });
                return;
              case "/admin/revoke-user-session":
                await audit({ event: "session_revoked", ...who, detail: { scope: "one", byAdmin: true } });
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
    if (user.accountStatus !== "awaiting_approval" || (user.role !== "employer" && user.role !== "partner")) return;
    const [asked] = await db
      .select({ id: auditEvents.id })
      .from(auditEvents)
      .where(and(eq(auditEvents.subjectUserId, user.id), eq(auditEvents.event, "approval_requested")))
      .limit(1);
    if (asked) return;
    await audit({ event: "approval_requested", actorUserId: user.id, subjectUserId: user.id });
    await send(approvalRequestMail({ to: env.mail.enquiriesTo, user: { ...user, role: user.role }, reviewUrl: `${publicUrl}/dashboard/admin/users/${user.id}` }));
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
    appName: organisation.name,
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
    // Errors its router would otherwise print with console.error (raw, with query parameters) are thrown to
    // server/auth.ts instead, and logged by server/app.ts's error handler.
    onAPIError: { throw: true },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      autoSignIn: false,
      // Our policy counts characters as people see them (see password.server.ts); these are outer bounds.
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH * 2,
      password: { hash: hashPassword, verify: verifyPassword },
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: env.auth.resetLinkSeconds,
      async sendResetPassword({ user, token }) {
        const url = `${publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
        await send(resetPasswordMail({ to: user.email, name: user.name, url, expiresInSeconds: env.auth.resetLinkSeconds, userId: user.id }));
        await audit({ event: "password_reset_requested", subjectUserId: user.id });
      },
      async onPasswordReset({ user }, request) {
        await audit({ event: "password_reset", actorUserId: user.id, subjectUserId: user.id, clientHash: clientHashFrom(request?.headers), detail: { otherSessionsRevoked: true } });
        await send(passwordChangedMail({ to: user.email, name: user.name, userId: user.id }));
      },
      async onExistingUserSignUp({ user }) {
        await send(
          existingAccountMail({
            to: user.email,
            name: user.name,
            signInUrl: `${publicUrl}/sign-in`,
            resetUrl: `${publicUrl}/forgot-password`,
            userId: user.id,
          }),
        );
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      autoSignInAfterVerification: true,
      expiresIn: env.auth.verificationLinkSeconds,
      async sendVerificationEmail({ user, token }) {
        // Every verification link (new account, or a new email address) goes to our own page.
        const url = `${publicUrl}/auth/callback?token=${encodeURIComponent(token)}`;
        await send(verificationMail({ to: user.email, name: user.name, url, expiresInSeconds: env.auth.verificationLinkSeconds, userId: user.id }));
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
          await send(changeEmailMail({ to: user.email, name: user.name, newEmail, url, userId: user.id }));
        },
      },
      deleteUser: {
        enabled: true,
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
              const role = isSelfServiceRole(requested) ? requested : "candidate";
              return { data: { ...user, role, accountStatus: initialStatusFor(role) } };
            }
            const role = typeof user.role === "string" && (roles as readonly string[]).includes(user.role) ? user.role : "candidate";
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
            if (new Date(session.expiresAt) > hardStop) return { data: { ...session, expiresAt: hardStop } };
          },
        },
      },
    },
    rateLimit: {
      // On in every environment by default; RATE_LIMIT_ENABLED=false (for benchmarks only) turns it off.
      enabled: Boolean(options.rateLimiter),
      window: 60,
      max: 100,
      ...(options.rateLimiter ? { customStorage: betterAuthRateLimitStorage(options.rateLimiter) } : {}),
    },
    advanced: {
      ipAddress: { ipAddressHeaders: [CLIENT_IP_REQUEST_HEADER] },
      useSecureCookies: env.isProduction,
      cookiePrefix: "fcw",
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax", secure: env.isProduction, path: "/" },
      // Never switched off, whatever NODE_ENV says (better-auth skips them under NODE_ENV=test by default).
      disableOriginCheck: false,
      disableCSRFCheck: false,
      database: { generateId: () => uuidv7() },
    },
    plugins: [
      // First, so that no other hook or endpoint sends a NUL character to the database.
      refuseNulCharacters,
      twoFactor({
        issuer: organisation.name,
        otpOptions: {
          period: EMAIL_CODE_MINUTES,
          storeOTP: "hashed",
          allowedAttempts: 5,
          async sendOTP({ user, otp }) {
            await send(signInCodeMail({ to: user.email, name: user.name, code: otp, expiresInMinutes: EMAIL_CODE_MINUTES, userId: user.id }));
          },
        },
        backupCodeOptions: { amount: 10, length: 10, storeBackupCodes: "encrypted" },
        twoFactorCookieMaxAge: 10 * 60,
      }),
      admin({
        defaultRole: "candidate",
        adminRoles: ["admin"],
        roles: { admin: adminRole, candidate: noAdminRights, employer: noAdminRights, partner: noAdminRights, caseworker: noAdminRights },
        bannedUserMessage: suspendedMessage,
      }),
      // Last, so its after-hook sees what the two-factor plugin decided about a sign-in.
      policy,
    ],
  });
  return auth;
}

export type Auth = ReturnType<typeof createAuth>;
