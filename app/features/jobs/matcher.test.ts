import { describe, expect, it } from "vitest";
import { scoreRole, splitTerms, type MatchRole } from "./matcher";

const role = (over: Partial<MatchRole> = {}): MatchRole => ({
  title: "Warehouse Operative",
  description: "Picking and packing. Forklift training given.",
  sector: "Logistics",
  hours: "full_time",
  national: false,
  miles: 3,
  banTheBox: false,
  recordCheck: "basic",
  offenceExclusions: ["case_by_case"],
  ...over,
});

describe("the job matcher's scoring", () => {
  it("splits typed skills into distinct terms", () => {
    expect(splitTerms(" Forklift, packing;forklift\n a ,Food hygiene ")).toEqual(["Forklift", "packing", "Food hygiene"]);
  });

  it("gives reasons: skills matched by name, interests, distance, hours and fair-chance signals", () => {
    const match = scoreRole({ skills: ["forklift", "welding"], interests: ["warehouse"], availability: "full_time" }, role({ banTheBox: true, recordCheck: "none", offenceExclusions: ["none"] }), 10);
    expect(match!.reasons).toEqual([
      "Uses your skill: forklift",
      "In work you are interested in: warehouse",
      "3 miles away",
      "Full-time, as you asked",
      "Employer has signed up to Ban the Box",
      "No criminal record check",
      "Employer rules out no kind of offence",
    ]);
  });

  it("ranks more matched skills and nearer roles higher", () => {
    const profile = { skills: ["forklift", "packing"], interests: [], availability: "either" as const };
    const near = scoreRole(profile, role(), 10)!.score;
    const far = scoreRole(profile, role({ miles: 9 }), 10)!.score;
    const fewer = scoreRole(profile, role({ description: "Forklift only." }), 10)!.score;
    expect(near).toBeGreaterThan(far);
    expect(far).toBeGreaterThan(fewer);
  });

  it("leaves out roles with the wrong hours or nothing in common", () => {
    expect(scoreRole({ skills: ["forklift"], interests: [], availability: "part_time" }, role(), null)).toBeNull();
    expect(scoreRole({ skills: ["forklift"], interests: [], availability: "part_time" }, role({ hours: "flexible" }), null)).not.toBeNull();
    expect(scoreRole({ skills: ["plastering"], interests: ["catering"], availability: "either" }, role(), null)).toBeNull();
  });
});
