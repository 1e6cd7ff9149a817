import type { EntryResult } from "./rules";

/**
 * What a whole check comes to, in the few facts the CV builder keeps in its draft: whether everything is spent,
 * and whether anything would still show on a standard or enhanced check. No dates of conviction, no kinds.
 */
export type ResultSummary = {
  /** all-spent: every caution and conviction is spent. unspent: at least one is not. none: nothing was checked. */
  outcome: "all-spent" | "unspent" | "none";
  /**
   * True when something spent would still show on a standard or enhanced check (not filtered, or filtered only if it
   * is not for a specified offence the person was not sure about): the case for a letter for roles that need one.
   */
  showsOnStandardEnhanced: boolean;
  /**
   * The latest date anything unspent becomes spent, "never", "court" (until a court ends an order), "unpaid" (until
   * compensation is paid in full: ROA 1974 s.5, Table B), or null.
   */
  unspentUntil: string | "never" | "court" | "unpaid" | null;
};

/** A fixed penalty is not a conviction: it counts as nothing to disclose, like a spent one. */
const spent = (result: EntryResult) =>
  result.status === "spent" || result.status === "spent_immediately" || result.status === "not_a_conviction";

export function summariseResults(results: readonly EntryResult[]): ResultSummary {
  if (results.length === 0) return { outcome: "none", showsOnStandardEnhanced: false, unspentUntil: null };
  const unspent = results.filter((result) => !spent(result));
  const shows = results.some((result) => result.filtering.state === "shows" || result.filtering.state === "filtered-unless-specified");
  let unspentUntil: ResultSummary["unspentUntil"] = null;
  for (const result of unspent) {
    if (result.status === "never_spent") unspentUntil = "never";
    else if (result.status === "indefinite" && unspentUntil !== "never") {
      // An order until a court ends it outweighs unpaid compensation: paying would not be enough on its own.
      unspentUntil = result.waitsFor === "unpaid" && unspentUntil !== "court" ? "unpaid" : "court";
    } else if (result.spent_date && (unspentUntil === null || (!["never", "court", "unpaid"].includes(unspentUntil) && result.spent_date > unspentUntil))) {
      unspentUntil = result.spent_date;
    }
  }
  return { outcome: unspent.length > 0 ? "unspent" : "all-spent", showsOnStandardEnhanced: shows, unspentUntil };
}
