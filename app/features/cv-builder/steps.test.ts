import { describe, expect, it } from "vitest";
import { TOTAL_STEPS, clampStep, progressLabel, progressPercent, stepFromParam, stepSearch, steps } from "./steps";

describe("steps", () => {
  it("has the eight steps in order", () => {
    expect(TOTAL_STEPS).toBe(8);
    expect(steps.map((step) => step.title)).toEqual([
      "Getting Started",
      "About You",
      "Professional Summary",
      "Your Experience",
      "Your Skills",
      "Learning and Training",
      "Disclosure Letter",
      "Finish and Download",
    ]);
  });
  it("never moves past either end", () => {
    expect(clampStep(-1)).toBe(0);
    expect(clampStep(8)).toBe(7);
    expect(clampStep(Number.NaN)).toBe(0);
  });
  it("reads 'Step N of 8' with (step + 1) / 8 as a percentage", () => {
    expect(progressLabel(0)).toBe("Step 1 of 8");
    expect(progressPercent(0)).toBe(13);
    expect(progressLabel(3)).toBe("Step 4 of 8");
    expect(progressPercent(3)).toBe(50);
    expect(progressPercent(7)).toBe(100);
  });
  it("gives each step its own address, and reads it back", () => {
    expect(stepSearch(3)).toBe("?step=experience");
    expect(steps.map((_, index) => stepFromParam(new URLSearchParams(stepSearch(index)).get("step")))).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(stepSearch(99)).toBe("?step=finish");
  });
  it("shows the first step for a missing or unknown step", () => {
    for (const value of [null, undefined, "", "Experience", "3", "toString", "constructor"]) expect(stepFromParam(value), String(value)).toBe(0);
  });
});
