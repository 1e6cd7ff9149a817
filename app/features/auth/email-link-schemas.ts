import { z } from "zod";
import { authText, signInErrors } from "./messages";
import { passwordMessages } from "./password-rules";
import type { SecondFactorMethod } from "./two-factor-methods";

/**
 * The schemas of the forms reached from emails and of the second sign-in step: forgotten password and a new
 * confirmation link (one email box), a new password, and the two-step code. The browser checks them on submit
 * (useSchemaForm) and the actions read the same schema first, so the words are the same with or without
 * JavaScript. As on the sign-in page, only what is missing or malformed is said here; the password policy and
 * the code itself are the action's to judge. Safe for the browser.
 */

export const EMAIL_MAX_LENGTH = 254;

export const emailFormSchema = z.object({
  email: z
    .string({ error: authText.missingEmail })
    .trim()
    .min(1, authText.missingEmail)
    .max(EMAIL_MAX_LENGTH, signInErrors.invalidEmail)
    .pipe(z.email({ error: signInErrors.invalidEmail })),
});

export const resetPasswordMessages = { summary: "Please choose a different password." } as const;

export const resetPasswordSchema = z
  .object({
    token: z.string().optional(),
    // Passwords are never trimmed: spaces can be part of them.
    password: z.string().optional(),
  })
  .superRefine((input, ctx) => {
    if (input.password) return;
    ctx.addIssue({ code: "custom", path: [], message: resetPasswordMessages.summary });
    ctx.addIssue({ code: "custom", path: ["password"], message: passwordMessages.missing });
  });

/**
 * Codes are typed with spaces as often as not. Numeric codes lose any spaces or dashes; backup codes
 * ("abcde-12345", case matters) get their dash back if it was left out.
 */
export function normaliseCode(raw: string, method: SecondFactorMethod): string {
  const compact = raw.replace(/\s+/g, "");
  if (method !== "backup") return compact.replace(/-/g, "");
  return /^[A-Za-z0-9]{10}$/.test(compact) ? `${compact.slice(0, 5)}-${compact.slice(5)}` : compact;
}

export function missingCodeMessage(method: SecondFactorMethod): string {
  return method === "backup" ? "Enter one of your backup codes." : "Enter the code.";
}

/** The code form for one way of giving the second factor; its value is the code as better-auth wants it. */
export function twoFactorCodeSchema(method: SecondFactorMethod) {
  const missing = missingCodeMessage(method);
  return z.object({
    code: z
      .string({ error: missing })
      .transform((raw) => normaliseCode(raw, method))
      // Conform reads an empty string as no value, here too: both say the code is missing.
      .pipe(z.string({ error: missing }).min(1, missing)),
  });
}
