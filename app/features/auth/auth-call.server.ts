import { isAPIError } from "better-auth/api";
import { data, redirect } from "react-router";
import { answerDatabaseOutage, isDatabaseUnavailable, serviceUnavailable, watchForOutage } from "~/lib/database-errors.server";
import type { RateLimitDecision } from "~/lib/rate-limit.server";
import { passwordMessages } from "./password-rules";
import { busyMessage, tooManyAttemptsMessage } from "./rate-limits.server";

/** What a better-auth call answered, in one shape whether it succeeded, failed or was refused by a hook. */
export type AuthResult<T = Record<string, unknown>> = {
  ok: boolean;
  status: number;
  body: T | null;
  /** better-auth's error code (e.g. INVALID_EMAIL_OR_PASSWORD) when it failed. */
  code: string | undefined;
  /** Set-Cookie values to pass on to the browser. */
  cookies: string[];
};

/**
 * Runs `auth.api.*(…, { asResponse: true })` and reads the answer. When the database cannot be reached it
 * throws a 503 (see database-errors.server.ts), whether better-auth let the failure through or answered 500.
 */
export async function callAuth<T = Record<string, unknown>>(run: () => Promise<Response>): Promise<AuthResult<T>> {
  let response: Response;
  try {
    const watched = await watchForOutage(run);
    if (watched.databaseUnavailable && watched.result.status >= 500) throw serviceUnavailable();
    response = watched.result;
  } catch (error) {
    if (isDatabaseUnavailable(error)) throw answerDatabaseOutage(error);
    // Our own hooks refuse by throwing before better-auth builds a response.
    if (isAPIError(error)) {
      return { ok: false, status: error.statusCode, body: (error.body ?? null) as T | null, code: (error.body as { code?: string } | undefined)?.code, cookies: [] };
    }
    throw error;
  }
  const text = await response.text();
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = null;
  }
  const code = !response.ok ? ((body as { code?: string } | null)?.code ?? undefined) : undefined;
  return { ok: response.ok, status: response.status, body: body as T | null, code, cookies: response.headers.getSetCookie() };
}

/** Headers carrying these cookies (and no caching), for a redirect or a page answer. */
export function cookieHeaders(cookies: string[], extra: Record<string, string> = {}): Headers {
  const headers = new Headers({ "Cache-Control": "no-store", ...extra });
  for (const cookie of cookies) headers.append("Set-Cookie", cookie);
  return headers;
}

export function redirectWithCookies(to: string, cookies: string[]) {
  return redirect(to, { headers: cookieHeaders(cookies) });
}

/** The page answer for too many attempts: 429, Retry-After, and a message that says when to try again. */
export function tooManyAttempts<T extends Record<string, unknown>>(decision: Extract<RateLimitDecision, { allowed: false }>, extra: T) {
  return data(
    { ...extra, error: tooManyAttemptsMessage(decision.retryAfterSeconds), fieldErrors: {} },
    { status: 429, headers: { "Retry-After": String(decision.retryAfterSeconds), "Cache-Control": "no-store" } },
  );
}

/** The page answer when the server is too busy to check a password: 503, Retry-After, and words to show. */
export function serverBusy<T extends Record<string, unknown>>(result: AuthResult, extra: T) {
  const body = result.body as { message?: unknown; retryAfterSeconds?: unknown } | null;
  const seconds = Math.max(1, Math.ceil(Number(body?.retryAfterSeconds) || 5));
  const error = typeof body?.message === "string" ? body.message : busyMessage(seconds);
  return data({ ...extra, error, fieldErrors: {} }, { status: 503, headers: { "Retry-After": String(seconds), "Cache-Control": "no-store" } });
}

/** True when better-auth refused because password checks are queued to the limit or sign-in is paused. */
export function isServerBusy(result: AuthResult): boolean {
  return result.status === 503 && (result.code === "SERVER_BUSY" || result.code === "SIGN_IN_PAUSED");
}

/** The policy's own words for a refused password (with its advice), from better-auth's answer. */
export function passwordMessageFrom(result: { code: string | undefined; body: unknown }): string {
  const message = (result.body as { message?: unknown } | null)?.message;
  if (typeof message === "string" && message) return message;
  const key = (result.code ?? "").slice("PASSWORD_".length).toLowerCase();
  return key in passwordMessages ? passwordMessages[key as keyof typeof passwordMessages] : passwordMessages.too_weak;
}

export function formString(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
}
