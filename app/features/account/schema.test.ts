import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { changePasswordSchema, codeSchema, firstErrors, messages, nameSchema } from "./schema";

/** The browser and the /account action read a form the same way: Conform's parseWithZod with these schemas. */
function errorsOf(schema: Parameters<typeof parseWithZod>[1]["schema"], entries: Record<string, string>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(entries)) form.append(name, value);
  const submission = parseWithZod(form, { schema });
  return submission.status === "success" ? {} : firstErrors(submission.error);
}

describe("the account forms' schemas, read from a posted form", () => {
  it("asks for a name when only spaces are typed", () => {
    expect(errorsOf(nameSchema, { name: "   " })).toEqual({ name: messages.nameMissing });
    expect(errorsOf(nameSchema, { name: "\n \t" })).toEqual({ name: messages.nameMissing });
  });

  it("gives the server's words for a short new password, and accepts the ticked checkbox", () => {
    expect(errorsOf(changePasswordSchema, { currentPassword: "old words here", newPassword: "short", signOutOthers: "yes" })).toEqual({
      newPassword: messages.newPasswordTooShort,
    });
    const typed = { currentPassword: "old words here", newPassword: "meadow copper violin 7" };
    expect(errorsOf(changePasswordSchema, { ...typed, confirmPassword: "meadow copper violin 7", signOutOthers: "yes" })).toEqual({});
    expect(errorsOf(changePasswordSchema, { ...typed, confirmPassword: "meadow copper violin 7" })).toEqual({});
    expect(errorsOf(changePasswordSchema, typed)).toEqual({ confirmPassword: messages.confirmMismatch });
  });

  it("takes a code typed with a space, and explains one that is not 6 numbers", () => {
    expect(errorsOf(codeSchema, { code: "123 456" })).toEqual({});
    expect(errorsOf(codeSchema, { code: "12345" })).toEqual({ code: messages.codeFormat });
    expect(errorsOf(codeSchema, {})).toEqual({ code: messages.codeMissing });
    expect(errorsOf(codeSchema, { code: " - " })).toEqual({ code: messages.codeMissing });
  });
});
