import { passwordOnlySchema } from "../schema";
import { audit, headersOf, parse, passwordFailure, result, type Step, tooManyTries } from "./shared.server";

export async function enableEmailCodes(step: Step) {
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
