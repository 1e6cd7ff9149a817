import { z } from "zod";
import { authText, signInErrors } from "./messages";
import { passwordMessages } from "./password-rules";

/**
 * The sign-in page's two forms. The browser checks only that the email address and password are there, with
 * the spec's words; everything else (the address's format, the password policy, the common-password list) is
 * answered by the action, which reads the same schema first, so a person sees every problem at once. Safe for
 * the browser.
 */

export const signInFieldMessages = { emailMissing: "Enter your email address.", passwordMissing: "Enter your password." } as const;

/** Missing email or password: the spec's message for the whole form, and one under each empty field. */
function requireCredentials(messages: { password: string; name?: string }) {
  return (input: { name?: string; email?: string; password?: string }, ctx: z.RefinementCtx) => {
    if (input.email && input.password) return;
    ctx.addIssue({ code: "custom", path: [], message: authText.missingCredentials });
    if (messages.name && !input.name) ctx.addIssue({ code: "custom", path: ["name"], message: messages.name });
    if (!input.email) ctx.addIssue({ code: "custom", path: ["email"], message: signInFieldMessages.emailMissing });
    if (!input.password) ctx.addIssue({ code: "custom", path: ["password"], message: messages.password });
  };
}

export const signInSchema = z
  .object({
    email: z.string().trim().optional(),
    // Passwords are never trimmed: spaces can be part of them.
    password: z.string().optional(),
  })
  .superRefine(requireCredentials({ password: signInFieldMessages.passwordMissing }));

export const signUpSchema = z
  .object({
    name: z.string().trim().optional(),
    email: z.string().trim().optional(),
    password: z.string().optional(),
    accountType: z.string().optional(),
  })
  .superRefine(requireCredentials({ password: passwordMessages.missing, name: signInErrors.nameMissing }));
