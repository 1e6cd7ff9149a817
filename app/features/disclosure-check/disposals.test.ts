import { describe, expect, it } from "vitest";
import { rehabilitationPeriods } from "~/features/resources/rehabilitation-periods";
import { disclosureRuleSources } from "~/lib/legal-sources";
import { ruleTopics } from "./rule-wording";
import type { Age, Kind } from "./kinds";
import type { Entry } from "./periods";
import { checkDisclosure, contractResult } from "./rules";
import { parseCheckRequest } from "./schema";

/**
 * Issue 31: the conviction made only of orders held for ever by a later never-spent one (s.1(1)(b), s.6(5)), and the
 * disposals added to the checker. Dates are worked by hand in each test's name; the reference date is 23 November 2026.
 */

const REFERENCE = "2026-11-23";

function many(convictions: Entry[], age: Age = "adult") {
  return checkDisclosure({ reference_date: REFERENCE, age_at_conviction: age, convictions });
}
const one = (entry: Partial<Entry> & { kind: Kind; date: string }, age: Age = "adult") => many([entry], age)[0]!;

describe("a conviction of orders alone, then a never-spent conviction within its period (s.1(1)(b))", () => {
  it("restraining order 1 Mar 2015 to 1 Mar 2020, then a life sentence on 10 May 2017: the order's conviction is never spent", () => {
    const [order, life] = many([
      { kind: "restraining_order", date: "2015-03-01", end_date: "2020-03-01" },
      { kind: "custody", date: "2017-05-10", excluded_sentence: true },
    ]);
    expect(order!.status).toBe("never_spent");
    expect(order!.spent_date).toBeNull();
    expect(order!.ruleIds).toEqual(["other-orders", "drag-through-never-spent"]);
    expect(life!.status).toBe("never_spent");
  });

  it("restraining order with no end date on 15 Jan 2019 (24 months: 15 Jan 2021), then 6 years for a Schedule 18 offence on 1 Sep 2020: never spent", () => {
    const [order] = many([
      { kind: "restraining_order", date: "2019-01-15" },
      { kind: "custody", date: "2020-09-01", length_months: 72, schedule18_offence: true },
    ]);
    expect(order!.status).toBe("never_spent");
    expect(order!.ruleIds).toEqual(["order-no-end-date", "drag-through-never-spent"]);
  });

  it("the same order with no end date (spent 15 Jan 2021), then the never-spent custody on 1 Feb 2021, after its period: spent on 15 Jan 2021", () => {
    const [order] = many([
      { kind: "restraining_order", date: "2019-01-15" },
      { kind: "custody", date: "2021-02-01", length_months: 72, schedule18_offence: true },
    ]);
    expect(order!.status).toBe("spent");
    expect(order!.spent_date).toBe("2021-01-15");
  });

  it("disqualification until further order on 4 Apr 2012, then a life sentence on 7 Jul 2016 while it lasts: never spent, not indefinite", () => {
    const [order] = many([
      { kind: "disqualification", date: "2012-04-04", until_further_order: true },
      { kind: "custody", date: "2016-07-07", excluded_sentence: true },
    ]);
    expect(order!.status).toBe("never_spent");
    expect(order!.ruleIds).toEqual(["order-until-further-order", "drag-through-never-spent"]);
  });

  it("s.6(5) still holds: a 10-year restraining order of 1 Jan 2020 does not keep a fine of 1 Jun 2020 (spent 1 Jun 2021) unspent", () => {
    const [order, fine] = many([
      { kind: "restraining_order", date: "2020-01-01", length_months: 120 },
      { kind: "fine", date: "2020-06-01" },
    ]);
    expect(fine!.spent_date).toBe("2021-06-01");
    expect(order!.spent_date).toBe("2030-01-01");
  });
});

describe("disposals added in issue 31", () => {
  it("hospital order 1 May 2021 ending 1 May 2022: spent 1 May 2022; with no end date: 24 months, 1 May 2023; until further order: indefinite", () => {
    expect(one({ kind: "hospital_order", date: "2021-05-01", end_date: "2022-05-01" }).spent_date).toBe("2022-05-01");
    const noEnd = one({ kind: "hospital_order", date: "2021-05-01" });
    expect([noEnd.spent_date, noEnd.ruleIds[0]]).toEqual(["2023-05-01", "order-no-end-date"]);
    const open = one({ kind: "hospital_order", date: "2021-05-01", until_further_order: true });
    expect([open.status, open.ruleIds[0]]).toEqual(["indefinite", "order-until-further-order"]);
    expect(open.basic_check).toContain("Not spent until a court ends the order.");
  });

  it("service detention of 90 days from 10 Jan 2024 (leap year: ends 9 Apr 2024): adult + 1 year = 9 Apr 2025, under 18 + 6 months = 9 Oct 2024", () => {
    expect(one({ kind: "service_detention", date: "2024-01-10", length_days: 90 }).spent_date).toBe("2025-04-09");
    expect(one({ kind: "service_detention", date: "2024-01-10", length_days: 90 }, "under18").spent_date).toBe("2024-10-09");
  });

  it("dismissal from His Majesty's service on 30 Jun 2025: adult 30 Jun 2026, under 18 30 Dec 2025 (from the date of conviction)", () => {
    expect(one({ kind: "removal_from_service", date: "2025-06-30" }).spent_date).toBe("2026-06-30");
    expect(one({ kind: "removal_from_service", date: "2025-06-30" }, "under18").spent_date).toBe("2025-12-30");
  });

  it("reprimand on 14 Feb 2026: adult not spent until 14 Feb 2027; under 18 spent on 14 Aug 2026", () => {
    const adult = one({ kind: "service_reprimand", date: "2026-02-14" });
    expect([adult.status, adult.spent_date]).toEqual(["not_spent", "2027-02-14"]);
    const youth = one({ kind: "service_reprimand", date: "2026-02-14" }, "under18");
    expect([youth.status, youth.spent_date]).toEqual(["spent", "2026-08-14"]);
  });

  it("service community order of 12 months from 1 Mar 2024: 1 Mar 2025; overseas community order of 1 month from 31 Jan 2025: 28 Feb 2025", () => {
    expect(one({ kind: "service_community_order", date: "2024-03-01", length_months: 12 }).spent_date).toBe("2025-03-01");
    const overseas = one({ kind: "overseas_community_order", date: "2025-01-31", length_months: 1 });
    expect([overseas.spent_date, overseas.ruleIds[0]]).toEqual(["2025-02-28", "community-order"]);
  });

  it("attendance centre order 10 Feb 2024 ending 10 Aug 2024: 10 Aug 2024; supervision order of 24 months from 5 May 2008: 5 May 2010", () => {
    expect(one({ kind: "attendance_centre_order", date: "2024-02-10", end_date: "2024-08-10" }).spent_date).toBe("2024-08-10");
    expect(one({ kind: "supervision_order", date: "2008-05-05", length_months: 24 }, "under18").spent_date).toBe("2010-05-05");
  });

  it("reparation order on 7 Jul 2023: spent immediately", () => {
    const result = one({ kind: "reparation_order", date: "2023-07-07" }, "under18");
    expect([result.status, result.spent_date, result.ruleIds[0]]).toEqual(["spent_immediately", "2023-07-07", "reparation-order"]);
  });

  it("fixed penalty notice on 10 Oct 2025: not a conviction, on no check, and no part of drag-through with custody of 1 Nov 2025", () => {
    const [penalty, custody] = many([
      { kind: "fixed_penalty", date: "2025-10-10" },
      { kind: "custody", date: "2025-11-01", length_months: 3 },
    ]);
    expect(contractResult(penalty!)).toMatchObject({ status: "not_a_conviction", spent_date: null });
    expect(penalty!.basic_check).toContain("A basic check does not show");
    expect(penalty!.standard_enhanced_check).toContain("does not show it as a conviction or caution");
    expect(penalty!.standard_enhanced_check).toContain("penalty notice for disorder");
    expect(penalty!.recordType).toBe("not-conviction");
    expect(custody!.spent_date).toBe("2027-02-01");
    expect(custody!.ruleIds).toEqual(["custody-up-to-1-year"]);
  });

  it("compensation order of 1 Mar 2024 not yet paid: not spent until paid, and it holds a fine of 1 Apr 2024 (spent 1 Apr 2025) unspent", () => {
    const [compensation, fine] = many([
      { kind: "compensation_order", date: "2024-03-01", unpaid: true },
      { kind: "fine", date: "2024-04-01" },
    ]);
    expect([compensation!.status, compensation!.spent_date, compensation!.ruleIds[0]]).toEqual(["indefinite", null, "compensation-unpaid"]);
    expect(compensation!.basic_check).toContain("Not spent until the compensation is paid in full.");
    expect(compensation!.guideHref).toContain("#period-compensation-order");
    expect(fine!.status).toBe("indefinite");
    expect(fine!.basic_check).toContain("paid in full");
  });

  it("conditional discharge and bind over until further order on 2 Feb 2022: not spent until a court ends them", () => {
    expect(one({ kind: "conditional_discharge", date: "2022-02-02", until_further_order: true }).status).toBe("indefinite");
    expect(one({ kind: "bind_over", date: "2022-02-02", until_further_order: true }).status).toBe("indefinite");
  });

  it("court endorsement follows the Act, not the MoJ checker's 36 months: 1 Mar 2022 + 5 years = 1 Mar 2027; under 18 + 2.5 years = 1 Sep 2024", () => {
    expect(one({ kind: "motoring_endorsement", date: "2022-03-01" }).spent_date).toBe("2027-03-01");
    expect(one({ kind: "motoring_endorsement", date: "2022-03-01" }, "under18").spent_date).toBe("2024-09-01");
  });
});

describe("lengths in weeks and days are exact", () => {
  it("community order of 10 weeks from 1 Jan 1999 (70 days): ends 12 Mar 1999, not 10 Mar", () => {
    expect(one({ kind: "community_order", date: "1999-01-01", length_weeks: 10 }).spent_date).toBe("1999-03-12");
  });

  it("custody of 10 weeks from 1 Jan 1999: ends 12 Mar 1999, + 1 year = 12 Mar 2000", () => {
    expect(one({ kind: "custody", date: "1999-01-01", length_weeks: 10 }).spent_date).toBe("2000-03-12");
  });

  it("custody of 365 days from 1 Jan 2020 (ends 31 Dec 2020) is 1 year or less: 31 Dec 2021; 366 days (ends 1 Jan 2021) is over: + 4 years = 1 Jan 2025", () => {
    const short = one({ kind: "custody", date: "2020-01-01", length_days: 365 });
    expect([short.spent_date, short.ruleIds[0]]).toEqual(["2021-12-31", "custody-up-to-1-year"]);
    const longer = one({ kind: "custody", date: "2020-01-01", length_days: 366 });
    expect([longer.spent_date, longer.ruleIds[0]]).toEqual(["2025-01-01", "custody-over-1-up-to-4-years"]);
  });
});

describe("consecutive terms are a single term (s.5(9)(b))", () => {
  it("3 years and 2 years consecutive on 1 Jan 2010: one term of 5 years ending 1 Jan 2015, + 7 years = 1 Jan 2022 for both", () => {
    const results = many([
      { kind: "custody", date: "2010-01-01", length_months: 36, hearing: "A", schedule18_offence: false },
      { kind: "custody", date: "2010-01-01", length_months: 24, hearing: "A", consecutive_with: "A", schedule18_offence: false },
    ]);
    expect(results.map((result) => [result.spent_date, result.ruleIds[0]])).toEqual([
      ["2022-01-01", "custody-over-4-years"],
      ["2022-01-01", "custody-over-4-years"],
    ]);
  });

  it("the same terms given concurrently: 3 years ends 1 Jan 2013, + 4 years = 1 Jan 2017", () => {
    const [first] = many([
      { kind: "custody", date: "2010-01-01", length_months: 36, hearing: "A" },
      { kind: "custody", date: "2010-01-01", length_months: 24, hearing: "A" },
    ]);
    expect(first!.spent_date).toBe("2017-01-01");
  });

  it("a single term of 5 years with one part for a Schedule 18 offence is never spent", () => {
    const results = many([
      { kind: "custody", date: "2010-01-01", length_months: 36, hearing: "A", schedule18_offence: true },
      { kind: "custody", date: "2010-01-01", length_months: 24, hearing: "A", consecutive_with: "A", schedule18_offence: false },
    ]);
    expect(results.map((result) => result.status)).toEqual(["never_spent", "never_spent"]);
  });

  it("30 months from 1 Jan 2018 (ends 1 Jul 2020), then 24 months on 1 Jun 2019 running after it (ends 1 Jul 2022): 54 months, + 7 years = 1 Jul 2029", () => {
    const results = many([
      { kind: "custody", date: "2018-01-01", length_months: 30, hearing: "A", schedule18_offence: false },
      { kind: "custody", date: "2019-06-01", length_months: 24, hearing: "B", consecutive_with: "A", schedule18_offence: false },
    ]);
    expect(results.map((result) => result.spent_date)).toEqual(["2029-07-01", "2029-07-01"]);
  });
});

describe("two terms consecutive to the same term run side by side, after it", () => {
  it("12 months from 1 Jan 2020 (ends 1 Jan 2021) and two 6-month terms each after it (both end 1 Jul 2021): one term of 18 months, + 4 years = 1 Jul 2025", () => {
    const results = many([
      { kind: "custody", date: "2020-01-01", length_months: 12, hearing: "A" },
      { kind: "custody", date: "2020-01-01", length_months: 6, hearing: "A", consecutive_with: "A" },
      { kind: "custody", date: "2020-01-01", length_months: 6, hearing: "A", consecutive_with: "A" },
    ]);
    expect(results.map((result) => [result.spent_date, result.ruleIds[0]])).toEqual([
      ["2025-07-01", "custody-over-1-up-to-4-years"],
      ["2025-07-01", "custody-over-1-up-to-4-years"],
      ["2025-07-01", "custody-over-1-up-to-4-years"],
    ]);
  });

  it("36 months from 1 Jan 2010 (ends 1 Jan 2013), then 8 and 14 months each after it (ends 1 Mar 2014): 50 months, over 4 years, + 7 years = 1 Mar 2021", () => {
    const results = many([
      { kind: "custody", date: "2010-01-01", length_months: 36, hearing: "A", schedule18_offence: false },
      { kind: "custody", date: "2010-01-01", length_months: 8, hearing: "A", consecutive_with: "A", schedule18_offence: false },
      { kind: "custody", date: "2010-01-01", length_months: 14, hearing: "A", consecutive_with: "A", schedule18_offence: false },
    ]);
    expect(results.map((result) => [result.spent_date, result.ruleIds[0]])).toEqual([
      ["2021-03-01", "custody-over-4-years"],
      ["2021-03-01", "custody-over-4-years"],
      ["2021-03-01", "custody-over-4-years"],
    ]);
  });

  it("the same at two later hearings: 12 months from 1 Jan 2020, 6 months on 1 Mar 2020 and on 1 May 2020 each after it: 18 months ending 1 Jul 2021, + 4 years = 1 Jul 2025", () => {
    const results = many([
      { kind: "custody", date: "2020-01-01", length_months: 12, hearing: "A" },
      { kind: "custody", date: "2020-03-01", length_months: 6, hearing: "B", consecutive_with: "A" },
      { kind: "custody", date: "2020-05-01", length_months: 6, hearing: "C", consecutive_with: "A" },
    ]);
    expect(results.map((result) => result.spent_date)).toEqual(["2025-07-01", "2025-07-01", "2025-07-01"]);
  });
});

describe("the contract's new fields are checked", () => {
  const errorsOf = (convictions: unknown[]) => {
    const parsed = parseCheckRequest({ age_at_conviction: "adult", convictions }, REFERENCE);
    return parsed.ok ? {} : parsed.errors;
  };

  it("accepts each new kind with what it needs", () => {
    const parsed = parseCheckRequest(
      {
        age_at_conviction: "adult",
        convictions: [
          { kind: "hospital_order", date: "2020-01-01", until_further_order: true },
          { kind: "service_detention", date: "2020-01-01", length_weeks: 6 },
          { kind: "removal_from_service", date: "2020-01-01" },
          { kind: "service_community_order", date: "2020-01-01", length_months: 6 },
          { kind: "overseas_community_order", date: "2020-01-01", length_days: 100 },
          { kind: "service_reprimand", date: "2020-01-01" },
          { kind: "reparation_order", date: "2020-01-01" },
          { kind: "attendance_centre_order", date: "2020-01-01", end_date: "2020-06-01" },
          { kind: "supervision_order", date: "2008-01-01", length_months: 12 },
          { kind: "fixed_penalty", date: "2020-01-01" },
          { kind: "compensation_order", date: "2020-01-01", unpaid: true },
        ],
      },
      REFERENCE,
    );
    expect(parsed.ok).toBe(true);
  });

  it("refuses two lengths, a part week, and until further order or unpaid where the law has none", () => {
    expect(errorsOf([{ kind: "community_order", date: "2020-01-01", length_months: 6, length_weeks: 26 }])).toEqual({
      "convictions.0.length_weeks": ["Give the length once: in length_months, length_weeks or length_days, not more than one."],
    });
    expect(errorsOf([{ kind: "custody", date: "2020-01-01", length_weeks: 2.5 }])["convictions.0.length_weeks"]).toBeDefined();
    expect(errorsOf([{ kind: "community_order", date: "2020-01-01", until_further_order: true }])["convictions.0.until_further_order"]).toBeDefined();
    expect(errorsOf([{ kind: "fine", date: "2020-01-01", unpaid: true }])["convictions.0.unpaid"]).toEqual(["Only a compensation order can be unpaid."]);
    expect(errorsOf([{ kind: "compensation_order", date: "2020-01-01", unpaid: true, end_date: "2021-01-01" }])["convictions.0.end_date"]).toBeDefined();
    expect(errorsOf([{ kind: "fixed_penalty", date: "2020-01-01", hearing: "A" }])["convictions.0.hearing"]).toBeDefined();
    expect(errorsOf([{ kind: "removal_from_service", date: "2020-01-01", length_days: 3 }])["convictions.0.length_days"]).toBeDefined();
  });

  it("refuses consecutive_with naming no custody, a later one, or a loop; and asks Schedule 18 of a single term over 4 years", () => {
    expect(errorsOf([{ kind: "custody", date: "2020-01-01", length_months: 6, consecutive_with: "Z" }])["convictions.0.consecutive_with"]).toBeDefined();
    expect(
      errorsOf([
        { kind: "custody", date: "2020-01-01", length_months: 6, hearing: "A", consecutive_with: "B" },
        { kind: "custody", date: "2021-01-01", length_months: 6, hearing: "B" },
      ])["convictions.0.consecutive_with"],
    ).toEqual(["A term can only run after custody given on the same day or earlier."]);
    expect(
      errorsOf([
        { kind: "custody", date: "2020-01-01", length_months: 6, hearing: "A", consecutive_with: "B" },
        { kind: "custody", date: "2020-01-01", length_months: 6, hearing: "B", consecutive_with: "A" },
      ])["convictions.0.consecutive_with"],
    ).toEqual(["Two terms of custody cannot each run after the other."]);
    expect(
      errorsOf([
        { kind: "custody", date: "2010-01-01", length_months: 36, hearing: "A" },
        { kind: "custody", date: "2010-01-01", length_months: 24, hearing: "A", consecutive_with: "A" },
      ]),
    ).toHaveProperty(["convictions.0.schedule18_offence"]);
    expect(errorsOf([{ kind: "fine", date: "2020-01-01", consecutive_with: "A" }])["convictions.0.consecutive_with"]).toBeDefined();
  });
});

describe("every rule names its source", () => {
  it("has sources for every period and combining rule, and a row of the guide's table for every period rule", () => {
    const periodRules = Object.keys(ruleTopics).filter((rule) => rule !== "further-convictions");
    for (const rule of [...periodRules, "latest-sentence", "drag-through", "drag-through-never-spent"]) {
      expect(disclosureRuleSources[rule]?.length, rule).toBeGreaterThan(0);
    }
    const rows = new Set(rehabilitationPeriods.map((row) => row.id));
    expect(periodRules.filter((rule) => !rows.has(rule))).toEqual(["compensation-unpaid"]);
  });

  it("names only the Act for a court endorsement, where the MoJ checker departs from it", () => {
    expect(disclosureRuleSources["driving-endorsement"]!.map((source) => source.publisher)).not.toContain("GitHub (Ministry of Justice)");
  });
});
