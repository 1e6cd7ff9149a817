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
    expect(advance(state, () => null, "next", TODAY).errors).toEqual({ year: wizardMessages.dateMissing });
    expect(advance(state, (name) => ({ day: "5", year: "2020" })[name] ?? null, "next", TODAY).errors).toEqual({ month: wizardMessages.monthMissing });
    expect(advance(state, (name) => ({ month: "3" })[name] ?? null, "next", TODAY).errors).toEqual({ year: wizardMessages.dateMissing });
    expect(advance(state, (name) => ({ year: "2027" })[name] ?? null, "next", TODAY).errors).toEqual({ year: wizardMessages.dateFuture });
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

  it("takes custody and service detention over 2 years, which have no such limit", () => {
    for (const kind of ["custody", "service_detention"]) {
      const state = walk([
        ["jurisdiction", { jurisdiction: "england_wales" }],
        ["record-type", { type: "conviction" }],
        ["age", { age: "adult" }],
        ["date", { day: "1", month: "1", year: "2020" }],
        ["sentence-kind", { kind }],
      ]);
      const outcome = advance(state, (name) => ({ lengthValue: "30", lengthUnit: "months" })[name] ?? null, "next", TODAY);
      expect(outcome.errors ?? {}, kind).toEqual({});
      expect(outcome.state.step.q, kind).not.toBe("sentence-length");
    }
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

  it("a year alone is the year's last day, marked approximate (2019 is 31 December 2019; this year, 2026, is today)", () => {
    expect(readDate({ day: "", month: "", year: "2019" })).toEqual({ date: "2019-12-31", approximate: true, yearOnly: true });
    const convicted = (year: string) =>
      walk([
        ["jurisdiction", { jurisdiction: "england_wales" }],
        ["record-type", { type: "conviction" }],
        ["age", { age: "adult" }],
        ["date", { year }],
        ["sentence-kind", { kind: "fine" }],
      ]);
    const past = toRequest(convicted("2019").answers, TODAY);
    expect(past.request.convictions[0]!.date).toBe("2019-12-31");
    expect(past.sources[0]!.approximate).toBe(true);
    // An adult's fine is spent 1 year after conviction: 31 December 2020 when only "2019" is known.
    const [result] = resultsFor(convicted("2019").answers, TODAY)!.results;
    expect(result!.spent_date).toBe("2020-12-31");
    // This year: 31 December 2026 is still to come, so today stands in, and the page takes it.
    expect(toRequest(convicted("2026").answers, TODAY).request.convictions[0]!.date).toBe(TODAY);
    expect(convicted("2026").step.q).toBe("another-sentence");
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

describe("the pages for issue 31's disposals", () => {
  const start: [string, Record<string, string>?][] = [["jurisdiction", { jurisdiction: "england_wales" }]];

  it("a fixed penalty notice of 5 May 2024 is its own choice, answered 'not a conviction' with what basic and enhanced checks show", () => {
    const state = walk([
      ...start,
      ["record-type", { type: "fixed_penalty" }],
      ["age", { age: "adult" }],
      ["date", { day: "5", month: "5", year: "2024" }],
      ["another-record", { another: "no" }],
      ["check-answers"],
    ]);
    expect(state.step.q).toBe("results");
    const { request } = toRequest(state.answers, TODAY);
    expect(request.convictions).toEqual([{ kind: "fixed_penalty", date: "2024-05-05", age_at_conviction: "adult" }]);
    const [result] = resultsFor(state.answers, TODAY).results;
    expect(result!.status).toBe("not_a_conviction");
    expect(result!.basic_check).toMatch(/^Not a conviction or a caution\. A basic check does not show/);
    expect(result!.standard_enhanced_check).toMatch(/enhanced check can include a penalty notice for disorder only as other information/);
    expect(recordName(state.answers, 0)).toBe("Penalty notice 1");
  });

  it("compensation of 1 Mar 2023 not paid in full is not spent (indefinite); paid on 1 Sep 2023 it is spent then", () => {
    const upTo: [string, Record<string, string>?][] = [
      ...start,
      ["record-type", { type: "conviction" }],
      ["age", { age: "adult" }],
      ["date", { day: "1", month: "3", year: "2023" }],
      ["sentence-kind", { kind: "compensation_order" }],
    ];
    const unpaid = walk([...upTo, ["compensation-paid", { paid: "no" }], ["another-sentence", { another: "no" }]]);
    expect(toRequest(unpaid.answers, TODAY).request.convictions[0]).toMatchObject({ kind: "compensation_order", unpaid: true });
    expect(toRequest(unpaid.answers, TODAY).request.convictions[0]!.end_date).toBeUndefined();
    const [open] = resultsFor(unpaid.answers, TODAY).results;
    expect([open!.status, open!.basic_check.split(".")[0]]).toEqual(["indefinite", "Not spent until the compensation is paid in full"]);

    const paid = walk([...upTo, ["compensation-paid", { paid: "yes" }], ["paid-date", { day: "1", month: "9", year: "2023" }], ["another-sentence", { another: "no" }]]);
    expect(resultsFor(paid.answers, TODAY).results[0]!.spent_date).toBe("2023-09-01");
  });

  it("asks for an answer on the paid page, and on the consecutive page, keeping the state", () => {
    const atPaid = walk([
      ...start,
      ["record-type", { type: "conviction" }],
      ["age", { age: "adult" }],
      ["date", { day: "1", month: "3", year: "2023" }],
      ["sentence-kind", { kind: "compensation_order" }],
    ]);
    const outcome = advance(atPaid, () => null, "next", TODAY);
    expect(outcome.errors).toEqual({ paid: wizardMessages.paid });
    expect(outcome.state.step.q).toBe("compensation-paid");
  });

  it("36 months from 1 Jan 2010 then 24 months after it (one term of 60 months, ends 1 Jan 2015): asks Schedule 18 of the second; answered no, + 7 years = 1 Jan 2022", () => {
    const state = walk([
      ...start,
      ["record-type", { type: "conviction" }],
      ["age", { age: "adult" }],
      ["date", { day: "1", month: "1", year: "2010" }],
      ["sentence-kind", { kind: "custody" }],
      ["sentence-length", { lengthValue: "36", lengthUnit: "months" }],
      ["another-sentence", { another: "yes" }],
      ["sentence-kind", { kind: "custody" }],
      ["sentence-length", { lengthValue: "24", lengthUnit: "months" }],
      ["consecutive", { consecutiveWith: "0" }],
      ["schedule18", { schedule18: "no" }],
      ["another-sentence", { another: "no" }],
      ["another-record", { another: "no" }],
      ["check-answers"],
    ]);
    const { request } = toRequest(state.answers, TODAY);
    expect(request.convictions.map((entry) => [entry.consecutive_with, entry.schedule18_offence])).toEqual([
      [undefined, false],
      ["conviction-1", false],
    ]);
    expect(resultsFor(state.answers, TODAY).results.map((result) => result.spent_date)).toEqual(["2022-01-01", "2022-01-01"]);
  });

  it("offers only earlier convictions dated no later, and custody given for the same conviction; not for a first sentence", () => {
    const first = walk([
      ...start,
      ["record-type", { type: "conviction" }],
      ["age", { age: "adult" }],
      ["date", { day: "1", month: "1", year: "2018" }],
      ["sentence-kind", { kind: "custody" }],
      ["sentence-length", { lengthValue: "30", lengthUnit: "months" }],
      ["another-sentence", { another: "no" }],
      ["another-record", { another: "yes" }],
      ["record-type", { type: "conviction" }],
      ["age", { age: "adult" }],
      ["date", { day: "1", month: "6", year: "2019" }],
      ["sentence-kind", { kind: "custody" }],
      ["sentence-length", { lengthValue: "24", lengthUnit: "months" }],
    ]);
    expect(first.step.q).toBe("consecutive");
    const wrong = advance(first, (name) => (name === "consecutiveWith" ? "1" : null), "next", TODAY);
    expect(wrong.errors).toEqual({ consecutiveWith: wizardMessages.consecutive });
    // 30 months from 1 Jan 2018 ends 1 Jul 2020; 24 more end 1 Jul 2022: 54 months, so Schedule 18 is asked.
    const after = answer(first, { consecutiveWith: "0" });
    expect(after.step.q).toBe("schedule18");
    const done = walk2(after, [
      ["schedule18", { schedule18: "no" }],
      ["another-sentence", { another: "no" }],
      ["another-record", { another: "no" }],
      ["check-answers"],
    ]);
    expect(resultsFor(done.answers, TODAY).results.map((result) => result.spent_date)).toEqual(["2029-07-01", "2029-07-01"]);
    // Removing the first conviction leaves the second running after nothing.
    const removed = advance(done, () => null, "remove:0", TODAY).state;
    expect(removed.answers.records[0]!.sentences[0]!.consecutiveWith).toBe("");
    expect(toRequest(removed.answers, TODAY).request.convictions[0]!.consecutive_with).toBeUndefined();
  });

  it("reads a state from before these questions, without paid or consecutiveWith", () => {
    const old = JSON.parse(serialiseState(initialState()));
    old.answers.records = [{ type: "conviction", age: "adult", date: { day: "1", month: "1", year: "2020" }, conditionsEnd: "", conditionsEndDate: { day: "", month: "", year: "" }, specified: "",
      sentences: [{ kind: "fine", lengthValue: "", lengthUnit: "", end: "", endDate: { day: "", month: "", year: "" }, schedule18: "", approximate: false }] }];
    expect(parseState(JSON.stringify(old))?.answers.records[0]!.sentences[0]).toMatchObject({ paid: "", consecutiveWith: "" });
  });
});

function walk2(state: WizardState, steps: [string, Record<string, string>?][]): WizardState {
  for (const [question, fields] of steps) {
    expect(state.step.q).toBe(question);
    state = answer(state, fields);
  }
  return state;
}
