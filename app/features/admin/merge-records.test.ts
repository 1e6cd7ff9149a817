import { describe, expect, it } from "vitest";
import { filledProfile, mergedBarriers, mergedItemWins, mergedRowWins, mergeRefusal, type MergeProfile } from "./merge-records";

const record = (id: string, extra: { demo?: boolean; userId?: string | null } = {}) => ({ id, demo: extra.demo ?? false, userId: extra.userId ?? null });

describe("merging two records of one person", () => {
  it("refuses the same record twice, a missing record, demonstration records and two accounts", () => {
    expect(mergeRefusal(record("a"), record("a"))).toBe("same");
    expect(mergeRefusal(record("a"), undefined)).toBe("missing");
    expect(mergeRefusal(undefined, record("b"))).toBe("missing");
    expect(mergeRefusal(record("a", { demo: true }), record("b"))).toBe("demo");
    expect(mergeRefusal(record("a"), record("b", { demo: true }))).toBe("demo");
    expect(mergeRefusal(record("a", { userId: "u1" }), record("b", { userId: "u2" }))).toBe("bothAccounts");
  });

  it("allows two real records when at most one has an account", () => {
    expect(mergeRefusal(record("a"), record("b"))).toBeNull();
    expect(mergeRefusal(record("a", { userId: "u1" }), record("b"))).toBeNull();
    expect(mergeRefusal(record("a"), record("b", { userId: "u2" }))).toBeNull();
  });

  it("keeps the further-along checklist item, the kept one on a tie", () => {
    expect(mergedItemWins("not_started", "in_progress")).toBe(true);
    expect(mergedItemWins("in_progress", "done")).toBe(true);
    expect(mergedItemWins("done", "in_progress")).toBe(false);
    expect(mergedItemWins("in_progress", "in_progress")).toBe(false);
  });

  it("keeps the newer one-per-person row, the kept one on a tie", () => {
    expect(mergedRowWins(new Date("2026-01-01"), new Date("2026-02-01"))).toBe(true);
    expect(mergedRowWins(new Date("2026-02-01"), new Date("2026-01-01"))).toBe(false);
    expect(mergedRowWins(new Date("2026-02-01"), new Date("2026-02-01"))).toBe(false);
  });

  it("joins the barriers, without 'none' beside a real one", () => {
    expect(mergedBarriers(["none"], ["housing"])).toEqual(["housing"]);
    expect(mergedBarriers(["none"], ["none"])).toEqual(["none"]);
    expect(mergedBarriers(["housing"], ["housing", "education"])).toEqual(["housing", "education"]);
  });

  it("fills the kept record's empty profile details from the merged one, and never overwrites what it holds", () => {
    const empty: MergeProfile = {
      town: null,
      travelArea: null,
      travelMiles: null,
      workInterests: [],
      skills: [],
      availability: null,
      rightToWork: "to_check",
      releasedOn: null,
      readinessStatus: "not_started",
      readinessReason: null,
      readinessChangedAt: null,
      readinessChangedByName: null,
    };
    const full: MergeProfile = {
      town: "Leeds",
      travelArea: "Leeds by bus",
      travelMiles: 10,
      workInterests: ["Warehouse"],
      skills: ["Forklift"],
      availability: "full_time",
      rightToWork: "confirmed",
      releasedOn: "2026-02-01",
      readinessStatus: "ready_to_work",
      readinessReason: "CV done",
      readinessChangedAt: new Date("2026-03-01T10:00:00Z"),
      readinessChangedByName: "Sam",
    };
    expect(filledProfile(empty, full)).toEqual(full);
    expect(filledProfile(full, empty)).toEqual({});
    const partial = filledProfile({ ...full, town: null, skills: [] }, { ...empty, town: "Bradford", skills: ["Cooking"], workInterests: ["Retail"] });
    expect(partial).toEqual({ town: "Bradford", skills: ["Cooking"] });
  });
});
