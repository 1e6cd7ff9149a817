import { describe, expect, it } from "vitest";
import { buildSavedCheck, resultsToday, savedCheckFromRequest, savedCheckPayloadSchema, savedRecords } from "./saved-result";
import { type WizardState, initialState } from "./state";
import { advance } from "./wizard";

const TODAY = "2026-11-23";

function walk(steps: Record<string, string>[]): WizardState {
  let state = initialState();
  for (const fields of steps) {
    const outcome = advance(state, (name) => fields[name] ?? null, "next", TODAY);
    if (outcome.errors) throw new Error(JSON.stringify(outcome.errors));
    state = outcome.state;
  }
  return state;
}

/** A fine in January 2026 and a simple caution in 2015: one not spent, one spent. */
const answered = walk([
  { jurisdiction: "england_wales" },
  { type: "conviction" },
  { age: "adult" },
  { day: "10", month: "1", year: "2026" },
  { kind: "fine" },
  { another: "no" },
  { another: "yes" },
  { type: "simple_caution" },
  { age: "adult" },
  { month: "3", year: "2015" },
  { another: "no" },
  {},
  // The caution would be filtered today unless it is for a specified offence: that question is asked.
  { specified: "no" },
]);

describe("a saved checker result", () => {
  it("is worked out again from the answers, with the kinds of offence ticked", () => {
    expect(answered.step.q).toBe("results");
    const payload = buildSavedCheck(answered.answers, TODAY, ["violence", "arson"])!;
    expect(savedCheckPayloadSchema.safeParse(payload).success).toBe(true);
    expect(payload.referenceDate).toBe(TODAY);
    expect(payload.request.convictions.map((entry) => entry.kind)).toEqual(["fine", "simple_caution"]);
    expect(payload.results.map((result) => [result.status, result.spent_date])).toEqual([
      ["not_spent", "2027-01-10"],
      ["spent_immediately", "2015-03-31"],
    ]);
    // In the vocabulary's order, whatever order they were ticked in.
    expect(payload.offenceCategories).toEqual(["arson", "violence"]);
    expect(payload.approximate).toEqual([false, true]);
    expect(payload.specifiedOffence).toEqual([null, false]);
    expect(payload.results.map((result) => result.filtering)).toEqual(["shows", "filtered"]);
  });

  it("names its records as the checker does, and marks approximate ones", () => {
    const records = savedRecords(buildSavedCheck(answered.answers, TODAY, [])!);
    expect(records.map((record) => [record.name, record.approximate, record.sentences])).toEqual([
      ["Conviction 1", false, ["Fine"]],
      ["Caution 1", true, ["Simple caution or youth caution"]],
    ]);
  });

  it("gives nothing to save for another country, or before any answer", () => {
    expect(buildSavedCheck({ jurisdiction: "scotland", records: [] }, TODAY, [])).toBeNull();
    expect(buildSavedCheck(initialState().answers, TODAY, [])).toBeNull();
  });

  it("is worked out again for a later day: the fine not spent when saved is spent a year on", () => {
    const payload = savedCheckFromRequest({ reference_date: TODAY, age_at_conviction: "adult", convictions: [{ kind: "fine", date: "2026-01-10" }] });
    expect(payload.results[0]!.status).toBe("not_spent");
    expect(resultsToday(payload, "2027-02-01")[0]!.status).toBe("spent");
    // Never earlier than the day it was saved for.
    expect(resultsToday(payload, "2020-01-01")[0]!.status).toBe("not_spent");
  });
});
