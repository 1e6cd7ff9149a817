import { describe, expect, it } from "vitest";
import { checkpointDueOn, checkpointStates } from "./in-work-checkpoints";

describe("in-work checkpoints", () => {
  it("fall 6 weeks, 6 months and a year after the start, at a short month's end when needed", () => {
    expect(checkpointDueOn("2026-01-15", "six_weeks")).toBe("2026-02-26");
    expect(checkpointDueOn("2025-08-31", "six_months")).toBe("2026-02-28");
    expect(checkpointDueOn("2024-02-29", "one_year")).toBe("2025-02-28");
  });

  it("say which checks are recorded, due, still to come, or no longer needed after someone left", () => {
    const states = checkpointStates("2025-11-01", [{ checkpoint: "six_weeks", inWork: true }], "2026-06-01");
    expect(states.map((s) => s.state)).toEqual(["recorded", "due", "upcoming"]);
    const left = checkpointStates("2025-01-01", [{ checkpoint: "six_weeks", inWork: false }], "2026-06-01");
    expect(left.map((s) => s.state)).toEqual(["recorded", "not_needed", "not_needed"]);
  });
});
