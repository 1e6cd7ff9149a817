import { describe, expect, it } from "vitest";
import { telHref } from "./organisation";

describe("telHref", () => {
  it("dials the digits of a number as people write it", () => {
    expect(telHref("0300 555 0199")).toBe("tel:03005550199");
    expect(telHref("+44 (0)300 555 0199")).toBe("tel:+443005550199");
    expect(telHref("(0113) 496 0000")).toBe("tel:01134960000");
    expect(telHref("07700-900-982")).toBe("tel:07700900982");
    expect(telHref("0300-555-0199")).toBe("tel:03005550199");
  });

  it("leaves out a note in brackets after the number", () => {
    expect(telHref("020 7946 0000 (example number)")).toBe("tel:02079460000");
  });
});
