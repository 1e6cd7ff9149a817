import type { Response } from "express";

/**
 * What the two page caches share (server/page-cache.ts for anonymous visitors, server/signed-in-page-cache.ts for
 * a signed-in person's own portal pages): a rendered page stored with holes where the values new in every
 * response were, and the capture of a rendered answer as it is sent.
 */

/** A page split where per-response values were: parts[i], then the value named holes[i], then parts[i + 1]. */
export type PageTemplate<Hole extends string> = { parts: string[]; holes: Hole[] };

/**
 * Splits `html` at every occurrence of each marker's text (random values, such as a nonce, that cannot occur by
 * chance) and where `pattern` matches (its second group is the value), so `fillTemplate` can put fresh ones there.
 */
export function makeTemplate<Hole extends string>(
  html: string,
  markers: { hole: Hole; text: string }[],
  pattern?: { hole: Hole; regex: RegExp },
): PageTemplate<Hole> {
  const parts = [""];
  const holes: Hole[] = [];
  const text = (piece: string, from = 0) => {
    const marker = markers[from];
    if (!marker) {
      parts[parts.length - 1] += piece;
      return;
    }
    const pieces = piece.split(marker.text);
    text(pieces[0]!, from + 1);
    for (const rest of pieces.slice(1)) {
      holes.push(marker.hole);
      parts.push("");
      text(rest, from + 1);
    }
  };
  let last = 0;
  if (pattern) {
    for (const match of html.matchAll(pattern.regex)) {
      const at = match.index + match[1]!.length;
      text(html.slice(last, at));
      holes.push(pattern.hole);
      parts.push("");
      last = at + match[2]!.length;
    }
  }
  text(html.slice(last));
  return { parts, holes };
}

export function fillTemplate<Hole extends string>(template: PageTemplate<Hole>, values: Record<Hole, string>): string {
  let body = template.parts[0]!;
  for (let i = 0; i < template.holes.length; i++) body += values[template.holes[i]!] + template.parts[i + 1]!;
  return body;
}

/** Headers of the rendered answer that a kept copy repeats; the security headers are set afresh per response. */
const KEPT_HEADERS = new Set(["content-type", "cache-control", "vary", "content-language", "link"]);

export type CapturedAnswer = { html: string; status: number; headers: [string, string][] };

/**
 * Collects what a route sends, as it is sent, when `atHead` (called as the headers go out) says it may be kept,
 * and hands it to `kept` once the answer has ended with no cookie set. A page past `maxBytes` is not kept.
 */
export function captureAnswer(res: Response, maxBytes: number, atHead: (res: Response) => boolean, kept: (answer: CapturedAnswer) => void) {
  let wanted = false;
  const writeHead = res.writeHead;
  res.writeHead = function (this: Response, ...args: Parameters<typeof writeHead>) {
    wanted = atHead(this);
    return writeHead.apply(this, args);
  } as typeof writeHead;

  const chunks: Buffer[] = [];
  let bytes = 0;
  const collect = (chunk: unknown, encoding?: unknown) => {
    if (!wanted || chunk === undefined || chunk === null || typeof chunk === "function") return;
    const buffer = Buffer.isBuffer(chunk)
      ? chunk
      : chunk instanceof Uint8Array
        ? Buffer.from(chunk)
        : Buffer.from(String(chunk), typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8");
    bytes += buffer.length;
    if (bytes > maxBytes) wanted = false;
    else chunks.push(buffer);
  };
  // Collected after the real write, which sends the headers first and so settles `wanted`.
  const write = res.write;
  const end = res.end;
  res.write = function (this: Response, chunk: unknown, ...rest: unknown[]) {
    const written = (write as (...a: unknown[]) => boolean).call(this, chunk, ...rest);
    collect(chunk, rest[0]);
    return written;
  } as typeof write;
  res.end = function (this: Response, chunk?: unknown, ...rest: unknown[]) {
    const ended = (end as (...a: unknown[]) => Response).call(this, chunk, ...rest);
    collect(chunk, rest[0]);
    if (wanted && !res.getHeader("set-cookie")) {
      const headers: [string, string][] = [];
      for (const [name, value] of Object.entries(res.getHeaders())) {
        if (KEPT_HEADERS.has(name) && typeof value === "string") headers.push([name, value]);
      }
      kept({ html: Buffer.concat(chunks).toString("utf8"), status: res.statusCode, headers });
    }
    return ended;
  } as typeof end;
}

/** Sends a kept page's copy with the headers it was rendered with; `X-Page-Cache: hit` says where it came from. */
export function sendKept(res: Response, status: number, headers: [string, string][], body: string) {
  for (const [name, value] of headers) res.setHeader(name, value);
  // Says where the page came from (tests and operators look); nothing about the visitor.
  res.setHeader("X-Page-Cache", "hit");
  res.status(status).send(body);
}
