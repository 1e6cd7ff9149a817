import { addDays, addMonths } from "~/lib/dates";
import { laterOf } from "./calendar";
import type { Group } from "./combining";
import { isCustody } from "./kinds";
import { type CheckRequest, type End, type Status, periodMonths } from "./periods";

/** Whether a conviction or caution is spent on the reference date, and whether standard and enhanced checks filter it (DBS rules). */

export type Filtering = {
  /**
   * filtered: left off standard and enhanced checks now. filtered-unless-specified: the same, unless the offence is
   * a specified one (not asked, or not known). shows: on standard and enhanced checks now. not-shown: a youth caution,
   * never disclosed automatically.
   */
  state: "filtered" | "filtered-unless-specified" | "shows" | "not-shown";
  /** The first day it can be filtered (if not for a specified offence), when that is in the future. */
  from: string | null;
  /** Why it can never be filtered, when it cannot. */
  never: "custody" | "never-spent" | "specified-offence" | null;
  /** True when asking whether the offence is a specified one would change today's answer. */
  asksSpecifiedOffence: boolean;
};

export function statusOf(end: End, reference: string): Status {
  switch (end.type) {
    case "immediate":
      return "spent_immediately";
    case "never":
      return "never_spent";
    case "indefinite":
      return "indefinite";
    case "not-conviction":
      return "not_a_conviction";
    case "date":
      return end.date < reference ? "spent" : "not_spent";
  }
}

export const isSpent = (status: Status) => status === "spent" || status === "spent_immediately";

export function filteringFor(
  group: Group,
  request: CheckRequest,
  end: End,
  status: Status,
  specified: boolean | undefined,
): Filtering {
  const reference = request.reference_date;
  const entries = group.entries.map((index) => request.convictions[index]!);
  if (group.type === "not-conviction") return { state: "not-shown", from: null, never: null, asksSpecifiedOffence: false };
  if (group.type === "caution") {
    const caution = entries[0]!;
    if (group.age === "under18" && (caution.kind === "simple_caution" || isSpent(status))) {
      return { state: "not-shown", from: null, never: null, asksSpecifiedOffence: false };
    }
    if (group.age === "under18") {
      // A youth conditional caution shows until it is spent, and is then no longer disclosed automatically.
      return { state: "shows", from: end.type === "date" ? addDays(end.date, 1) : null, never: null, asksSpecifiedOffence: false };
    }
    const from = addMonths(caution.date, periodMonths.filterAdultCaution);
    return decide(from, specified, reference);
  }
  if (status === "never_spent") return { state: "shows", from: null, never: "never-spent", asksSpecifiedOffence: false };
  if (entries.some((entry) => isCustody(entry.kind))) return { state: "shows", from: null, never: "custody", asksSpecifiedOffence: false };
  if (end.type === "indefinite") return { state: "shows", from: null, never: null, asksSpecifiedOffence: false };
  const elevenYears = addMonths(group.date, periodMonths.filterConviction[group.age]);
  // Filtered once it is spent (the day after its spent date) and the time has passed, whichever comes later.
  const from = end.type === "date" ? laterOf(elevenYears, addDays(end.date, 1)) : elevenYears;
  return decide(from, specified, reference);
}

function decide(from: string, specified: boolean | undefined, reference: string): Filtering {
  if (specified === true) return { state: "shows", from: null, never: "specified-offence", asksSpecifiedOffence: false };
  if (from > reference) return { state: "shows", from, never: null, asksSpecifiedOffence: false };
  if (specified === false) return { state: "filtered", from: null, never: null, asksSpecifiedOffence: false };
  return { state: "filtered-unless-specified", from: null, never: null, asksSpecifiedOffence: true };
}
