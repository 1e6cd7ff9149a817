import { erasePersonalData } from "~/features/account/erasure.server";
import { areaPath } from "~/features/dashboards/areas";
import type { AuthRules } from "~/lib/auth/rules.server";
import { recordAudit } from "~/lib/audit.server";
import { authCookiePrefix } from "./cookies.server";
import { checkEmailToken, emailTokenClaims } from "./email-token.server";
import {
  approvalRequestMail,
  changeEmailMail,
  existingAccountMail,
  passwordChangedMail,
  resetPasswordMail,
  signInCodeMail,
  verificationMail,
} from "./emails.server";
import { checkName } from "./names";
import { refuseNulCharacters } from "./nul-characters.server";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "./password-rules";
import { checkNewPassword, createPasswordHasher, HashingBusyError } from "./password.server";
import { betterAuthRateLimitStorage, busyMessage, consumeSignInFailure, signInPausedMessage } from "./rate-limits.server";
import { initialStatusFor, isSelfServiceRole, roleNeedsApproval } from "./roles";
import { roles } from "../../../db/schema/vocabulary";

export function suspendedMessage(contactEmail: string): string {
  return `This account has been suspended. If you think this is a mistake, contact us at ${contactEmail}.`;
}

/** The product's rules for accounts, handed to createAuth (app/lib/auth/create-auth.server.ts) by server/start.ts and scripts. */
export const authRules: AuthRules = {
  recordAudit,
  mails: {
    verification: verificationMail,
    existingAccount: existingAccountMail,
    resetPassword: resetPasswordMail,
    passwordChanged: passwordChangedMail,
    signInCode: signInCodeMail,
    changeEmail: changeEmailMail,
    approvalRequest: approvalRequestMail,
  },
  messages: { busy: busyMessage, signInPaused: signInPausedMessage, suspended: suspendedMessage },
  checkName,
  checkNewPassword,
  passwordLength: { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH },
  roleNeedsApproval,
  createPasswordHasher,
  hashingBusySeconds: (error) => (error instanceof HashingBusyError ? error.retryAfterSeconds : null),
  consumeSignInFailure,
  rateLimitStorage: betterAuthRateLimitStorage,
  emailTokenClaims,
  checkEmailToken,
  cookiePrefix: authCookiePrefix,
  roles,
  // People choose candidate, employer or partner when signing up; other roles come from an admin.
  roleForSignUp(requested) {
    const role = isSelfServiceRole(requested) ? requested : "candidate";
    return { role, accountStatus: initialStatusFor(role) };
  },
  firstPlugin: refuseNulCharacters,
  accountReviewPath: (userId) => areaPath("adminAccount", { userId }),
  beforeDeleteUser: erasePersonalData,
};
