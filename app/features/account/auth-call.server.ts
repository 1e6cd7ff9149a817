import { isAPIError } from "better-auth/api";
import type { AppLoadContext } from "react-router";
import { rethrowIfDatabaseUnavailable } from "~/lib/database-errors.server";
import { rememberSetCookies } from "./request-cookies.server";

/** A refusal from better-auth, reduced to what the account page needs to explain it. */
export type AuthFailure = { status: number; code: string | undefined; message: string | undefined };

export function toAuthFailure(error: unknown): AuthFailure | null {
  if (!isAPIError(error)) return null;
  const e = error as { statusCode?: number; body?: { code?: string; message?: string } };
  return { status: e.statusCode ?? 500, code: e.body?.code, message: e.body?.message };
}

/**
 * Collects the cookies better-auth sets during one action, so the response carries them to the browser and
 * a loader later in the same request sees them (see request-cookies.server.ts).
 */
export class CookieForwarder {
  readonly headers = new Headers({ "Cache-Control": "no-store" });

  constructor(
    private readonly context: AppLoadContext,
    private readonly request: Request,
  ) {}

  take(headers: Headers | null | undefined) {
    if (!headers) return;
    const cookies = headers.getSetCookie();
    if (cookies.length === 0) return;
    for (const cookie of cookies) this.headers.append("Set-Cookie", cookie);
    // The server drops any refreshed cookie queued for the session these replace (server/app.ts).
    rememberSetCookies(this.context, this.request, headers);
  }

  /**
   * Runs one auth.api call made with `returnHeaders: true`, forwarding its cookies. Refusals come back as
   * an AuthFailure; anything else (a bug, the database away) is thrown for the error boundary.
   */
  async run<T>(call: () => Promise<{ headers: Headers | null; response: T }>): Promise<{ ok: true; response: T } | { ok: false; failure: AuthFailure }> {
    try {
      const { headers, response } = await call();
      this.take(headers);
      return { ok: true, response };
    } catch (error) {
      const failure = toAuthFailure(error);
      // "Busy" (password checks queued to the limit) is an answer to show, not a fault.
      const busy = failure?.status === 503 && (failure.code === "SERVER_BUSY" || failure.code === "SIGN_IN_PAUSED");
      if (!failure || (failure.status >= 500 && !busy)) rethrowIfDatabaseUnavailable(error);
      this.take((error as { headers?: Headers }).headers instanceof Headers ? (error as { headers: Headers }).headers : null);
      return { ok: false, failure };
    }
  }
}
