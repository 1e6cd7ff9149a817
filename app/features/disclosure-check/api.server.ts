import type { AppLoadContext } from "react-router";
import {
  type ContactAnswer,
  type ContactRequest,
  MAX_BODY_BYTES,
  fromWebRequest,
  readJsonRequest,
} from "~/features/enquiries/api.server";
import { enquiryRateLimitRules } from "~/features/enquiries/submit.server";
import { londonDate } from "~/lib/dates";
import { checkDisclosure, contractResult } from "./rules";
import { parseCheckRequest } from "./schema";

/**
 * POST /api/disclosure-check (issue 15's JSON contract). It answers from the rules alone: nothing is stored, and
 * nothing about the request is logged beyond the access line every request gets (method, path, status).
 * It shares the enquiry endpoint's guards: the same checks of origin, type and size (16 KB), and the same
 * per-client limits, counted in a bucket of its own so that checking never uses up a person's enquiries.
 */

export const checkApiMessages = {
  crossSite: "Checks can only be sent from this website, or from a server.",
  unsupportedType: "Send the check as JSON, with the header Content-Type: application/json.",
  tooLarge: `The check is too large. The limit is ${MAX_BODY_BYTES / 1024} KB.`,
  unreadable: "The request body could not be read.",
  malformedJson: "The request body is not valid JSON.",
  rateLimited: "You have sent several checks in a short time. Please wait a little and try again.",
  unexpected: "Something went wrong. Please try again.",
} as const;

export const RATE_LIMIT_SCOPE = "disclosure-check";

function answer(body: unknown, status: number, headers: Record<string, string> = {}): ContactAnswer {
  return { status, headers: { "Cache-Control": "no-store", ...headers }, body };
}


export async function answerCheckRequest(request: ContactRequest, context: AppLoadContext): Promise<ContactAnswer> {
  try {
    const read = await readJsonRequest(request, context.env.publicUrl, checkApiMessages);
    if (!read.ok) return read.answer;
    const input = read.input;

    const parsed = parseCheckRequest(input, londonDate(new Date()));
    if (!parsed.ok) return answer({ errors: parsed.errors }, 400);
    // Counted like enquiries: only requests that would be answered, so a client correcting its input is not refused.
    const decision = await context.rateLimiter.consume(RATE_LIMIT_SCOPE, context.clientIp, enquiryRateLimitRules(context));
    if (!decision.allowed) {
      return answer({ error: checkApiMessages.rateLimited }, 429, { "Retry-After": String(decision.retryAfterSeconds) });
    }
    return answer({ results: checkDisclosure(parsed.request).map(contractResult) }, 200);
  } catch (error) {
    // The error only: never the body, which is about a person's convictions.
    context.logger.error({ err: error instanceof Error ? { name: error.name, message: error.message } : "unknown" }, "POST /api/disclosure-check failed unexpectedly");
    return answer({ error: checkApiMessages.unexpected }, 500);
  }
}

/** The same endpoint for a web Request (the React Router route module). */
export async function handleCheckRequest(request: Request, context: AppLoadContext): Promise<Response> {
  const result = await answerCheckRequest(fromWebRequest(request), context);
  return Response.json(result.body, { status: result.status, headers: result.headers });
}
