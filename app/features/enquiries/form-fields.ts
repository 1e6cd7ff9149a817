import { z } from "zod";
import type { FieldRule } from "~/lib/enhance-form.js";
import type { Organisation } from "~/lib/organisation";
import { consentWording } from "./consent";
import {
  enquirySchemas,
  maxLengths,
  messages,
  organisationTypeLabels,
  organisationTypes,
  PHONE,
  PHONE_MIN_DIGITS,
  textFieldRules,
  tooLong,
  type FormSource,
} from "./schema";

/** Hidden fields every browser form carries for spam checks; never stored. */
export const HONEYPOT_FIELD = "website";
export const STARTED_AT_FIELD = "startedAt";

/** Each page holds at most one call-back form, so the variant names the form and its fields' ids. */
export function enquiryFormId(variant: FormSource): string {
  return `enquiry-${variant}`;
}

export function enquiryFieldId(variant: FormSource, name: string): string {
  return `${enquiryFormId(variant)}-${name}`;
}

/**
 * The schema the browser form and its action parse form data with: the variant's schema without
 * form_source (the page decides it) and, unlike the API, ignoring the hidden spam-check fields.
 */
const enquiryFormSchemas = {
  general: z.object(enquirySchemas.general.omit({ form_source: true }).shape),
  employer: z.object(enquirySchemas.employer.omit({ form_source: true }).shape),
  partner: z.object(enquirySchemas.partner.omit({ form_source: true }).shape),
  candidate: z.object(enquirySchemas.candidate.omit({ form_source: true }).shape),
};

export function enquiryFormSchema<V extends FormSource>(variant: V): (typeof enquiryFormSchemas)[V] {
  return enquiryFormSchemas[variant];
}

export type EnquiryFieldKind = "text" | "email" | "tel" | "textarea" | "select" | "checkbox";

export type EnquiryField = {
  name: string;
  label: string;
  kind: EnquiryFieldKind;
  optional?: boolean;
  /** A function when the hint needs the organisation's configured details. */
  hint?: string | ((organisation: Organisation) => string);
  autoComplete?: string;
  /** Half-width on wider screens, so short fields sit side by side. */
  half?: boolean;
  options?: { value: string; label: string }[];
  /** Pre-ticked checkbox. */
  defaultChecked?: boolean;
};

const firstName: EnquiryField = { name: "firstName", label: "First name", kind: "text", autoComplete: "given-name", half: true };
const lastName: EnquiryField = { name: "lastName", label: "Last name", kind: "text", autoComplete: "family-name", half: true };
const email: EnquiryField = {
  name: "email",
  label: "Email address",
  kind: "email",
  autoComplete: "email",
  half: true,
};
/** The spec makes an email address required; someone without one can still reach us by phone. */
const candidateEmail: EnquiryField = {
  ...email,
  // Full width: beside the phone field, the hint would push this box below that one.
  half: false,
  hint: (organisation) => `No email address? Call us on ${organisation.phone} and we will take your details over the phone.`,
};
const phoneNumber: EnquiryField = {
  name: "phoneNumber",
  label: "Phone number",
  kind: "tel",
  autoComplete: "tel",
  half: true,
};
const location: EnquiryField = {
  name: "location",
  label: "Town or city",
  kind: "text",
  autoComplete: "address-level2",
  hint: "A rough location is fine, for example Leeds or South London.",
};
const referral: EnquiryField = {
  name: "referral",
  label: "How did you hear about us?",
  kind: "text",
  optional: true,
  hint: "For example a search engine, your probation officer, a charity or a friend.",
};
const contactConsent: EnquiryField = {
  name: "contactConsent",
  label: consentWording.contact,
  kind: "checkbox",
  defaultChecked: true,
};
const marketingConsent: EnquiryField = {
  name: "marketingConsent",
  label: consentWording.marketing,
  kind: "checkbox",
  optional: true,
};

const fieldsByVariant: Record<FormSource, EnquiryField[]> = {
  general: [
    firstName,
    lastName,
    email,
    phoneNumber,
    location,
    {
      name: "message",
      label: "How can we help?",
      kind: "textarea",
      hint: "Tell us what you are looking for and the best time to call you.",
    },
    referral,
    contactConsent,
    marketingConsent,
  ],
  employer: [
    firstName,
    lastName,
    {
      name: "companyName",
      label: "Company name",
      kind: "text",
      autoComplete: "organization",
      half: true,
    },
    { name: "jobTitle", label: "Your job title", kind: "text", autoComplete: "organization-title", half: true },
    email,
    phoneNumber,
    location,
    {
      name: "message",
      label: "What roles are you looking to fill?",
      kind: "textarea",
      hint: "For example the type of work, how many people you need and where the jobs are.",
    },
    referral,
    contactConsent,
    marketingConsent,
  ],
  partner: [
    firstName,
    lastName,
    {
      name: "organisation",
      label: "Organisation name",
      kind: "text",
      autoComplete: "organization",
      half: true,
    },
    {
      name: "organisationType",
      label: "Organisation type",
      kind: "select",
      half: true,
      options: organisationTypes.map((value) => ({ value, label: organisationTypeLabels[value] })),
    },
    email,
    phoneNumber,
    location,
    {
      name: "message",
      label: "How would you like to work with us?",
      kind: "textarea",
      hint: "For example referring people to us, running a project together, or training for your staff.",
    },
    referral,
    contactConsent,
    marketingConsent,
  ],
  candidate: [
    firstName,
    lastName,
    candidateEmail,
    { ...phoneNumber, half: false },
    location,
    {
      name: "support",
      label: "What support are you looking for?",
      kind: "textarea",
      hint: "For example finding work, writing a CV, or how to talk to employers about your record. You do not need to give details of any conviction here.",
    },
    referral,
    contactConsent,
    marketingConsent,
  ],
};

/** The fields of a variant's form, in the order they appear. */
export function enquiryFields(variant: FormSource): EnquiryField[] {
  return fieldsByVariant[variant];
}

export const SUBMIT_LABEL = "Request a Call Back";
export const SUBMITTING_LABEL = "Submitting...";

/** Where a successful enquiry lands; the thank-you page promises a reply time by source. */
export function thankYouPath(variant: FormSource): string {
  return variant === "candidate" ? "/thank-you?source=candidate" : "/thank-you";
}

/** How the call-back form's script (app/lib/enhance-form.js) checks one field in the browser. */
export type EnquiryBrowserRule = FieldRule;

const browserRules: Record<string, EnquiryBrowserRule> = {
  ...Object.fromEntries(
    Object.entries(textFieldRules).map(([name, { min, max, message, what }]) => [name, { message, required: true, min, max, tooLong: tooLong(what, max) }]),
  ),
  email: { message: messages.email, required: true, max: maxLengths.email, tooLong: messages.email, pattern: z.regexes.email.source },
  phoneNumber: {
    message: messages.phoneNumber,
    required: true,
    min: textFieldRules.phoneNumber.min,
    max: textFieldRules.phoneNumber.max,
    tooLong: tooLong(textFieldRules.phoneNumber.what, textFieldRules.phoneNumber.max),
    pattern: PHONE.source,
    minDigits: PHONE_MIN_DIGITS,
  },
  referral: { message: messages.referral, max: maxLengths.shortText, tooLong: messages.referral },
  contactConsent: { message: messages.contactConsent, checked: true },
  organisationType: { message: messages.organisationType, required: true, oneOf: organisationTypes },
};

/**
 * The rules of a variant's fields that the browser checks, from the same table and messages as its zod schema
 * (schema.ts); form-fields.test.ts holds the script's verdicts to the schema's. Fields with nothing to check (the
 * marketing box) are left out.
 */
export function enquiryBrowserRules(variant: FormSource): Record<string, EnquiryBrowserRule> {
  return Object.fromEntries(enquiryFields(variant).flatMap(({ name }) => (browserRules[name] ? [[name, browserRules[name]]] : [])));
}
