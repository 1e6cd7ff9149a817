import { authenticatorSetup } from "../authenticator.server";
import { passwordOnlySchema } from "../schema";
import { headersOf, parse, passwordFailure, result, type Step, tooManyTries } from "./shared.server";

export async function startAuthenticator(step: Step) {
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
