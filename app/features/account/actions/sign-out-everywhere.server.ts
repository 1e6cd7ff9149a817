import { redirect } from "react-router";
import { headersOf, type Step } from "./shared.server";
import { signOutThisDevice } from "./sign-out-this-device.server";

export async function signOutEverywhere(step: Step): Promise<never> {
  const call = await step.cookies.run(() => step.context.auth.api.revokeSessions({ headers: headersOf(step), returnHeaders: true }));
  if (!call.ok) return signOutThisDevice(step);
  throw redirect("/account/signed-out?everywhere=1", { headers: step.cookies.headers });
}
