import type { RateLimitDecision, RateLimiter, RateLimitRule } from "~/lib/rate-limit.server";

/**
 * Limits on the account actions that can be used to guess passwords or codes, or to send mail to
 * strangers. Both the pages (route actions) and better-auth's HTTP API at /api/auth count against the
 * same buckets, keyed by the client's address from the configured proxy header.
 */

export type AuthLimitKind =
  | "sign-in"
  | "sign-up"
  | "password-reset-request"
  | "password-reset"
  | "code-check"
  | "code-send"
  | "verification-email"
  | "password-check";

export const authLimitRules: Record<AuthLimitKind, RateLimitRule[]> = {
  "sign-in": [
    { name: "5min", limit: 10, windowSeconds: 5 * 60 },
    { name: "day", limit: 100, windowSeconds: 24 * 3600 },
  ],
  "sign-up": [{ name: "hour", limit: 5, windowSeconds: 3600 }],
  "password-reset-request": [{ name: "hour", limit: 5, windowSeconds: 3600 }],
  "password-reset": [{ name: "15min", limit: 10, windowSeconds: 15 * 60 }],
  "code-check": [
    { name: "5min", limit: 10, windowSeconds: 5 * 60 },
    { name: "day", limit: 60, windowSeconds: 24 * 3600 },
  ],
  "code-send": [{ name: "15min", limit: 5, windowSeconds: 15 * 60 }],
  "verification-email": [{ name: "hour", limit: 5, windowSeconds: 3600 }],
  "password-check": [{ name: "15min", limit: 10, windowSeconds: 15 * 60 }],
};

/** better-auth's paths (below /api/auth) and the limit each counts against. */
const pathKinds: Record<string, AuthLimitKind> = {
  "/sign-in/email": "sign-in",
  "/sign-up/email": "sign-up",
  "/request-password-reset": "password-reset-request",
  "/forget-password": "password-reset-request",
  "/reset-password": "password-reset",
  "/two-factor/verify-totp": "code-check",
  "/two-factor/verify-otp": "code-check",
  "/two-factor/verify-backup-code": "code-check",
  "/verify-email": "code-check",
  "/two-factor/send-otp": "code-send",
  "/send-verification-email": "verification-email",
  "/change-password": "password-check",
  "/change-email": "password-check",
  "/delete-user": "password-check",
  "/two-factor/enable": "password-check",
  "/two-factor/disable": "password-check",
  "/two-factor/get-totp-uri": "password-check",
  "/two-factor/generate-backup-codes": "password-check",
};

export function limitKindForPath(path: string): AuthLimitKind | undefined {
  const clean = path.split("?", 1)[0]!.replace(/\/+$/, "");
  if (clean.startsWith("/reset-password/")) return "password-reset";
  return pathKinds[clean];
}

/** Counts one attempt of `kind` from `clientIp`. */
export function consumeAuthLimit(limiter: RateLimiter, kind: AuthLimitKind, clientIp: string | undefined): Promise<RateLimitDecision> {
  return limiter.consume(`auth:${kind}`, clientIp, authLimitRules[kind]);
}

/** Every client's failed sign-ins together, counted in one bucket. */
const ALL_CLIENTS = "all-clients";

/**
 * Counts one failed sign-in against the ceiling for all clients together. A storm from many addresses
 * stays under each address's own limit; this catches it as a whole.
 */
export function consumeSignInFailure(limiter: RateLimiter, perMinute: number): Promise<RateLimitDecision> {
  return limiter.consume("auth:sign-in-failures", ALL_CLIENTS, [{ name: "minute", limit: perMinute, windowSeconds: 60 }]);
}

/** Words for "try again in …", for pages and API messages. */
export function retryAfterText(seconds: number): string {
  if (seconds < 60) return seconds === 1 ? "1 second" : `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 60) return minutes === 1 ? "1 minute" : `${minutes} minutes`;
  const hours = Math.ceil(minutes / 60);
  return hours === 1 ? "1 hour" : `${hours} hours`;
}

/** When password checks are queued to the limit (PASSWORD_HASH_QUEUE). */
export function busyMessage(seconds: number): string {
  return `We are very busy right now. Please wait ${retryAfterText(seconds)} and try again.`;
}

/** When failed sign-ins from all clients pass SIGN_IN_FAILURES_PER_MINUTE. */
export function signInPausedMessage(seconds: number): string {
  return `We have had an unusual number of failed sign-ins, so signing in is paused for a short time to keep accounts safe. Please wait ${retryAfterText(seconds)} and try again.`;
}

export function tooManyAttemptsMessage(seconds: number): string {
  return `Too many attempts from your connection. For your safety, please wait ${retryAfterText(seconds)} and try again.`;
}

/**
 * better-auth's rate-limit storage, backed by the app's RateLimiter. better-auth keys by "ip|path";
 * known paths count against the shared buckets above, others against better-auth's own rule.
 */
export function betterAuthRateLimitStorage(limiter: RateLimiter) {
  return {
    async consume(key: string, rule: { window: number; max: number }) {
      const split = key.lastIndexOf("|");
      const ip = split >= 0 ? key.slice(0, split) : key;
      const path = split >= 0 ? key.slice(split + 1) : "";
      const client = ip === "no-trusted-ip" ? undefined : ip;
      const kind = limitKindForPath(path);
      const decision = kind
        ? await consumeAuthLimit(limiter, kind, client)
        : await limiter.consume(`auth-api:${path}`, client, [{ name: "w", limit: rule.max, windowSeconds: rule.window }]);
      return decision.allowed
        ? { allowed: true, retryAfter: null }
        : { allowed: false, retryAfter: decision.retryAfterSeconds };
    },
  };
}
