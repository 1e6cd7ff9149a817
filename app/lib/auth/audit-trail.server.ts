import { createAuthMiddleware, isAPIError, type APIError } from "better-auth/api";
import { releaseAuthenticatorCode } from "./one-use-codes.server";
import type { AuthServices } from "./services.server";
import type { SignInLimits } from "./sign-in-limits.server";

/** Endpoints after which the browser holds a new session; the one it held before ends. */
const SIGN_IN_PATHS = new Set(["/sign-in/email", "/two-factor/verify-totp", "/two-factor/verify-otp", "/two-factor/verify-backup-code"]);

/**
 * After better-auth has answered: the audit trail of sign-ins, sessions and account changes, the same
 * answer to sign-up whether or not the address has an account, the pause after too many failed sign-ins,
 * and the end of the session a browser held before signing in again.
 */
export function auditTrail(services: AuthServices, limits: SignInLimits) {
  const { env, logger, rules, mails, rateLimiter, send, audit, clientHashFrom } = services;
  return {
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
            if (rateLimiter && (code === "INVALID_EMAIL_OR_PASSWORD" || code === "INVALID_PASSWORD")) {
              const ceiling = await rules.consumeSignInFailure(rateLimiter, env.auth.signInFailuresPerMinute);
              if (!ceiling.allowed) {
                limits.pauseSignIn(ceiling.retryAfterSeconds);
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
          // A refused code is not "used": let the person try it again if they mistyped something else.
          if (failed && path === "/two-factor/verify-totp") await releaseAuthenticatorCode(services, ctx, body.code);
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
  };
}
