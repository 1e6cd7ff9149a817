import { describe, expect, it } from "vitest";
import { monthsBefore } from "./periods";

describe("monthsBefore", () => {
  it("keeps the day of the month and the time", () => {
    expect(monthsBefore(new Date("2026-11-22T10:15:00Z"), 24).toISOString()).toBe("2024-11-22T10:15:00.000Z");
    expect(monthsBefore(new Date("2026-01-15T00:00:00Z"), 1).toISOString()).toBe("2025-12-15T00:00:00.000Z");
  });

  it("uses the last day of a shorter month", () => {
    expect(monthsBefore(new Date("2026-03-31T12:00:00Z"), 1).toISOString()).toBe("2026-02-28T12:00:00.000Z");
    expect(monthsBefore(new Date("2026-05-31T12:00:00Z"), 27).toISOString()).toBe("2024-02-29T12:00:00.000Z");
  });
});
