import crypto from "node:crypto";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ZodType } from "zod";
import { data, redirect, type AppLoadContext } from "react-router";
import { removeUploadsWithoutRows, uploadKeysOfAccount } from "~/features/applications/uploads.server";
import { recordAudit } from "~/features/auth/audit.server";
import { requireUser } from "~/features/auth/guard.server";
import { needsSecondFactor } from "~/features/auth/roles";
import type { CurrentSession } from "~/features/auth/session.server";
import { authenticatorSetup } from "./authenticator.server";
import { CookieForwarder, type AuthFailure } from "./auth-call.server";
import { formatWait } from "~/lib/dates";
import {
  changePasswordSchema,
  codeSchema,
  deleteAccountSchema,
  emailSchema,
  firstErrors,
  type FieldErrors,
  isIntent,
  messages,
  nameSchema,
  passwordOnlySchema,
  type Intent,
} from "./schema";
import type { AccountActionResult } from "./types";
import { authenticatorRecord, liveSessions, toDeviceViews } from "./view.server";
import { readForm } from "~/lib/read-form.server";

/**
 * The account page's forms. Each one is checked with its schema, then handed to better-auth through
 * context.auth.api with the request's headers (so better-auth sees the same session and client address),
 * and the cookies better-auth sets are passed on. Answers keep what was typed, never a password.
 */

type Step = {
  context: AppLoadContext;
  request: Request;
  form: FormData;
  current: CurrentSession;
  cookies: CookieForwarder;
};

const text = {
  unexpected: "Something went wrong. Please try again.",
  wrongPassword: "That password is not right. Check it and try again.",
  wrongCurrentPassword: "Your current password is not right. Check it and try again.",
  wrongCode: "That code did not work. Check the code your app shows now and try again.",
  setupExpired: "Your set-up has expired or was already finished. Start again below.",
} as const;

function result(intent: Intent, fields: Omit<AccountActionResult, "intent" | "id">): AccountActionResult {
  return { intent, id: crypto.randomUUID(), ...fields };
}

function field(form: FormData, name: string): string | undefined {
  const value = form.get(name);
  return typeof value === "string" ? value : undefined;
}

/**
 * Reads a form with its schema exactly as the browser does (Conform's parseWithZod), so both give the same
 * messages for the same input.
 */
function parse<Output>(form: FormData, schema: ZodType<Output>): { success: true; data: Output } | { success: false; errors: FieldErrors } {
  const submission = parseWithZod(form, { schema });
  return submission.status === "success" ? { success: true, data: submission.value } : { success: false, errors: firstErrors(submission.error) };
}

/** Per person, so someone at an unlocked computer cannot guess the password or codes at speed. */
const limits = {
  password: [{ name: "15m", limit: 10, windowSeconds: 15 * 60 }],
  code: [{ name: "5m", limit: 10, windowSeconds: 5 * 60 }],
};

async function tooManyTries(step: Step, kind: keyof typeof limits): Promise<string | null> {
  const decision = await step.context.rateLimiter.consume(`account-${kind}`, step.current.user.id, limits[kind]);
  if (decision.allowed) return null;
  return `You have tried too many times. Please wait ${formatWait(decision.retryAfterSeconds)} and try again.`;
}

/** A password check that failed, as a message for the password field; anything else for the whole form. */
function passwordFailure(intent: Intent, failure: AuthFailure, fieldName = "password", wrong: string = text.wrongPassword): AccountActionResult {
  if (failure.code === "INVALID_PASSWORD") return result(intent, { ok: false, errors: { [fieldName]: wrong } });
  return result(intent, { ok: false, message: failure.message ?? text.unexpected });
}

async function audit(step: Step, entry: Omit<Parameters<typeof recordAudit>[1], "actorUserId" | "subjectUserId">) {
  const { user } = step.current;
  try {
    await recordAudit(step.context.database.db, {
      actorUserId: user.id,
      subjectUserId: user.id,
      clientHash: step.context.rateLimiter.clientKey(step.context.clientIp),
      ...entry,
    });
  } catch (error) {
    // The change itself has happened; a missing record must be loud in the logs.
    step.context.logger.error({ err: error, event: entry.event }, "account: could not record audit event");
  }
}

const headersOf = (step: Step) => step.request.headers;

async function updateName(step: Step) {
  const intent = "update-name";
  const parsed = parse(step.form, nameSchema);
  if (!parsed.success) return result(intent, { ok: false, errors: parsed.errors, values: { name: field(step.form, "name") ?? "" } });
  const call = await step.cookies.run(() =>
    step.context.auth.api.updateUser({ headers: headersOf(step), body: { name: parsed.data.name }, returnHeaders: true }),
  );
  if (!call.ok) return result(intent, { ok: false, message: call.failure.message ?? text.unexpected, values: { name: parsed.data.name } });
  return result(intent, { ok: true, message: "Your name has been saved." });
}

async function changeEmail(step: Step) {
  const intent = "change-email";
  const typed = field(step.form, "newEmail") ?? "";
  const values = { newEmail: typed };
  const parsed = parse(step.form, emailSchema);
  if (!parsed.success) return result(intent, { ok: false, errors: parsed.errors, values });
  const { newEmail, password } = parsed.data;
  const { user } = step.current;
  if (newEmail === user.email.toLowerCase()) return result(intent, { ok: false, errors: { newEmail: messages.emailSame }, values });
  const wait = await tooManyTries(step, "password");
  if (wait) return result(intent, { ok: false, message: wait, values });
  // The password travels in the same request and is checked by the policy hook in lib/auth.server.ts.
  const body = { newEmail, callbackURL: "/account", password } as { newEmail: string; callbackURL: string };
  const call = await step.cookies.run(() => step.context.auth.api.changeEmail({ headers: headersOf(step), body, returnHeaders: true }));
  if (!call.ok) {
    if (call.failure.code === "INVALID_PASSWORD") return result(intent, { ok: false, errors: { password: text.wrongPassword }, values });
    return result(intent, { ok: false, message: call.failure.message ?? text.unexpected, values });
  }
  // The same answer whether or not another account already uses the address.
  return result(intent, {
    ok: true,
    message: `We have sent an email to ${user.email}. Open the link in it to approve the change. We will then send a link to ${newEmail} to check it is yours, and your address changes when you open that one. If nothing arrives within 10 minutes, check your spam folder. We cannot move your account to an address that already has an account with us.`,
  });
}

async function changePassword(step: Step) {
  const intent = "change-password";
  const signOutOthers = field(step.form, "signOutOthers") === "yes";
  const values = { signOutOthers: signOutOthers ? "yes" : "no" };
  const parsed = parse(step.form, changePasswordSchema);
  if (!parsed.success) return result(intent, { ok: false, errors: parsed.errors, values });
  const wait = await tooManyTries(step, "password");
  if (wait) return result(intent, { ok: false, message: wait, values });
  const call = await step.cookies.run(() =>
    step.context.auth.api.changePassword({
      headers: headersOf(step),
      body: { currentPassword: parsed.data.currentPassword, newPassword: parsed.data.newPassword, revokeOtherSessions: signOutOthers },
      returnHeaders: true,
    }),
  );
  if (!call.ok) {
    const { failure } = call;
    if (failure.code === "INVALID_PASSWORD") return result(intent, { ok: false, errors: { currentPassword: text.wrongCurrentPassword }, values });
    // The password policy (length, common passwords) answers with its own plain message.
    if (failure.code?.startsWith("PASSWORD_")) return result(intent, { ok: false, errors: { newPassword: failure.message ?? text.unexpected }, values });
    return result(intent, { ok: false, message: failure.message ?? text.unexpected, values });
  }
  return result(intent, {
    ok: true,
    message: signOutOthers
      ? "Your password has been changed, and all your other devices have been signed out."
      : "Your password has been changed.",
  });
}

async function startAuthenticator(step: Step) {
  const intent = "start-authenticator";
  const parsed = parse(step.form, passwordOnlySchema);
  if (!parsed.success) return result(intent, { ok: false, errors: parsed.errors });
  const wait = await tooManyTries(step, "password");
  if (wait) return result(intent, { ok: false, message: wait });
  const call = await step.cookies.run(() =>
    step.context.auth.api.enableTwoFactor({ headers: headersOf(step), body: { password: parsed.data.password, method: "totp" }, returnHeaders: true }),
  );
  if (!call.ok) {
    if (call.failure.code === "TOTP_ALREADY_ENABLED") return result(intent, { ok: false, message: "An authenticator app is already set up on your account." });
    return passwordFailure(intent, call.failure);
  }
  // The backup codes made now are shown only once the app is confirmed, so nobody saves codes for a set-up
  // they then abandon.
  const setup = "totpURI" in call.response ? await authenticatorSetup(call.response.totpURI) : null;
  if (!setup) throw new Error("two-factor: enable did not return an authenticator address");
  return result(intent, { ok: true, authenticator: setup });
}

async function confirmAuthenticator(step: Step) {
  const intent = "confirm-authenticator";
  const setup = await authenticatorSetup(field(step.form, "totpUri") ?? "");
  const { user } = step.current;
  const record = await authenticatorRecord(step.context, user.id);
  // Only a set-up still waiting for its first code: confirming twice must not show the backup codes again.
  if (!setup || !record || record.verified !== false) {
    const finished = record !== null && record.verified !== false;
    return result(intent, { ok: false, message: finished ? "Your authenticator app is already set up." : text.setupExpired });
  }
  const parsed = parse(step.form, codeSchema);
  if (!parsed.success) return result(intent, { ok: false, errors: parsed.errors, authenticator: setup });
  const wait = await tooManyTries(step, "code");
  if (wait) return result(intent, { ok: false, message: wait, authenticator: setup });
  const call = await step.cookies.run(() =>
    step.context.auth.api.verifyTOTP({ headers: headersOf(step), body: { code: parsed.data.code }, returnHeaders: true }),
  );
  if (!call.ok) {
    const { failure } = call;
    const message = failure.code === "INVALID_CODE" ? text.wrongCode : (failure.message ?? text.wrongCode);
    return result(intent, { ok: false, errors: { code: message }, authenticator: setup });
  }
  if (user.twoFactorEnabled) {
    // Email codes were already on; auth-core records the first switch-on, so record the app being added here.
    await audit(step, { event: "two_factor_enabled", sessionId: step.current.session.id, detail: { method: "authenticator", added: true } });
  }
  const { backupCodes } = await step.context.auth.api.viewBackupCodes({ body: { userId: user.id } });
  return result(intent, {
    ok: true,
    message: "Two-step sign-in is on. From now on, after your password you will type the code your authenticator app shows.",
    backupCodes,
  });
}

async function enableEmailCodes(step: Step) {
  const intent = "enable-email-codes";
  const parsed = parse(step.form, passwordOnlySchema);
  if (!parsed.success) return result(intent, { ok: false, errors: parsed.errors });
  const wait = await tooManyTries(step, "password");
  if (wait) return result(intent, { ok: false, message: wait });
  const call = await step.cookies.run(() =>
    step.context.auth.api.enableTwoFactor({ headers: headersOf(step), body: { password: parsed.data.password, method: "otp" }, returnHeaders: true }),
  );
  if (!call.ok) return passwordFailure(intent, call.failure);
  await audit(step, { event: "two_factor_enabled", sessionId: step.current.session.id, detail: { method: "email_code" } });
  return result(intent, {
    ok: true,
    message: `Two-step sign-in is on. When you sign in, choose 'Email me a code' and we will send a code to ${step.current.user.email}.`,
  });
}

async function regenerateBackupCodes(step: Step) {
  const intent = "regenerate-backup-codes";
  const parsed = parse(step.form, passwordOnlySchema);
  if (!parsed.success) return result(intent, { ok: false, errors: parsed.errors });
  const wait = await tooManyTries(step, "password");
  if (wait) return result(intent, { ok: false, message: wait });
  const call = await step.cookies.run(() =>
    step.context.auth.api.generateBackupCodes({ headers: headersOf(step), body: { password: parsed.data.password }, returnHeaders: true }),
  );
  if (!call.ok) return passwordFailure(intent, call.failure);
  return result(intent, {
    ok: true,
    message: "Here are your new backup codes. Your old backup codes no longer work.",
    backupCodes: call.response.backupCodes,
  });
}

async function disableTwoFactor(step: Step) {
  const intent = "disable-two-factor";
  const parsed = parse(step.form, passwordOnlySchema);
  if (!parsed.success) return result(intent, { ok: false, errors: parsed.errors });
  const wait = await tooManyTries(step, "password");
  if (wait) return result(intent, { ok: false, message: wait });
  const call = await step.cookies.run(() =>
    step.context.auth.api.disableTwoFactor({ headers: headersOf(step), body: { password: parsed.data.password }, returnHeaders: true }),
  );
  if (!call.ok) return passwordFailure(intent, call.failure);
  return result(intent, {
    ok: true,
    message: needsSecondFactor(step.current.user)
      ? "Two-step sign-in is off. Your account type needs it: set it up again before you open pages with information about other people."
      : "Two-step sign-in is off. You will sign in with just your password.",
  });
}

async function signOutDevice(step: Step) {
  const intent = "sign-out-device";
  const sessionId = field(step.form, "sessionId") ?? "";
  const { user, session } = step.current;
  if (sessionId === session.id) return signOutThisDevice(step);
  // The form names a session by id; its token (a credential) never goes to the browser.
  const sessions = await liveSessions(step.context, user.id);
  const target = sessions.find((candidate) => candidate.id === sessionId);
  if (!target) return result(intent, { ok: true, message: "That device was already signed out." });
  const label = toDeviceViews([target], session.id)[0]!.label;
  const call = await step.cookies.run(() =>
    step.context.auth.api.revokeSession({ headers: headersOf(step), body: { token: target.token }, returnHeaders: true }),
  );
  if (!call.ok) return result(intent, { ok: false, message: call.failure.message ?? text.unexpected });
  return result(intent, { ok: true, message: `${label} has been signed out. If someone else had it, they can no longer use your account there.` });
}

async function signOutOtherDevices(step: Step) {
  const intent = "sign-out-other-devices";
  const call = await step.cookies.run(() => step.context.auth.api.revokeOtherSessions({ headers: headersOf(step), returnHeaders: true }));
  if (!call.ok) return result(intent, { ok: false, message: call.failure.message ?? text.unexpected });
  return result(intent, { ok: true, message: "You have been signed out of all your other devices. This device is still signed in." });
}

async function signOutThisDevice(step: Step): Promise<never> {
  const call = await step.cookies.run(() => step.context.auth.api.signOut({ headers: headersOf(step), returnHeaders: true }));
  if (!call.ok) step.context.logger.warn({ code: call.failure.code }, "account: sign-out refused");
  throw redirect("/account/signed-out", { headers: step.cookies.headers });
}

async function signOutEverywhere(step: Step): Promise<never> {
  const call = await step.cookies.run(() => step.context.auth.api.revokeSessions({ headers: headersOf(step), returnHeaders: true }));
  if (!call.ok) return signOutThisDevice(step);
  throw redirect("/account/signed-out?everywhere=1", { headers: step.cookies.headers });
}

const handlers: Record<Intent, (step: Step) => Promise<AccountActionResult>> = {
  "update-name": updateName,
  "change-email": changeEmail,
  "change-password": changePassword,
  "start-authenticator": startAuthenticator,
  "confirm-authenticator": confirmAuthenticator,
  "enable-email-codes": enableEmailCodes,
  "regenerate-backup-codes": regenerateBackupCodes,
  "disable-two-factor": disableTwoFactor,
  "sign-out-device": signOutDevice,
  "sign-out-other-devices": signOutOtherDevices,
  "sign-out-this-device": signOutThisDevice,
  "sign-out-everywhere": signOutEverywhere,
};

async function begin(context: AppLoadContext, request: Request): Promise<Omit<Step, "form">> {
  const current = await requireUser(context, request);
  return { context, request, current, cookies: new CookieForwarder(context, request) };
}

/** The /account action: one form per intent. */
export async function accountAction(context: AppLoadContext, request: Request) {
  const started = await begin(context, request);
  const form = await readForm(request);
  const intent = form.get("intent");
  if (!isIntent(intent)) throw data("Unknown form.", { status: 400 });
  const step: Step = { ...started, form };
  const answer = await handlers[intent](step);
  return data(answer, { status: answer.ok ? 200 : 400, headers: step.cookies.headers });
}

export type DeleteAccountResult = { id: string; errors?: Record<string, string | undefined>; message?: string };

/** The /account/delete action: checks the password, then removes the account and all its sessions. */
export async function deleteAccountAction(context: AppLoadContext, request: Request) {
  const started = await begin(context, request);
  const form = await readForm(request);
  const step: Step = { ...started, form };
  const answer = (fields: Omit<DeleteAccountResult, "id">) =>
    data<DeleteAccountResult>({ id: crypto.randomUUID(), ...fields }, { status: 400, headers: step.cookies.headers });
  const parsed = parse(form, deleteAccountSchema);
  if (!parsed.success) return answer({ errors: parsed.errors });
  const wait = await tooManyTries(step, "password");
  if (wait) return answer({ message: wait });
  // CV files sent with the person's applications: their rows go with the account (cascade), the files just after.
  const uploads = await uploadKeysOfAccount(context.database.db, started.current.user.id);
  const call = await step.cookies.run(() =>
    context.auth.api.deleteUser({ headers: request.headers, body: { password: parsed.data.password }, returnHeaders: true }),
  );
  if (!call.ok) {
    if (call.failure.code === "INVALID_PASSWORD") return answer({ errors: { password: text.wrongPassword } });
    return answer({ message: call.failure.message ?? text.unexpected });
  }
  // A file left behind by a failure here is removed by the retention sweep's clean-up of files without rows.
  await removeUploadsWithoutRows(context.database.db, context.env.uploadDir, uploads).catch((error: unknown) => {
    context.logger.warn({ err: error }, "could not remove a deleted account's uploaded files; the next sweep will");
  });
  // better-auth's afterDelete hook records account_deleted in the audit table.
  throw redirect("/account/deleted", { headers: step.cookies.headers });
}
