import { describe, expect, it } from "vitest";
import type { Entry } from "./periods";
import { checkDisclosure } from "./rules";
import { summariseResults } from "./summary";

/** What the CV builder keeps of a check: unpaid compensation is told apart from an order a court must end. */

const REFERENCE = "2026-11-23";
const summary = (convictions: Entry[]) => summariseResults(checkDisclosure({ reference_date: REFERENCE, age_at_conviction: "adult", convictions }));

describe("the summary the CV builder keeps", () => {
  it("compensation of 1 Mar 2023 not paid in full: unspent until it is paid ('unpaid'), not until a court acts", () => {
    expect(summary([{ kind: "compensation_order", date: "2023-03-01", unpaid: true }])).toEqual({
      outcome: "unspent",
      showsOnStandardEnhanced: true,
      unspentUntil: "unpaid",
    });
  });

  it("a fine of 1 Jun 2026 given with the unpaid compensation still waits for the payment (the fine alone: 1 Jun 2027)", () => {
    expect(
      summary([
        { kind: "compensation_order", date: "2026-06-01", unpaid: true, hearing: "A" },
        { kind: "fine", date: "2026-06-01", hearing: "A" },
      ]).unspentUntil,
    ).toBe("unpaid");
  });

  it("a restraining order until further order as well: a court must end it, so 'court' wins over 'unpaid'", () => {
    expect(
      summary([
        { kind: "compensation_order", date: "2023-03-01", unpaid: true },
        { kind: "restraining_order", date: "2024-01-01", until_further_order: true },
      ]).unspentUntil,
    ).toBe("court");
  });

  it("a fixed penalty notice of 5 May 2024 alone counts as nothing to disclose", () => {
    expect(summary([{ kind: "fixed_penalty", date: "2024-05-05" }]).outcome).toBe("all-spent");
  });
});
