import { z } from "zod";
import { barriers } from "../../../db/schema/vocabulary";

/**
 * The referral form's one schema, used by the browser and the action. Browser-safe. It holds only what the
 * referrals table can keep: answers with nowhere to be stored are not asked for, so nothing typed is lost.
 */

export const referralFormId = "referral-form";

/** The form's fields in page order (for the error summary). */
export const referralFieldNames = ["firstName", "lastName", "email", "phone", "town", "needs", "supportAskedFor", "consentGiven"] as const;

export const referralMessages = {
  firstName: "Enter the person's first name",
  lastName: "Enter the person's last name",
  email: "Enter an email address in the correct format, like name@example.com",
  phone: "Enter a phone number, like 07700 900 982",
  contact: "Enter an email address or a phone number, so a caseworker can contact the person",
  needs: "Choose at least one need or barrier, or 'None of these'",
  needsNone: "'None of these' cannot be chosen with other needs or barriers",
  supportAskedFor: "Say what support the person is asking for",
  consentGiven: "Confirm the person has agreed to this referral. A person cannot be referred without their agreement",
  tooLong: (what: string, max: number) => `${what} must be ${max} characters or fewer`,
} as const;

const PHONE_PATTERN = /^\+?[\d\s()-]+$/;

const required = (message: string, what: string, max: number) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(max, { error: referralMessages.tooLong(what, max) });

const optional = (inner: z.ZodType<string>) => z.preprocess((value) => (typeof value === "string" && value.trim() === "" ? undefined : value), inner.optional());

type Payload = { value: unknown; issues: readonly { path?: readonly PropertyKey[] }[] };

/** A cross-field check runs even while other fields are wrong, unless a field it reads is wrong itself. */
const unlessWrong =
  (...fields: string[]) =>
  (payload: Payload): boolean =>
    typeof payload.value === "object" && payload.value !== null && !payload.issues.some((issue) => fields.includes(String(issue.path?.[0])));

export const referralFormSchema = z
  .object({
    firstName: required(referralMessages.firstName, "First name", 100),
    lastName: required(referralMessages.lastName, "Last name", 100),
    email: optional(z.string().trim().max(254, { error: referralMessages.email }).pipe(z.email({ error: referralMessages.email }))),
    phone: optional(
      z
        .string()
        .trim()
        .max(30, { error: referralMessages.phone })
        .refine((value) => PHONE_PATTERN.test(value) && value.replace(/\D/g, "").length >= 10, { error: referralMessages.phone }),
    ),
    town: optional(z.string().trim().max(100, { error: referralMessages.tooLong("Town", 100) })),
    needs: z.array(z.enum(barriers, { error: referralMessages.needs }), { error: referralMessages.needs }).min(1, { error: referralMessages.needs }),
    supportAskedFor: required(referralMessages.supportAskedFor, "Support asked for", 2000),
    consentGiven: z.literal("on", { error: referralMessages.consentGiven }),
  })
  // Every problem shows at once: these run even while other fields are wrong.
  .refine((value) => Boolean(value.email || value.phone), { path: ["email"], error: referralMessages.contact, when: unlessWrong("email", "phone") })
  .refine((value) => !(value.needs.includes("none") && value.needs.length > 1), { path: ["needs"], error: referralMessages.needsNone, when: unlessWrong("needs") });

export type ReferralFormValues = z.infer<typeof referralFormSchema>;
