import { describe, expect, it } from "vitest";
import { mergedBarriers, mergedItemWins, mergedRowWins, mergeRefusal } from "./merge-records";

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
});
