import { admin, twoFactor } from "better-auth/plugins";
import { defaultAc } from "better-auth/plugins/admin/access";
import { siteName } from "../organisation";
import type { AuthServices } from "./services.server";

/** How long an emailed sign-in code works, in minutes. */
export const EMAIL_CODE_MINUTES = 10;

/** Two-step sign-in: an authenticator app, a code by email, or a backup code. */
export function twoFactorPlugin({ env, mails, send }: AuthServices) {
  return twoFactor({
    issuer: siteName,
    otpOptions: {
      period: EMAIL_CODE_MINUTES,
      storeOTP: "hashed",
      allowedAttempts: 5,
      async sendOTP({ user, otp }) {
        await send(mails.signInCode({ to: user.email, name: user.name, code: otp, expiresInMinutes: EMAIL_CODE_MINUTES, userId: user.id }, env.organisation));
      },
    },
    backupCodeOptions: { amount: 10, length: 10, storeBackupCodes: "encrypted" },
    twoFactorCookieMaxAge: 10 * 60,
  });
}

/**
 * The admin plugin is kept for what it adds to every sign-in (roles, and suspension as its "ban"), not for
 * its endpoints: administration goes only through the product's own admin pages (features/dashboards),
 * which check the second factor and the rules and write the audit record. So no role, admin included, has
 * any of the plugin's rights, and the policy plugin refuses its endpoints to every caller.
 */
const noAdminRights = defaultAc.newRole({ user: [], session: [] });

export function adminPlugin({ env, rules }: AuthServices) {
  return admin({
    defaultRole: "candidate",
    adminRoles: ["admin"],
    roles: Object.fromEntries(rules.roles.map((role) => [role, noAdminRights])),
    bannedUserMessage: rules.messages.suspended(env.organisation.email),
  });
}
