import type { AppLoadContext } from "react-router";
import type { RateLimitRule } from "~/lib/rate-limit.server";
import { assistantCorpus } from "./corpus.server";
import { type Hit, bestSentences, search } from "./search";
import { MAX_QUESTION_LENGTH, questionMessages, tidyQuestion } from "./question";
import type { AssistantAnswer, AssistantMode } from "./types";

export type { AssistantAnswer, AssistantMode };

/**
 * The assistant's answers. Always from our own sections, found by full-text search on the server. When
 * ASSISTANT_API_URL is set, an OpenAI-compatible model writes the answer from those same sections and the question
 * (with dates, numbers and contact details taken out); it is never sent anything the person told the checker.
 * If the model fails or is slow, the search answer is given instead and the page says so.
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
  modelFailed: "The AI service did not answer just now, so this answer comes from a search of our guides.",
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

function searchAnswer(question: string, hits: Hit[]): string[] {
  if (hits.length === 0) return [assistantMessages.noAnswer];
  const [top, second] = hits;
  const paragraphs = [bestSentences(top!.section.text, question).join(" ")];
  if (second && second.score > top!.score * 0.8) paragraphs.push(bestSentences(second.section.text, question, 2).join(" "));
  return paragraphs;
}

function endpoint(apiUrl: string): string {
  return /\/chat\/completions\/?$/.test(apiUrl) ? apiUrl : `${apiUrl.replace(/\/+$/, "")}/chat/completions`;
}

async function modelAnswer(context: AppLoadContext, question: string, hits: Hit[]): Promise<string[] | null> {
  const { apiUrl, apiKey, model, timeoutMs } = context.env.assistant;
  if (!apiUrl) return null;
  const sections = hits.map((hit, i) => `[${i + 1}] ${hit.section.title} (${hit.section.href})\n${hit.section.text}`).join("\n\n");
  const messages = [
    {
      role: "system",
      content:
        "You answer questions for Fair Chance Works, a UK service helping people with criminal convictions into work. Answer ONLY " +
        "from the numbered sections below, in plain English, in at most 120 words. If they do not answer the question, say so. Never " +
        "give legal advice about a person's own case: suggest they talk to an adviser. Do not add contact details or links.\n\n" +
        (sections || "(No sections matched the question.)"),
    },
    { role: "user", content: redactQuestion(question) },
  ];
  try {
    const response = await fetch(endpoint(apiUrl), {
      method: "POST",
      headers: { "Content-Type": "application/json", ...(apiKey ? { Authorization: `Bearer ${apiKey}` } : {}) },
      body: JSON.stringify({ model, messages, temperature: 0.2, max_tokens: 400 }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) {
      context.logger.warn({ status: response.status }, "assistant: the model service refused the request");
      return null;
    }
    const body = (await response.json()) as { choices?: { message?: { content?: unknown } }[] };
    const content = body.choices?.[0]?.message?.content;
    if (typeof content !== "string" || !content.trim()) return null;
    return content
      .split(/\n\s*\n/)
      .map((paragraph) => paragraph.trim())
      .filter(Boolean)
      .slice(0, 6);
  } catch (error) {
    // The error's name only: its message can carry the service's address.
    context.logger.warn({ error: error instanceof Error ? error.name : "unknown" }, "assistant: the model service did not answer");
    return null;
  }
}

/** Answers one question. The question itself is never logged. */
export async function answerQuestion(context: AppLoadContext, raw: string): Promise<AssistantResult> {
  const question = tidyQuestion(raw);
  if (!question) return { kind: "invalid", message: assistantMessages.empty, question: raw };
  if (question.length > MAX_QUESTION_LENGTH) return { kind: "invalid", message: assistantMessages.tooLong, question: raw };
  const decision = await context.rateLimiter.consume("assistant", context.clientIp, rules);
  if (!decision.allowed) return { kind: "rate-limited", message: assistantMessages.rateLimited, question: raw };

  const { index } = assistantCorpus();
  const hits = search(index, question);
  const sources = hits.map((hit) => ({ title: hit.section.title, href: hit.section.href, source: hit.section.source }));
  const mode = assistantModeOf(context);
  if (mode === "model") {
    const written = await modelAnswer(context, question, hits);
    if (written) return { kind: "answer", answer: { question, mode: "model", paragraphs: written, sources } };
    return { kind: "answer", answer: { question, mode: "search", paragraphs: searchAnswer(question, hits), sources, notice: assistantMessages.modelFailed } };
  }
  return { kind: "answer", answer: { question, mode: "search", paragraphs: searchAnswer(question, hits), sources } };
}
