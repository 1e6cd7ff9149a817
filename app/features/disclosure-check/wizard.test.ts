import { describe, expect, it } from "vitest";
import { readDate, wizardMessages } from "./answer-checks";
import { recordName } from "./answer-words";
import { type WizardState, initialState, parseState, serialiseState } from "./state";
import { advance } from "./wizard";
import { resultsFor, toRequest } from "./wizard-results";

const TODAY = "2026-11-23";

/** Answers one question: the fields as a form would post them. */
function answer(state: WizardState, fields: Record<string, string> = {}, intent = "next") {
  const outcome = advance(state, (name) => fields[name] ?? null, intent, TODAY);
  if (outcome.errors) throw new Error(`unexpected errors at ${state.step.q}: ${JSON.stringify(outcome.errors)}`);
  return outcome.state;
}

function walk(steps: [string, Record<string, string>?][]): WizardState {
  let state = initialState();
  for (const [question, fields] of steps) {
    expect(state.step.q).toBe(question);
    state = answer(state, fields);
  }
  return state;
}

describe("the checker's questions, one a page", () => {
  it("takes two convictions, one with two sentences, to the results (rule drag-through)", () => {
    const state = walk([
      ["jurisdiction", { jurisdiction: "england_wales" }],
      ["record-type", { type: "conviction" }],
      ["age", { age: "adult" }],
      ["date", { day: "1", month: "1", year: "2019" }],
      ["sentence-kind", { kind: "custody" }],
      ["sentence-length", { lengthValue: "2", lengthUnit: "years" }],
      ["another-sentence", { another: "no" }],
      ["another-record", { another: "yes" }],
      ["record-type", { type: "conviction" }],
      ["age", { age: "adult" }],
      ["date", { day: "1", month: "1", year: "2020" }],
      ["sentence-kind", { kind: "fine" }],
      ["another-sentence", { another: "yes" }],
      ["sentence-kind", { kind: "restraining_order" }],
      ["order-end", { end: "date", day: "1", month: "1", year: "2030" }],
      ["another-sentence", { another: "no" }],
      ["another-record", { another: "no" }],
      ["check-answers"],
    ]);
    expect(state.step.q).toBe("results");
    const { results, sources } = resultsFor(state.answers, TODAY);
    expect(sources.map(({ r, s }) => [r, s])).toEqual([[0, 0], [1, 0], [1, 1]]);
    expect(results.map((result) => [result.status, result.spent_date])).toEqual([
      ["spent", "2025-01-01"],
      ["not_spent", "2030-01-01"],
      ["not_spent", "2030-01-01"],
    ]);
    expect(recordName(state.answers, 1)).toBe("Conviction 2");
  });

  it("asks about Schedule 18 only for custody over 4 years", () => {
    const state = walk([
      ["jurisdiction", { jurisdiction: "england_wales" }],
      ["record-type", { type: "conviction" }],
      ["age", { age: "adult" }],
      ["date", { day: "1", month: "6", year: "2010" }],
      ["sentence-kind", { kind: "custody" }],
      ["sentence-length", { lengthValue: "5", lengthUnit: "years" }],
      ["schedule18", { schedule18: "no" }],
      ["another-sentence", { another: "no" }],
      ["another-record", { another: "no" }],
      ["check-answers"],
    ]);
    expect(resultsFor(state.answers, TODAY).results[0]).toMatchObject({ status: "spent", spent_date: "2022-06-01" });
  });

  it("asks the specified offence question only where it changes the answer (rule filtering)", () => {
    const state = walk([
      ["jurisdiction", { jurisdiction: "england_wales" }],
      ["record-type", { type: "conviction" }],
      ["age", { age: "adult" }],
      ["date", { day: "3", month: "3", year: "2012" }],
      ["sentence-kind", { kind: "fine" }],
      ["another-sentence", { another: "no" }],
      ["another-record", { another: "yes" }],
      ["record-type", { type: "conviction" }],
      ["age", { age: "adult" }],
      ["date", { day: "3", month: "3", year: "2024" }],
      ["sentence-kind", { kind: "fine" }],
      ["another-sentence", { another: "no" }],
      ["another-record", { another: "no" }],
      ["check-answers"],
    ]);
    expect(state.step).toMatchObject({ q: "specified", r: 0 });
    const done = answer(state, { specified: "no" });
    expect(done.step.q).toBe("results");
    expect(resultsFor(done.answers, TODAY).results.map((result) => result.filtering.state)).toEqual(["filtered", "shows"]);
  });

  it("sends Scotland and Northern Ireland to a person", () => {
    expect(walk([["jurisdiction", { jurisdiction: "northern_ireland" }]]).step.q).toBe("other-country");
  });

  it("keeps what was typed and says what is wrong", () => {
    let state = walk([
      ["jurisdiction", { jurisdiction: "england_wales" }],
      ["record-type", { type: "simple_caution" }],
      ["age", { age: "under18" }],
    ]);
    const outcome = advance(state, (name) => ({ day: "31", month: "2", year: "2020" })[name] ?? null, "next", TODAY);
    expect(outcome.errors).toEqual({ day: wizardMessages.dateReal });
    expect(outcome.state.answers.records[0]!.date).toEqual({ day: "31", month: "2", year: "2020" });
    expect(advance(state, () => null, "next", TODAY).errors).toEqual({ month: wizardMessages.dateMissing });
    expect(advance(state, (name) => ({ month: "1", year: "20" })[name] ?? null, "next", TODAY).errors).toEqual({ year: wizardMessages.yearFormat });
    expect(advance(state, (name) => ({ day: "1", month: "1", year: "2027" })[name] ?? null, "next", TODAY).errors).toEqual({ day: wizardMessages.dateFuture });
    state = answer(state, { month: "2", year: "2020" });
    expect(state.step.q).toBe("another-record");
  });

  it("refuses a suspended sentence over 2 years, and goes back a step", () => {
    const state = walk([
      ["jurisdiction", { jurisdiction: "england_wales" }],
      ["record-type", { type: "conviction" }],
      ["age", { age: "adult" }],
      ["date", { day: "1", month: "1", year: "2020" }],
      ["sentence-kind", { kind: "suspended_custody" }],
    ]);
    expect(advance(state, (name) => ({ lengthValue: "30", lengthUnit: "months" })[name] ?? null, "next", TODAY).errors).toEqual({
      lengthValue: wizardMessages.lengthTooLong,
    });
    expect(advance(state, () => null, "back", TODAY).state.step.q).toBe("sentence-kind");
  });

  it("a month without a day is the month's last day, marked approximate", () => {
    expect(readDate({ day: "", month: "2", year: "2024" })).toEqual({ date: "2024-02-29", approximate: true });
    const state = walk([
      ["jurisdiction", { jurisdiction: "england_wales" }],
      ["record-type", { type: "conviction" }],
      ["age", { age: "adult" }],
      ["date", { month: "11", year: "2026" }],
      ["sentence-kind", { kind: "fine" }],
    ]);
    // November 2026 is this month: its last day would be in the future, so today stands in.
    expect(toRequest(state.answers, TODAY).request.convictions[0]!.date).toBe(TODAY);
    expect(toRequest(state.answers, TODAY).sources[0]!.approximate).toBe(true);
  });

  it("weeks end on an exact day (16 weeks from 10 January 2024 is 1 May 2024)", () => {
    const state = walk([
      ["jurisdiction", { jurisdiction: "england_wales" }],
      ["record-type", { type: "conviction" }],
      ["age", { age: "adult" }],
      ["date", { day: "10", month: "1", year: "2024" }],
      ["sentence-kind", { kind: "custody" }],
      ["sentence-length", { lengthValue: "16", lengthUnit: "weeks" }],
    ]);
    expect(resultsFor(state.answers, TODAY).results[0]!.spent_date).toBe("2025-05-01");
  });

  it("travels in the form and refuses a state it did not write", () => {
    const state = walk([["jurisdiction", { jurisdiction: "england_wales" }]]);
    expect(parseState(serialiseState(state))).toEqual(state);
    expect(parseState('{"answers":1}')).toBeNull();
    expect(parseState("not json")).toBeNull();
  });
});
