import { describe, expect, it } from "vitest";
import type { OffenceExclusion, RecordCheck } from "../../../db/schema/vocabulary";
import { leavesOut, recordOnChecks, showsOnCheck, type RecordOnChecks } from "./leave-out";
import type { Entry } from "./periods";
import { checkDisclosure } from "./rules";
import type { OffenceCategory } from "./saved-result";

const TODAY = "2026-11-23";

function record(convictions: Entry[], specifiedOffence?: (boolean | undefined)[]): RecordOnChecks {
  return recordOnChecks(checkDisclosure({ reference_date: TODAY, age_at_conviction: "adult", convictions }, { specifiedOffence }));
}

describe("what a saved record shows on each level of check, today", () => {
  it("an unspent fine shows on basic, standard and enhanced checks (spent 12 months after conviction)", () => {
    const unspent = record([{ kind: "fine", date: "2026-01-10" }]);
    expect(unspent).toEqual({ basic: true, standardEnhanced: true });
    expect(showsOnCheck(unspent, "none")).toBe(false);
    expect(showsOnCheck(unspent, "basic")).toBe(true);
    expect(showsOnCheck(unspent, "enhanced")).toBe(true);
  });

  it("a spent fine not yet 11 years old shows only on standard and enhanced checks (filtering after 11 years)", () => {
    expect(record([{ kind: "fine", date: "2020-01-10" }])).toEqual({ basic: false, standardEnhanced: true });
  });

  it("a spent fine over 11 years old counts as showing unless the person said it is not a specified offence", () => {
    expect(record([{ kind: "fine", date: "2010-01-10" }])).toEqual({ basic: false, standardEnhanced: true });
    expect(record([{ kind: "fine", date: "2010-01-10" }], [false])).toEqual({ basic: false, standardEnhanced: false });
    expect(record([{ kind: "fine", date: "2010-01-10" }], [true])).toEqual({ basic: false, standardEnhanced: true });
  });

  it("spent custody is never filtered, so it always shows on standard and enhanced checks", () => {
    expect(record([{ kind: "custody", date: "2012-01-10", length_months: 6 }])).toEqual({ basic: false, standardEnhanced: true });
  });

  it("a youth caution shows on no check (not disclosed automatically)", () => {
    expect(record([{ kind: "simple_caution", date: "2025-06-01", age_at_conviction: "under18" }])).toEqual({ basic: false, standardEnhanced: false });
  });

  it("one unspent conviction among spent ones shows on a basic check", () => {
    expect(record([{ kind: "simple_caution", date: "2012-01-01" }, { kind: "fine", date: "2026-02-01" }]).basic).toBe(true);
  });
});

const unspent: RecordOnChecks = { basic: true, standardEnhanced: true };
const spentNotFiltered: RecordOnChecks = { basic: false, standardEnhanced: true };
const spentFiltered: RecordOnChecks = { basic: false, standardEnhanced: false };

type Row = [string, RecordCheck, OffenceExclusion[], RecordOnChecks, OffenceCategory[], boolean];

// check level, the employer's exclusions, what the record shows, the kinds ticked, left out?
const table: Row[] = [
  ["unspent, basic check, excludes violence, ticked violence", "basic", ["violence"], unspent, ["violence"], true],
  ["unspent, enhanced check, excludes sexual and arson, ticked arson", "enhanced", ["sexual", "arson"], unspent, ["arson"], true],
  ["unspent, no check at all: nothing shows", "none", ["violence"], unspent, ["violence"], false],
  ["unspent, basic check, excludes a kind not ticked", "basic", ["driving"], unspent, ["violence"], false],
  ["unspent, basic check, excludes none", "basic", ["none"], unspent, ["violence"], false],
  ["unspent, basic check, case by case even beside a named kind", "basic", ["case_by_case", "violence"], unspent, ["violence"], false],
  ["unspent, no kind ticked: nothing is known to rule out", "basic", ["violence"], unspent, [], false],
  ["spent and not filtered, basic check: a basic check shows only unspent", "basic", ["violence"], spentNotFiltered, ["violence"], false],
  ["spent and not filtered, standard check", "standard", ["violence"], spentNotFiltered, ["violence"], true],
  ["spent and not filtered, enhanced check", "enhanced", ["terrorism", "violence"], spentNotFiltered, ["violence", "driving"], true],
  ["spent and filtered, enhanced check: filtered never shows", "enhanced", ["violence"], spentFiltered, ["violence"], false],
  ["'other' matches 'other' by name", "standard", ["other"], spentNotFiltered, ["other"], true],
  ["no exclusions recorded at all", "enhanced", [], unspent, ["violence"], false],
];

describe("which roles the matcher leaves out", () => {
  it.each(table)("%s", (_name, recordCheck, offenceExclusions, shows, categories, expected) => {
    expect(leavesOut({ recordCheck, offenceExclusions }, shows, categories)).toBe(expected);
  });
});
