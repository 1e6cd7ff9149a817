import { needsSecondFactor } from "~/features/auth/roles";
import { passwordOnlySchema } from "../schema";
import { headersOf, parse, passwordFailure, result, type Step, tooManyTries } from "./shared.server";

export async function disableTwoFactor(step: Step) {
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
