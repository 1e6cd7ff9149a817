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

describe("emailFormSchema", () => {
  it("takes a trimmed address", () => {
    const result = submit(emailFormSchema, { email: "  sam@example.org " });
    expect(result.status === "success" && result.value).toEqual({ email: "sam@example.org" });
  });

  it("asks for a missing address, and refuses a malformed or over-long one, in the action's words", () => {
    expect(submit(emailFormSchema, { email: "" }).error?.email).toEqual([authText.missingEmail]);
    expect(submit(emailFormSchema, { email: "   " }).error?.email).toEqual([authText.missingEmail]);
    expect(submit(emailFormSchema, { email: "not an address" }).error?.email).toEqual([signInErrors.invalidEmail]);
    expect(submit(emailFormSchema, { email: `${"a".repeat(250)}@example.org` }).error?.email).toEqual([signInErrors.invalidEmail]);
  });
});

describe("resetPasswordSchema", () => {
  it("asks for a missing password, for the whole form and under the field", () => {
    const result = submit(resetPasswordSchema, { token: "abcdefghijkl", password: "" });
    expect(result.error?.[""]).toEqual([resetPasswordMessages.summary]);
    expect(result.error?.password).toEqual([passwordMessages.missing]);
  });

  it("leaves the policy to the action, and never trims a password", () => {
    const result = submit(resetPasswordSchema, { token: "abcdefghijkl", password: " short " });
    expect(result.status === "success" && result.value.password).toBe(" short ");
  });
});

describe("twoFactorCodeSchema", () => {
  it("gives the code as better-auth wants it", () => {
    const app = submit(twoFactorCodeSchema("app"), { code: " 123 456 " });
    expect(app.status === "success" && app.value.code).toBe("123456");
    const backup = submit(twoFactorCodeSchema("backup"), { code: "AbCdE 12345" });
    expect(backup.status === "success" && backup.value.code).toBe("AbCdE-12345");
  });

  it("asks for a missing code in each way's words", () => {
    expect(submit(twoFactorCodeSchema("app"), { code: "" }).error?.code).toEqual(["Enter the code."]);
    expect(submit(twoFactorCodeSchema("email"), { code: " - " }).error?.code).toEqual(["Enter the code."]);
    expect(submit(twoFactorCodeSchema("backup"), { code: "  " }).error?.code).toEqual(["Enter one of your backup codes."]);
  });
});
