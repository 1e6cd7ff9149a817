import { isAPIError } from "better-auth/api";
import { data, redirect } from "react-router";
import { answerDatabaseOutage, isDatabaseUnavailable, serviceUnavailable, watchForOutage } from "~/lib/database-errors.server";
import type { RateLimitDecision } from "~/lib/rate-limit.server";
import { tooManyAttemptsMessage } from "./rate-limits.server";

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
      return { ok: false, status: error.statusCode, body: null, code: (error.body as { code?: string } | undefined)?.code, cookies: [] };
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

export function formString(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
}
