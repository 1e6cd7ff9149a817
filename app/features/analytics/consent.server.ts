import type { AppLoadContext } from "react-router";
import { getCurrentSession } from "~/features/auth/session.server";
import type { Env } from "~/lib/env.server";
import { CONSENT_COOKIE, CONSENT_MAX_AGE_SECONDS, parseChoice, readCookie, SAVED_COOKIE, type AnalyticsChoice } from "./consent";

/** The cookie's name as the browser holds it: `__Host-` in production, so only this exact site can set it. */
export function cookieName(env: Pick<Env, "isProduction">, name: string): string {
  return env.isProduction ? `__Host-${name}` : name;
}

function cookieLine(env: Pick<Env, "isProduction">, name: string, value: string, maxAgeSeconds: number): string {
  return [`${cookieName(env, name)}=${value}`, "Path=/", `Max-Age=${maxAgeSeconds}`, "HttpOnly", "SameSite=Lax", ...(env.isProduction ? ["Secure"] : [])].join("; ");
}

/** The choice this request carries, or null when the person has not answered. */
export function choiceOf(env: Pick<Env, "isProduction">, request: Request): AnalyticsChoice | null {
  return choiceInCookieHeader(env, request.headers.get("cookie"));
}

/** The same, from a raw Cookie header (the Express middleware that writes the Content Security Policy). */
export function choiceInCookieHeader(env: Pick<Env, "isProduction">, header: string | null | undefined): AnalyticsChoice | null {
  return parseChoice(readCookie(header ?? null, cookieName(env, CONSENT_COOKIE)));
}

/**
 * The saved choice, when it is the only cookie the request carries: all a public page can differ by for such a
 * visitor, so the page cache may keep one copy per choice (server/page-cache.ts). Null for anything else.
 */
export function choiceAsOnlyCookie(env: Pick<Env, "isProduction">, header: string): AnalyticsChoice | null {
  const cookies = header.split(";").filter((part) => part.trim() !== "");
  return cookies.length === 1 ? choiceInCookieHeader(env, header) : null;
}

/**
 * Set-Cookie lines that save a choice: the choice for a year, a one-view note that it was just saved, and on
 * Reject the removal of the analytics cookie PostHog may have set earlier.
 */
export function saveChoiceCookies(env: Pick<Env, "isProduction" | "analytics">, choice: AnalyticsChoice): string[] {
  const lines = [cookieLine(env, CONSENT_COOKIE, choice, CONSENT_MAX_AGE_SECONDS), cookieLine(env, SAVED_COOKIE, choice, 300)];
  if (choice === "reject" && env.analytics) lines.push(`${posthogCookieName(env.analytics.key)}=; Path=/; Max-Age=0; SameSite=Lax`);
  return lines;
}

/** The cookie PostHog keeps its anonymous id in. */
export function posthogCookieName(key: string): string {
  return `ph_${key.replace(/[^A-Za-z0-9_-]/g, "")}_posthog`;
}

/**
 * What the page needs to load analytics: given only when analytics is configured and the person accepted. The
 * page itself decides, for each page it shows, whether analytics may run there (`analyticsAllowedOn`).
 */
export type AnalyticsSettings = { key: string; host: string; user: { id: string; role: string } | null };

export type CookieState = {
  /** Analytics is configured, so the banner asks; without it the service sets no optional cookies at all. */
  asks: boolean;
  choice: AnalyticsChoice | null;
  /** The choice just saved (for the banner's confirmation), read once. */
  justSaved: AnalyticsChoice | null;
  analytics: AnalyticsSettings | null;
};

/**
 * The cookie banner's state and analytics settings for the root loader. The one-view note is cleared with this
 * response, so the confirmation shows once, with or without JavaScript.
 */
export async function cookieStateFor(context: AppLoadContext, request: Request): Promise<CookieState> {
  const { env } = context;
  const asks = env.analytics !== null;
  const choice = choiceOf(env, request);
  const justSaved = parseChoice(readCookie(request.headers.get("cookie"), cookieName(env, SAVED_COOKIE)));
  if (justSaved) context.responseCookies.push(cookieLine(env, SAVED_COOKIE, "", 0));
  let analytics: AnalyticsSettings | null = null;
  if (env.analytics && choice === "accept") {
    const current = await getCurrentSession(context, request).catch(() => null);
    analytics = { key: env.analytics.key, host: env.analytics.host, user: current ? { id: current.user.id, role: current.user.role } : null };
  }
  return { asks, choice, justSaved, analytics };
}
