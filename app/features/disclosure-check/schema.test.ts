import { describe, expect, it } from "vitest";
import { checkMessages, parseCheckRequest } from "./schema";

const TODAY = "2026-11-23";

function errorsOf(input: unknown) {
  const parsed = parseCheckRequest(input, TODAY);
  if (parsed.ok) throw new Error("expected errors");
  return parsed.errors;
}

describe("the JSON contract of POST /api/disclosure-check", () => {
  it("accepts the smallest request and takes today (Europe/London) as the reference date", () => {
    const parsed = parseCheckRequest({ age_at_conviction: "adult", convictions: [{ kind: "fine", date: "2020-01-01" }] }, TODAY);
    expect(parsed).toEqual({
      ok: true,
      request: { reference_date: TODAY, age_at_conviction: "adult", convictions: [{ kind: "fine", date: "2020-01-01" }] },
    });
  });

  it("accepts every optional field of the contract, with nulls where it allows them", () => {
    const parsed = parseCheckRequest(
      {
        reference_date: "2030-01-01",
        jurisdiction: "england_wales",
        age_at_conviction: "under18",
        convictions: [
          { kind: "custody", date: "2020-01-01", length_months: 60, end_date: null, until_further_order: false, schedule18_offence: false, excluded_sentence: false, hearing: "one", age_at_conviction: "under18" },
          { kind: "fine", date: "2020-01-01", length_months: null, end_date: null, hearing: "one" },
        ],
      },
      TODAY,
    );
    expect(parsed.ok).toBe(true);
  });

  it("gives a message per field for bad shapes", () => {
    const errors = errorsOf({
      reference_date: "2026-02-30",
      jurisdiction: "scotland",
      age_at_conviction: "old",
      convictions: [{ kind: "caution", date: "yesterday", length_months: -3, surprise: 1 }],
    });
    expect(errors).toMatchObject({
      reference_date: [checkMessages.date],
      jurisdiction: [checkMessages.jurisdiction],
      age_at_conviction: [checkMessages.age],
      "convictions.0.kind": [checkMessages.kind],
      "convictions.0.date": [checkMessages.date],
      "convictions.0.length_months": [checkMessages.length],
      "convictions.0.surprise": [checkMessages.unknownField],
    });
  });

  it("refuses a body that is not an object, and an empty list", () => {
    expect(errorsOf([])._form).toEqual([checkMessages.notAnObject]);
    expect(errorsOf({ age_at_conviction: "adult", convictions: [] }).convictions).toEqual([checkMessages.noEntries]);
  });

  it("asks for what each kind needs, and refuses what it cannot have", () => {
    const errors = errorsOf({
      age_at_conviction: "adult",
      convictions: [
        { kind: "custody", date: "2020-01-01" },
        { kind: "custody", date: "2020-01-01", length_months: 60 },
        { kind: "suspended_custody", date: "2020-01-01", length_months: 30 },
        { kind: "compensation_order", date: "2020-01-01" },
        { kind: "fine", date: "2020-01-01", length_months: 12 },
        { kind: "community_order", date: "2020-01-01", until_further_order: true },
        { kind: "fine", date: "2020-01-01", excluded_sentence: true },
        { kind: "restraining_order", date: "2020-01-01", until_further_order: true, end_date: "2024-01-01" },
        { kind: "fine", date: "2027-01-01" },
        { kind: "community_order", date: "2020-01-01", end_date: "2019-01-01" },
      ],
    });
    expect(errors["convictions.0.length_months"]).toEqual([checkMessages.needsLength]);
    expect(errors["convictions.1.schedule18_offence"]).toEqual([checkMessages.needsSchedule18]);
    expect(errors["convictions.2.length_months"]).toEqual(["A suspended sentence cannot be longer than 2 years (24 months)."]);
    expect(errors["convictions.3.end_date"]).toEqual([checkMessages.needsPaidDate]);
    expect(errors["convictions.4.length_months"]).toEqual(["A fine has no length: leave length_months out."]);
    expect(errors["convictions.5.until_further_order"]).toEqual([checkMessages.untilFurtherOrderKinds]);
    expect(errors["convictions.6.excluded_sentence"]).toEqual([checkMessages.excludedKinds]);
    expect(errors["convictions.7.until_further_order"]).toEqual([checkMessages.untilFurtherOrderHasNoEnd]);
    expect(errors["convictions.8.date"]).toEqual([checkMessages.afterReference]);
    expect(errors["convictions.9.end_date"]).toEqual([checkMessages.endBeforeDate]);
  });

  it("keeps the sentences of one hearing together: one date, one age, no cautions", () => {
    const errors = errorsOf({
      age_at_conviction: "adult",
      convictions: [
        { kind: "fine", date: "2020-01-01", hearing: "h" },
        { kind: "community_order", date: "2020-02-01", length_months: 12, hearing: "h", age_at_conviction: "under18" },
        { kind: "simple_caution", date: "2020-01-01", hearing: "h" },
      ],
    });
    expect(errors["convictions.1.date"]).toEqual([checkMessages.hearingDate]);
    expect(errors["convictions.1.age_at_conviction"]).toEqual([checkMessages.hearingAge]);
    expect(errors["convictions.2.hearing"]).toEqual([checkMessages.cautionInHearing]);
  });
});
