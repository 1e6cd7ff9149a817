/** Words shown on the account pages. The quoted ones are the spec's exact wording. */
export const authText = {
  signingIn: "Signing in...",
  creatingAccount: "Creating account...",
  checkEmail: "Please check your email to verify your account.",
  missingCredentials: "You must provide either an email or phone number and a password",
  missingEmail: "You must provide either an email or phone number.",
  accessDenied: "Access denied",
  noPermission: "This account does not have permission to view this area.",
  loading: "Loading…",
} as const;

export const signInErrors = {
  wrongCredentials: "The email address or password is not right. Check them and try again.",
  unverified:
    "You need to confirm your email address before you can sign in. We have sent you a new link: check your inbox, and your spam or junk folder.",
  invalidEmail: "Enter an email address in the right format, like name@example.com.",
  nameMissing: "Enter your full name.",
  nameTooLong: "Your name must be 100 characters or fewer.",
  accountType: "Choose the type of account you need.",
  /** A NUL character (which a keyboard cannot type, but a pasted or scripted value can hold). */
  hiddenCharacter: (what: string) => `${what} contains a hidden character that is not allowed. Type it again.`,
  hiddenCharacterSummary: "Please check the details you entered.",
  unexpected: "Something went wrong on our side. Please try again. If it keeps happening, call us: our number is at the bottom of this page.",
} as const;

/** Plain-English words for better-auth's error codes. */
const codeMessages: Record<string, string> = {
  INVALID_EMAIL_OR_PASSWORD: signInErrors.wrongCredentials,
  INVALID_PASSWORD: signInErrors.wrongCredentials,
  EMAIL_NOT_VERIFIED: signInErrors.unverified,
  INVALID_EMAIL: signInErrors.invalidEmail,
  INVALID_CODE: "That code is not right. Check it and try again.",
  INVALID_BACKUP_CODE: "That backup code is not right, or it has already been used. Each backup code works once.",
  OTP_HAS_EXPIRED: "That code has run out. Ask for a new one and try again.",
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: "Too many wrong codes. Please sign in again to get a new chance.",
  ACCOUNT_TEMPORARILY_LOCKED:
    "Too many wrong codes were entered for this account, so it is locked for 15 minutes. Please try again after that.",
  INVALID_TWO_FACTOR_COOKIE: "Your sign-in took too long and has run out. Please sign in again.",
  INVALID_TOKEN: "This link is not valid. It may have been copied wrongly or already used.",
  TOKEN_EXPIRED: "This link has run out.",
  INVALID_CHARACTER: "Something you entered contains a hidden character that is not allowed. Type it again.",
  USER_NOT_FOUND: "This link is not valid. It may have been copied wrongly or already used.",
};

export function messageForCode(code: string | undefined, fallback: string = signInErrors.unexpected): string {
  return (code && codeMessages[code]) || fallback;
}
