import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { consentWording } from "./consent";
import { fieldMessage } from "~/lib/enhance-form.js";
import { enquiryBrowserRules, enquiryFields, enquiryFormSchema, HONEYPOT_FIELD, STARTED_AT_FIELD, thankYouPath } from "./form-fields";
import { enquirySchemas, formSources, messages, type FormSource } from "./schema";

const valid: Record<FormSource, Record<string, string>> = {
  general: {
    firstName: "Amira",
    lastName: "Khan",
    email: "amira@example.org",
    phoneNumber: "07700 900123",
    location: "Leeds",
    message: "I would like to know how you can help me.",
    contactConsent: "on",
  },
  employer: {
    firstName: "Tom",
    lastName: "Reid",
    email: "tom@builders.example",
    phoneNumber: "0113 496 0000",
    location: "Bradford",
    message: "We need two groundworkers from March.",
    companyName: "Reid Builders",
    jobTitle: "Site manager",
    contactConsent: "on",
  },
  partner: {
    firstName: "Jo",
    lastName: "Okafor",
    email: "jo@charity.example",
    phoneNumber: "020 7946 0999",
    location: "Hackney",
    message: "We would like to refer people leaving prison.",
    organisation: "New Start Trust",
    organisationType: "charity",
    contactConsent: "on",
  },
  candidate: {
    firstName: "Lee",
    lastName: "Walsh",
    email: "lee@example.org",
    phoneNumber: "+44 7700 900456",
    location: "Manchester",
    support: "Help writing a CV and finding warehouse work.",
    contactConsent: "on",
  },
};

function errorsOf(submission: { status?: string; error?: unknown }) {
  expect(submission.status).toBe("error");
  return submission.error;
}

function formData(values: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(values)) data.append(name, value);
  return data;
}

describe("enquiry form fields", () => {
  it.each(formSources)("the %s form shows exactly the fields its schema defines", (variant) => {
    const shown = enquiryFields(variant).map((field) => field.name).sort();
    const schemaFields = Object.keys(enquirySchemas[variant].shape)
      .filter((name) => name !== "form_source")
      .sort();
    expect(shown).toEqual(schemaFields);
  });

  it("gives the candidate form a support field and no message field", () => {
    const names = enquiryFields("candidate").map((field) => field.name);
    expect(names).toContain("support");
    expect(names).not.toContain("message");
  });

  it.each(formSources)("the %s form marks referral and marketing consent optional and nothing else", (variant) => {
    const optional = enquiryFields(variant).filter((field) => field.optional).map((field) => field.name);
    expect(optional.sort()).toEqual(["marketingConsent", "referral"]);
  });

  it("labels the referral field and the consents with the agreed wording", () => {
    const fields = enquiryFields("general");
    expect(fields.find((field) => field.name === "referral")?.label).toBe("How did you hear about us?");
    expect(fields.find((field) => field.name === "contactConsent")).toMatchObject({
      label: consentWording.contact,
      defaultChecked: true,
    });
    expect(fields.find((field) => field.name === "marketingConsent")?.defaultChecked).toBeFalsy();
  });

  it("offers the four organisation types with readable labels", () => {
    const select = enquiryFields("partner").find((field) => field.name === "organisationType");
    expect(select?.options).toEqual([
      { value: "charity", label: "Charity" },
      { value: "social_enterprise", label: "Social enterprise" },
      { value: "government", label: "Government or public body" },
      { value: "other", label: "Other" },
    ]);
  });

  it("uses input types and autocomplete values that suit each field", () => {
    const byName = Object.fromEntries(enquiryFields("employer").map((field) => [field.name, field]));
    expect(byName.email).toMatchObject({ kind: "email", autoComplete: "email" });
    expect(byName.phoneNumber).toMatchObject({ kind: "tel", autoComplete: "tel" });
    expect(byName.firstName?.autoComplete).toBe("given-name");
    expect(byName.lastName?.autoComplete).toBe("family-name");
    expect(byName.companyName?.autoComplete).toBe("organization");
    expect(byName.jobTitle?.autoComplete).toBe("organization-title");
  });

  it("sends candidates to the thank-you page that promises a reply within 24 hours", () => {
    expect(thankYouPath("candidate")).toBe("/thank-you?source=candidate");
    expect(thankYouPath("employer")).toBe("/thank-you");
  });
});

describe("enquiry form schema", () => {
  it.each(formSources)("accepts a valid %s form, ignoring the hidden spam-check fields", (variant) => {
    const submission = parseWithZod(
      formData({ ...valid[variant], [HONEYPOT_FIELD]: "", [STARTED_AT_FIELD]: "1700000000000" }),
      { schema: enquiryFormSchema(variant) },
    );
    expect(submission.status).toBe("success");
    if (submission.status !== "success") return;
    expect(submission.value).toMatchObject({ contactConsent: true, marketingConsent: false });
    expect(submission.value).not.toHaveProperty(HONEYPOT_FIELD);
    expect(submission.value).not.toHaveProperty("form_source");
  });

  it("reads a ticked marketing box as consent and an empty referral as no answer", () => {
    const submission = parseWithZod(formData({ ...valid.general, marketingConsent: "on", referral: "" }), {
      schema: enquiryFormSchema("general"),
    });
    expect(submission.status).toBe("success");
    if (submission.status !== "success") return;
    expect(submission.value.marketingConsent).toBe(true);
    expect(submission.value.referral).toBeUndefined();
  });

  it("gives the spec's message for every required field left empty", () => {
    const submission = parseWithZod(formData({}), { schema: enquiryFormSchema("partner") });
    expect(errorsOf(submission)).toMatchObject({
      firstName: [messages.firstName],
      lastName: [messages.lastName],
      email: [messages.email],
      phoneNumber: [messages.phoneNumber],
      location: [messages.location],
      message: [messages.message],
      organisation: [messages.organisation],
      organisationType: [messages.organisationType],
      contactConsent: [messages.contactConsent],
    });
  });

  it("gives the candidate's support message and the employer's company and job title messages", () => {
    const candidate = parseWithZod(formData({ ...valid.candidate, support: "Job" }), {
      schema: enquiryFormSchema("candidate"),
    });
    expect(errorsOf(candidate)).toMatchObject({ support: [messages.support] });
    const employer = parseWithZod(formData({ ...valid.employer, companyName: "R", jobTitle: " " }), {
      schema: enquiryFormSchema("employer"),
    });
    expect(errorsOf(employer)).toMatchObject({ companyName: [messages.companyName], jobTitle: [messages.jobTitle] });
  });
});

/** Values each field is tried with: empty, blank, short, long, near misses and good ones. */
function samples(name: string): string[] {
  // A checkbox sends its value ("on") when ticked and nothing when not.
  if (name === "contactConsent") return ["", "on"];
  const common = ["", " ", "  \t ", "A", " A ", "Ab", " Ab ", "Abc", "Abcd", "Abcde", " Abcd ", "Hello there", "x".repeat(99), "x".repeat(100), "x".repeat(101)];
  const long = ["x".repeat(199), "x".repeat(200), "x".repeat(201), "x".repeat(2000), "x".repeat(2001), ` ${"x".repeat(200)} `];
  const byName: Record<string, string[]> = {
    email: ["amira@example.org", " amira@example.org ", "amira.example.org", "amira@example", "a@b.co", ".a@b.co", "a..b@c.co", "a@-b.co", "o'neil@example.co.uk", "a+tag@example.org", `${"a".repeat(245)}@example.org`, "amira @example.org", "amira@exa mple.org"],
    phoneNumber: ["07700 900123", "123", "12345", "123456", "+44 (0) 113-496.0000", "0113 ext 5", "++447700900123", " 0770090012 ", "-----------", "1-2-3-4-5-6", "1".repeat(30), "1".repeat(31), "+123456"],
    organisationType: ["charity", "social_enterprise", "government", "other", "Charity", " charity", "club"],
  };
  return [...common, ...long, ...(byName[name] ?? [])];
}

describe("the call-back form's checks in the browser (app/lib/enhance-form.js)", () => {
  it.each(formSources)("give the %s schema's own message, or none, for every value tried", (variant) => {
    const rules = enquiryBrowserRules(variant);
    expect(Object.keys(rules).sort()).toEqual(enquiryFields(variant).map((field) => field.name).filter((name) => name !== "marketingConsent").sort());
    for (const [name, rule] of Object.entries(rules)) {
      for (const value of samples(name)) {
        const values = { ...valid[variant], [name]: value };
        // An unticked box, like an empty box, is not sent at all.
        if (value === "") delete values[name];
        const submission = parseWithZod(formData(values), { schema: enquiryFormSchema(variant) });
        const serverMessage = submission.status === "error" ? (submission.error?.[name]?.[0] ?? "") : "";
        expect({ name, value, message: fieldMessage(rule, value) }).toEqual({ name, value, message: serverMessage });
      }
    }
  });
});
