import { addDays, addMonths } from "~/lib/dates";
import { DAYS_PER_MONTH, addLength } from "./calendar";
import { type Age, type Kind, canBeUntilFurtherOrder } from "./kinds";

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
  /** Exact alternatives to length_months: the sentence or order ends this many weeks (or days) after it starts. */
  length_weeks?: number | null;
  length_days?: number | null;
  end_date?: string | null;
  until_further_order?: boolean;
  /** A compensation order not yet paid in full: not spent until it is. */
  unpaid?: boolean;
  /** The hearing of the custody this custody runs after (consecutive terms are a single term, s.5(9)(b)). */
  consecutive_with?: string;
  schedule18_offence?: boolean;
  excluded_sentence?: boolean;
  hearing?: string;
  age_at_conviction?: Age;
};

export type CheckRequest = { reference_date: string; age_at_conviction: Age; convictions: readonly Entry[] };

export type Status = "spent_immediately" | "spent" | "not_spent" | "never_spent" | "indefinite" | "not_a_conviction";

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
  | "driving-endorsement"
  | "hospital-order"
  | "service-detention"
  | "removal-from-service"
  | "service-reprimand"
  | "reparation-order"
  | "compensation-unpaid"
  | "fixed-penalty";

/** Rules that combine periods: sentences of one conviction, and further convictions (drag-through). */
export type CombiningRule = "latest-sentence" | "drag-through" | "drag-through-never-spent";

/** When a caution or sentence stops counting, before other sentences and convictions are taken into account. */
export type End =
  | { type: "immediate"; date: string }
  | { type: "date"; date: string }
  | { type: "never" }
  | { type: "indefinite" }
  /** Not a conviction or caution (a fixed penalty notice): no rehabilitation period at all. */
  | { type: "not-conviction" };

/** Months of each period, by age on the date of conviction or caution. */
export const periodMonths = {
  fine: { adult: 12, under18: 6 },
  "custody-up-to-1-year": { adult: 12, under18: 6 },
  "custody-over-1-up-to-4-years": { adult: 48, under18: 24 },
  "custody-over-4-years": { adult: 84, under18: 42 },
  "driving-endorsement": { adult: 60, under18: 30 },
  /** Removal from His Majesty's service and a reprimand: from the date of conviction. Service detention: from its end. */
  "removal-from-service": { adult: 12, under18: 6 },
  "service-reprimand": { adult: 12, under18: 6 },
  "service-detention": { adult: 12, under18: 6 },
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

/**
 * The length given, in whichever unit: `months` (for the custody bands; weeks and days at 30.4375 days a month) and
 * the day it ends when it starts on `from`. Weeks and days are counted exactly: 10 weeks from 1 January 1999 end
 * on 12 March 1999. Null when no length was given.
 */
export function entryLength(entry: Entry): { months: number; endFrom(from: string): string } | null {
  if (entry.length_weeks) {
    const days = entry.length_weeks * 7;
    return { months: days / DAYS_PER_MONTH, endFrom: (from) => addDays(from, days) };
  }
  if (entry.length_days) {
    const days = entry.length_days;
    return { months: days / DAYS_PER_MONTH, endFrom: (from) => addDays(from, days) };
  }
  if (entry.length_months) {
    const months = entry.length_months;
    return { months, endFrom: (from) => addLength(from, months) };
  }
  return null;
}

/** Consecutive custodial terms counted as one (see consecutive.ts): its length, the day it ends, and its Schedule 18 answer. */
export type SingleTerm = { months: number; end: string; schedule18: boolean };

/** An order ends on its end date, or after its length; with neither, 24 months after conviction. */
function orderEnd(entry: Entry, withEnd: PeriodRule): { end: End; rule: PeriodRule } {
  if (entry.until_further_order && canBeUntilFurtherOrder(entry.kind)) return { end: { type: "indefinite" }, rule: "order-until-further-order" };
  if (entry.end_date) return { end: { type: "date", date: entry.end_date }, rule: withEnd };
  const length = entryLength(entry);
  if (length) return { end: { type: "date", date: length.endFrom(entry.date) }, rule: withEnd };
  return { end: { type: "date", date: addMonths(entry.date, periodMonths.orderWithoutEnd) }, rule: "order-no-end-date" };
}

/** One caution or sentence on its own: when it is spent, and by which rule. `term`: the single term it is part of. */
export function ownPeriod(entry: Entry, age: Age, term?: SingleTerm): { end: End; rule: PeriodRule } {
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
      if (entry.unpaid) return { end: { type: "indefinite" }, rule: "compensation-unpaid" };
      return { end: { type: "date", date: entry.end_date ?? entry.date }, rule: "compensation-order" };
    case "conditional_discharge":
    case "bind_over":
      return orderEnd(entry, "conditional-discharge");
    case "hospital_order":
      return orderEnd(entry, "hospital-order");
    case "community_order":
    case "youth_rehabilitation_order":
    case "referral_order":
    case "service_community_order":
    case "overseas_community_order":
    case "attendance_centre_order":
    case "supervision_order":
      return orderEnd(entry, "community-order");
    case "disqualification":
    case "restraining_order":
    case "other_order":
      return orderEnd(entry, "other-orders");
    case "reparation_order":
      return { end: { type: "immediate", date: entry.date }, rule: "reparation-order" };
    case "removal_from_service":
    case "service_reprimand": {
      const rule = entry.kind === "removal_from_service" ? "removal-from-service" : "service-reprimand";
      return { end: { type: "date", date: addMonths(entry.date, periodMonths[rule][age]) }, rule };
    }
    case "service_detention": {
      const sentenceEnd = entry.end_date ?? entryLength(entry)?.endFrom(entry.date) ?? entry.date;
      return { end: { type: "date", date: addMonths(sentenceEnd, periodMonths["service-detention"][age]) }, rule: "service-detention" };
    }
    case "fixed_penalty":
      return { end: { type: "not-conviction" }, rule: "fixed-penalty" };
    case "custody":
    case "suspended_custody":
    case "detention_training_order": {
      const length = entryLength(entry);
      const rule = custodyRule(term?.months ?? length?.months ?? 0, term?.schedule18 ?? entry.schedule18_offence === true);
      if (rule === "never-spent") return { end: { type: "never" }, rule };
      // Two steps, each clamped to the month's end: the sentence ends on date + length; the period runs from there.
      const sentenceEnd = entry.end_date ?? term?.end ?? length?.endFrom(entry.date) ?? entry.date;
      const period = periodMonths[rule as "custody-up-to-1-year"][age];
      return { end: { type: "date", date: addMonths(sentenceEnd, period) }, rule };
    }
  }
}

/** Later ends rank higher: any date < indefinite < never. "Immediate" is a date that has no period. */
export function rank(end: End): [number, string] {
  if (end.type === "never") return [3, ""];
  if (end.type === "indefinite") return [2, ""];
  if (end.type === "not-conviction") return [0, ""];
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
