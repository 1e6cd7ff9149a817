import { passwordOnlySchema } from "../schema";
import { headersOf, parse, passwordFailure, result, type Step, tooManyTries } from "./shared.server";

export async function regenerateBackupCodes(step: Step) {
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
