import crypto from "node:crypto";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ZodType } from "zod";
import type { AppLoadContext } from "react-router";
import { recordAudit } from "~/lib/audit.server";
import { requireUser } from "~/features/auth/guard.server";
import type { CurrentSession } from "~/features/auth/session.server";
import { formatWait } from "~/lib/dates";
import { CookieForwarder, type AuthFailure } from "../auth-call.server";
import { firstErrors, type FieldErrors, type Intent } from "../schema";
import type { AccountActionResult } from "../types";

/**
 * What the account page's forms share. Each form (one module per action beside this one) is checked with
 * its schema, then handed to better-auth through context.auth.api with the request's headers (so
 * better-auth sees the same session and client address), and the cookies better-auth sets are passed on.
 * Answers keep what was typed, never a password.
 */

export type Step = {
  context: AppLoadContext;
  request: Request;
  form: FormData;
  current: CurrentSession;
  cookies: CookieForwarder;
};

export const text = {
  unexpected: "Something went wrong. Please try again.",
  wrongPassword: "That password is not right. Check it and try again.",
  wrongCurrentPassword: "Your current password is not right. Check it and try again.",
  wrongCode: "That code did not work. Check the code your app shows now and try again.",
  setupExpired: "Your set-up has expired or was already finished. Start again below.",
} as const;

export function result(intent: Intent, fields: Omit<AccountActionResult, "intent" | "id">): AccountActionResult {
  return { intent, id: crypto.randomUUID(), ...fields };
}

export function field(form: FormData, name: string): string | undefined {
  const value = form.get(name);
  return typeof value === "string" ? value : undefined;
}

/**
 * Reads a form with its schema exactly as the browser does (Conform's parseWithZod), so both give the same
 * messages for the same input.
 */
export function parse<Output>(form: FormData, schema: ZodType<Output>): { success: true; data: Output } | { success: false; errors: FieldErrors } {
  const submission = parseWithZod(form, { schema });
  return submission.status === "success" ? { success: true, data: submission.value } : { success: false, errors: firstErrors(submission.error) };
}

/** Per person, so someone at an unlocked computer cannot guess the password or codes at speed. */
const limits = {
  password: [{ name: "15m", limit: 10, windowSeconds: 15 * 60 }],
  code: [{ name: "5m", limit: 10, windowSeconds: 5 * 60 }],
};

export async function tooManyTries(step: Step, kind: keyof typeof limits): Promise<string | null> {
  const decision = await step.context.rateLimiter.consume(`account-${kind}`, step.current.user.id, limits[kind]);
  if (decision.allowed) return null;
  return `You have tried too many times. Please wait ${formatWait(decision.retryAfterSeconds)} and try again.`;
}

/** A password check that failed, as a message for the password field; anything else for the whole form. */
export function passwordFailure(intent: Intent, failure: AuthFailure, fieldName = "password", wrong: string = text.wrongPassword): AccountActionResult {
  if (failure.code === "INVALID_PASSWORD") return result(intent, { ok: false, errors: { [fieldName]: wrong } });
  return result(intent, { ok: false, message: failure.message ?? text.unexpected });
}

export async function audit(step: Step, entry: Omit<Parameters<typeof recordAudit>[1], "actorUserId" | "subjectUserId">) {
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

export const headersOf = (step: Step) => step.request.headers;

/** The signed-in person and a forwarder for the cookies better-auth sets; every account action starts here. */
export async function begin(context: AppLoadContext, request: Request): Promise<Omit<Step, "form">> {
  const current = await requireUser(context, request);
  return { context, request, current, cookies: new CookieForwarder(context, request) };
}
