import { headersOf, result, type Step, text } from "./shared.server";

export async function signOutOtherDevices(step: Step) {
  const intent = "sign-out-other-devices";
  const call = await step.cookies.run(() => step.context.auth.api.revokeOtherSessions({ headers: headersOf(step), returnHeaders: true }));
  if (!call.ok) return result(intent, { ok: false, message: call.failure.message ?? text.unexpected });
  return result(intent, { ok: true, message: "You have been signed out of all your other devices. This device is still signed in." });
}
