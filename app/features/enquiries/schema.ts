import { z } from "zod";

/**
 * One zod schema per call-back form, used by the browser form, its action and POST /api/contact alike.
 * Messages are the product's own wording (SPEC.md section 5) and must not change casually.
 */
export const messages = {
  firstName: "First name must be at least 2 characters.",
  lastName: "Last name must be at least 2 characters.",
  email: "Please enter a valid email address.",
  phoneNumber: "Please enter a valid phone number.",
  location: "Please enter your city or rough location.",
  message: "Please tell us what you're looking for.",
  contactConsent: "You must agree to be contacted.",
  companyName: "Company name must be at least 2 characters.",
  jobTitle: "Job title must be at least 2 characters.",
  organisation: "Organisation name must be at least 2 characters.",
  organisationType: "Please select your organisation type.",
  support: "Please tell us what support you are looking for.",
  referral: "Please tell us in 200 characters or fewer how you heard about us.",
  marketingConsent: "Please say yes or no to updates.",
  formSource: "form_source must be one of employer, partner, candidate, general.",
} as const;

export const formSources = ["employer", "partner", "candidate", "general"] as const;
export type FormSource = (typeof formSources)[number];

export const organisationTypes = ["charity", "social_enterprise", "government", "other"] as const;
export const organisationTypeLabels: Record<(typeof organisationTypes)[number], string> = {
  charity: "Charity",
  social_enterprise: "Social enterprise",
  government: "Government or public body",
  other: "Other",
};

/** Upper bounds keep storage and email sane; they are far above anything a person would type. */
export const maxLengths = {
  name: 100,
  email: 254,
  phoneNumber: 30,
  location: 100,
  longText: 2000,
  shortText: 200,
} as const;

/** Names the field, so the error summary says which one is too long. */
export const tooLong = (what: string, max: number) => `${what} must be ${max} characters or fewer.`;

/** Digits, spaces and the usual phone punctuation; a phone number also needs at least PHONE_MIN_DIGITS digits. */
export const PHONE = /^\+?[0-9 ()\-.]+$/;
export const PHONE_MIN_DIGITS = 6;

/**
 * The trimmed text fields' lengths and messages. The zod schemas below are built from this table, and so are the
 * rules the call-back forms' script checks in the browser (form-fields.ts, enquiryBrowserRules): one source.
 */
export const textFieldRules = {
  firstName: { min: 2, max: maxLengths.name, message: messages.firstName, what: "First name" },
  lastName: { min: 2, max: maxLengths.name, message: messages.lastName, what: "Last name" },
  phoneNumber: { min: 6, max: maxLengths.phoneNumber, message: messages.phoneNumber, what: "Phone number" },
  location: { min: 2, max: maxLengths.location, message: messages.location, what: "Town or city" },
  message: { min: 5, max: maxLengths.longText, message: messages.message, what: "Your message" },
  companyName: { min: 2, max: maxLengths.shortText, message: messages.companyName, what: "Company name" },
  jobTitle: { min: 2, max: maxLengths.shortText, message: messages.jobTitle, what: "Your job title" },
  organisation: { min: 2, max: maxLengths.shortText, message: messages.organisation, what: "Organisation name" },
  support: { min: 5, max: maxLengths.longText, message: messages.support, what: "Your message" },
} as const;

/** A trimmed string with a minimum length; a missing value or a wrong type gets the same message. */
function text({ min, max, message, what }: { min: number; max: number; message: string; what: string }) {
  return z
    .string({ error: message })
    .trim()
    .min(min, { error: message })
    .max(max, { error: tooLong(what, max) });
}

const baseFields = {
  firstName: text(textFieldRules.firstName),
  lastName: text(textFieldRules.lastName),
  email: z
    .string({ error: messages.email })
    .trim()
    .max(maxLengths.email, { error: messages.email })
    .pipe(z.email({ error: messages.email })),
  phoneNumber: text(textFieldRules.phoneNumber).refine(
    (value) => PHONE.test(value) && value.replace(/\D/g, "").length >= PHONE_MIN_DIGITS,
    { error: messages.phoneNumber },
  ),
  location: text(textFieldRules.location),
  referral: z
    .string({ error: messages.referral })
    .trim()
    .max(maxLengths.shortText, { error: messages.referral })
    .optional(),
  contactConsent: z.boolean({ error: messages.contactConsent }).refine((value) => value, {
    error: messages.contactConsent,
  }),
  marketingConsent: z.boolean({ error: messages.marketingConsent }).default(false),
};

const messageField = text(textFieldRules.message);

export const generalEnquirySchema = z.strictObject({
  form_source: z.literal("general"),
  ...baseFields,
  message: messageField,
});

export const employerEnquirySchema = z.strictObject({
  form_source: z.literal("employer"),
  ...baseFields,
  message: messageField,
  companyName: text(textFieldRules.companyName),
  jobTitle: text(textFieldRules.jobTitle),
});

export const partnerEnquirySchema = z.strictObject({
  form_source: z.literal("partner"),
  ...baseFields,
  message: messageField,
  organisation: text(textFieldRules.organisation),
  organisationType: z.enum(organisationTypes, { error: messages.organisationType }),
});

export const candidateEnquirySchema = z.strictObject({
  form_source: z.literal("candidate"),
  ...baseFields,
  support: text(textFieldRules.support),
});

export const enquirySchemas = {
  general: generalEnquirySchema,
  employer: employerEnquirySchema,
  partner: partnerEnquirySchema,
  candidate: candidateEnquirySchema,
} as const;

export type GeneralEnquiry = z.infer<typeof generalEnquirySchema>;
export type EmployerEnquiry = z.infer<typeof employerEnquirySchema>;
export type PartnerEnquiry = z.infer<typeof partnerEnquirySchema>;
export type CandidateEnquiry = z.infer<typeof candidateEnquirySchema>;
export type EnquiryInput = GeneralEnquiry | EmployerEnquiry | PartnerEnquiry | CandidateEnquiry;

export function isFormSource(value: unknown): value is FormSource {
  return typeof value === "string" && (formSources as readonly string[]).includes(value);
}

/** Promised reply time, shown on the forms, the thank-you page and in the acknowledgement email. */
export function replyPromise(source: FormSource): string {
  return source === "candidate" ? "within 24 hours" : "within 1-2 business days";
}
