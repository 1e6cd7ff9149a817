import { data, type AppLoadContext } from "react-router";
import { readForm } from "~/lib/read-form.server";
import { isIntent, type Intent } from "../schema";
import type { AccountActionResult } from "../types";
import { changeEmail } from "./change-email.server";
import { changePassword } from "./change-password.server";
import { confirmAuthenticator } from "./confirm-authenticator.server";
import { disableTwoFactor } from "./disable-two-factor.server";
import { enableEmailCodes } from "./enable-email-codes.server";
import { regenerateBackupCodes } from "./regenerate-backup-codes.server";
import { begin, type Step } from "./shared.server";
import { signOutDevice } from "./sign-out-device.server";
import { signOutEverywhere } from "./sign-out-everywhere.server";
import { signOutOtherDevices } from "./sign-out-other-devices.server";
import { signOutThisDevice } from "./sign-out-this-device.server";
import { startAuthenticator } from "./start-authenticator.server";
import { updateName } from "./update-name.server";

const handlers: Record<Intent, (step: Step) => Promise<AccountActionResult>> = {
  "update-name": updateName,
  "change-email": changeEmail,
  "change-password": changePassword,
  "start-authenticator": startAuthenticator,
  "confirm-authenticator": confirmAuthenticator,
  "enable-email-codes": enableEmailCodes,
  "regenerate-backup-codes": regenerateBackupCodes,
  "disable-two-factor": disableTwoFactor,
  "sign-out-device": signOutDevice,
  "sign-out-other-devices": signOutOtherDevices,
  "sign-out-this-device": signOutThisDevice,
  "sign-out-everywhere": signOutEverywhere,
};

/** The /account action: one form per intent, each handled by its own module. */
export async function accountAction(context: AppLoadContext, request: Request) {
  const started = await begin(context, request);
  const form = await readForm(request);
  const intent = form.get("intent");
  if (!isIntent(intent)) throw data("Unknown form.", { status: 400 });
  const step: Step = { ...started, form };
  const answer = await handlers[intent](step);
  return data(answer, { status: answer.ok ? 200 : 400, headers: step.cookies.headers });
}
