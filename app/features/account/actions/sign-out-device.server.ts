import { liveSessions, toDeviceViews } from "../view.server";
import { field, headersOf, result, type Step, text } from "./shared.server";
import { signOutThisDevice } from "./sign-out-this-device.server";

export async function signOutDevice(step: Step) {
  const intent = "sign-out-device";
  const sessionId = field(step.form, "sessionId") ?? "";
  const { user, session } = step.current;
  if (sessionId === session.id) return signOutThisDevice(step);
  // The form names a session by id; its token (a credential) never goes to the browser.
  const sessions = await liveSessions(step.context, user.id);
  const target = sessions.find((candidate) => candidate.id === sessionId);
  if (!target) return result(intent, { ok: true, message: "That device was already signed out." });
  const label = toDeviceViews([target], session.id)[0]!.label;
  const call = await step.cookies.run(() =>
    step.context.auth.api.revokeSession({ headers: headersOf(step), body: { token: target.token }, returnHeaders: true }),
  );
  if (!call.ok) return result(intent, { ok: false, message: call.failure.message ?? text.unexpected });
  return result(intent, { ok: true, message: `${label} has been signed out. If someone else had it, they can no longer use your account there.` });
}
