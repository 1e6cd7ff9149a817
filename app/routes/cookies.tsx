import { data, redirect } from "react-router";
import { z } from "zod";
import { authCookieName } from "~/features/auth/cookies.server";
import { CookiesPage } from "~/features/analytics/components/cookies-page";
import { CONSENT_COOKIE, SAVED_COOKIE, safeReturnPath } from "~/features/analytics/consent";
import { choiceOf, cookieName, posthogCookieName, saveChoiceCookies } from "~/features/analytics/consent.server";
import { STORAGE_KEY } from "~/features/cv-builder/storage";
import { pageMeta } from "~/lib/meta";
import { siteName } from "~/lib/organisation";
import type { PageHandle } from "~/lib/page-scripts";
import type { Route } from "./+types/cookies";
import { readForm } from "~/lib/read-form.server";

// Tables and a plain form that posts here: no React needed. Kept only for visitors with no cookie at all
// (docs/decisions/0018), who have made no choice yet: the page then shows no choice, the same for all of them.
export const handle: PageHandle = { scripts: false, cache: true };

export const meta = () => pageMeta("Cookies", `The cookies ${siteName} uses, what each is for, and your choice about analytics cookies.`);

export function loader({ context, request }: Route.LoaderArgs) {
  const { env } = context;
  return {
    analyticsHost: env.analytics?.host ?? null,
    posthogCookie: env.analytics ? posthogCookieName(env.analytics.key) : null,
    choice: choiceOf(env, request),
    sessionCookie: authCookieName(env, "session_token"),
    twoFactorCookie: authCookieName(env, "two_factor"),
    consentCookie: cookieName(env, CONSENT_COOKIE),
    savedCookie: cookieName(env, SAVED_COOKIE),
    sessionIdleHours: env.auth.sessionIdleSeconds / 3600,
    sessionMaxDays: env.auth.sessionMaxSeconds / 86_400,
    cvStorageKey: STORAGE_KEY,
  };
}

const choiceSchema = z.object({
  analytics: z.enum(["accept", "reject"], { error: "Choose whether to accept analytics cookies" }),
  returnTo: z.string().optional(),
});

/**
 * Saves the choice from the banner (which sends `returnTo`, the page it was on) or from this page. Same-site only,
 * like every POST (server/request-guards.ts), so another site cannot set it.
 */
export async function action({ context, request }: Route.ActionArgs) {
  const form = await readForm(request);
  const parsed = choiceSchema.safeParse({ analytics: form.get("analytics") ?? undefined, returnTo: form.get("returnTo") ?? undefined });
  if (!parsed.success) return data({ error: "Choose whether to accept analytics cookies" }, { status: 400 });
  const headers = new Headers({ "Cache-Control": "no-store" });
  for (const line of saveChoiceCookies(context.env, parsed.data.analytics)) headers.append("Set-Cookie", line);
  throw redirect(parsed.data.returnTo ? safeReturnPath(parsed.data.returnTo) : "/cookies", { headers });
}

export default function Cookies({ loaderData, actionData }: Route.ComponentProps) {
  return <CookiesPage data={loaderData} error={actionData?.error ?? null} />;
}
