import { redirect } from "react-router";
import { headersOf, type Step } from "./shared.server";

export async function signOutThisDevice(step: Step): Promise<never> {
  const call = await step.cookies.run(() => step.context.auth.api.signOut({ headers: headersOf(step), returnHeaders: true }));
  if (!call.ok) step.context.logger.warn({ code: call.failure.code }, "account: sign-out refused");
  throw redirect("/account/signed-out", { headers: step.cookies.headers });
}
