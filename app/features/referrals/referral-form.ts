import { z } from "zod";
import { barriers, contactMethods, partnerVisibility, referralSettings, type PartnerVisibility } from "../../../db/schema/vocabulary";
import { addDays, isCalendarDate, londonDate } from "~/lib/dates";

/**
 * The referral form's one schema, used by the browser and the action. Browser-safe. It holds only what the
 * referrals table can keep: answers with nowhere to be stored are not asked for, so nothing typed is lost.
 */

/** How long ago an expected release date may be: a person released last week may still be referred as such. */
export const RELEASE_DATE_GRACE_DAYS = 28;

export const referralFormId = "referral-form";

/** The form's fields in page order (for the error summary). */
export const referralFieldNames = [
  "firstName",
  "lastName",
  "email",
  "phone",
  "preferredContact",
  "contactTimes",
  "mayLeaveMessage",
  "town",
  "setting",
  "prison",
  "expectedReleaseOn",
  "probationContact",
  "needs",
  "accessibilityNeeds",
  "preferredLanguage",
  "supportAskedFor",
  "consentGiven",
  "partnerMaySee",
] as const;

export const referralMessages = {
  firstName: "Enter the person's first name",
  lastName: "Enter the person's last name",
  email: "Enter an email address in the correct format, like name@example.com",
  phone: "Enter a phone number, like 07700 900 982",
  contact: "Enter an email address or a phone number, so a caseworker can contact the person",
  needs: "Choose at least one need or barrier, or 'None of these'",
  needsNone: "'None of these' cannot be chosen with other needs or barriers",
  supportAskedFor: "Say what support the person is asking for",
  preferredContact: "Choose a call, a text message or an email, or leave it unanswered",
  preferredContactMissing: "Give the contact detail for the way they prefer: a phone number for a call or a text, an email address for an email",
  mayLeaveMessage: "Choose yes or no, or leave it unanswered",
  setting: "Say whether the person is in custody or in the community",
  expectedReleaseOn: "Enter the expected release date, for a person in custody",
  releaseDateInvalid: "Enter the expected release date as a real date, like 27 3 2027",
  releaseDateTooOld: "The expected release date cannot be more than 4 weeks ago. If they have been released, choose 'In the community'",
  releaseDateTooFar: "The expected release date must be within the next 30 years",
  partnerMaySee: "Choose only from the listed things the person may let you see",
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

const optional = <T extends z.ZodType<string>>(inner: T) => z.preprocess((value) => (typeof value === "string" && value.trim() === "" ? undefined : value), inner.optional());

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
    preferredContact: optional(z.enum(contactMethods, { error: referralMessages.preferredContact })),
    contactTimes: optional(z.string().trim().max(300, { error: referralMessages.tooLong("Best times to contact them", 300) })),
    mayLeaveMessage: optional(z.enum(["yes", "no"], { error: referralMessages.mayLeaveMessage })),
    town: optional(z.string().trim().max(100, { error: referralMessages.tooLong("Town", 100) })),
    prison: optional(z.string().trim().max(200, { error: referralMessages.tooLong("Prison", 200) })),
    probationContact: optional(z.string().trim().max(500, { error: referralMessages.tooLong("Probation contact", 500) })),
    needs: z.array(z.enum(barriers, { error: referralMessages.needs }), { error: referralMessages.needs }).min(1, { error: referralMessages.needs }),
    setting: z.enum(referralSettings, { error: referralMessages.setting }),
    expectedReleaseOn: optional(z.string().trim().max(10, { error: referralMessages.releaseDateInvalid })),
    accessibilityNeeds: optional(z.string().trim().max(1000, { error: referralMessages.tooLong("Accessibility needs", 1000) })),
    preferredLanguage: optional(z.string().trim().max(100, { error: referralMessages.tooLong("Preferred language", 100) })),
    supportAskedFor: required(referralMessages.supportAskedFor, "Support asked for", 2000),
    consentGiven: z.literal("on", { error: referralMessages.consentGiven }),
    // Nothing ticked is an answer too: the partner then sees only the referral and its status.
    // Checked as a whole, so a bad value's message shows under the group rather than under one box.
    partnerMaySee: z
      .array(z.string())
      .optional()
      .default([])
      .refine((items) => items.every((item) => (partnerVisibility as readonly string[]).includes(item)), { error: referralMessages.partnerMaySee })
      .transform((items) => items as PartnerVisibility[]),
  })
  // Every problem shows at once: these run even while other fields are wrong.
  .refine((value) => Boolean(value.email || value.phone), { path: ["email"], error: referralMessages.contact, when: unlessWrong("email", "phone") })
  .refine((value) => !value.preferredContact || Boolean(value.preferredContact === "email" ? value.email : value.phone), {
    path: ["preferredContact"],
    error: referralMessages.preferredContactMissing,
    when: unlessWrong("preferredContact", "email", "phone"),
  })
  .refine((value) => !(value.needs.includes("none") && value.needs.length > 1), { path: ["needs"], error: referralMessages.needsNone, when: unlessWrong("needs") })
  .refine((value) => value.setting !== "custody" || releaseDateProblem(value.expectedReleaseOn) === null, {
    path: ["expectedReleaseOn"],
    error: (issue) => releaseDateProblem((issue.input as { expectedReleaseOn?: string }).expectedReleaseOn) ?? referralMessages.expectedReleaseOn,
    when: unlessWrong("setting", "expectedReleaseOn"),
  });

/**
 * What is wrong with an expected release date (YYYY-MM-DD, as a date box posts it), or null. Today is the UK's
 * today, worked out when the form is checked, so the browser and the server agree.
 */
export function releaseDateProblem(value: string | undefined, now: Date = new Date()): string | null {
  if (!value) return referralMessages.expectedReleaseOn;
  if (!isCalendarDate(value)) return referralMessages.releaseDateInvalid;
  const today = londonDate(now);
  // YYYY-MM-DD strings sort in date order.
  if (value < addDays(today, -RELEASE_DATE_GRACE_DAYS)) return referralMessages.releaseDateTooOld;
  if (value > addDays(today, 366 * 30)) return referralMessages.releaseDateTooFar;
  return null;
}

export type ReferralFormValues = z.infer<typeof referralFormSchema>;
