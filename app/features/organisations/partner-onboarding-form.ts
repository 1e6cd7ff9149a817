import { z } from "zod";
import { isCalendarDate, londonDate } from "~/lib/dates";
import { UUID_PATTERN } from "~/lib/uuid-pattern";

/**
 * The partner onboarding checklist's forms (browser-safe): one schema per step, each posted with its `intent`,
 * used by the browser and by the action.
 */

export const onboardingSteps = ["agreement", "safeguarding", "contacts", "referral"] as const;
export type OnboardingStep = (typeof onboardingSteps)[number];

export const onboardingStepLabels: Record<OnboardingStep, string> = {
  agreement: "Data sharing agreement",
  safeguarding: "Safeguarding lead",
  contacts: "Named contacts",
  referral: "First referral",
};

export const onboardingMessages = {
  signedOn: "Enter the date the data sharing agreement was signed",
  signedOnInvalid: "Enter the date the agreement was signed as a real date, like 27 3 2026",
  signedOnFuture: "The date the agreement was signed cannot be in the future",
  signedOnTooOld: "The date the agreement was signed must be in 2000 or later",
  signedBy: "Enter the name of the person who signed the agreement for your organisation",
  leadName: "Enter your safeguarding lead's name",
  leadEmail: "Enter your safeguarding lead's email address, like name@example.com",
  leadPhone: "Enter your safeguarding lead's phone number, like 0113 496 0000",
  contactName: "Enter the contact's name",
  contactEmail: "Enter an email address in the correct format, like name@example.com",
  contactPhone: "Enter a phone number, like 0113 496 0000",
  contactReach: "Enter an email address or a phone number for the contact",
  tooLong: (what: string, max: number) => `${what} must be ${max} characters or fewer`,
} as const;

const PHONE_PATTERN = /^\+?[\d\s()-]+$/;
const isPhone = (value: string) => PHONE_PATTERN.test(value) && value.replace(/\D/g, "").length >= 10;

const required = (message: string, what: string, max: number) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(max, { error: onboardingMessages.tooLong(what, max) });

const optional = (inner: z.ZodType<string>) => z.preprocess((value) => (typeof value === "string" && value.trim() === "" ? undefined : value), inner.optional());

/** What is wrong with the date an agreement was signed (YYYY-MM-DD, as a date box posts it), or null. */
export function signedOnProblem(value: string, now: Date = new Date()): string | null {
  if (!isCalendarDate(value)) return onboardingMessages.signedOnInvalid;
  if (value > londonDate(now)) return onboardingMessages.signedOnFuture;
  if (value < "2000-01-01") return onboardingMessages.signedOnTooOld;
  return null;
}

export const agreementSchema = z.object({
  intent: z.literal("agreement"),
  signedOn: z
    .string({ error: onboardingMessages.signedOn })
    .trim()
    .min(1, { error: onboardingMessages.signedOn })
    .refine((value) => signedOnProblem(value) === null, { error: (issue) => signedOnProblem(String(issue.input)) ?? onboardingMessages.signedOnInvalid }),
  signedBy: required(onboardingMessages.signedBy, "The name", 120),
});

export const safeguardingSchema = z.object({
  intent: z.literal("safeguarding"),
  leadName: required(onboardingMessages.leadName, "The name", 120),
  leadEmail: required(onboardingMessages.leadEmail, "The email address", 254).pipe(z.email({ error: onboardingMessages.leadEmail })),
  leadPhone: required(onboardingMessages.leadPhone, "The phone number", 30).refine(isPhone, { error: onboardingMessages.leadPhone }),
});

export const addContactSchema = z
  .object({
    intent: z.literal("add-contact"),
    name: required(onboardingMessages.contactName, "The name", 120),
    jobTitle: optional(z.string().trim().max(120, { error: onboardingMessages.tooLong("The job title", 120) })),
    email: optional(z.string().trim().max(254, { error: onboardingMessages.contactEmail }).pipe(z.email({ error: onboardingMessages.contactEmail }))),
    phone: optional(z.string().trim().max(30, { error: onboardingMessages.contactPhone }).refine(isPhone, { error: onboardingMessages.contactPhone })),
  })
  .refine((value) => Boolean(value.email || value.phone), {
    path: ["email"],
    error: onboardingMessages.contactReach,
    when: (payload) => !payload.issues.some((issue) => ["email", "phone"].includes(String(issue.path?.[0]))),
  });

export const removeContactSchema = z.object({
  intent: z.literal("remove-contact"),
  // Checked here, so a malformed id is a bad request rather than a database error.
  contactId: z.string().trim().regex(UUID_PATTERN),
});

export const onboardingFormIds: Record<"agreement" | "safeguarding" | "add-contact", string> = {
  agreement: "onboarding-agreement",
  safeguarding: "onboarding-safeguarding",
  "add-contact": "onboarding-contact",
};
