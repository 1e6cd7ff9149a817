import { describe, expect, it } from "vitest";
import { addDays, londonDate, londonMidnight, londonToday } from "./london-day";

describe("London days", () => {
  it("gives the London date, which runs ahead of UTC in summer", () => {
    expect(londonDate(new Date("2026-07-01T23:30:00Z"))).toBe("2026-07-02");
    expect(londonDate(new Date("2026-01-01T23:30:00Z"))).toBe("2026-01-01");
  });

  it("finds midnight in London in winter and in summer", () => {
    expect(londonMidnight("2026-01-15").toISOString()).toBe("2026-01-15T00:00:00.000Z");
    expect(londonMidnight("2026-07-15").toISOString()).toBe("2026-07-14T23:00:00.000Z");
  });

  it("spans a day of 23 hours when the clocks go forward", () => {
    const today = londonToday(new Date("2026-03-29T12:00:00Z"));
    expect(today.date).toBe("2026-03-29");
    expect((today.end.getTime() - today.start.getTime()) / 3_600_000).toBe(23);
  });

  it("adds days across a month end", () => {
    expect(addDays("2026-01-31", 1)).toBe("2026-02-01");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
  });
});
