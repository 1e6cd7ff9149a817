/** The three ways to give the second factor at sign-in. */
export type SecondFactorMethod = "app" | "email" | "backup";

/** The address's `offer=email`, set at sign-in for a person with no authenticator app. */
export const EMAIL_ONLY_OFFER = "email";

/**
 * The ways to give the second factor this person has: without an authenticator app, only a code by email (backup
 * codes come with an app: the account page never shows them to someone who chose email codes). The address says
 * so only to choose what the page offers; what is accepted is better-auth's to decide.
 */
export function offeredMethods(offer: string | null): SecondFactorMethod[] {
  return offer === EMAIL_ONLY_OFFER ? ["email"] : ["app", "email", "backup"];
}
