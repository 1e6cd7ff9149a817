import { changePasswordSchema } from "../schema";
import { field, headersOf, parse, result, type Step, text, tooManyTries } from "./shared.server";

export async function changePassword(step: Step) {
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
