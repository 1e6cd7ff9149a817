import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { MAX_QUESTION_LENGTH, questionMessages, questionSchema } from "./question";

function ask(question: string) {
  const form = new FormData();
  form.append("intent", "ask");
  form.append("question", question);
  return parseWithZod(form, { schema: questionSchema });
}

describe("questionSchema", () => {
  it("takes the question with its spaces tidied", () => {
    const result = ask("  when is  a fine\nspent ");
    expect(result.status === "success" ? result.value.question : null).toBe("when is a fine spent");
  });

  it("asks for a question when there is none, or only spaces", () => {
    for (const question of ["", "   "]) {
      const result = ask(question);
      expect(result.status === "error" ? result.error?.question : null).toEqual([questionMessages.empty]);
    }
  });

  it("refuses a question that is too long once tidied, and keeps one that is long only in spaces", () => {
    const long = ask("x".repeat(MAX_QUESTION_LENGTH + 1));
    expect(long.status === "error" ? long.error?.question : null).toEqual([questionMessages.tooLong]);
    expect(ask(`${"x".repeat(MAX_QUESTION_LENGTH)}      `).status).toBe("success");
  });
});
