import { describe, expect, it } from "vitest";
import { inWorkRate, oneYearRate, socialValueCsv } from "./social-value";

describe("social value figures", () => {
  it("gives no rate when no one was checked, and a rounded share otherwise", () => {
    expect(inWorkRate(0, 0)).toBeNull();
    expect(inWorkRate(2, 3)).toBe(67);
  });

  it("writes one CSV row per measure, with empty cells for rates of nothing", () => {
    const csv = socialValueCsv({
      organisationName: "Xylo",
      hires: 4,
      checkpoints: [
        { checkpoint: "six_weeks", checked: 4, inWork: 3 },
        { checkpoint: "six_months", checked: 2, inWork: 2 },
        { checkpoint: "one_year", checked: 0, inWork: 0 },
      ],
      ownRetentionPercent: 62,
    });
    expect(csv.split("\r\n")).toEqual([
      "Measure,People checked,Still in work,In-work rate (%)",
      "People hired,4,,",
      "In work at 6 weeks,4,3,75",
      "In work at 6 months,2,2,100",
      "In work at 1 year,0,0,",
      "Your own one-year retention rate,,,62",
      "",
    ]);
  });

  it("compares the one-year rate with the employer's own, and leaves the own figure empty when none was given", () => {
    const value = {
      organisationName: "Xylo",
      hires: 5,
      checkpoints: [{ checkpoint: "one_year" as const, checked: 4, inWork: 3 }],
      ownRetentionPercent: null,
    };
    expect(oneYearRate(value)).toBe(75);
    expect(socialValueCsv(value).split("\r\n")).toContain("Your own one-year retention rate,,,");
  });
});
