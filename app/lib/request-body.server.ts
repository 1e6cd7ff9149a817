import type { Readable } from "node:stream";
import { MultipartError, readMultipartChunks, type MultipartLimits } from "./multipart.server";
import { BODY_TOO_LARGE_MESSAGE, NUL_CHARACTER_MESSAGE } from "./request-refusals";

/**
 * The one reader of request bodies, for web Requests (React Router's loaders and actions) and Node request streams
 * (the handlers Express answers itself). Bytes are counted as they arrive and reading stops as soon as the count
 * passes the limit, whatever Content-Length said, or whether there was one: a chunked body is never read whole.
 * server/request-guards.ts counts the same bytes again for every path, for any reader that forgets.
 */

/** Largest body any route accepts; routes set tighter limits of their own (and the apply form a larger one). */
export const MAX_BODY_BYTES = 1024 * 1024;

export { BODY_TOO_LARGE_MESSAGE, NUL_CHARACTER_MESSAGE };

/** The body went past its limit; nothing more of it is read. */
export class BodyTooLargeError extends Error {
  readonly status = 413;
  constructor(readonly limit: number) {
    super(BODY_TOO_LARGE_MESSAGE);
    this.name = "BodyTooLargeError";
  }
}

/** The body is not what the reader was asked for (not a form, not JSON, broken), or the client went away. */
export class BodyUnreadableError extends Error {
  readonly status = 400;
  constructor(message: string) {
    super(message);
    this.name = "BodyUnreadableError";
  }
}

/** A form field or its name holds a NUL character. */
export class NulCharacterError extends Error {
  readonly status = 400;
  constructor() {
    super(NUL_CHARACTER_MESSAGE);
    this.name = "NulCharacterError";
  }
}

export type BodySource = Request | ReadableStream<Uint8Array> | Readable | null;

function isNodeReadable(source: BodySource): source is Readable {
  return source !== null && typeof (source as Readable).iterator === "function" && typeof (source as Readable).resume === "function";
}

/**
 * The body's chunks, counted. Throws BodyTooLargeError on the chunk that passes `limit`. Stopping early never
 * destroys the connection (the answer must still reach the client): a web stream's lock is released, and a Node
 * stream is left flowing so the rest is discarded (the guard in server/request-guards.ts closes it past the limit).
 */
export async function* bodyChunks(source: BodySource, limit: number): AsyncGenerator<Uint8Array, void, undefined> {
  if (source === null) return;
  let total = 0;
  if (isNodeReadable(source)) {
    let finished = false;
    try {
      for await (const chunk of source.iterator({ destroyOnReturn: false })) {
        const bytes = typeof chunk === "string" ? Buffer.from(chunk) : (chunk as Uint8Array);
        total += bytes.byteLength;
        if (total > limit) throw new BodyTooLargeError(limit);
        yield bytes;
      }
      finished = true;
    } catch (error) {
      if (error instanceof BodyTooLargeError) throw error;
      throw new BodyUnreadableError("The client went away before sending the whole body.");
    } finally {
      if (!finished && !source.destroyed) source.resume();
    }
    return;
  }
  const stream = source instanceof Request ? source.body : source;
  if (!stream) return;
  const reader = stream.getReader();
  try {
    for (;;) {
      let step: ReadableStreamReadResult<Uint8Array>;
      try {
        step = await reader.read();
      } catch {
        throw new BodyUnreadableError("The client went away before sending the whole body.");
      }
      if (step.done) return;
      total += step.value.byteLength;
      if (total > limit) throw new BodyTooLargeError(limit);
      yield step.value;
    }
  } finally {
    reader.releaseLock();
  }
}

/** The whole body, at most `limit` bytes. */
export async function readBodyBytes(source: BodySource, limit: number = MAX_BODY_BYTES): Promise<Uint8Array<ArrayBuffer>> {
  const chunks: Uint8Array[] = [];
  let total = 0;
  for await (const chunk of bodyChunks(source, limit)) {
    chunks.push(chunk);
    total += chunk.byteLength;
  }
  return new Uint8Array(Buffer.concat(chunks, total));
}

const strictUtf8 = new TextDecoder("utf-8", { fatal: true });

/** The body as UTF-8 text; BodyUnreadableError when it is not. */
export async function readBodyText(source: BodySource, limit: number = MAX_BODY_BYTES): Promise<string> {
  const bytes = await readBodyBytes(source, limit);
  try {
    return strictUtf8.decode(bytes);
  } catch {
    throw new BodyUnreadableError("The request body is not UTF-8 text.");
  }
}

/** The body parsed as JSON; BodyUnreadableError when it is not JSON. */
export async function readBodyJson(source: BodySource, limit: number = MAX_BODY_BYTES): Promise<unknown> {
  const text = await readBodyText(source, limit);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new BodyUnreadableError("The request body is not valid JSON.");
  }
}

/** The media type of a Content-Type header, lower case, without parameters. */
export function mediaTypeOf(contentType: string | null | undefined): string {
  return (contentType ?? "").split(";")[0]!.trim().toLowerCase();
}

/** A multipart form, read as it streams; the whole body counted against `limits.maxBodyBytes`. */
export async function readMultipart(source: BodySource, contentType: string | null, limits: MultipartLimits) {
  try {
    return await readMultipartChunks(bodyChunks(source, limits.maxBodyBytes), contentType, limits);
  } catch (error) {
    if (error instanceof BodyTooLargeError) throw new MultipartError("too-large", "The form is too large.");
    if (error instanceof BodyUnreadableError) throw new MultipartError("malformed", error.message);
    throw error;
  }
}

export type ReadFormOptions = {
  /** The most bytes the whole form may take; MAX_BODY_BYTES unless given. */
  limit?: number;
  /**
   * Forms that answer a NUL character under the field themselves, keeping what was typed (sign-in, sign-up,
   * password reset, whose values better-auth refuses again in its own hook), set this; every other form is refused
   * here, before its action runs.
   */
  allowNul?: boolean;
};

/** True when a string holds a NUL character. */
export function hasNul(value: string): boolean {
  return value.includes("\u0000");
}

/**
 * A posted form (URL-encoded or multipart), read by the one reader. Throws BodyTooLargeError, BodyUnreadableError
 * for a body that is no form, and NulCharacterError for a NUL in any name, value or file name.
 */
export async function readFormBody(request: Request, options: ReadFormOptions = {}): Promise<FormData> {
  const limit = options.limit ?? MAX_BODY_BYTES;
  const contentType = request.headers.get("content-type");
  const mediaType = mediaTypeOf(contentType);
  const form = new FormData();
  if (mediaType === "application/x-www-form-urlencoded") {
    const bytes = await readBodyBytes(request, limit);
    // As browsers and request.formData() read it: malformed escapes are kept as typed, never an error.
    for (const [name, value] of new URLSearchParams(Buffer.from(bytes).toString("utf8"))) form.append(name, value);
  } else if (mediaType === "multipart/form-data") {
    let parsed;
    try {
      parsed = await readMultipart(request, contentType, { maxBodyBytes: limit, maxFileBytes: limit, maxFieldBytes: limit, maxParts: 1000 });
    } catch (error) {
      if (error instanceof MultipartError && error.reason === "too-large") throw new BodyTooLargeError(limit);
      if (error instanceof MultipartError) throw new BodyUnreadableError(error.message);
      throw error;
    }
    for (const [name, values] of parsed.fields) for (const value of values) form.append(name, value);
    for (const [name, file] of parsed.files) form.append(name, new File(file.bytes ? [file.bytes] : [], file.filename, { type: file.contentType }));
  } else {
    throw new BodyUnreadableError("The request body is not a form.");
  }
  if (!options.allowNul) {
    for (const [name, value] of form) {
      if (hasNul(name) || hasNul(typeof value === "string" ? value : value.name)) throw new NulCharacterError();
    }
  }
  return form;
}

/** True when a query string (with or without its "?") holds a NUL character, raw or percent-encoded, in a name or value. */
export function queryHasNul(search: string): boolean {
  if (!search.includes("\u0000") && !/%00/i.test(search)) return false;
  for (const [name, value] of new URLSearchParams(search)) if (hasNul(name) || hasNul(value)) return true;
  return false;
}
