import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, type AppLoadContext } from "react-router";
import { callAuth, formString, redirectWithCookies, tooManyAttempts } from "./auth-call.server";
import { authCookieName, requestHasCookie } from "./cookies.server";
import { messageForCode } from "./messages";
import { twoFactorCodeSchema } from "./email-link-schemas";
import { consumeAuthLimit } from "./rate-limits.server";
import { destinationAfterSignIn, safeRedirectPath } from "./roles";
import { getCurrentSession } from "./session.server";
import { offeredMethods, type SecondFactorMethod } from "./two-factor-methods";
import { readForm } from "~/lib/read-form.server";

export type { SecondFactorMethod } from "./two-factor-methods";

export type TwoFactorActionData = {
  method: SecondFactorMethod;
  error?: string;
  /** A code was just emailed. */
  codeSent?: boolean;
  /** The sign-in has run out: the page offers to start again. */
  restart?: boolean;
  fieldErrors: Partial<Record<"code", string>>;
};

function methodFrom(value: string | null): SecondFactorMethod {
  return value === "email" || value === "backup" ? value : "app";
}


/** True when the browser holds the half-way-through-sign-in cookie better-auth sets after the password. */
function hasPendingSignIn(context: AppLoadContext, request: Request): boolean {
  return requestHasCookie(request.headers.get("cookie"), authCookieName(context.env, "two_factor"));
}

export async function twoFactorLoader(context: AppLoadContext, request: Request) {
  const url = new URL(request.url);
  const redirectTo = safeRedirectPath(url.searchParams.get("redirectTo"));
  const current = await getCurrentSession(context, request);
  if (current) throw redirect(destinationAfterSignIn(current.user.role, redirectTo));
  if (!hasPendingSignIn(context, request)) {
    const next = new URLSearchParams({ notice: "sign-in-again" });
    if (redirectTo) next.set("redirectTo", redirectTo);
    throw redirect(`/sign-in?${next}`);
  }
  const offered = offeredMethods(url.searchParams.get("offer"));
  const asked = methodFrom(url.searchParams.get("method"));
  const method = offered.includes(asked) ? asked : offered[0]!;
  return data({ method, offered, redirectTo }, { headers: { "Cache-Control": "no-store" } });
}

/** An emailed code that has run out, or a code typed before one was asked for: better-auth cannot tell them apart. */
export const NO_LIVE_EMAIL_CODE = "That code has run out, or no code has been sent yet. Choose 'Email me a code' to get a new one.";

function fail(body: TwoFactorActionData, status: number) {
  return data(body, { status, headers: { "Cache-Control": "no-store" } });
}

export async function twoFactorAction(context: AppLoadContext, request: Request) {
  const form = await readForm(request);
  const intent = formString(form, "intent");
  const redirectTo = safeRedirectPath(formString(form, "redirectTo"));
  const method: SecondFactorMethod = intent === "send-email-code" ? "email" : methodFrom(intent);

  if (intent === "send-email-code") {
    const limit = await consumeAuthLimit(context.rateLimiter, "code-send", context.clientIp);
    if (!limit.allowed) return tooManyAttempts(limit, { method });
    const result = await callAuth(() => context.auth.api.sendTwoFactorOTP({ body: {}, headers: request.headers, asResponse: true }));
    if (!result.ok) {
      return fail({ method, error: messageForCode(result.code), restart: result.code === "INVALID_TWO_FACTOR_COOKIE", fieldErrors: {} }, result.status || 400);
    }
    return data<TwoFactorActionData>({ method, codeSent: true, fieldErrors: {} }, { headers: { "Cache-Control": "no-store" } });
  }

  // The form's schema, as the browser reads it: a missing code in the same words, and the code as better-auth wants it.
  const submission = parseWithZod(form, { schema: twoFactorCodeSchema(method) });
  if (submission.status !== "success") {
    const message = submission.error?.code?.[0] ?? "";
    return fail({ method, error: message, fieldErrors: { code: message } }, 400);
  }
  const { code } = submission.value;
  const limit = await consumeAuthLimit(context.rateLimiter, "code-check", context.clientIp);
  if (!limit.allowed) return tooManyAttempts(limit, { method });

  const options = { body: { code }, headers: request.headers, asResponse: true } as const;
  const result = await callAuth<{ user?: { role?: string } }>(() =>
    method === "app"
      ? context.auth.api.verifyTOTP(options)
      : method === "email"
        ? context.auth.api.verifyTwoFactorOTP(options)
        : context.auth.api.verifyBackupCode(options),
  );
  if (result.ok) return redirectWithCookies(destinationAfterSignIn(result.body?.user?.role, redirectTo), result.cookies);

  const restart = result.code === "INVALID_TWO_FACTOR_COOKIE" || result.code === "TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE";
  const message =
    result.code === "CODE_ALREADY_USED"
      ? "This code has already been used. Wait for your app to show a new code, then enter that one."
      : result.code === "OTP_HAS_EXPIRED" && method === "email"
        ? // better-auth says the same when no code has been asked for yet.
          NO_LIVE_EMAIL_CODE
        : messageForCode(result.code, method === "backup" ? messageForCode("INVALID_BACKUP_CODE") : messageForCode("INVALID_CODE"));
  return fail({ method, error: message, restart, fieldErrors: restart ? {} : { code: message } }, result.status === 429 ? 429 : restart ? 401 : 400);
}
