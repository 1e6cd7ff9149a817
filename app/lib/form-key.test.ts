import { describe, expect, it } from "vitest";
import { FORM_KEY_FIELD, FORM_KEY_PATTERN, formKeyFor } from "./form-key";
import { formKeyOf } from "./idempotency.server";

describe("form keys", () => {
  it("tell two forms on one drawing apart, and two drawings of one form apart", () => {
    const diary = formKeyFor("a1b2c3d4", "default", "diary-entry");
    expect(diary).toBe("a1b2c3d4.default.diary-entry");
    expect(formKeyFor("a1b2c3d4", "default", "attendance-1")).not.toBe(diary);
    expect(formKeyFor("e5f6a7b8", "default", "diary-entry")).not.toBe(diary);
    expect(formKeyFor("a1b2c3d4", "k9x2", "diary-entry")).not.toBe(diary);
  });

  it("make a ButtonForm's name into a key the server accepts", () => {
    const key = formKeyFor("a1b2c3d4", "default", `Cancel CV review with Daniel O'Neill, ${"x".repeat(300)}`);
    expect(key).toMatch(FORM_KEY_PATTERN);
    expect(key.length).toBeLessThanOrEqual(200);
  });

  it("are read from a posted form only when they look like one", () => {
    const form = (value?: string) => {
      const data = new FormData();
      if (value !== undefined) data.set(FORM_KEY_FIELD, value);
      return data;
    };
    expect(formKeyOf(form("a1b2c3d4.default.diary-entry"))).toBe("a1b2c3d4.default.diary-entry");
    expect(formKeyOf(form())).toBeNull();
    expect(formKeyOf(form("short"))).toBeNull();
    expect(formKeyOf(form("has spaces in it"))).toBeNull();
    expect(formKeyOf(form("x".repeat(201)))).toBeNull();
  });
});
