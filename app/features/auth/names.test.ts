import { describe, expect, it } from "vitest";
import { checkName, cleanName } from "./names";

describe("names", () => {
  it("turns line breaks, tabs, control characters and runs of spaces into one space, and trims", () => {
    expect(cleanName("  Amira\r\n\r\n  Okafor\t")).toBe("Amira Okafor");
    expect(cleanName("Sam\u0000Lee\u007f")).toBe("Sam Lee");
    expect(cleanName("Zoë O'Brien-Ng")).toBe("Zoë O'Brien-Ng");
  });

  it("refuses an empty or over-long name with the sign-up form's words", () => {
    expect(checkName(" \r\n ")).toEqual({ ok: false, message: "Enter your full name." });
    expect(checkName(undefined)).toEqual({ ok: false, message: "Enter your full name." });
    expect(checkName("x".repeat(101))).toEqual({ ok: false, message: "Your name must be 100 characters or fewer." });
    expect(checkName(`${"x".repeat(100)}\r\n`)).toEqual({ ok: true, name: "x".repeat(100) });
  });
});
