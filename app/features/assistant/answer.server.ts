import type { AppLoadContext } from "react-router";
import type { RateLimitRule } from "~/lib/rate-limit.server";
import { assistantCorpus } from "./corpus.server";
import { initialState, serialiseState } from "~/features/disclosure-check/state";
import { londonDate } from "~/lib/dates";
import { modelAnswer } from "./model.server";
import { type Hit, bestSentences, search } from "./search";
import { MAX_QUESTION_LENGTH, questionMessages, tidyQuestion } from "./question";
import { normaliseQuestion } from "./spelling";
import type { AssistantAnswer, AssistantMode, Block } from "./types";
import { understand } from "./understand";
import { workedAnswer } from "./worked-answer";

export type { AssistantAnswer, AssistantMode };

/**
 * The assistant's answers. A question that describes a caution or sentence is worked out by the disclosure
 * checker's own rules (worked-answer.ts), with the helper opened on those answers to confirm; any other question is
 * answered from our own sections, found by full-text search on the server. When ASSISTANT_API_URL is set, an
 * OpenAI-compatible model writes the answer from those sections, with the checker as a tool (model.server.ts); if
 * it fails, is slow, or states a date the checker did not work out, our own answer is given and the page says so.
 */

export { MAX_QUESTION_LENGTH };

export type AssistantResult =
  | { kind: "answer"; answer: AssistantAnswer }
  | { kind: "invalid"; message: string; question: string }
  | { kind: "rate-limited"; message: string; question: string };

export const assistantMessages = {
  ...questionMessages,
  rateLimited: "You have asked several questions in a short time. Please wait a minute and try again.",
  noAnswer:
    "We could not find an answer to that in our guides. Try asking in other words, or talk to one of our team: they can help with questions our guides do not cover.",
  modelFailed: "The AI service did not answer just now, so this answer comes from our own guides and disclosure checker.",
  modelOffChecker: "The AI service's answer gave a date or a rule our disclosure checker did not work out, so this answer comes from our own guides and checker instead.",
} as const;

export function assistantModeOf(context: AppLoadContext): AssistantMode {
  return context.env.assistant.apiUrl ? "model" : "search";
}

const rules: RateLimitRule[] = [
  { name: "minute", limit: 10, windowSeconds: 60 },
  { name: "day", limit: 200, windowSeconds: 24 * 60 * 60 },
];

/** Takes out what could identify a person or their case before a question leaves our server. */
export function redactQuestion(question: string): string {
  return question
    .replace(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, "[email removed]")
    .replace(/\b\d{1,2}(st|nd|rd|th)?\s+(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?(\s+\d{2,4})?/gi, "[date removed]")
    .replace(/\b(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+\d{4}\b/gi, "[date removed]")
    .replace(/\b\d{1,4}[/.-]\d{1,2}[/.-]\d{1,4}\b/g, "[date removed]")
    .replace(/\+?\d[\d\s]{6,}\d/g, "[number removed]")
    .replace(/\b(19|20)\d{2}\b/g, "[year removed]");
}

function searchAnswer(question: string, hits: Hit[]): Block[] {
  if (hits.length === 0) return [{ type: "paragraph", text: assistantMessages.noAnswer }];
  const [top, second] = hits;
  // A section that is a table or a list is shown as one, not run together into sentences.
  if (top!.section.blocks?.some((block) => block.type !== "paragraph")) return top!.section.blocks!;
  const blocks: Block[] = [{ type: "paragraph", text: bestSentences(top!.section.text, question).join(" ") }];
  if (second && second.score > top!.score * 0.8) blocks.push({ type: "paragraph", text: bestSentences(second.section.text, question, 2).join(" ") });
  return blocks;
}

/** Words that make a question about telling someone a question about a criminal record. */
const aboutRecords = /\b(conviction|convictions|convicted|caution|cautions|record|offence|offences|spent|unspent|sentence|criminal|dbs|prison|jail|court|past|arrested|charged)\b/;

export const CHECKER_LABEL = "Check this in the disclosure helper";

/** Answers one question. The question itself is never logged. `now` is the clock, given so answers can be tested. */
export async function answerQuestion(context: AppLoadContext, raw: string, now: Date = new Date()): Promise<AssistantResult> {
  const question = tidyQuestion(raw);
  if (!question) return { kind: "invalid", message: assistantMessages.empty, question: raw };
  if (question.length > MAX_QUESTION_LENGTH) return { kind: "invalid", message: assistantMessages.tooLong, question: raw };
  const decision = await context.rateLimiter.consume("assistant", context.clientIp, rules);
  if (!decision.allowed) return { kind: "rate-limited", message: assistantMessages.rateLimited, question: raw };

  const today = londonDate(now);
  const { index } = assistantCorpus();
  const hits = search(index, question);
  const sources = hits.map((hit) => ({ title: hit.section.title, href: hit.section.href, source: hit.section.source }));
  const understood = understand(question, today);
  const worked = workedAnswer(understood, today, aboutRecords.test(normaliseQuestion(question)));
  const checker = worked && worked.kind !== "elsewhere" ? { state: worked.checkerState ?? serialiseState(initialState()), label: CHECKER_LABEL } : undefined;
  const base = { question, sources, ...(checker ? { checker } : {}) };
  const ownAnswer = worked ? worked.blocks : searchAnswer(question, hits);
  if (assistantModeOf(context) === "model") {
    const questionDates = understood.records.flatMap((record) => (record.date ? [record.date.from, record.date.to] : []));
    const written = await modelAnswer(context, { redacted: redactQuestion(question), hits, worked, today, questionDates });
    if (written.kind === "written") return { kind: "answer", answer: { ...base, mode: "model", blocks: written.blocks } };
    const notice = written.kind === "refused-check" ? assistantMessages.modelOffChecker : assistantMessages.modelFailed;
    return { kind: "answer", answer: { ...base, mode: "search", blocks: ownAnswer, notice } };
  }
  return { kind: "answer", answer: { ...base, mode: "search", blocks: ownAnswer } };
}
