import type { AppLoadContext } from "react-router";
import { DATABASE_RETRY_AFTER_SECONDS } from "~/lib/database-errors.server";
import { BodyTooLargeError, readBodyBytes } from "~/lib/request-body.server";
import { submitEnquiry, type SubmitEnquiryResult } from "./submit.server";

/**
 * POST /api/contact, independent of the HTTP layer: Express answers it directly (server/app.ts), and
 * the React Router route module gives the same answers through a web Request.
 */

/** Far above any real enquiry (the longest fields allow about 5 KB of text). */
export const MAX_BODY_BYTES = 16 * 1024;

export const apiMessages = {
  methodNotAllowed: "Use POST to send an enquiry.",
  crossSite: "Enquiries can only be sent from this website.",
  unsupportedType: "Send the enquiry as JSON, with the header Content-Type: application/json.",
  tooLarge: `The enquiry is too large. The limit is ${MAX_BODY_BYTES / 1024} KB.`,
  unreadable: "The request body could not be read.",
  malformedJson: "The request body is not valid JSON.",
  rateLimited: "You have sent several enquiries in a short time. Please wait a little and try again.",
  unavailable: "We could not save your enquiry just now. Please try again in a few minutes.",
  unexpected: "Something went wrong. Please try again.",
} as const;

/** Form-level errors sit beside field errors under this key. */
export const FORM_ERRORS_KEY = "_form";


/** What the endpoint needs from a request, whichever server received it. */
export type ContactRequest = {
  method: string;
  /** A header's value, or null/undefined when absent. */
  header(name: string): string | null | undefined;
  /** The whole body; rejects with BodyTooLargeError past `limit` bytes, without reading the rest. */
  readBody(limit: number): Promise<Uint8Array>;
};

export type ContactAnswer = { status: number; headers: Record<string, string>; body: unknown };

function answer(body: unknown, status: number, headers: Record<string, string> = {}): ContactAnswer {
  return { status, headers: { "Cache-Control": "no-store", ...headers }, body };
}

function badRequest(message: string) {
  return answer({ errors: { [FORM_ERRORS_KEY]: [message] } }, 400);
}

export function methodNotAllowed(): ContactAnswer {
  return answer({ error: apiMessages.methodNotAllowed }, 405, { Allow: "POST" });
}

/**
 * A browser sends Origin on every cross-origin POST. Ours is either the configured public address or
 * the host the request was sent to; anything else (including "null") is another site.
 */
export function isCrossSite(header: ContactRequest["header"], publicUrl: string): boolean {
  const origin = header("origin");
  if (origin === null || origin === undefined) return header("sec-fetch-site") === "cross-site";
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    return true;
  }
  if (parsed.origin === new URL(publicUrl).origin) return false;
  const host = header("host");
  return !(host && parsed.host === host.toLowerCase());
}

const utf8 = new TextDecoder("utf-8", { fatal: true });

/** The words a JSON endpoint answers its request guards with. */
export type JsonRequestMessages = Record<"crossSite" | "unsupportedType" | "tooLarge" | "unreadable" | "malformedJson", string>;

/**
 * The guards every JSON endpoint of ours shares, in order: a POST from this website, sent as JSON, within
 * MAX_BODY_BYTES, that parses. Either the parsed body or the answer that refuses it.
 */
export async function readJsonRequest(
  request: ContactRequest,
  publicUrl: string,
  messages: JsonRequestMessages,
): Promise<{ ok: true; input: unknown } | { ok: false; answer: ContactAnswer }> {
  const refuse = (body: unknown, status: number) => ({ ok: false as const, answer: answer(body, status) });
  if (request.method !== "POST") return { ok: false, answer: methodNotAllowed() };
  if (isCrossSite(request.header, publicUrl)) return refuse({ error: messages.crossSite }, 403);

  const mediaType = (request.header("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  if (mediaType !== "application/json") return refuse({ error: messages.unsupportedType }, 415);

  const declared = Number(request.header("content-length") ?? "0");
  if (declared > MAX_BODY_BYTES) return refuse({ error: messages.tooLarge }, 413);

  let bytes: Uint8Array;
  try {
    bytes = await request.readBody(MAX_BODY_BYTES);
  } catch (error) {
    if (error instanceof BodyTooLargeError) return refuse({ error: messages.tooLarge }, 413);
    return { ok: false, answer: badRequest(messages.unreadable) };
  }

  try {
    return { ok: true, input: JSON.parse(utf8.decode(bytes)) };
  } catch {
    return { ok: false, answer: badRequest(messages.malformedJson) };
  }
}

/** The answer to POST /api/contact. Every failure is a clear 4xx or a 503, never a 500 with internals. */
export async function answerContactRequest(request: ContactRequest, context: AppLoadContext): Promise<ContactAnswer> {
  try {
    const read = await readJsonRequest(request, context.env.publicUrl, apiMessages);
    if (!read.ok) return read.answer;
    const input = read.input;

    const idempotencyKey = request.header("idempotency-key") ?? undefined;
    return toAnswer(await submitEnquiry(context, input, { idempotencyKey }));
  } catch (error) {
    context.logger.error({ err: error }, "POST /api/contact failed unexpectedly");
    return answer({ error: apiMessages.unexpected }, 500);
  }
}

/**
 * A repeat (same Idempotency-Key, or the same enquiry within ten minutes) answers 200 with the first
 * enquiry's id, so clients can tell it apart from 201 and both count as success.
 */
export function toAnswer(result: SubmitEnquiryResult): ContactAnswer {
  switch (result.kind) {
    case "created":
      return answer({ id: result.id }, 201);
    case "duplicate":
      return answer({ id: result.id, duplicate: true }, 200, { "Idempotent-Replayed": "true" });
    case "invalid":
      return answer(
        {
          errors: {
            ...result.fieldErrors,
            ...(result.formErrors.length > 0 ? { [FORM_ERRORS_KEY]: result.formErrors } : {}),
          },
        },
        400,
      );
    case "rate-limited":
      return answer({ error: apiMessages.rateLimited }, 429, { "Retry-After": String(result.retryAfterSeconds) });
    case "unavailable":
      return answer({ error: apiMessages.unavailable }, 503, { "Retry-After": String(DATABASE_RETRY_AFTER_SECONDS) });
  }
}

/** A web Request (a React Router route module's) as our JSON endpoints read it. */
export function fromWebRequest(request: Request): ContactRequest {
  return { method: request.method, header: (name) => request.headers.get(name), readBody: (limit) => readBodyBytes(request, limit) };
}

/** The same endpoint for a web Request (the React Router route module). */
export async function handleContactRequest(request: Request, context: AppLoadContext): Promise<Response> {
  const result = await answerContactRequest(fromWebRequest(request), context);
  return Response.json(result.body, { status: result.status, headers: result.headers });
}
