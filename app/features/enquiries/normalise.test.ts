import { describe, expect, it } from "vitest";
import { cleanStrings, normaliseEmail, normalisePhone } from "./normalise";
import { formMessages, validateEnquiry } from "./submit.server";
import { messages } from "./schema";

describe("normalisePhone", () => {
  it.each([
    ["07700 900123", "+447700900123"],
    ["07700-900-123", "+447700900123"],
    ["(020) 7946 0321", "+442079460321"],
    ["+44 7700 900123", "+447700900123"],
    ["+44 (0)20 7946 0321", "+442079460321"],
    ["+44 07700 900123", "+447700900123"],
    ["0044 7700 900123", "+447700900123"],
    ["+353 1 234 5678", "+35312345678"],
    ["00 33 1 23 45 67 89", "+33123456789"],
  ])("%s becomes %s", (typed, stored) => {
    expect(normalisePhone(typed)).toBe(stored);
  });

  it("keeps a number it cannot place as typed, tidied", () => {
    expect(normalisePhone("  555   0142 ")).toBe("555 0142");
    expect(normalisePhone("123456")).toBe("123456");
  });
});

describe("cleaning", () => {
  it("lower-cases and trims email", () => {
    expect(normaliseEmail("  Amira.Okafor@Example.ORG ")).toBe("amira.okafor@example.org");
  });

  it("removes control characters, joins lines in short fields and keeps line breaks in long ones", () => {
    const cleaned = cleanStrings({
      firstName: "Am\u0000ira\n\tJane",
      message: "Line one\r\nLine two\u0007\u202e",
      contactConsent: true,
    });
    expect(cleaned).toEqual({ firstName: "Amira Jane", message: "Line one\nLine two", contactConsent: true });
  });

  it("replaces lone surrogates, which cannot be stored", () => {
    expect(cleanStrings({ location: "Leeds \ud800" }).location).toBe("Leeds \ufffd");
  });

  it("keeps a __proto__ key as an ordinary field, so the schema rejects it", () => {
    const input = JSON.parse('{"__proto__": {"x": 1}}') as Record<string, unknown>;
    expect(Object.keys(cleanStrings(input))).toEqual(["__proto__"]);
  });
});

describe("validateEnquiry", () => {
  const good = {
    form_source: "general",
    firstName: "Amira",
    lastName: "Okafor",
    email: "Amira@Example.org",
    phoneNumber: "07700 900123",
    location: "Manchester",
    message: "Please call me back.",
    contactConsent: true,
  };

  it("normalises a valid enquiry for storage", () => {
    const result = validateEnquiry(good);
    expect(result).toMatchObject({
      kind: "valid",
      value: { email: "amira@example.org", phoneNumber: "+447700900123", marketingConsent: false },
    });
  });

  it("asks for a JSON object when given anything else", () => {
    for (const input of [null, [], "text", 3, true]) {
      expect(validateEnquiry(input)).toEqual({ kind: "invalid", fieldErrors: {}, formErrors: [formMessages.notAnObject] });
    }
  });

  it("names form_source when it is missing or unknown", () => {
    for (const form_source of [undefined, "volunteer", 1, null]) {
      expect(validateEnquiry({ ...good, form_source })).toMatchObject({
        kind: "invalid",
        fieldErrors: { form_source: [messages.formSource] },
      });
    }
  });

  it("gives exactly one message per field and names each unknown field", () => {
    const result = validateEnquiry({ ...good, email: `${"a".repeat(300)}`, firstName: 7, extra: 1, other: "x" });
    expect(result).toEqual({
      kind: "invalid",
      formErrors: [],
      fieldErrors: {
        email: [messages.email],
        firstName: [messages.firstName],
        extra: [formMessages.unknownField],
        other: [formMessages.unknownField],
      },
    });
  });

  it("checks lengths after cleaning, so control characters cannot pad a value", () => {
    expect(validateEnquiry({ ...good, firstName: "A\u0000" })).toMatchObject({
      fieldErrors: { firstName: [messages.firstName] },
    });
  });
});
