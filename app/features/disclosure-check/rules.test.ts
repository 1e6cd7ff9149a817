import { describe, expect, it } from "vitest";
import { rehabilitationPeriods } from "~/features/resources/rehabilitation-periods";
import { addMonths } from "~/lib/dates";
import { addLength } from "./calendar";
import type { Age, Kind } from "./kinds";
import type { CheckRequest, Entry, PeriodRule, Status } from "./periods";
import { checkDisclosure, contractResult } from "./rules";

/**
 * Scenarios written from the reviewed reference (law-england-wales.md: the law in force since 28 October 2023) and
 * the published behaviour of the Ministry of Justice's disclosure checker. Each test names the rule it checks.
 */

const REFERENCE = "2026-11-23";

function one(entry: Partial<Entry> & { kind: Kind; date: string }, age: Age = "adult", reference = REFERENCE) {
  const [result] = checkDisclosure({ reference_date: reference, age_at_conviction: age, convictions: [entry] });
  return result!;
}

function many(convictions: Entry[], reference = REFERENCE, age: Age = "adult") {
  return checkDisclosure({ reference_date: reference, age_at_conviction: age, convictions });
}

type Row = {
  rule: PeriodRule;
  age: Age;
  entry: Partial<Entry> & { kind: Kind; date: string };
  spent: string | null;
  status: Status;
};

// Every row of the reference table, for adults and for under-18s. The reference date is 23 November 2026.
const tableRows: Row[] = [
  { rule: "simple-caution", age: "adult", entry: { kind: "simple_caution", date: "2025-03-14" }, spent: "2025-03-14", status: "spent_immediately" },
  { rule: "simple-caution", age: "under18", entry: { kind: "simple_caution", date: "2025-03-14" }, spent: "2025-03-14", status: "spent_immediately" },
  { rule: "conditional-caution", age: "adult", entry: { kind: "conditional_caution", date: "2026-10-01" }, spent: "2027-01-01", status: "not_spent" },
  { rule: "conditional-caution", age: "under18", entry: { kind: "conditional_caution", date: "2026-10-01" }, spent: "2027-01-01", status: "not_spent" },
  { rule: "absolute-discharge", age: "adult", entry: { kind: "absolute_discharge", date: "2024-06-02" }, spent: "2024-06-02", status: "spent_immediately" },
  { rule: "absolute-discharge", age: "under18", entry: { kind: "absolute_discharge", date: "2024-06-02" }, spent: "2024-06-02", status: "spent_immediately" },
  { rule: "conditional-discharge", age: "adult", entry: { kind: "conditional_discharge", date: "2025-05-20", length_months: 24 }, spent: "2027-05-20", status: "not_spent" },
  { rule: "conditional-discharge", age: "under18", entry: { kind: "bind_over", date: "2025-05-20", end_date: "2026-05-19" }, spent: "2026-05-19", status: "spent" },
  { rule: "fine", age: "adult", entry: { kind: "fine", date: "2025-11-23" }, spent: "2026-11-23", status: "not_spent" },
  { rule: "fine", age: "under18", entry: { kind: "fine", date: "2025-11-23" }, spent: "2026-05-23", status: "spent" },
  { rule: "compensation-order", age: "adult", entry: { kind: "compensation_order", date: "2024-01-10", end_date: "2025-07-01" }, spent: "2025-07-01", status: "spent" },
  { rule: "compensation-order", age: "under18", entry: { kind: "compensation_order", date: "2024-01-10", end_date: "2027-01-01" }, spent: "2027-01-01", status: "not_spent" },
  { rule: "community-order", age: "adult", entry: { kind: "community_order", date: "2025-02-01", length_months: 18 }, spent: "2026-08-01", status: "spent" },
  { rule: "community-order", age: "under18", entry: { kind: "youth_rehabilitation_order", date: "2025-02-01", end_date: "2027-02-01" }, spent: "2027-02-01", status: "not_spent" },
  { rule: "community-order", age: "under18", entry: { kind: "referral_order", date: "2025-09-15", length_months: 6 }, spent: "2026-03-15", status: "spent" },
  { rule: "custody-up-to-1-year", age: "adult", entry: { kind: "custody", date: "2022-03-10", length_months: 8 }, spent: "2023-11-10", status: "spent" },
  { rule: "custody-up-to-1-year", age: "under18", entry: { kind: "custody", date: "2022-03-10", length_months: 8 }, spent: "2023-05-10", status: "spent" },
  { rule: "custody-over-1-up-to-4-years", age: "adult", entry: { kind: "custody", date: "2020-01-15", length_months: 30 }, spent: "2026-07-15", status: "spent" },
  { rule: "custody-over-1-up-to-4-years", age: "under18", entry: { kind: "custody", date: "2020-01-15", length_months: 30 }, spent: "2024-07-15", status: "spent" },
  { rule: "custody-over-4-years", age: "adult", entry: { kind: "custody", date: "2015-06-01", length_months: 72, schedule18_offence: false }, spent: "2028-06-01", status: "not_spent" },
  { rule: "custody-over-4-years", age: "under18", entry: { kind: "custody", date: "2015-06-01", length_months: 72, schedule18_offence: false }, spent: "2024-12-01", status: "spent" },
  { rule: "never-spent", age: "adult", entry: { kind: "custody", date: "2010-06-01", length_months: 60, schedule18_offence: true }, spent: null, status: "never_spent" },
  { rule: "never-spent", age: "under18", entry: { kind: "custody", date: "2010-06-01", length_months: 60, schedule18_offence: true }, spent: null, status: "never_spent" },
  { rule: "never-spent", age: "adult", entry: { kind: "custody", date: "2001-01-01", excluded_sentence: true }, spent: null, status: "never_spent" },
  { rule: "never-spent", age: "under18", entry: { kind: "custody", date: "2001-01-01", excluded_sentence: true }, spent: null, status: "never_spent" },
  { rule: "other-orders", age: "adult", entry: { kind: "restraining_order", date: "2024-04-04", end_date: "2029-04-04" }, spent: "2029-04-04", status: "not_spent" },
  { rule: "other-orders", age: "under18", entry: { kind: "disqualification", date: "2024-04-04", length_months: 18 }, spent: "2025-10-04", status: "spent" },
  { rule: "order-no-end-date", age: "adult", entry: { kind: "other_order", date: "2023-12-31" }, spent: "2025-12-31", status: "spent" },
  { rule: "order-no-end-date", age: "under18", entry: { kind: "restraining_order", date: "2025-12-31" }, spent: "2027-12-31", status: "not_spent" },
  { rule: "order-until-further-order", age: "adult", entry: { kind: "restraining_order", date: "2019-01-01", until_further_order: true }, spent: null, status: "indefinite" },
  { rule: "order-until-further-order", age: "under18", entry: { kind: "other_order", date: "2019-01-01", until_further_order: true }, spent: null, status: "indefinite" },
  { rule: "driving-endorsement", age: "adult", entry: { kind: "motoring_endorsement", date: "2022-08-31" }, spent: "2027-08-31", status: "not_spent" },
  { rule: "driving-endorsement", age: "under18", entry: { kind: "motoring_endorsement", date: "2022-08-31" }, spent: "2025-02-28", status: "spent" },
  { rule: "hospital-order", age: "adult", entry: { kind: "hospital_order", date: "2024-01-01", end_date: "2025-01-01" }, spent: "2025-01-01", status: "spent" },
  { rule: "hospital-order", age: "under18", entry: { kind: "hospital_order", date: "2024-01-01", length_months: 36 }, spent: "2027-01-01", status: "not_spent" },
  { rule: "service-detention", age: "adult", entry: { kind: "service_detention", date: "2025-01-01", length_months: 3 }, spent: "2026-04-01", status: "spent" },
  { rule: "service-detention", age: "under18", entry: { kind: "service_detention", date: "2025-01-01", length_months: 3 }, spent: "2025-10-01", status: "spent" },
  { rule: "removal-from-service", age: "adult", entry: { kind: "removal_from_service", date: "2026-01-31" }, spent: "2027-01-31", status: "not_spent" },
  { rule: "removal-from-service", age: "under18", entry: { kind: "removal_from_service", date: "2026-01-31" }, spent: "2026-07-31", status: "spent" },
  { rule: "service-reprimand", age: "adult", entry: { kind: "service_reprimand", date: "2025-08-31" }, spent: "2026-08-31", status: "spent" },
  { rule: "service-reprimand", age: "under18", entry: { kind: "service_reprimand", date: "2025-08-31" }, spent: "2026-02-28", status: "spent" },
  { rule: "reparation-order", age: "under18", entry: { kind: "reparation_order", date: "2024-02-02" }, spent: "2024-02-02", status: "spent_immediately" },
  { rule: "fixed-penalty", age: "adult", entry: { kind: "fixed_penalty", date: "2026-01-01" }, spent: null, status: "not_a_conviction" },
];

describe("rehabilitation periods: every row of the reference table", () => {
  it.each(tableRows.map((row) => [`${row.rule} (${row.age}, ${row.entry.kind})`, row] as const))("rule %s", (_name, row) => {
    const result = one(row.entry, row.age);
    expect(result.ruleIds[0]).toBe(row.rule);
    expect(result.status).toBe(row.status);
    expect(result.spent_date).toBe(row.spent);
  });

  it("covers every row of the Legal and Rights guide's table, and links each rule to its row", () => {
    const covered = new Set(tableRows.map((row) => row.rule));
    expect([...covered].sort()).toEqual(rehabilitationPeriods.map((period) => period.id).sort());
    const result = one({ kind: "fine", date: "2020-01-01" });
    expect(result.guideHref).toBe("/resources?tab=legal#period-fine");
  });
});

describe("custody bands: the length the court gave, at the band edges", () => {
  it.each([
    ["custody-up-to-1-year", 12, "adult", "2020-01-15", "2022-01-15"],
    ["custody-over-1-up-to-4-years", 13, "adult", "2020-01-15", "2025-02-15"],
    ["custody-over-1-up-to-4-years", 48, "adult", "2020-01-15", "2028-01-15"],
    ["custody-over-4-years", 49, "adult", "2020-01-15", "2031-02-15"],
    ["custody-up-to-1-year", 12, "under18", "2020-01-15", "2021-07-15"],
    ["custody-over-1-up-to-4-years", 13, "under18", "2020-01-15", "2023-02-15"],
    ["custody-over-1-up-to-4-years", 48, "under18", "2020-01-15", "2026-01-15"],
    ["custody-over-4-years", 49, "under18", "2020-01-15", "2027-08-15"],
  ] as const)("rule %s: %d months, %s", (rule, length, age, date, spent) => {
    const result = one({ kind: "custody", date, length_months: length, schedule18_offence: false }, age, "2040-01-01");
    expect(result.ruleIds[0]).toBe(rule);
    expect(result.spent_date).toBe(spent);
  });

  it("rule custody-over-1-up-to-4-years: an 18-month suspended sentence is banded by its length like any custody", () => {
    const result = one({ kind: "suspended_custody", date: "2021-04-01", length_months: 18 });
    expect(result.ruleIds[0]).toBe("custody-over-1-up-to-4-years");
    expect(result.spent_date).toBe("2026-10-01");
  });

  it("rule custody-over-1-up-to-4-years: a 24-month detention and training order (under 18) adds 2 years", () => {
    const result = one({ kind: "detention_training_order", date: "2021-04-01", length_months: 24 }, "under18");
    expect(result.ruleIds[0]).toBe("custody-over-1-up-to-4-years");
    expect(result.spent_date).toBe("2025-04-01");
  });

  it("rule never-spent: over 4 years for a Schedule 18 offence, while the same length for another offence is 7 years", () => {
    expect(one({ kind: "custody", date: "2015-01-01", length_months: 49, schedule18_offence: true }).status).toBe("never_spent");
    expect(one({ kind: "custody", date: "2015-01-01", length_months: 49, schedule18_offence: false }).spent_date).toBe("2026-02-01");
  });

  it("rule custody-up-to-1-year: an end date given with the length ends the sentence (weeks and days)", () => {
    // 16 weeks from 10 January 2024 ends on 1 May 2024; the period runs a year from there.
    const result = one({ kind: "custody", date: "2024-01-10", length_months: 112 / 30.4375, end_date: "2024-05-01" });
    expect(result.spent_date).toBe("2025-05-01");
  });
});

describe("calendar months, clamped to the end of the month", () => {
  it.each([
    ["2023-01-31", 1, "2023-02-28"],
    ["2024-01-31", 1, "2024-02-29"],
    ["2023-08-31", 6, "2024-02-29"],
    ["2024-02-29", 12, "2025-02-28"],
    ["2023-03-31", -1, "2023-02-28"],
    ["2020-12-15", 1, "2021-01-15"],
  ] as const)("%s + %d months = %s", (date, count, expected) => {
    expect(addMonths(date, count)).toBe(expected);
  });

  it("a length that is not whole months adds the rest as days (16 weeks is 112 days)", () => {
    expect(addLength("2024-01-10", 112 / 30.4375)).toBe("2024-05-01");
  });

  it("rule fine: 29 February plus 1 year is 28 February", () => {
    expect(one({ kind: "fine", date: "2024-02-29" }).spent_date).toBe("2025-02-28");
  });

  it("rule fine: under 18, 31 August plus 6 months is the last day of February", () => {
    expect(one({ kind: "fine", date: "2023-08-31" }, "under18").spent_date).toBe("2024-02-29");
  });

  it("rule custody-up-to-1-year: two steps clamp at each step (31 Jan + 1 month = 28 Feb 2023, + 1 year = 28 Feb 2024)", () => {
    // One step of 13 months would give 29 February 2024.
    expect(addMonths("2023-01-31", 13)).toBe("2024-02-29");
    expect(one({ kind: "custody", date: "2023-01-31", length_months: 1 }).spent_date).toBe("2024-02-28");
  });

  it("rule conditional-caution: 30 November plus 3 months is 29 February in a leap year", () => {
    expect(one({ kind: "conditional_caution", date: "2023-11-30" }).spent_date).toBe("2024-02-29");
  });
});

describe("cautions", () => {
  it("rule conditional-caution: spent when the conditions end, if that is sooner than 3 months", () => {
    expect(one({ kind: "conditional_caution", date: "2026-09-01", end_date: "2026-10-15" }).spent_date).toBe("2026-10-15");
  });

  it("rule conditional-caution: never later than 3 months, even if the conditions last longer", () => {
    expect(one({ kind: "conditional_caution", date: "2026-09-01", end_date: "2027-03-01" }).spent_date).toBe("2026-12-01");
  });

  it("rule simple-caution: a basic check never shows it", () => {
    expect(one({ kind: "simple_caution", date: "2026-01-01" }).basic_check).toMatch(/^Spent immediately\. A basic check does not show this caution/);
  });

  it("rule conditional-caution: a basic check shows an unspent conditional caution", () => {
    expect(one({ kind: "conditional_caution", date: "2026-10-01" }).basic_check).toContain("Until then a basic check shows this caution");
  });

  it("rule drag-through does not apply: a caution neither extends a conviction nor is extended by one", () => {
    const [fine, caution] = many([
      { kind: "fine", date: "2026-01-01" },
      { kind: "conditional_caution", date: "2026-06-01" },
    ]);
    expect(fine!.spent_date).toBe("2027-01-01");
    expect(caution!.spent_date).toBe("2026-09-01");
    expect(caution!.ruleIds).toEqual(["conditional-caution"]);
  });
});

describe("statuses against the reference date", () => {
  it("rule fine: spent means the spent date is before the reference date; on the day itself it is not yet spent", () => {
    expect(one({ kind: "fine", date: "2025-11-22" }).status).toBe("spent");
    expect(one({ kind: "fine", date: "2025-11-23" }).status).toBe("not_spent");
    expect(one({ kind: "fine", date: "2025-11-23" }).basic_check).toContain("it will be spent on 23 November 2026");
  });

  it("rule order-until-further-order: not spent until a court ends it", () => {
    const result = one({ kind: "restraining_order", date: "2019-01-01", until_further_order: true });
    expect(result.basic_check).toContain("Not spent until a court ends the order");
  });

  it("rule never-spent: a basic check always shows it", () => {
    expect(one({ kind: "custody", date: "2001-01-01", excluded_sentence: true }).basic_check).toContain("A basic check will always show this conviction");
  });
});

describe("several sentences for one conviction (the same hearing)", () => {
  it("rule latest-sentence: the conviction is spent when its last sentence is, and every sentence says so", () => {
    const results = many([
      { kind: "fine", date: "2024-03-01", hearing: "A" },
      { kind: "community_order", date: "2024-03-01", length_months: 24, hearing: "A" },
    ]);
    expect(results.map((result) => result.spent_date)).toEqual(["2026-03-01", "2026-03-01"]);
    expect(results[0]!.ruleIds).toEqual(["fine", "latest-sentence"]);
    expect(results[0]!.rule).toContain("community order decides the date");
    expect(results[1]!.ruleIds).toEqual(["community-order"]);
  });

  it("rule order-until-further-order: an order until further order keeps its own conviction unspent", () => {
    const results = many([
      { kind: "fine", date: "2020-03-01", hearing: "A" },
      { kind: "restraining_order", date: "2020-03-01", until_further_order: true, hearing: "A" },
    ]);
    expect(results.map((result) => result.status)).toEqual(["indefinite", "indefinite"]);
  });

  it("entries without a hearing are separate convictions", () => {
    const results = many([
      { kind: "fine", date: "2024-03-01" },
      { kind: "fine", date: "2026-01-01" },
    ]);
    expect(results[0]!.record).not.toBe(results[1]!.record);
  });
});

describe("drag-through: a further conviction during a rehabilitation period", () => {
  it("rule drag-through, two convictions: a community order during a conditional discharge keeps both unspent (MoJ scenario 1)", () => {
    const [first, second] = many([
      { kind: "conditional_discharge", date: "2017-01-25", length_months: 24 },
      { kind: "community_order", date: "2018-12-10", length_months: 12 },
    ]);
    expect(first!.spent_date).toBe("2019-12-10");
    expect(first!.ruleIds).toEqual(["conditional-discharge", "drag-through"]);
    expect(first!.guideHref).toBe("/resources?tab=legal#rules-that-change-the-answer");
    expect(second!.spent_date).toBe("2019-12-10");
    expect(second!.ruleIds).toEqual(["community-order"]);
  });

  it("rule drag-through, two convictions: a later conviction that would be spent sooner waits for the earlier (MoJ scenario 3)", () => {
    const [first, second] = many([
      { kind: "custody", date: "2015-05-20", length_months: 4 },
      { kind: "suspended_custody", date: "2016-02-01", length_months: 3 },
    ]);
    expect(first!.spent_date).toBe("2017-05-01");
    expect(second!.spent_date).toBe("2017-05-01");
  });

  it("rule drag-through, the other way: the later conviction is extended to the earlier one's date", () => {
    const [first, second] = many([
      { kind: "custody", date: "2019-01-01", length_months: 24 },
      { kind: "fine", date: "2020-01-01" },
    ]);
    expect(first!.spent_date).toBe("2025-01-01");
    expect(second!.spent_date).toBe("2025-01-01");
    expect(second!.ruleIds).toEqual(["fine", "drag-through"]);
  });

  it("no drag-through after the period has ended (MoJ scenario 4)", () => {
    const [first, second] = many([
      { kind: "custody", date: "2015-05-20", length_months: 3 },
      { kind: "fine", date: "2018-02-01" },
    ]);
    expect(first!.spent_date).toBe("2016-08-20");
    expect(second!.spent_date).toBe("2019-02-01");
  });

  it("rule drag-through, three convictions in a chain: the third comes only during the extended period", () => {
    const results = many([
      { kind: "fine", date: "2020-01-01" },
      { kind: "fine", date: "2020-12-01" },
      { kind: "fine", date: "2021-11-01" },
    ]);
    expect(results.map((result) => result.spent_date)).toEqual(["2022-11-01", "2022-11-01", "2022-11-01"]);
  });

  it("rule drag-through, three convictions: two overlap and the third stands alone", () => {
    const results = many([
      { kind: "fine", date: "2018-01-01" },
      { kind: "community_order", date: "2018-06-01", length_months: 12 },
      { kind: "fine", date: "2021-01-01" },
    ]);
    expect(results.map((result) => result.spent_date)).toEqual(["2019-06-01", "2019-06-01", "2022-01-01"]);
  });

  it("rule other-orders: an order that only prohibits does not extend another conviction (MoJ scenario 5)", () => {
    const [custody, banning, fine] = many([
      { kind: "custody", date: "2015-08-02", length_months: 4, hearing: "2015" },
      { kind: "other_order", date: "2015-08-02", length_months: 72, hearing: "2015" },
      { kind: "fine", date: "2018-02-05" },
    ]);
    expect(custody!.spent_date).toBe("2021-08-02");
    expect(banning!.spent_date).toBe("2021-08-02");
    expect(fine!.spent_date).toBe("2019-02-05");
    expect(fine!.ruleIds).toEqual(["fine"]);
  });

  it("rule order-until-further-order: a restraining order until further order extends no one, but its conviction's other sentences do (MoJ scenario 2)", () => {
    const [first, custody, order, fine] = many([
      { kind: "suspended_custody", date: "2009-08-01", length_months: 3 },
      { kind: "custody", date: "2010-06-10", length_months: 6, hearing: "2010" },
      { kind: "restraining_order", date: "2010-06-10", until_further_order: true, hearing: "2010" },
      { kind: "fine", date: "2010-06-10", hearing: "2010" },
    ]);
    expect(first!.spent_date).toBe("2011-12-10");
    expect(first!.ruleIds).toContain("drag-through");
    expect([custody, order, fine].map((result) => result!.status)).toEqual(["indefinite", "indefinite", "indefinite"]);
  });

  it("rule other-orders: a 12-month disqualification from 1 Jan 2020 (to 1 Jan 2021) is held by 6 months' custody on 1 Jun 2020 (2020-12-01 + 1 year = 2021-12-01), and does not hold it (s.6(5))", () => {
    const [order, custody] = many([
      { kind: "disqualification", date: "2020-01-01", length_months: 12 },
      { kind: "custody", date: "2020-06-01", length_months: 6 },
    ]);
    expect(order!.spent_date).toBe("2021-12-01");
    expect(order!.ruleIds).toContain("drag-through");
    expect(custody!.spent_date).toBe("2021-12-01");
    expect(custody!.ruleIds).toEqual(["custody-up-to-1-year"]);
  });

  it("rule drag-through-never-spent: a later never-spent conviction keeps earlier ones unspent; earlier never-spent ones do not hold later ones (MoJ scenario 6)", () => {
    const results = many([
      { kind: "community_order", date: "1998-08-10", length_months: 12, hearing: "1998" },
      { kind: "fine", date: "1998-08-10", hearing: "1998" },
      { kind: "fine", date: "2004-07-10" },
      { kind: "custody", date: "2004-09-12", length_months: 60, schedule18_offence: true },
      { kind: "suspended_custody", date: "2012-02-07", length_months: 6 },
    ]);
    expect(results.map((result) => result.status)).toEqual(["spent", "spent", "never_spent", "never_spent", "spent"]);
    expect(results[0]!.spent_date).toBe("1999-08-10");
    expect(results[2]!.ruleIds).toEqual(["fine", "drag-through-never-spent"]);
    expect(results[2]!.rule).toContain("will never be spent");
    expect(results[4]!.spent_date).toBe("2013-08-07");
  });

  it("rule absolute-discharge: spent immediately, so it neither extends nor is extended", () => {
    const [fine, discharge] = many([
      { kind: "fine", date: "2026-01-01" },
      { kind: "absolute_discharge", date: "2026-03-01" },
    ]);
    expect(fine!.spent_date).toBe("2027-01-01");
    expect(discharge!.status).toBe("spent_immediately");
  });
});

describe("filtering from standard and enhanced checks", () => {
  it("rule filtering (adult conviction, 11 years): shows the day before, filtered from the day 11 years after", () => {
    const entry = { kind: "fine" as const, date: "2010-03-01" };
    const before = one(entry, "adult", "2021-02-28");
    expect(before.filtering).toEqual({ state: "shows", from: "2021-03-01", never: null, asksSpecifiedOffence: false });
    expect(before.standard_enhanced_check).toContain("It will be filtered (protected) from 1 March 2021, unless it is for a specified offence.");
    expect(before.standard_enhanced_check).toContain("never has to be disclosed");
    const on = one(entry, "adult", "2021-03-01");
    expect(on.filtering.state).toBe("filtered-unless-specified");
    expect(on.filtering.asksSpecifiedOffence).toBe(true);
  });

  it("rule filtering (under 18, 5.5 years): filtered from 5 years and 6 months after the conviction", () => {
    const entry = { kind: "fine" as const, date: "2015-01-31" };
    expect(one(entry, "under18", "2020-07-30").filtering.state).toBe("shows");
    expect(one(entry, "under18", "2020-07-31").filtering.state).toBe("filtered-unless-specified");
  });

  it("rule filtering: the specified offence question is asked only where it changes the answer, and the answer decides", () => {
    const request: CheckRequest = { reference_date: REFERENCE, age_at_conviction: "adult", convictions: [{ kind: "fine", date: "2012-01-01" }] };
    expect(checkDisclosure(request, { specifiedOffence: [false] })[0]!.filtering.state).toBe("filtered");
    expect(checkDisclosure(request, { specifiedOffence: [false] })[0]!.standard_enhanced_check).toMatch(/^Filtered \(protected\)/);
    const specified = checkDisclosure(request, { specifiedOffence: [true] })[0]!;
    expect(specified.filtering).toMatchObject({ state: "shows", never: "specified-offence" });
    // Too recent to be filtered: the answer does not depend on the offence, so the question is not asked.
    expect(one({ kind: "fine", date: "2020-01-01" }).filtering.asksSpecifiedOffence).toBe(false);
  });

  it("rule filtering: a conviction that led to custody is never filtered, however old", () => {
    const result = one({ kind: "suspended_custody", date: "1990-01-01", length_months: 6 });
    expect(result.status).toBe("spent");
    expect(result.filtering).toMatchObject({ state: "shows", never: "custody", asksSpecifiedOffence: false });
    expect(result.standard_enhanced_check).toContain("never be filtered, because it led to a custodial or suspended sentence");
  });

  it("rule filtering: a conviction spent more than 11 years after it is filtered only once spent", () => {
    const result = one({ kind: "restraining_order", date: "2010-01-01", end_date: "2025-06-30" });
    expect(result.filtering.state).toBe("filtered-unless-specified");
    expect(one({ kind: "restraining_order", date: "2010-01-01", end_date: "2025-06-30" }, "adult", "2025-06-30").filtering).toMatchObject({ state: "shows", from: "2025-07-01" });
  });

  it("rule filtering: more than one conviction no longer stops filtering (since 28 November 2020)", () => {
    const results = many([
      { kind: "fine", date: "2005-01-01" },
      { kind: "fine", date: "2005-06-01" },
    ]);
    expect(results.map((result) => result.filtering.state)).toEqual(["filtered-unless-specified", "filtered-unless-specified"]);
  });

  it("rule filtering (adult caution, 6 years)", () => {
    expect(one({ kind: "simple_caution", date: "2020-11-24" }).filtering).toMatchObject({ state: "shows", from: "2026-11-24" });
    expect(one({ kind: "simple_caution", date: "2020-11-23" }).filtering.state).toBe("filtered-unless-specified");
  });

  it("rule filtering (youth caution): not disclosed automatically; a youth conditional caution only until it is spent", () => {
    expect(one({ kind: "simple_caution", date: "2026-11-01" }, "under18").filtering.state).toBe("not-shown");
    expect(one({ kind: "conditional_caution", date: "2026-10-01" }, "under18").filtering.state).toBe("shows");
    expect(one({ kind: "conditional_caution", date: "2026-01-01" }, "under18").filtering.state).toBe("not-shown");
  });

  it("rule never-spent: never filtered", () => {
    expect(one({ kind: "custody", date: "2001-01-01", excluded_sentence: true }).filtering.never).toBe("never-spent");
  });
});

describe("the answer of the JSON contract", () => {
  it("has exactly the contract's fields, one result per entry, in order", () => {
    const results = many([
      { kind: "fine", date: "2020-01-01" },
      { kind: "simple_caution", date: "2021-01-01" },
    ]).map(contractResult);
    expect(results.map((result) => Object.keys(result))).toEqual([
      ["status", "spent_date", "rule", "basic_check", "standard_enhanced_check"],
      ["status", "spent_date", "rule", "basic_check", "standard_enhanced_check"],
    ]);
    expect(results[0]!.rule).toBe("A fine given to someone aged 18 or over is spent 1 year after the date of conviction.");
  });
});
