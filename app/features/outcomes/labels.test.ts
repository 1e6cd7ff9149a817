import { describe, expect, it } from "vitest";
import { inWorkPhrase } from "./labels";

describe("in-work phrase", () => {
  it("says plainly when nobody has been checked", () => {
    expect(inWorkPhrase(0, 0)).toBe("None checked yet");
  });

  it("gives the count and a rounded percentage", () => {
    expect(inWorkPhrase(2, 3)).toBe("2 of 3 still in work (67%)");
  });
});
