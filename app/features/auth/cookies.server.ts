import type { Env } from "~/lib/env.server";

/**
 * The names of better-auth's cookies, in one place for the auth configuration and for code that looks at a
 * cookie by name. In production they carry the `__Host-` prefix: the browser then accepts them only when
 * Secure, for Path=/ and without a Domain, so no other subdomain or plain-HTTP page can set or shadow them.
 */

export type AuthCookie = "session_token" | "two_factor";

export function authCookiePrefix(env: Pick<Env, "isProduction">): string {
  return env.isProduction ? "__Host-fcw" : "fcw";
}

export function authCookieName(env: Pick<Env, "isProduction">, cookie: AuthCookie): string {
  return `${authCookiePrefix(env)}.${cookie}`;
}

/** True when a Cookie request header holds this cookie. */
export function requestHasCookie(cookieHeader: string | null, name: string): boolean {
  return (cookieHeader ?? "").split(";").some((part) => part.trim().startsWith(`${name}=`));
}

/** True when these Set-Cookie lines set this cookie to a value (rather than clearing it). */
export function setsCookie(setCookies: string[], name: string): boolean {
  return setCookies.some((line) => line.startsWith(`${name}=`) && !line.startsWith(`${name}=;`));
}
