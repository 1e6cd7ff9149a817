import { authenticatorSetup } from "../authenticator.server";
import { codeSchema } from "../schema";
import { authenticatorRecord } from "../view.server";
import { audit, field, headersOf, parse, result, type Step, text, tooManyTries } from "./shared.server";

export async function confirmAuthenticator(step: Step) {
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
