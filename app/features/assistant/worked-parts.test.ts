import { describe, expect, it } from "vitest";
import { parseState } from "~/features/disclosure-check/state";
import { checkerPrefill } from "./checker-prefill";
import { blocksFromHtml } from "./corpus.server";
import { checkWrittenAnswer, datesIn } from "./date-check";
import { readDates } from "./read-dates";
import { correctWord, normaliseQuestion } from "./spelling";
import { textBlocks } from "./text-blocks";
import { understand } from "./understand";

const today = "2026-11-28";

describe("reading a question", () => {
  it("spells the words for sentences right, and leaves short everyday words alone", () => {
    expect(normaliseQuestion("I got six monthes in prision, my son's comunity order")).toBe("i got 6 months in prison my son s community order");
    expect(correctWord("find")).toBe("find");
    expect(correctWord("cuation")).toBe("caution");
  });

  it("reads dates as the span of days they can mean, never after today", () => {
    const [year] = readDates("in 2021", today);
    expect(year).toMatchObject({ from: "2021-01-01", to: "2021-12-31" });
    // On 28 November 2026, "last March" is March 2026 and "this year" ends today.
    expect(readDates("last march", today)[0]).toMatchObject({ from: "2026-03-01", to: "2026-03-31" });
    expect(readDates("this year", today)[0]).toMatchObject({ from: "2026-01-01", to: today });
    expect(readDates("12/04/2019", today)[0]).toMatchObject({ from: "2019-04-12", to: "2019-04-12" });
    expect(readDates("in 2030", today)).toEqual([]);
  });

  it("reads several convictions, each with its own date and length, and sentences of one day as one conviction", () => {
    const u = understand("I got a caution in 2019, then 8 months in prison in June 2021, and a fine and a community order for a year in 2023", today);
    expect(u.records.map((r) => [r.kind, r.date?.from, r.length?.value ?? null, r.hearing])).toEqual([
      ["simple_caution", "2019-01-01", null, 0],
      ["custody", "2021-06-01", 8, 1],
      ["fine", "2023-01-01", null, 2],
      ["community_order", "2023-01-01", 1, 2],
    ]);
  });
});

describe("the disclosure helper opened on the question's answers", () => {
  it("opens on 'Check your answers' when the date is exact", () => {
    const state = parseState(checkerPrefill(understand("I got 6 months in prison on 3 March 2021 when I was 20", today)));
    expect(state?.step).toEqual({ q: "check-answers", r: 0, s: 0 });
    expect(state?.answers.records[0]).toMatchObject({ type: "conviction", age: "adult", date: { day: "3", month: "3", year: "2021" } });
    expect(state?.answers.records[0]?.sentences[0]).toMatchObject({ kind: "custody", lengthValue: "6", lengthUnit: "months" });
  });

  it("opens on the date question, with the year filled in, when the question gave only a year", () => {
    const state = parseState(checkerPrefill(understand("6 months in prison in 2021", today)));
    expect(state?.step).toEqual({ q: "age", r: 0, s: 0 });
    expect(state?.answers.records[0]?.date).toEqual({ day: "", month: "", year: "2021" });
    expect(state?.history.at(-1)).toEqual({ q: "record-type", r: 0, s: 0 });
  });

  it("asks whether a compensation order has been paid in full before asking when", () => {
    const state = parseState(checkerPrefill(understand("I got a compensation order on 3 March 2021 when I was 20", today)));
    expect(state?.answers.records[0]?.sentences[0]).toMatchObject({ kind: "compensation_order" });
    expect(state?.step).toEqual({ q: "compensation-paid", r: 0, s: 0 });
  });

  it("asks whether the second of two prison sentences ran after the first, as the pages would", () => {
    const state = parseState(
      checkerPrefill(understand("I got 2 years in prison on 3 March 2015 and 3 years in prison on 4 April 2016 when I was 30", today)),
    );
    expect(state?.answers.records).toHaveLength(2);
    expect(state?.step).toEqual({ q: "consecutive", r: 1, s: 0 });
  });
});

describe("what a written answer may say", () => {
  it("finds the dates written in a text", () => {
    expect(datesIn("spent on 30 June 2023, or 2023-07-01, or 1/8/2023")).toEqual(["2023-06-30", "2023-07-01", "2023-08-01"]);
  });

  it("refuses a spent date the checker did not work out, and a bare 'you must tell'", () => {
    expect(checkWrittenAnswer("It was spent on 30 June 2023.", ["2023-06-30"])).toEqual({ ok: true });
    expect(checkWrittenAnswer("It was spent on 1 June 2023.", ["2023-06-30"])).toEqual({ ok: false, reason: "date", dates: ["2023-06-01"] });
    expect(checkWrittenAnswer("Unspent conviction: if an employer asks, you must tell them.", [])).toEqual({ ok: true });
    expect(checkWrittenAnswer("If an employer asks, you must tell them.", [])).toEqual({ ok: false, reason: "must-tell" });
    expect(checkWrittenAnswer("You do not have to tell them.", [])).toEqual({ ok: true });
  });
});

describe("lists and tables stay lists and tables", () => {
  it("reads a model's Markdown lists and tables", () => {
    expect(textBlocks("Periods:\n\n| Sentence | Adult |\n|---|---|\n| Fine | 1 year |\n\n- one\n- **two**")).toEqual([
      { type: "paragraph", text: "Periods:" },
      { type: "table", caption: "", head: ["Sentence", "Adult"], rows: [["Fine", "1 year"]] },
      { type: "list", items: ["one", "two"] },
    ]);
  });

  it("keeps a guide's table as rows and cells, not a run of semicolons", () => {
    const blocks = blocksFromHtml("<p>Periods.</p><table><caption>Rehabilitation periods</caption><tr><th>Sentence</th><th>Adult</th></tr><tr><th>Fine</th><td>1 year</td></tr></table>");
    expect(blocks).toEqual([
      { type: "paragraph", text: "Periods." },
      { type: "table", caption: "Rehabilitation periods", head: ["Sentence", "Adult"], rows: [["Fine", "1 year"]] },
    ]);
  });
});
