import { eq } from "drizzle-orm";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, type AppLoadContext } from "react-router";
import { users } from "../../../db/schema";
import { callAuth, cookieHeaders, formString, isServerBusy, passwordMessageFrom, redirectWithCookies, serverBusy, tooManyAttempts } from "./auth-call.server";
import { checkEmailToken, isAccountConfirmation, type EmailTokenClaims } from "./email-token.server";
import { emailFormSchema, resetPasswordMessages, resetPasswordSchema } from "./email-link-schemas";
import { signInErrors } from "./messages";
import { checkNewPassword } from "./password.server";
import type { RateLimitDecision } from "~/lib/rate-limit.server";
import { consumeAuthLimit } from "./rate-limits.server";
import { homeFor, safeRedirectPath } from "./roles";
import { getCurrentSession } from "./session.server";
import { recordAudit } from "~/lib/audit.server";
import { readForm } from "~/lib/read-form.server";
import { rethrowIfDatabaseUnavailable } from "~/lib/database-errors.server";

/**
 * The pages reached from emails, and the forms that send them: the verification link (/auth/callback),
 * sending it again (/verify-email), forgotten password (/forgot-password), reset (/reset-password), and
 * signing out (/sign-out).
 */

const noStore = { "Cache-Control": "no-store" };

/** Which link a token is: a new account's address, or either step of an email change. */
export type EmailLinkPurpose = "account" | "change-email-confirmation" | "change-email-verification";

/** What /auth/callback shows when it does not send the person straight on. */
export type CallbackOutcome =
  | { outcome: "confirm"; token: string; purpose: EmailLinkPurpose }
  | { outcome: "expired" }
  | { outcome: "invalid" }
  | { outcome: "already-used" }
  | { outcome: "missing" }
  | { outcome: "confirmed-still-signed-in"; signedInAs: string; home: string }
  | { outcome: "email-change-confirmed" }
  | { outcome: "email-changed" };

function purposeOf(claims: EmailTokenClaims): EmailLinkPurpose | null {
  if (isAccountConfirmation(claims)) return "account";
  if (claims.requestType === "change-email-confirmation" || claims.requestType === "change-email-verification") return claims.requestType;
  return null;
}

function linkProblem(outcome: "expired" | "invalid" | "missing") {
  const status = outcome === "expired" ? 410 : 400;
  return data<CallbackOutcome>({ outcome }, { status, headers: noStore });
}

/**
 * The link in the email (GET) changes nothing: mail scanners open links before people do, and a link must never
 * sign anyone in or end the session this browser holds. A sound link shows a Continue button that posts it back.
 */
export function callbackLoader(context: AppLoadContext, request: Request) {
  const token = new URL(request.url).searchParams.get("token");
  if (!token) return data<CallbackOutcome>({ outcome: "missing" }, { headers: noStore });
  const checked = checkEmailToken(token, context.env.authSecret);
  if (checked.status !== "valid") return linkProblem(checked.status);
  const purpose = purposeOf(checked.claims);
  if (!purpose) return linkProblem("invalid");
  // The token is in the address: it is not passed on to anywhere this page links to.
  // `same-origin`: the address (with its token) goes to no other site. Not `no-referrer`, which makes a browser send
  // `Origin: null` with the plain form post of Continue (no JavaScript), and React Router refuses an action from
  // an origin that is not this site's.
  return data<CallbackOutcome>({ outcome: "confirm", token, purpose }, { headers: { ...noStore, "Referrer-Policy": "same-origin" } });
}

/**
 * Continue (a same-site POST; server/request-guards.ts refuses others): better-auth confirms the address. If
 * someone is signed in in this browser, they stay signed in as themselves; only when nobody is, and this request
 * is what confirmed a new account's address, is that account signed in.
 */
export async function callbackAction(context: AppLoadContext, request: Request) {
  const form = await readForm(request);
  const token = formString(form, "token");
  if (!token) return linkProblem("missing");
  const checked = checkEmailToken(token, context.env.authSecret);
  if (checked.status !== "valid") return linkProblem(checked.status);
  const { claims } = checked;
  const purpose = purposeOf(claims);
  if (!purpose) return linkProblem("invalid");

  const current = await getCurrentSession(context, request);
  // Whether this request is the one that confirms the address: a link used before signs nobody in.
  let confirmedBefore = true;
  if (purpose === "account" && !current && claims.userId) {
    const [row] = await context.database.db
      .select({ emailVerified: users.emailVerified })
      .from(users)
      .where(eq(users.id, claims.userId))
      .catch(rethrowIfDatabaseUnavailable);
    confirmedBefore = row?.emailVerified ?? true;
  }

  const result = await callAuth<{ status?: boolean }>(() =>
    context.auth.api.verifyEmail({ query: { token }, headers: request.headers, asResponse: true }),
  );
  if (!result.ok) return linkProblem(result.code === "TOKEN_EXPIRED" ? "expired" : "invalid");
  // The email change steps keep the session (better-auth renews its cookie with the new address).
  if (purpose === "change-email-confirmation") return data<CallbackOutcome>({ outcome: "email-change-confirmed" }, { headers: cookieHeaders(result.cookies) });
  if (purpose === "change-email-verification") return data<CallbackOutcome>({ outcome: "email-changed" }, { headers: cookieHeaders(result.cookies) });

  if (current) {
    if (current.user.id === claims.userId) throw redirect(homeFor(current.user.role), { headers: noStore });
    // Someone else's link: confirmed, and this browser's own session carries on. The other account is not named.
    return data<CallbackOutcome>({ outcome: "confirmed-still-signed-in", signedInAs: current.user.email, home: homeFor(current.user.role) }, { headers: noStore });
  }
  if (confirmedBefore) return data<CallbackOutcome>({ outcome: "already-used" }, { headers: noStore });

  const signIn = await callAuth<{ user?: { role?: string | null } }>(() =>
    context.auth.api.signInAfterEmailConfirmation({ body: { token }, headers: request.headers, asResponse: true }),
  );
  if (signIn.ok) return redirectWithCookies(homeFor(signIn.body?.user?.role ?? undefined), signIn.cookies);
  // Confirmed, but not signed in here (a second step is owed, or the account is suspended): the sign-in page says why.
  if (signIn.code !== "TWO_FACTOR_REQUIRED" && signIn.code !== "BANNED_USER") {
    context.logger.warn({ status: signIn.status, code: signIn.code }, "email link: could not sign in after confirming");
  }
  return redirectWithCookies("/sign-in?notice=verified", []);
}

export type EmailFormData = {
  sent?: boolean;
  error?: string;
  fieldErrors: Partial<Record<"email", string>>;
  values?: { email?: string };
};

/**
 * The email form's schema, read as the browser reads it (useSchemaForm): the address, or a refusal to show in the
 * form with what was typed.
 */
function readEmail(form: FormData): { email: string } | { refusal: ReturnType<typeof data<EmailFormData>> } {
  const submission = parseWithZod(form, { schema: emailFormSchema });
  if (submission.status === "success") return { email: submission.value.email };
  const problem = submission.error?.email?.[0] ?? signInErrors.invalidEmail;
  const typed = formString(form, "email").trim();
  return { refusal: data<EmailFormData>({ error: problem, fieldErrors: { email: problem }, values: { email: typed } }, { status: 400, headers: noStore }) };
}

/**
 * Sends the verification link again, counted against the verification-email limit. The outcome is the same whether
 * or not the address has an account (better-auth sends nothing for an unknown or already confirmed address).
 */
export async function sendVerificationAgain(
  context: AppLoadContext,
  request: Request,
  email: string,
): Promise<{ ok: true } | { ok: false; limit: Extract<RateLimitDecision, { allowed: false }> }> {
  const limit = await consumeAuthLimit(context.rateLimiter, "verification-email", context.clientIp);
  if (!limit.allowed) return { ok: false, limit };
  // Without the session cookie, so the answer never depends on who is signed in.
  const headers = new Headers(request.headers);
  headers.delete("cookie");
  const result = await callAuth(() => context.auth.api.sendVerificationEmail({ body: { email }, headers, asResponse: true }));
  if (!result.ok) context.logger.warn({ status: result.status, code: result.code }, "resend verification: unexpected answer");
  return { ok: true };
}

/** Sends the verification link again. Answers the same whether or not the address has an account. */
export async function resendVerificationAction(context: AppLoadContext, request: Request) {
  const form = await readForm(request);
  const read = readEmail(form);
  if ("refusal" in read) return read.refusal;
  const { email } = read;
  const sent = await sendVerificationAgain(context, request, email);
  if (!sent.ok) return tooManyAttempts(sent.limit, { values: { email } });
  return data<EmailFormData>({ sent: true, fieldErrors: {} }, { headers: noStore });
}

/** Sends a reset link. Answers the same whether or not the address has an account. */
export async function forgotPasswordAction(context: AppLoadContext, request: Request) {
  const form = await readForm(request);
  const read = readEmail(form);
  if ("refusal" in read) return read.refusal;
  const { email } = read;
  const limit = await consumeAuthLimit(context.rateLimiter, "password-reset-request", context.clientIp);
  if (!limit.allowed) return tooManyAttempts(limit, { values: { email } });
  const result = await callAuth(() =>
    context.auth.api.requestPasswordReset({ body: { email, redirectTo: "/reset-password" }, headers: request.headers, asResponse: true }),
  );
  if (!result.ok) context.logger.warn({ status: result.status, code: result.code }, "password reset request: unexpected answer");
  return data<EmailFormData>({ sent: true, fieldErrors: {} }, { headers: noStore });
}

export type ResetPasswordData = {
  error?: string;
  /** The link itself is no good: offer a new one. */
  linkProblem?: boolean;
  fieldErrors: Partial<Record<"password", string>>;
};

const RESET_TOKEN = /^[A-Za-z0-9_-]{10,200}$/;

export function resetPasswordLoader(request: Request) {
  const token = new URL(request.url).searchParams.get("token");
  // `same-origin` rather than `no-referrer`, as on the email link's page: the form must post without JavaScript.
  return data({ token: token && RESET_TOKEN.test(token) ? token : null }, { headers: { ...noStore, "Referrer-Policy": "same-origin" } });
}

/** Sets the new password. better-auth then ends every session of the account, on every device. */
export async function resetPasswordAction(context: AppLoadContext, request: Request) {
  // A NUL is answered under the field below (better-auth's hook refuses it again).
  const form = await readForm(request, { allowNul: true });
  const token = formString(form, "token");
  const password = formString(form, "password");
  // The same shape the loader accepts: anything else (a NUL character, say) is not a link we sent.
  if (!RESET_TOKEN.test(token)) {
    return data<ResetPasswordData>({ error: "This link is not complete.", linkProblem: true, fieldErrors: {} }, { status: 400, headers: noStore });
  }
  if (password.includes("\u0000")) {
    const message = signInErrors.hiddenCharacter("Your new password");
    return data<ResetPasswordData>({ error: message, fieldErrors: { password: message } }, { status: 400, headers: noStore });
  }
  // The form's schema first, as the browser reads it: a missing password in the same words.
  const submission = parseWithZod(form, { schema: resetPasswordSchema });
  if (submission.status !== "success") {
    const missing = submission.error?.password?.[0];
    return data<ResetPasswordData>(
      { error: submission.error?.[""]?.[0] ?? resetPasswordMessages.summary, fieldErrors: missing ? { password: missing } : {} },
      { status: 400, headers: noStore },
    );
  }
  // Length and guessability here; better-auth's hook checks again knowing whose account it is.
  const problem = checkNewPassword(password);
  if (problem) {
    return data<ResetPasswordData>({ error: resetPasswordMessages.summary, fieldErrors: { password: problem.message } }, { status: 400, headers: noStore });
  }
  const limit = await consumeAuthLimit(context.rateLimiter, "password-reset", context.clientIp);
  if (!limit.allowed) return tooManyAttempts(limit, {});
  const result = await callAuth(() => context.auth.api.resetPassword({ body: { newPassword: password, token }, headers: request.headers, asResponse: true }));
  if (result.ok) {
    // This browser's own session (if any) ended too: clear its cookie.
    const signOut = await callAuth(() => context.auth.api.signOut({ headers: request.headers, asResponse: true }));
    return redirectWithCookies("/sign-in?notice=password-reset", signOut.cookies);
  }
  if (result.code === "INVALID_TOKEN") {
    return data<ResetPasswordData>(
      { error: "This link has run out or has already been used.", linkProblem: true, fieldErrors: {} },
      { status: 400, headers: noStore },
    );
  }
  if (isServerBusy(result)) return serverBusy(result, {});
  if (result.code?.startsWith("PASSWORD_")) {
    return data<ResetPasswordData>({ error: resetPasswordMessages.summary, fieldErrors: { password: passwordMessageFrom(result) } }, { status: 400, headers: noStore });
  }
  context.logger.warn({ status: result.status, code: result.code }, "password reset: unexpected answer");
  return data<ResetPasswordData>({ error: signInErrors.unexpected, fieldErrors: {} }, { status: 500, headers: noStore });
}

/**
 * Signs out this browser's session (POST /sign-out; other scopes live on the account page). With a safe
 * `redirectTo` ("Sign in as someone else" on 'Access denied') the sign-in page then returns there.
 */
export async function signOutAction(context: AppLoadContext, request: Request) {
  // An unreadable body is refused (400/413) by readForm like every other action's, not taken as "no redirectTo".
  const form = await readForm(request);
  const returnTo = safeRedirectPath(formString(form, "redirectTo"));
  // better-auth's after-hook no longer sees the session once sign-out has removed it, so it is read first.
  const current = await getCurrentSession(context, request).catch(() => null);
  const result = await callAuth(() => context.auth.api.signOut({ headers: request.headers, asResponse: true }));
  if (current && result.ok) {
    await recordAudit(context.database.db, {
      event: "sign_out",
      actorUserId: current.user.id,
      subjectUserId: current.user.id,
      sessionId: current.session.id,
      clientHash: context.rateLimiter.clientKey(context.clientIp),
    }).catch((error: unknown) => context.logger.error({ err: error, event: "sign_out" }, "audit: could not record event"));
  }
  return redirectWithCookies(returnTo ? `/sign-in?redirectTo=${encodeURIComponent(returnTo)}` : "/sign-in?notice=signed-out", result.cookies);
}
