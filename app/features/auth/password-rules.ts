/** The password policy's numbers and wording, shared by the browser and the server. */

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_RECOMMENDED_LENGTH = 15;
export const PASSWORD_MAX_LENGTH = 128;

export const passwordHint = `Use at least ${PASSWORD_MIN_LENGTH} characters. ${PASSWORD_RECOMMENDED_LENGTH} or more is safer: try three or four random words. You can paste from a password manager.`;

export const passwordMessages = {
  missing: "Enter a password.",
  too_short: `Your password must be at least ${PASSWORD_MIN_LENGTH} characters.`,
  too_long: `Your password must be ${PASSWORD_MAX_LENGTH} characters or fewer.`,
  too_common: "This password is one of the most common passwords, so it is easy to guess. Choose a different one.",
  contains_email: "Your password must not be your email address. Choose a different one.",
  too_weak: "This password would be easy to guess. Choose a different one: three or four random words together work well.",
} as const;

/** Longer than the policy allows, counting characters as people see them (as the server's policy does). */
export function isOverLongPassword(password: string): boolean {
  return password.length > PASSWORD_MAX_LENGTH && (password.length > PASSWORD_MAX_LENGTH * 2 || [...password].length > PASSWORD_MAX_LENGTH);
}
