import { z } from "zod";

/** The 'Ask a question' form (browser-safe): one schema for the browser's check and the page's action. */

export const MAX_QUESTION_LENGTH = 500;

export const questionMessages = {
  empty: "Enter your question",
  tooLong: `Your question must be ${MAX_QUESTION_LENGTH} characters or fewer`,
} as const;

/** The question as it is searched and sent: runs of spaces and new lines made one space. */
export function tidyQuestion(raw: string): string {
  return raw.replace(/\s+/g, " ").trim();
}

export const questionSchema = z.object({
  intent: z.string().optional(),
  question: z
    .string({ error: questionMessages.empty })
    .transform(tidyQuestion)
    // Conform reads an empty string as no value, here too: both ask for a question.
    .pipe(z.string({ error: questionMessages.empty }).min(1, questionMessages.empty).max(MAX_QUESTION_LENGTH, questionMessages.tooLong)),
});
