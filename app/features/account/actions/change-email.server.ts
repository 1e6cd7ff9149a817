import { emailSchema, messages } from "../schema";
import { field, headersOf, parse, result, type Step, text, tooManyTries } from "./shared.server";

export async function changeEmail(step: Step) {
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
  // The password travels in the same request and is checked by the policy hook in lib/auth/request-checks.server.ts.
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
