import { nameSchema } from "../schema";
import { field, headersOf, parse, result, type Step, text } from "./shared.server";

export async function updateName(step: Step) {
  const intent = "update-name";
  const parsed = parse(step.form, nameSchema);
  if (!parsed.success) return result(intent, { ok: false, errors: parsed.errors, values: { name: field(step.form, "name") ?? "" } });
  const call = await step.cookies.run(() =>
    step.context.auth.api.updateUser({ headers: headersOf(step), body: { name: parsed.data.name }, returnHeaders: true }),
  );
  if (!call.ok) return result(intent, { ok: false, message: call.failure.message ?? text.unexpected, values: { name: parsed.data.name } });
  return result(intent, { ok: true, message: "Your name has been saved." });
}
