import { describe, expect, it } from "vitest";
import { enquirySchemas, maxLengths, messages, organisationTypes, replyPromise, type FormSource } from "./schema";

const base = {
  firstName: "Amira",
  lastName: "Okafor",
  email: "amira.okafor@example.org",
  phoneNumber: "07700 900123",
  location: "Manchester",
  contactConsent: true,
};

const valid: Record<FormSource, Record<string, unknown>> = {
  general: { form_source: "general", ...base, message: "I would like to know more about your support." },
  employer: {
    form_source: "employer",
    ...base,
    message: "We have warehouse roles to fill.",
    companyName: "Northern Logistics Ltd",
    jobTitle: "Operations Manager",
  },
  partner: {
    form_source: "partner",
    ...base,
    message: "We support people leaving prison in Salford.",
    organisation: "Salford Resettlement Trust",
    organisationType: "charity",
  },
  candidate: { form_source: "candidate", ...base, support: "Help writing a CV and disclosing my record." },
};

/** The first message zod gives for `field`, or undefined when the field passes. */
function messageFor(source: FormSource, values: Record<string, unknown>, field: string): string | undefined {
  const result = enquirySchemas[source].safeParse(values);
  if (result.success) return undefined;
  return result.error.issues.find((issue) => issue.path[0] === field)?.message;
}

function without(values: Record<string, unknown>, field: string) {
  const copy = { ...values };
  delete copy[field];
  return copy;
}

const sources = Object.keys(valid) as FormSource[];

describe.each(sources)("the %s schema", (source) => {
  const good = valid[source]!;

  it("accepts a complete valid enquiry and defaults marketingConsent to false", () => {
    const result = enquirySchemas[source].safeParse(good);
    expect(result.success).toBe(true);
    expect(result.data?.marketingConsent).toBe(false);
  });

  it("accepts the optional fields when given and trims every string", () => {
    const result = enquirySchemas[source].safeParse({
      ...good,
      firstName: "  Amira ",
      referral: " A probation officer ",
      marketingConsent: true,
    });
    expect(result.success).toBe(true);
    expect(result.data).toMatchObject({ firstName: "Amira", referral: "A probation officer", marketingConsent: true });
  });

  it("accepts the shortest allowed values", () => {
    const shortest: Record<string, unknown> = { ...good, firstName: "Al", lastName: "Ng", location: "Ely", phoneNumber: "012345" };
    if ("message" in good) shortest.message = "Hello";
    if ("support" in good) shortest.support = "A job";
    expect(enquirySchemas[source].safeParse(shortest).success).toBe(true);
  });

  it.each([
    ["firstName", "A"],
    ["firstName", "  A  "],
    ["lastName", "B"],
    ["email", "not-an-email"],
    ["email", "someone@"],
    ["phoneNumber", "12345"],
    ["phoneNumber", "call me maybe"],
    ["phoneNumber", "+44 ext 12"],
    ["location", "X"],
    ["contactConsent", false],
    ["contactConsent", "true"],
    ["marketingConsent", "yes"],
    ["referral", "x".repeat(maxLengths.shortText + 1)],
  ])("gives the spec's message for %s = %j", (field, value) => {
    expect(messageFor(source, { ...good, [field]: value }, field)).toBe(messages[field as keyof typeof messages]);
  });

  it.each(["firstName", "lastName", "email", "phoneNumber", "location", "contactConsent"])(
    "gives the spec's message when %s is missing or of the wrong type",
    (field) => {
      const expected = messages[field as keyof typeof messages];
      expect(messageFor(source, without(good, field), field)).toBe(expected);
      expect(messageFor(source, { ...good, [field]: 42 }, field)).toBe(expected);
      expect(messageFor(source, { ...good, [field]: null }, field)).toBe(expected);
    },
  );

  it("caps the length of free text", () => {
    expect(messageFor(source, { ...good, firstName: "A".repeat(maxLengths.name + 1) }, "firstName")).toBe(
      `First name must be ${maxLengths.name} characters or fewer.`,
    );
    // Each names its field, so the error summary says which one to shorten.
    expect(messageFor(source, { ...good, lastName: "A".repeat(maxLengths.name + 1) }, "lastName")).toBe(`Last name must be ${maxLengths.name} characters or fewer.`);
    expect(messageFor(source, { ...good, location: "A".repeat(maxLengths.location + 1) }, "location")).toBe(`Town or city must be ${maxLengths.location} characters or fewer.`);
    expect(messageFor(source, { ...good, email: `${"a".repeat(250)}@example.org` }, "email")).toBe(messages.email);
  });

  it("rejects a field the form does not have", () => {
    const result = enquirySchemas[source].safeParse({ ...good, isAdmin: true });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ code: "unrecognized_keys", keys: ["isAdmin"] });
  });

  it("rejects another form's form_source", () => {
    const other = sources.find((s) => s !== source)!;
    expect(enquirySchemas[source].safeParse({ ...good, form_source: other }).success).toBe(false);
  });
});

describe("form-specific fields", () => {
  it.each([
    ["general", "message", "Hi", messages.message],
    ["employer", "message", "", messages.message],
    ["partner", "message", "    ", messages.message],
    ["employer", "companyName", "X", messages.companyName],
    ["employer", "jobTitle", " ", messages.jobTitle],
    ["partner", "organisation", "Y", messages.organisation],
    ["partner", "organisationType", "school", messages.organisationType],
    ["partner", "organisationType", "", messages.organisationType],
    ["candidate", "support", "Job", messages.support],
  ] as const)("%s: %s = %j gives the spec's message", (source, field, value, expected) => {
    expect(messageFor(source, { ...valid[source], [field]: value }, field)).toBe(expected);
  });

  it.each([
    ["general", "message", messages.message],
    ["employer", "message", messages.message],
    ["employer", "companyName", messages.companyName],
    ["employer", "jobTitle", messages.jobTitle],
    ["partner", "message", messages.message],
    ["partner", "organisation", messages.organisation],
    ["partner", "organisationType", messages.organisationType],
    ["candidate", "support", messages.support],
  ] as const)("%s: a missing %s gives the spec's message", (source, field, expected) => {
    expect(messageFor(source, without(valid[source], field), field)).toBe(expected);
  });

  it("accepts every organisation type on the partner form", () => {
    for (const organisationType of organisationTypes) {
      expect(enquirySchemas.partner.safeParse({ ...valid.partner, organisationType }).success).toBe(true);
    }
  });

  it("has no message field on the candidate form", () => {
    const result = enquirySchemas.candidate.safeParse({ ...valid.candidate, message: "Hello there" });
    expect(result.success).toBe(false);
  });

  it("promises a reply within 24 hours to candidates and 1-2 business days to everyone else", () => {
    expect(replyPromise("candidate")).toBe("within 24 hours");
    for (const source of ["general", "employer", "partner"] as const) {
      expect(replyPromise(source)).toBe("within 1-2 business days");
    }
  });
});
