import { addMonths } from "~/lib/dates";
import { addLength } from "./calendar";
import type { Age, Kind } from "./kinds";

/**
 * The calculation of the spent-conviction rules for England and Wales, under the Rehabilitation of Offenders Act
 * 1974 as amended from 28 October 2023 (the reviewed reference, law-england-wales.md): how long each caution or
 * sentence counts on its own. Combining them is in combining.ts, filtering in filtering.ts, and the words shown
 * for all of it in rule-wording.ts. Pure: no I/O, no clock (the reference date is an input), browser-safe.
 *
 * The outdated table in the product brief (prison up to 6 months, 2 years, and so on) is never used here.
 */

/** One caution or sentence, as POST /api/disclosure-check receives it (already validated: see schema.ts). */
export type Entry = {
  kind: Kind;
  date: string;
  length_months?: number | null;
  end_date?: string | null;
  until_further_order?: boolean;
  schedule18_offence?: boolean;
  excluded_sentence?: boolean;
  hearing?: string;
  age_at_conviction?: Age;
};

export type CheckRequest = { reference_date: string; age_at_conviction: Age; convictions: readonly Entry[] };

export type Status = "spent_immediately" | "spent" | "not_spent" | "never_spent" | "indefinite";

/** Ids of the period rules: the same ids as the rows of the Legal and Rights guide's table, so each links to its row. */
export type PeriodRule =
  | "simple-caution"
  | "conditional-caution"
  | "absolute-discharge"
  | "conditional-discharge"
  | "fine"
  | "compensation-order"
  | "community-order"
  | "custody-up-to-1-year"
  | "custody-over-1-up-to-4-years"
  | "custody-over-4-years"
  | "never-spent"
  | "other-orders"
  | "order-no-end-date"
  | "order-until-further-order"
  | "driving-endorsement";

/** Rules that combine periods: sentences of one conviction, and further convictions (drag-through). */
export type CombiningRule = "latest-sentence" | "drag-through" | "drag-through-never-spent";

/** When a caution or sentence stops counting, before other sentences and convictions are taken into account. */
export type End =
  | { type: "immediate"; date: string }
  | { type: "date"; date: string }
  | { type: "never" }
  | { type: "indefinite" };

/** Months of each period, by age on the date of conviction or caution. */
export const periodMonths = {
  fine: { adult: 12, under18: 6 },
  "custody-up-to-1-year": { adult: 12, under18: 6 },
  "custody-over-1-up-to-4-years": { adult: 48, under18: 24 },
  "custody-over-4-years": { adult: 84, under18: 42 },
  "driving-endorsement": { adult: 60, under18: 30 },
  conditionalCaution: 3,
  orderWithoutEnd: 24,
  /** Filtering: a conviction 11 years (under 18: 5.5 years) after the conviction; an adult caution after 6 years. */
  filterConviction: { adult: 132, under18: 66 },
  filterAdultCaution: 72,
} as const;

/** The band of a custodial sentence, by the length the court gave (12 months is in the first band, 48 in the second). */
export function custodyRule(lengthMonths: number, schedule18: boolean): PeriodRule {
  if (lengthMonths <= 12) return "custody-up-to-1-year";
  if (lengthMonths <= 48) return "custody-over-1-up-to-4-years";
  return schedule18 ? "never-spent" : "custody-over-4-years";
}

/** An order ends on its end date, or after its length; with neither, 24 months after conviction. */
function orderEnd(entry: Entry, withEnd: PeriodRule): { end: End; rule: PeriodRule } {
  if (entry.end_date) return { end: { type: "date", date: entry.end_date }, rule: withEnd };
  if (entry.length_months) return { end: { type: "date", date: addLength(entry.date, entry.length_months) }, rule: withEnd };
  return { end: { type: "date", date: addMonths(entry.date, periodMonths.orderWithoutEnd) }, rule: "order-no-end-date" };
}

/** One caution or sentence on its own: when it is spent, and by which rule. */
export function ownPeriod(entry: Entry, age: Age): { end: End; rule: PeriodRule } {
  if (entry.excluded_sentence) return { end: { type: "never" }, rule: "never-spent" };
  switch (entry.kind) {
    case "simple_caution":
      return { end: { type: "immediate", date: entry.date }, rule: "simple-caution" };
    case "absolute_discharge":
      return { end: { type: "immediate", date: entry.date }, rule: "absolute-discharge" };
    case "conditional_caution": {
      const threeMonths = addMonths(entry.date, periodMonths.conditionalCaution);
      const date = entry.end_date && entry.end_date < threeMonths ? entry.end_date : threeMonths;
      return { end: { type: "date", date }, rule: "conditional-caution" };
    }
    case "fine":
      return { end: { type: "date", date: addMonths(entry.date, periodMonths.fine[age]) }, rule: "fine" };
    case "motoring_endorsement":
      return { end: { type: "date", date: addMonths(entry.date, periodMonths["driving-endorsement"][age]) }, rule: "driving-endorsement" };
    case "compensation_order":
      return { end: { type: "date", date: entry.end_date ?? entry.date }, rule: "compensation-order" };
    case "conditional_discharge":
    case "bind_over":
      return orderEnd(entry, "conditional-discharge");
    case "community_order":
    case "youth_rehabilitation_order":
    case "referral_order":
      return orderEnd(entry, "community-order");
    case "disqualification":
    case "restraining_order":
    case "other_order":
      if (entry.until_further_order) return { end: { type: "indefinite" }, rule: "order-until-further-order" };
      return orderEnd(entry, "other-orders");
    case "custody":
    case "suspended_custody":
    case "detention_training_order": {
      const length = entry.length_months ?? 0;
      const rule = custodyRule(length, entry.schedule18_offence === true);
      if (rule === "never-spent") return { end: { type: "never" }, rule };
      // Two steps, each clamped to the month's end: the sentence ends on date + length; the period runs from there.
      const sentenceEnd = entry.end_date ?? addLength(entry.date, length);
      const period = periodMonths[rule as "custody-up-to-1-year"][age];
      return { end: { type: "date", date: addMonths(sentenceEnd, period) }, rule };
    }
  }
}

/** Later ends rank higher: any date < indefinite < never. "Immediate" is a date that has no period. */
export function rank(end: End): [number, string] {
  if (end.type === "never") return [3, ""];
  if (end.type === "indefinite") return [2, ""];
  return [1, end.date];
}

export function later(a: End, b: End): End {
  const [ra, da] = rank(a);
  const [rb, db] = rank(b);
  if (ra !== rb) return ra > rb ? a : b;
  if (da !== db) return da > db ? a : b;
  // The same day: one with a period beats one spent immediately.
  return a.type === "date" ? a : b;
}
