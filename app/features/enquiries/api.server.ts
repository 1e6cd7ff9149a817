import type { AppLoadContext } from "react-router";
import { submitEnquiry, type SubmitEnquiryResult } from "./submit.server";

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

function json(body: unknown, status: number, headers: Record<string, string> = {}) {
  return Response.json(body, { status, headers: { "Cache-Control": "no-store", ...headers } });
}

function badRequest(message: string) {
  return json({ errors: { [FORM_ERRORS_KEY]: [message] } }, 400);
}

export function methodNotAllowed() {
  return json({ error: apiMessages.methodNotAllowed }, 405, { Allow: "POST" });
}

/**
 * A browser sends Origin on every cross-origin POST. Ours is either the configured public address or
 * the host the request was sent to; anything else (including "null") is another site.
 */
export function isCrossSite(request: Request, publicUrl: string): boolean {
  const origin = request.headers.get("origin");
  if (origin === null) return request.headers.get("sec-fetch-site") === "cross-site";
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    return true;
  }
  if (parsed.origin === new URL(publicUrl).origin) return false;
  const host = request.headers.get("host");
  return !(host && parsed.host === host.toLowerCase());
}

class BodyTooLargeError extends Error {}

/** Reads at most `limit` bytes, whatever Content-Length claimed. */
async function readBody(request: Request, limit: number): Promise<Uint8Array> {
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      // Not cancelled: that would destroy the socket before the 413 is sent. Node discards the rest.
      reader.releaseLock();
      throw new BodyTooLargeError();
    }
    chunks.push(value);
  }
  const body = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

/** The answer to POST /api/contact. Every failure is a clear 4xx or a 503, never a 500 with internals. */
export async function handleContactRequest(request: Request, context: AppLoadContext): Promise<Response> {
  try {
    if (request.method !== "POST") return methodNotAllowed();
    if (isCrossSite(request, context.env.publicUrl)) return json({ error: apiMessages.crossSite }, 403);

    const mediaType = (request.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
    if (mediaType !== "application/json") return json({ error: apiMessages.unsupportedType }, 415);

    const declared = Number(request.headers.get("content-length") ?? "0");
    if (declared > MAX_BODY_BYTES) return json({ error: apiMessages.tooLarge }, 413);

    let bytes: Uint8Array;
    try {
      bytes = await readBody(request, MAX_BODY_BYTES);
    } catch (error) {
      if (error instanceof BodyTooLargeError) return json({ error: apiMessages.tooLarge }, 413);
      return badRequest(apiMessages.unreadable);
    }

    let input: unknown;
    try {
      input = JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(bytes));
    } catch {
      return badRequest(apiMessages.malformedJson);
    }

    const idempotencyKey = request.headers.get("idempotency-key") ?? undefined;
    return toResponse(await submitEnquiry(context, input, { idempotencyKey }));
  } catch (error) {
    context.logger.error({ err: error }, "POST /api/contact failed unexpectedly");
    return json({ error: apiMessages.unexpected }, 500);
  }
}

/**
 * A repeat (same Idempotency-Key, or the same enquiry within ten minutes) answers 200 with the first
 * enquiry's id, so clients can tell it apart from 201 and both count as success.
 */
export function toResponse(result: SubmitEnquiryResult): Response {
  switch (result.kind) {
    case "created":
      return json({ id: result.id }, 201);
    case "duplicate":
      return json({ id: result.id, duplicate: true }, 200, { "Idempotent-Replayed": "true" });
    case "invalid":
      return json(
        {
          errors: {
            ...result.fieldErrors,
            ...(result.formErrors.length > 0 ? { [FORM_ERRORS_KEY]: result.formErrors } : {}),
          },
        },
        400,
      );
    case "rate-limited":
      return json({ error: apiMessages.rateLimited }, 429, { "Retry-After": String(result.retryAfterSeconds) });
    case "unavailable":
      return json({ error: apiMessages.unavailable }, 503, { "Retry-After": "30" });
  }
}
