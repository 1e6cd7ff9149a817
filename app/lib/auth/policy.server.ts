import type { BetterAuthPlugin } from "better-auth";
import { auditTrail } from "./audit-trail.server";
import { signInAfterEmailConfirmation } from "./email-confirmation.server";
import { claimAuthenticatorCode } from "./one-use-codes.server";
import { requestChecks } from "./request-checks.server";
import type { AuthServices } from "./services.server";
import type { SignInLimits } from "./sign-in-limits.server";

/** Our own rules layered on better-auth: password policy, one-use codes, sign-up parity and the audit trail. */
export function policyPlugin(services: AuthServices, limits: SignInLimits) {
  return {
    id: "fcw-policy",
    endpoints: {
      signInAfterEmailConfirmation: signInAfterEmailConfirmation(services),
    },
    hooks: {
      before: [...requestChecks(services, limits), claimAuthenticatorCode(services)],
      after: [auditTrail(services, limits)],
    },
  } satisfies BetterAuthPlugin;
}
