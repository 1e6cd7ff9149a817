import { describe, expect, it } from "vitest";
import { appointmentWhen } from "./labels";

describe("appointment times", () => {
  it("gives the day and the times in UK time", () => {
    expect(appointmentWhen("2026-06-10T10:00:00Z", "2026-06-10T11:00:00Z")).toBe("Wed 10 Jun 2026, 11:00 to 12:00");
  });

  it("gives only the times for today's list", () => {
    expect(appointmentWhen("2026-01-10T10:00:00Z", "2026-01-10T10:30:00Z", { timeOnly: true })).toBe("10:00 to 10:30");
  });
});
