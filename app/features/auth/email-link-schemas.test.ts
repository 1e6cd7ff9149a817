import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import type { ZodType } from "zod";
import { emailFormSchema, resetPasswordMessages, resetPasswordSchema, twoFactorCodeSchema } from "./email-link-schemas";
import { authText, signInErrors } from "./messages";
import { passwordMessages } from "./password-rules";

function submit(schema: ZodType, fields: Record<string, string>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return parseWithZod(form, { schema });
}

/** The messages a form gets back, by field ("" for the whole form); none when it passes. */
function errorsOf(schema: ZodType, fields: Record<string, string>): Record<string, string[] | null> {
  const result = submit(schema, fields);
  return result.status === "error" ? (result.error ?? {}) : {};
}

/** What the action receives from a form that passes. */
function valueOf(schema: ZodType, fields: Record<string, string>): Record<string, unknown> | null {
  const result = submit(schema, fields);
  return result.status === "success" ? (result.value as Record<string, unknown>) : null;
}

describe("emailFormSchema", () => {
  it("takes a trimmed address", () => {
    expect(valueOf(emailFormSchema, { email: "  sam@example.org " })).toEqual({ email: "sam@example.org" });
  });

  it("asks for a missing address, and refuses a malformed or over-long one, in the action's words", () => {
    expect(errorsOf(emailFormSchema, { email: "" }).email).toEqual([authText.missingEmail]);
    expect(errorsOf(emailFormSchema, { email: "   " }).email).toEqual([authText.missingEmail]);
    expect(errorsOf(emailFormSchema, { email: "not an address" }).email).toEqual([signInErrors.invalidEmail]);
    expect(errorsOf(emailFormSchema, { email: `${"a".repeat(250)}@example.org` }).email).toEqual([signInErrors.invalidEmail]);
  });
});

describe("resetPasswordSchema", () => {
  it("asks for a missing password, for the whole form and under the field", () => {
    const errors = errorsOf(resetPasswordSchema, { token: "abcdefghijkl", password: "" });
    expect(errors[""]).toEqual([resetPasswordMessages.summary]);
    expect(errors.password).toEqual([passwordMessages.missing]);
  });

  it("leaves the policy to the action, and never trims a password", () => {
    expect(valueOf(resetPasswordSchema, { token: "abcdefghijkl", password: " short " })?.password).toBe(" short ");
  });
});

describe("twoFactorCodeSchema", () => {
  it("gives the code as better-auth wants it", () => {
    expect(valueOf(twoFactorCodeSchema("app"), { code: " 123 456 " })?.code).toBe("123456");
    expect(valueOf(twoFactorCodeSchema("backup"), { code: "AbCdE 12345" })?.code).toBe("AbCdE-12345");
  });

  it("asks for a missing code in each way's words", () => {
    expect(errorsOf(twoFactorCodeSchema("app"), { code: "" }).code).toEqual(["Enter the code."]);
    expect(errorsOf(twoFactorCodeSchema("email"), { code: " - " }).code).toEqual(["Enter the code."]);
    expect(errorsOf(twoFactorCodeSchema("backup"), { code: "  " }).code).toEqual(["Enter one of your backup codes."]);
  });
});
