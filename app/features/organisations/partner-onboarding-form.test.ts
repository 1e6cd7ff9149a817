import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { addContactSchema, agreementSchema, onboardingMessages, removeContactSchema, safeguardingSchema, signedOnProblem } from "./partner-onboarding-form";

function submit(schema: Parameters<typeof parseWithZod>[1]["schema"], entries: Record<string, string>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(entries)) form.append(name, value);
  return parseWithZod(form, { schema });
}

describe("partner onboarding forms", () => {
  it("record a signed agreement, and refuse a date in the future or that does not exist", () => {
    expect(submit(agreementSchema, { intent: "agreement", signedOn: "2025-04-01", signedBy: "Ruth Ansah" }).status).toBe("success");
    const errors = submit(agreementSchema, { intent: "agreement", signedOn: "2025-02-30", signedBy: "" }).reply().error ?? {};
    expect(errors.signedOn).toEqual([onboardingMessages.signedOnInvalid]);
    expect(errors.signedBy).toEqual([onboardingMessages.signedBy]);
    const now = new Date("2026-06-15T12:00:00Z");
    expect(signedOnProblem("2026-06-16", now)).toBe(onboardingMessages.signedOnFuture);
    expect(signedOnProblem("1999-12-31", now)).toBe(onboardingMessages.signedOnTooOld);
    expect(signedOnProblem("2026-06-15", now)).toBeNull();
  });

  it("need a safeguarding lead's name, email address and phone number", () => {
    const errors = submit(safeguardingSchema, { intent: "safeguarding", leadName: "Sam", leadEmail: "sam@", leadPhone: "0113" }).reply().error ?? {};
    expect(errors.leadEmail).toEqual([onboardingMessages.leadEmail]);
    expect(errors.leadPhone).toEqual([onboardingMessages.leadPhone]);
    expect(submit(safeguardingSchema, { intent: "safeguarding", leadName: "Sam", leadEmail: "sam@example.org", leadPhone: "0113 496 0000" }).status).toBe("success");
  });

  it("need a way to reach a named contact, and a well-formed id to remove one", () => {
    expect(submit(addContactSchema, { intent: "add-contact", name: "Ola Bello" }).reply().error?.email).toEqual([onboardingMessages.contactReach]);
    expect(submit(addContactSchema, { intent: "add-contact", name: "Ola Bello", phone: "0113 496 0000" }).status).toBe("success");
    expect(submit(removeContactSchema, { intent: "remove-contact", contactId: "1; drop table" }).status).toBe("error");
    expect(submit(removeContactSchema, { intent: "remove-contact", contactId: "01900000-0000-7000-8000-00000000c001" }).status).toBe("success");
  });
});
