import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, type AppLoadContext } from "react-router";
import { z } from "zod";
import { callAuth, cookieHeaders, formString, isServerBusy, passwordMessageFrom, redirectWithCookies, serverBusy, tooManyAttempts } from "./auth-call.server";
import { suspendedMessage } from "./auth-rules.server";
import { authText, signInErrors } from "./messages";
import { checkName, cleanName } from "./names";
import { checkNewPassword } from "./password.server";
import { isOverLongPassword, passwordMessages } from "./password-rules";
import { sendVerificationAgain } from "./email-links.server";
import { consumeAuthLimit } from "./rate-limits.server";
import { destinationAfterSignIn, isSelfServiceRole, safeRedirectPath } from "./roles";
import { type SelfServiceRole } from "../../../db/schema/vocabulary";
import { getCurrentSession } from "./session.server";
import { signInSchema, signUpSchema } from "./sign-in-schema";
import { EMAIL_ONLY_OFFER } from "./two-factor-methods";
import { readForm } from "~/lib/read-form.server";

export type SignInMode = "signin" | "signup";

export const signInNotices = {
  "check-email": authText.checkEmail,
  "password-reset": "Your password has been changed, and every device that was signed in has been signed out. Sign in with your new password.",
  "signed-out": "You have signed out.",
  verified: "Your email address is confirmed. Sign in to continue.",
  "sign-in-again": "For your safety, please sign in again.",
} as const;
export type SignInNotice = keyof typeof signInNotices;

export type SignInActionData = {
  intent: SignInMode;
  error?: string;
  /**
   * After a sign-up (or a request to send the email again): the address the person has just submitted, shown back
   * to them with an offer to send the email again. Never read from the address bar, so a link cannot make the page
   * show text of someone else's choosing.
   */
  sentTo?: string;
  /** The verification email has just been asked for again. */
  resent?: boolean;
  /** Show the link to send the verification email again. */
  offerResend?: boolean;
  fieldErrors: Partial<Record<"name" | "email" | "password" | "accountType", string>>;
  values?: { name?: string; email?: string; accountType?: string };
};

const emailSchema = z.email();

export async function signInLoader(context: AppLoadContext, request: Request) {
  const url = new URL(request.url);
  const redirectTo = safeRedirectPath(url.searchParams.get("redirectTo"));
  const current = await getCurrentSession(context, request);
  if (current) throw redirect(destinationAfterSignIn(current.user.role, redirectTo));
  const mode: SignInMode = url.searchParams.get("mode") === "signup" ? "signup" : "signin";
  const noticeKey = url.searchParams.get("notice");
  const notice = noticeKey && noticeKey in signInNotices ? signInNotices[noticeKey as SignInNotice] : null;
  return data({ mode, redirectTo, notice }, { headers: { "Cache-Control": "no-store" } });
}

export async function signInAction(context: AppLoadContext, request: Request) {
  // A NUL is answered under its field below, keeping what was typed (better-auth's hook refuses it again).
  const form = await readForm(request, { allowNul: true });
  const rawIntent = formString(form, "intent");
  if (rawIntent === "resend-verification") return resendVerification(context, request, form);
  const intent: SignInMode = rawIntent === "signup" ? "signup" : "signin";
  const redirectTo = safeRedirectPath(formString(form, "redirectTo"));
  return intent === "signup" ? signUp(context, request, form) : signIn(context, request, form, redirectTo);
}

function fail(body: SignInActionData, status: number) {
  return data(body, { status, headers: { "Cache-Control": "no-store" } });
}

const NUL = "\u0000";

/**
 * A NUL character cannot be stored or looked up (PostgreSQL refuses it): say so under the field, and keep
 * what was typed without it.
 */
function hiddenCharacterErrors(fields: { name?: string; email: string; password: string }): SignInActionData["fieldErrors"] {
  const errors: SignInActionData["fieldErrors"] = {};
  if (fields.name?.includes(NUL)) errors.name = signInErrors.hiddenCharacter("Your name");
  if (fields.email.includes(NUL)) errors.email = signInErrors.hiddenCharacter("Your email address");
  if (fields.password.includes(NUL)) errors.password = signInErrors.hiddenCharacter("Your password");
  return errors;
}

/**
 * The form's schema, read as the browser reads it (useSchemaForm), so an empty email or password gets the same
 * words with or without JavaScript. Null when the schema is satisfied.
 */
function missingCredentials(form: FormData, schema: typeof signInSchema | typeof signUpSchema): Pick<SignInActionData, "error" | "fieldErrors"> | null {
  const submission = parseWithZod(form, { schema });
  if (submission.status === "success") return null;
  const first = (name: string) => submission.error?.[name]?.[0] ?? undefined;
  return {
    error: first(""),
    fieldErrors: { name: first("name"), email: first("email"), password: first("password"), accountType: first("accountType") },
  };
}

function withoutNul(value: string): string {
  return value.replaceAll(NUL, "");
}

async function signIn(context: AppLoadContext, request: Request, form: FormData, redirectTo: string | null) {
  const email = formString(form, "email").trim();
  const password = formString(form, "password");
  const values = { email: withoutNul(email) };
  const hidden = hiddenCharacterErrors({ email, password });
  if (Object.keys(hidden).length > 0) {
    return fail({ intent: "signin", error: signInErrors.hiddenCharacterSummary, fieldErrors: hidden, values }, 400);
  }
  const missing = missingCredentials(form, signInSchema);
  if (missing) return fail({ intent: "signin", ...missing, values }, 400);
  // No account has a password longer than the policy allows: say so before any hashing or lookup.
  if (isOverLongPassword(password)) {
    return fail({ intent: "signin", error: "Please check the details you entered.", fieldErrors: { password: passwordMessages.too_long }, values }, 400);
  }
  const limit = await consumeAuthLimit(context.rateLimiter, "sign-in", context.clientIp);
  if (!limit.allowed) return tooManyAttempts(limit, { intent: "signin" as const, values });

  const result = await callAuth<{ twoFactorRedirect?: boolean; twoFactorMethods?: string[]; user?: { role?: string } }>(() =>
    context.auth.api.signInEmail({ body: { email, password, rememberMe: true }, headers: request.headers, asResponse: true }),
  );
  if (result.ok && result.body?.twoFactorRedirect) {
    const next = new URLSearchParams();
    if (redirectTo) next.set("redirectTo", redirectTo);
    const methods = result.body.twoFactorMethods ?? [];
    next.set("method", methods.includes("totp") ? "app" : "email");
    if (!methods.includes("totp")) next.set("offer", EMAIL_ONLY_OFFER);
    return redirectWithCookies(`/sign-in/two-factor?${next}`, result.cookies);
  }
  if (result.ok) return redirectWithCookies(destinationAfterSignIn(result.body?.user?.role, redirectTo), result.cookies);
  if (isServerBusy(result)) return serverBusy(result, { intent: "signin" as const, values });

  if (result.code === "PASSWORD_TOO_LONG") {
    return fail({ intent: "signin", error: "Please check the details you entered.", fieldErrors: { password: passwordMessages.too_long }, values }, 400);
  }
  if (result.code === "EMAIL_NOT_VERIFIED") {
    return fail({ intent: "signin", error: signInErrors.unverified, offerResend: true, fieldErrors: {}, values }, 403);
  }
  if (result.code === "BANNED_USER") return fail({ intent: "signin", error: suspendedMessage(context.env.organisation.email), fieldErrors: {}, values }, 403);
  if (result.status === 401 || result.code === "INVALID_EMAIL" || result.code === "INVALID_EMAIL_OR_PASSWORD") {
    return fail({ intent: "signin", error: signInErrors.wrongCredentials, fieldErrors: {}, values }, 401);
  }
  context.logger.warn({ status: result.status, code: result.code }, "sign-in: unexpected answer");
  return fail({ intent: "signin", error: signInErrors.unexpected, fieldErrors: {}, values }, 500);
}

async function signUp(context: AppLoadContext, request: Request, form: FormData) {
  // NUL characters are refused before cleaning would turn them into spaces.
  const rawName = formString(form, "name");
  const name = cleanName(rawName);
  const email = formString(form, "email").trim();
  const password = formString(form, "password");
  const accountTypeRaw = formString(form, "accountType") || "candidate";
  const values = { name: cleanName(withoutNul(rawName)), email: withoutNul(email), accountType: accountTypeRaw };
  const hidden = hiddenCharacterErrors({ name: rawName, email, password });
  if (Object.keys(hidden).length > 0) {
    return fail({ intent: "signup", error: signInErrors.hiddenCharacterSummary, fieldErrors: hidden, values }, 400);
  }

  const missing = missingCredentials(form, signUpSchema);
  if (missing) return fail({ intent: "signup", ...missing, values }, 400);
  const fieldErrors: SignInActionData["fieldErrors"] = {};
  const nameCheck = checkName(name);
  if (!nameCheck.ok) fieldErrors.name = nameCheck.message;
  if (!emailSchema.safeParse(email).success || email.length > 254) fieldErrors.email = signInErrors.invalidEmail;
  const problem = checkNewPassword(password, { email, name });
  if (problem) fieldErrors.password = problem.message;
  if (!isSelfServiceRole(accountTypeRaw)) fieldErrors.accountType = signInErrors.accountType;
  if (Object.keys(fieldErrors).length > 0) {
    return fail({ intent: "signup", error: "Please check the details you entered.", fieldErrors, values }, 400);
  }
  const accountType = accountTypeRaw as SelfServiceRole;

  const limit = await consumeAuthLimit(context.rateLimiter, "sign-up", context.clientIp);
  if (!limit.allowed) return tooManyAttempts(limit, { intent: "signup" as const, values });

  // accountType is read by the user-create hook in lib/auth/accounts.server.ts (roleForSignUp in auth-rules.server.ts), which sets the role and status from it.
  const body = { name, email, password, accountType } as { name: string; email: string; password: string };
  const result = await callAuth(() => context.auth.api.signUpEmail({ body, headers: request.headers, asResponse: true }));
  if (!result.ok) {
    if (isServerBusy(result)) return serverBusy(result, { intent: "signup" as const, values });
    if (result.code?.startsWith("PASSWORD_")) {
      return fail({ intent: "signup", error: "Please check the details you entered.", fieldErrors: { password: passwordMessageFrom(result) }, values }, 400);
    }
    if (result.code === "INVALID_EMAIL") {
      return fail({ intent: "signup", error: "Please check the details you entered.", fieldErrors: { email: signInErrors.invalidEmail }, values }, 400);
    }
    context.logger.warn({ status: result.status, code: result.code }, "sign-up: unexpected answer");
    return fail({ intent: "signup", error: signInErrors.unexpected, fieldErrors: {}, values }, 500);
  }
  // The same answer whether or not the address already had an account: back to sign in, with the spec's notice and
  // the address just typed (the page's own form keeps redirectTo in its address).
  return data<SignInActionData>({ intent: "signin", sentTo: email, fieldErrors: {}, values: { email } }, { headers: cookieHeaders([]) });
}

/**
 * "Send it again" after a sign-up: the address comes back from the page's hidden field. Counted against the same
 * hourly limit as the /verify-email page, and the same answer whether or not the address has an account.
 */
async function resendVerification(context: AppLoadContext, request: Request, form: FormData) {
  const email = formString(form, "email").trim();
  if (!emailSchema.safeParse(email).success || email.length > 254) {
    return fail({ intent: "signin", error: signInErrors.invalidEmail, fieldErrors: {}, values: {} }, 400);
  }
  const sent = await sendVerificationAgain(context, request, email);
  if (!sent.ok) return tooManyAttempts(sent.limit, { intent: "signin" as const, sentTo: email, values: { email } });
  return data<SignInActionData>({ intent: "signin", sentTo: email, resent: true, fieldErrors: {}, values: { email } }, { headers: cookieHeaders([]) });
}
