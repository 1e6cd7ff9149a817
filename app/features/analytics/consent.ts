/**
 * Cookie consent and where analytics may run. Browser-safe: the banner, the cookies page and the analytics
 * loader share it with the server.
 */

/** What the person chose about analytics cookies; null until they answer. */
export type AnalyticsChoice = "accept" | "reject";

/** The consent cookie's name without the `__Host-` prefix production adds (see consent.server.ts). */
export const CONSENT_COOKIE = "fcw.cookies_policy";
/** Set for one page view after a choice is saved, so the next page can confirm it (works without JavaScript). */
export const SAVED_COOKIE = "fcw.cookies_saved";
/** How long the choice is remembered: a year, as the ICO's guidance suggests, then the banner asks again. */
export const CONSENT_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/**
 * Pages that show CV, disclosure, case or account details, or carry links and tokens: analytics never loads
 * there, and what it would capture is dropped if someone arrives by a link inside the app.
 */
const PRIVATE_PREFIXES = [
  "/cv-builder",
  "/candidates/ai-tools",
  "/job-matcher",
  "/sign-in",
  "/sign-out",
  "/auth/",
  "/verify-email",
  "/forgot-password",
  "/reset-password",
  "/account",
  "/dashboard",
  "/__test",
] as const;

/** True when analytics may run on this page (the pathname only, without the query string). */
export function analyticsAllowedOn(pathname: string): boolean {
  const path = pathname.toLowerCase().replace(/\/+$/, "") || "/";
  if (path.endsWith("/apply") || path.includes("/apply/")) return false;
  return !PRIVATE_PREFIXES.some((prefix) => (prefix.endsWith("/") ? path.startsWith(prefix) : path === prefix || path.startsWith(`${prefix}/`)));
}

/** The value of one cookie in a Cookie header, or null. */
export function readCookie(header: string | null, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(";")) {
    const at = part.indexOf("=");
    if (at < 0) continue;
    if (part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return null;
}

export function parseChoice(value: string | null | undefined): AnalyticsChoice | null {
  return value === "accept" || value === "reject" ? value : null;
}

function hasControlCharacter(value: string): boolean {
  for (let i = 0; i < value.length; i++) if (value.charCodeAt(i) < 0x20 || value.charCodeAt(i) === 0x7f) return true;
  return false;
}

/**
 * Where to go back to after the banner's form: a path on this site only (never `//host` or a scheme), else home.
 */
export function safeReturnPath(value: unknown): string {
  if (typeof value !== "string" || value.length > 2000) return "/";
  if (!value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\") || hasControlCharacter(value)) return "/";
  return value;
}

/** Removes what PostHog keeps in this browser (its cookie and storage keys start with "ph_"): after a Reject. */
export function forgetAnalyticsStorage(): void {
  try {
    for (const storage of [window.localStorage, window.sessionStorage]) {
      for (const key of Object.keys(storage)) if (key.startsWith("ph_") || key.startsWith("__ph")) storage.removeItem(key);
    }
    for (const cookie of document.cookie.split(";")) {
      const name = cookie.split("=")[0]?.trim() ?? "";
      if (name.startsWith("ph_")) document.cookie = `${name}=; Path=/; Max-Age=0; SameSite=Lax`;
    }
  } catch {
    // Storage can be blocked; there is then nothing to remove.
  }
}

/**
 * Sends a cookie-settings form with fetch, then loads the page it leads to afresh. A fresh page is needed because
 * its Content Security Policy lets analytics reach its host only after Accept; fetch is used because a plain
 * form post from a page the app reached without reloading can carry `Origin: null` (after the password reset
 * page, whose referrer policy is no-referrer), which the server refuses. Without JavaScript the form posts itself.
 */
export function submitCookieForm(event: { preventDefault(): void; currentTarget: HTMLFormElement; nativeEvent: Event }): void {
  const form = event.currentTarget;
  const submitter = (event.nativeEvent as SubmitEvent).submitter ?? null;
  event.preventDefault();
  const body = new URLSearchParams();
  for (const [name, value] of new FormData(form, submitter)) if (typeof value === "string") body.append(name, value);
  // Not followed here: the page it leads to shows the confirmation once, so the browser must be the one to load it.
  fetch(form.action, { method: "POST", body, credentials: "same-origin", redirect: "manual" })
    .then((response) => {
      if (response.type === "opaqueredirect") window.location.assign(safeReturnPath(body.get("returnTo") ?? "/cookies"));
      // Refused (no choice made): post the form itself, so the page shows why.
      else form.submit();
    })
    .catch(() => form.submit());
}
