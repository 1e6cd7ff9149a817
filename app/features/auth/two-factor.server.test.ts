import { describe, expect, it } from "vitest";
import { limitKindForPath } from "./rate-limits.server";
import { normaliseCode } from "./email-link-schemas";

describe("normaliseCode", () => {
  it("drops spaces and dashes from numeric codes", () => {
    expect(normaliseCode(" 123 456 ", "app")).toBe("123456");
    expect(normaliseCode("123-456", "email")).toBe("123456");
  });
  it("keeps a backup code's case and puts its dash back", () => {
    expect(normaliseCode("AbCdE-12345", "backup")).toBe("AbCdE-12345");
    expect(normaliseCode("AbCdE 12345", "backup")).toBe("AbCdE-12345");
  });
});

describe("limitKindForPath", () => {
  it("puts better-auth's paths in the same buckets as the pages", () => {
    expect(limitKindForPath("/sign-in/email")).toBe("sign-in");
    expect(limitKindForPath("/sign-up/email")).toBe("sign-up");
    expect(limitKindForPath("/two-factor/verify-backup-code")).toBe("code-check");
    expect(limitKindForPath("/reset-password/abc123")).toBe("password-reset");
    expect(limitKindForPath("/get-session")).toBeUndefined();
  });
});
