import { z } from "zod";
import { cleanName, NAME_MAX_LENGTH } from "~/features/auth/names";

/**
 * The forms on the account page. Every form posts to the /account action with an `intent` naming it; the
 * schemas here are the only place their rules live. Safe for the browser.
 */

export const intents = [
  "update-name",
  "change-email",
  "change-password",
  "start-authenticator",
  "confirm-authenticator",
  "enable-email-codes",
  "regenerate-backup-codes",
  "disable-two-factor",
  "sign-out-device",
  "sign-out-other-devices",
  "sign-out-this-device",
  "sign-out-everywhere",
] as const;
export type Intent = (typeof intents)[number];

export function isIntent(value: unknown): value is Intent {
  return typeof value === "string" && (intents as readonly string[]).includes(value);
}

export const passwordRules = { min: 8, recommended: 15, max: 128 } as const;

export const messages = {
  nameMissing: "Enter your full name.",
  nameTooShort: "Your name must be at least 2 characters.",
  nameTooLong: "Your name must be 100 characters or fewer.",
  emailInvalid: "Enter an email address in the correct format, like name@example.com.",
  emailSame: "That is already the email address on your account.",
  currentPasswordMissing: "Enter your current password.",
  passwordMissing: "Enter your password.",
  newPasswordMissing: "Enter a new password.",
  newPasswordTooShort: `Your new password must be at least ${passwordRules.min} characters.`,
  newPasswordTooLong: `Your new password must be ${passwordRules.max} characters or fewer.`,
  // No password we hold is longer; refused before it is checked, the same words as the sign-in form.
  passwordTooLong: `Your password must be ${passwordRules.max} characters or fewer.`,
  newPasswordSame: "Your new password must be different from your current password.",
  confirmMismatch: "The two new passwords do not match. Type the same password in both boxes.",
  codeMissing: "Enter the 6-digit code from your authenticator app.",
  codeFormat: "The code is 6 numbers, like 123456.",
} as const;

const password = (missing: string) =>
  // Passwords are never trimmed: spaces can be part of them.
  z.string({ error: missing }).min(1, { error: missing }).max(passwordRules.max, { error: messages.passwordTooLong });

export const nameSchema = z.object({
  name: z
    .string({ error: messages.nameMissing })
    // The same cleaning as at sign-up: line breaks and runs of spaces become one space.
    .transform(cleanName)
    // Conform reads an empty string as missing inside the pipe too, so the inner string needs the message as well.
    .pipe(
      z
        .string({ error: messages.nameMissing })
        .min(1, { error: messages.nameMissing })
        .min(2, { error: messages.nameTooShort })
        .max(NAME_MAX_LENGTH, { error: messages.nameTooLong }),
    ),
});

export const emailSchema = z.object({
  newEmail: z
    .string({ error: messages.emailInvalid })
    .trim()
    .toLowerCase()
    .max(254, { error: messages.emailInvalid })
    .pipe(z.email({ error: messages.emailInvalid })),
  // Moving the account to another address is as sensitive as changing the password: it asks for it too.
  password: password(messages.passwordMissing),
});

export const changePasswordSchema = z
  .object({
    currentPassword: password(messages.currentPasswordMissing),
    newPassword: z
      .string({ error: messages.newPasswordMissing })
      .min(1, { error: messages.newPasswordMissing })
      .min(passwordRules.min, { error: messages.newPasswordTooShort })
      .max(passwordRules.max, { error: messages.newPasswordTooLong }),
    confirmPassword: z.string().optional(),
    // A checkbox: "yes" when ticked, absent when not.
    signOutOthers: z.literal("yes").optional(),
  })
  .superRefine((value, ctx) => {
    if (value.newPassword && value.currentPassword && value.newPassword === value.currentPassword) {
      ctx.addIssue({ code: "custom", path: ["newPassword"], message: messages.newPasswordSame });
    }
    if (value.newPassword.length >= passwordRules.min && (value.confirmPassword ?? "") !== value.newPassword) {
      ctx.addIssue({ code: "custom", path: ["confirmPassword"], message: messages.confirmMismatch });
    }
  });

/** Forms that only ask for the password again before a change to how the person signs in. */
export const passwordOnlySchema = z.object({ password: password(messages.passwordMissing) });

export const codeSchema = z.object({
  // People copy codes with spaces ("123 456"); only the digits matter.
  code: z
    .string({ error: messages.codeMissing })
    .transform((value) => value.replace(/[\s-]/g, ""))
    .pipe(z.string({ error: messages.codeMissing }).min(1, { error: messages.codeMissing }).regex(/^\d{6}$/, { error: messages.codeFormat })),
});

export const deleteAccountSchema = z.object({ password: password(messages.passwordMissing) });

export type FieldErrors = Partial<Record<string, string>>;

/** The first message for each field, from Conform's errors (keyed by the field's name). */
export function firstErrors(errors: Record<string, string[] | null> | null | undefined): FieldErrors {
  const first: FieldErrors = {};
  for (const [name, messages] of Object.entries(errors ?? {})) {
    if (messages?.[0]) first[name] = messages[0];
  }
  return first;
}
