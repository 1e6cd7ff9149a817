import { describe, expect, it } from "vitest";
import { addWorkingDays, isWorkingDay } from "./working-days";

describe("working days", () => {
  it("knows the weekend", () => {
    expect(isWorkingDay("2026-11-20")).toBe(true); // Friday
    expect(isWorkingDay("2026-11-21")).toBe(false);
    expect(isWorkingDay("2026-11-22")).toBe(false);
    expect(isWorkingDay("2026-11-23")).toBe(true);
  });

  it("adds working days at the same UK time, stepping over a weekend", () => {
    // Thursday 10:00 in winter (UTC) plus two working days is Monday 10:00.
    expect(addWorkingDays(new Date("2026-11-19T10:00:00Z"), 2).toISOString()).toBe("2026-11-23T10:00:00.000Z");
    // Monday plus two is Wednesday.
    expect(addWorkingDays(new Date("2026-11-23T15:30:00Z"), 2).toISOString()).toBe("2026-11-25T15:30:00.000Z");
  });

  it("counts something that arrives at a weekend from the Monday after it", () => {
    expect(addWorkingDays(new Date("2026-11-21T18:00:00Z"), 2).toISOString()).toBe("2026-11-25T00:00:00.000Z");
  });

  it("keeps the UK clock time across a change of the clocks", () => {
    // Friday 23 October 2026 09:00 BST (08:00 UTC); the clocks go back on Sunday 25 October.
    expect(addWorkingDays(new Date("2026-10-23T08:00:00Z"), 2).toISOString()).toBe("2026-10-27T09:00:00.000Z");
  });

  it("never puts two working days less than two days less an hour away (the caseworker's alerts read only those older)", () => {
    const HOUR = 3_600_000;
    // Every quarter hour of 2026, both clock changes included; the shortest gap is checked once, as 35,000
    // expect() calls alone took seconds on a busy machine.
    let shortest = { gap: Number.POSITIVE_INFINITY, at: 0 };
    for (let at = Date.UTC(2026, 0, 1); at < Date.UTC(2027, 0, 1); at += HOUR / 4) {
      const gap = addWorkingDays(new Date(at), 2).getTime() - at;
      if (gap < shortest.gap) shortest = { gap, at };
    }
    expect(shortest.gap, new Date(shortest.at).toISOString()).toBeGreaterThanOrEqual(2 * 24 * HOUR - HOUR);
  }, 60_000);
});
