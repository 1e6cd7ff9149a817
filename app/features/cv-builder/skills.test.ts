import { describe, expect, it } from "vitest";
import { addSkillIfAbsent, addTypedSkill, mergeSkills, removeSkillAt } from "./skills";

describe("typed skills", () => {
  it("are trimmed", () => {
    expect(addTypedSkill(["Teamwork"], "  Forklift driving  ")).toEqual(["Teamwork", "Forklift driving"]);
  });
  it("ignore blank input", () => {
    expect(addTypedSkill(["Teamwork"], "   ")).toEqual(["Teamwork"]);
    expect(addTypedSkill([], "")).toEqual([]);
  });
  it("may repeat", () => {
    expect(addTypedSkill(["Teamwork"], "Teamwork")).toEqual(["Teamwork", "Teamwork"]);
  });
});

describe("suggested skills", () => {
  it("are added only if absent, ignoring case", () => {
    expect(addSkillIfAbsent(["Teamwork"], "Reliability")).toEqual(["Teamwork", "Reliability"]);
    expect(addSkillIfAbsent(["Teamwork"], "Teamwork")).toEqual(["Teamwork"]);
    expect(addSkillIfAbsent(["teamwork "], "Teamwork")).toEqual(["teamwork "]);
  });
  it("merge a list without adding duplicates, in order", () => {
    expect(mergeSkills(["Teamwork", "Cooking"], ["Food hygiene", "teamwork", "Food hygiene", "Stock control"])).toEqual([
      "Teamwork",
      "Cooking",
      "Food hygiene",
      "Stock control",
    ]);
  });
});

describe("removing a skill", () => {
  it("removes only the one at that position", () => {
    expect(removeSkillAt(["Teamwork", "Teamwork", "Driving"], 1)).toEqual(["Teamwork", "Driving"]);
  });
});
