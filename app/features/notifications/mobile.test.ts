import { describe, expect, it } from "vitest";
import { formatUkMobile, parseUkMobile } from "./mobile";

describe("UK mobile numbers", () => {
  it("accepts 07 numbers with spaces or dashes and stores them in +44 form", () => {
    expect(parseUkMobile("07700 900 123")).toBe("+447700900123");
    expect(parseUkMobile("07700-900-123")).toBe("+447700900123");
    expect(parseUkMobile(" 07700900123 ")).toBe("+447700900123");
  });

  it("accepts +44 7 numbers", () => {
    expect(parseUkMobile("+44 7700 900123")).toBe("+447700900123");
    expect(parseUkMobile("+44-7700-900-123")).toBe("+447700900123");
  });

  it("refuses landlines, short or long numbers, other countries and letters", () => {
    for (const bad of ["", "0161 496 0000", "+44 161 496 0000", "0770090012", "077009001234", "+33 6 12 34 56 78", "07700 900 12a", "447700900123", "+44 07700 900123", "(07700) 900123"]) {
      expect(parseUkMobile(bad), bad).toBeNull();
    }
  });

  it("writes a stored number as people write it", () => {
    expect(formatUkMobile("+447700900123")).toBe("07700 900 123");
  });
});
