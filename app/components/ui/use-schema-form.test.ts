import type { SubmissionResult } from "@conform-to/react";
import { describe, expect, it } from "vitest";
import { afterSave, refusalResult } from "./use-schema-form";

describe("afterSave", () => {
  it("turns a success into a reset, so the form shows the stored values rather than what was sent", () => {
    const sent: SubmissionResult<string[]> = { status: "success", initialValue: { status: "interview_booked", note: "Called" } };
    expect(afterSave(sent)).toEqual({ status: "success", initialValue: null, error: {} });
  });

  it("leaves a refusal as it came, with what was typed", () => {
    const refused = refusalResult({ fieldErrors: { title: "Enter a title" }, values: { title: "", location: "HMP Leeds visits hall" } });
    expect(afterSave(refused)).toBe(refused);
  });

  it("leaves no answer, and a success that already resets, alone", () => {
    expect(afterSave(undefined)).toBeUndefined();
    expect(afterSave(null)).toBeNull();
    const reset: SubmissionResult<string[]> = { status: "success", initialValue: null };
    expect(afterSave(reset)).toBe(reset);
  });
});
