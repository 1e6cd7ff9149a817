import type { OffenceExclusion, RecordCheck } from "../../../db/schema/vocabulary";
import type { EntryResult } from "./rules";
import type { OffenceCategory } from "./saved-result";

/**
 * Whether a role would rule a person out, from their saved checker result (worked out again for today) and the
 * kinds of offence they ticked. Pure, and run only on the server inside one job matcher request (decision 0016):
 * the record never leaves the server, and what was left out is never stored.
 *
 * A role is left out only when both are true:
 * 1. the record would show on the role's check: a basic check shows anything unspent; a standard or enhanced check
 *    shows anything unspent, and anything spent that is not filtered (counting "filtered unless it is a specified
 *    offence" as showing, since the person was not asked or was not sure); a role with no check shows nothing;
 * 2. the employer's offence exclusions name a kind of offence the person ticked. A role that rules out no kind
 *    ("none") or decides case by case is never left out, and a person who ticked no kind has nothing left out:
 *    without knowing the kind we cannot know an exclusion applies, and hiding a role someone could get costs more
 *    than showing one they might not.
 */

export type RoleRules = { recordCheck: RecordCheck; offenceExclusions: readonly OffenceExclusion[] };

export type RecordOnChecks = { basic: boolean; standardEnhanced: boolean };

const isSpent = (result: EntryResult) => result.status === "spent" || result.status === "spent_immediately";

/** What the saved record would show on each level of check, today. */
export function recordOnChecks(results: readonly EntryResult[]): RecordOnChecks {
  const unspent = results.some((result) => !isSpent(result));
  const notFiltered = results.some((result) => isSpent(result) && (result.filtering.state === "shows" || result.filtering.state === "filtered-unless-specified"));
  return { basic: unspent, standardEnhanced: unspent || notFiltered };
}

export function showsOnCheck(record: RecordOnChecks, check: RecordCheck): boolean {
  switch (check) {
    case "none":
      return false;
    case "basic":
      return record.basic;
    case "standard":
    case "enhanced":
    case "enhanced_barred":
      return record.standardEnhanced;
  }
}

export function leavesOut(role: RoleRules, record: RecordOnChecks, categories: readonly OffenceCategory[]): boolean {
  if (categories.length === 0) return false;
  if (role.offenceExclusions.length === 0 || role.offenceExclusions.includes("none") || role.offenceExclusions.includes("case_by_case")) return false;
  if (!showsOnCheck(record, role.recordCheck)) return false;
  return role.offenceExclusions.some((exclusion) => (categories as readonly string[]).includes(exclusion));
}
