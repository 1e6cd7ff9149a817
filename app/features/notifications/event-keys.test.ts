import { describe, expect, it } from "vitest";
import { appointmentKey, appointmentKeyPrefix } from "./event-keys";

describe("appointment event keys", () => {
  const id = "0190a8f0-0000-7000-8000-000000000001";
  const a = new Date("2027-01-13T14:00:00Z");
  const b = new Date("2027-01-14T14:00:00Z");

  it("keeps the first form for an appointment as booked, so reminders written before versions are not written again", () => {
    expect(appointmentKey("appointment", id, a)).toBe(`appointment-${id}:2027-01-13T14:00:00.000Z`);
    expect(appointmentKey("appointment", id, a, 0)).toBe(appointmentKey("appointment", id, a));
  });

  it("gives each move its own key, even back to a time it had before (A to B, B to A, A to B)", () => {
    const keys = [appointmentKey("appointment", id, a, 0), appointmentKey("appointment", id, b, 1), appointmentKey("appointment", id, a, 2), appointmentKey("appointment", id, b, 3)];
    expect(new Set(keys).size).toBe(4);
    for (const key of keys) expect(key.startsWith(appointmentKeyPrefix("appointment", id))).toBe(true);
    expect(appointmentKey("mentoring", id, a, 2).startsWith(appointmentKeyPrefix("appointment", id))).toBe(false);
  });
});
