import { describe, expect, it } from "vitest";
import { judge, questionSet } from "./question-set";

describe("the assistant's answers to questions as people write them", () => {
  it("has at least 60 questions", () => {
    expect(questionSet.length).toBeGreaterThanOrEqual(60);
  });

  it.each(questionSet.map((expected) => [expected.question, expected] as const))("%s", (_question, expected) => {
    const judged = judge(expected);
    expect(judged.problems, judged.text).toEqual([]);
  });
});
