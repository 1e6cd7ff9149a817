import { signInErrors } from "./messages";

/**
 * A person's name as every door stores it (the sign-up form, the account page, better-auth's own
 * endpoints, the admin command): control characters and runs of spaces or line breaks become one space,
 * and the ends are trimmed. Safe for the browser.
 */

export const NAME_MAX_LENGTH = 100;

export function cleanName(raw: string): string {
  return raw
    .replace(/\p{Cc}/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** The cleaned name, or the sign-up form's message for why it cannot be stored. */
export function checkName(raw: unknown): { ok: true; name: string } | { ok: false; message: string } {
  const name = typeof raw === "string" ? cleanName(raw) : "";
  if (!name) return { ok: false, message: signInErrors.nameMissing };
  if (name.length > NAME_MAX_LENGTH) return { ok: false, message: signInErrors.nameTooLong };
  return { ok: true, name };
}
