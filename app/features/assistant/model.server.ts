import type { AppLoadContext } from "react-router";
import { kinds } from "~/features/disclosure-check/kinds";
import { checkDisclosure, contractResult } from "~/features/disclosure-check/rules";
import { parseCheckRequest } from "~/features/disclosure-check/schema";
import { checkWrittenAnswer } from "./date-check";
import type { Hit } from "./search";
import { blockText, textBlocks } from "./text-blocks";
import type { Block } from "./types";
import type { Worked } from "./worked-answer";

/**
 * An OpenAI-compatible model (ASSISTANT_API_URL) writes the answer from our own sections, with the disclosure
 * checker as a tool: it may call `check_disclosure` (the JSON contract of POST /api/disclosure-check) as often as
 * three times, and when the server has already worked the question out, it is given that answer to word. Whatever
 * it writes is checked (date-check.ts): a spent date the checker did not compute, or a "you must tell" with no
 * word of being unspent, and the model's text is not shown. The question leaves with its dates, numbers and email
 * addresses taken out.
 */

export type ModelOutcome = { kind: "written"; blocks: Block[] } | { kind: "failed" } | { kind: "refused-check" };

const checkerTool = {
  type: "function",
  function: {
    name: "check_disclosure",
    description:
      "Works out, by the Rehabilitation of Offenders Act 1974 as in force since 28 October 2023, when each caution or sentence in England and Wales is spent, and what basic, standard and enhanced checks show. Dates are YYYY-MM-DD.",
    parameters: {
      type: "object",
      required: ["age_at_conviction", "convictions"],
      properties: {
        age_at_conviction: { type: "string", enum: ["adult", "under18"] },
        convictions: {
          type: "array",
          items: {
            type: "object",
            required: ["kind", "date"],
            properties: {
              kind: { type: "string", enum: [...kinds] },
              date: { type: "string", description: "Date of conviction or caution" },
              length_months: { type: "number" },
              end_date: { type: "string" },
              hearing: { type: "string" },
            },
          },
        },
      },
    },
  },
} as const;

type Message = { role: string; content: string | null; tool_calls?: ToolCall[]; tool_call_id?: string };
type ToolCall = { id: string; type: "function"; function: { name: string; arguments: string } };

function endpoint(apiUrl: string): string {
  return /\/chat\/completions\/?$/.test(apiUrl) ? apiUrl : `${apiUrl.replace(/\/+$/, "")}/chat/completions`;
}

/** Runs one call of the tool: the checker's answer, or its field errors, as the model reads them. */
function runTool(call: ToolCall, today: string, computed: Set<string>): string {
  if (call.function.name !== checkerTool.function.name) return JSON.stringify({ error: "Unknown tool." });
  let input: unknown;
  try {
    input = JSON.parse(call.function.arguments);
  } catch {
    return JSON.stringify({ error: "The arguments are not valid JSON." });
  }
  const parsed = parseCheckRequest(input, today);
  if (!parsed.ok) return JSON.stringify({ errors: parsed.errors });
  const results = checkDisclosure(parsed.request);
  for (const result of results) {
    if (result.spent_date) computed.add(result.spent_date);
    if (result.filtering.from) computed.add(result.filtering.from);
  }
  return JSON.stringify({ results: results.map(contractResult) });
}

export async function modelAnswer(
  context: AppLoadContext,
  input: { redacted: string; hits: Hit[]; worked: Worked | null; today: string; questionDates: string[] },
): Promise<ModelOutcome> {
  const { apiUrl, apiKey, model, timeoutMs } = context.env.assistant;
  if (!apiUrl) return { kind: "failed" };
  const sections = input.hits.map((hit, i) => `[${i + 1}] ${hit.section.title} (${hit.section.href})\n${hit.section.text}`).join("\n\n");
  // The checker's answer without "What we assumed", which repeats the question's own dates.
  const worked = input.worked ? input.worked.blocks.filter((block) => block.type === "paragraph" && !block.text.startsWith("What we assumed")).map(blockText).join("\n") : "";
  const messages: Message[] = [
    {
      role: "system",
      content:
        "You answer questions for Fair Chance Works, a UK service helping people with criminal convictions into work. Answer ONLY " +
        "from the numbered sections below and the check_disclosure tool, in plain English, in at most 150 words. If they do not answer " +
        "the question, say so. Never state a date when something is or will be spent unless the check_disclosure tool gave it. Never " +
        "tell someone they must disclose a conviction without saying that this applies only while it is unspent. Lead with whether it " +
        "is spent. Use a list or a table where it helps. Do not add contact details or links.\n\n" +
        (worked ? `Our disclosure checker has already worked out this question:\n${worked}\n\n` : "") +
        (sections || "(No sections matched the question.)"),
    },
    { role: "user", content: input.redacted },
  ];
  const computed = new Set([...(input.worked?.computedDates ?? []), ...input.questionDates]);
  const deadline = AbortSignal.timeout(timeoutMs);
  try {
    for (let round = 0; round < 4; round++) {
      const response = await fetch(endpoint(apiUrl), {
        method: "POST",
        headers: { "Content-Type": "application/json", ...(apiKey ? { Authorization: `Bearer ${apiKey}` } : {}) },
        body: JSON.stringify({ model, messages, tools: [checkerTool], temperature: 0.2, max_tokens: 500 }),
        signal: deadline,
      });
      if (!response.ok) {
        context.logger.warn({ status: response.status }, "assistant: the model service refused the request");
        return { kind: "failed" };
      }
      const body = (await response.json()) as { choices?: { message?: { content?: unknown; tool_calls?: ToolCall[] } }[] };
      const message = body.choices?.[0]?.message;
      const calls = Array.isArray(message?.tool_calls) ? message.tool_calls : [];
      if (calls.length > 0 && round < 3) {
        messages.push({ role: "assistant", content: typeof message?.content === "string" ? message.content : null, tool_calls: calls });
        for (const call of calls) messages.push({ role: "tool", tool_call_id: call.id, content: runTool(call, input.today, computed) });
        continue;
      }
      const content = message?.content;
      if (typeof content !== "string" || !content.trim()) return { kind: "failed" };
      const check = checkWrittenAnswer(content, [...computed]);
      if (!check.ok) {
        // What was wrong, never the text: it can repeat what the person wrote.
        context.logger.warn({ reason: check.reason }, "assistant: the model's answer did not keep to the checker");
        return { kind: "refused-check" };
      }
      return { kind: "written", blocks: textBlocks(content) };
    }
    return { kind: "failed" };
  } catch (error) {
    // The error's name only: its message can carry the service's address.
    context.logger.warn({ error: error instanceof Error ? error.name : "unknown" }, "assistant: the model service did not answer");
    return { kind: "failed" };
  }
}
