import type { NextFunction, Request, Response } from "express";
import { PAGE_CACHE_HEADER } from "../app/lib/page-scripts";

/**
 * Rendered pages kept in memory for anonymous visitors (docs/decisions/0018).
 *
 * A page is kept only when all of these hold: the request is a GET with no Authorization header and no cookies
 * but, at most, the ones `cookieVariant` names (a saved cookie choice, which is all that can shape such a page, and
 * which becomes part of the key), so no one is signed in and nothing else about the visitor can shape the page;
 * the routes allow it (a `cache` flag in their handle, passed on by app/entry.server.tsx in a header that is never
 * sent); the answer is 200 or 404 HTML with no Set-Cookie and not marked `private`. Entries are keyed by host and full URL, held for the
 * life of the process (a deploy starts afresh) or the routes' own time limit (data pages, also dropped after any
 * form this process handles), and the oldest go first past `maxEntries`.
 *
 * What differs between responses is put back into each copy: the CSP nonce (a fresh one every response, the
 * same one the Content-Security-Policy header names) and the call-back forms' start time (the spam check
 * times how long the form took from when the page was sent).
 */
export type PageCache = {
  middleware(req: Request, res: Response, next: NextFunction): void;
  /** How many pages are kept now. */
  size(): number;
  clear(): void;
};

type Entry = {
  /** The page split where the nonce and the form start time were. */
  parts: string[];
  /** Between parts[i] and parts[i + 1]: which value goes there. */
  holes: ("nonce" | "startedAt")[];
  status: number;
  headers: [string, string][];
  expires: number;
};

/** The call-back forms' hidden start time (app/features/enquiries/components/enquiry-form.tsx). */
const STARTED_AT = /(<input[^>]*\bname="startedAt"[^>]*\bvalue=")(\d+)(")/g;
/** Headers of the rendered answer that a copy repeats; the security headers are set afresh per response. */
const KEPT_HEADERS = new Set(["content-type", "cache-control", "vary", "content-language", "link"]);
const MAX_KEY_LENGTH = 1024;
const MAX_PAGE_BYTES = 512 * 1024;

export type PageCacheOptions = {
  maxEntries?: number;
  now?: () => number;
  /**
   * For a request with cookies: what of them can shape a public page, as a short label for the key, or null when
   * they may carry more than that (a session, anything unknown) and the page must be rendered afresh.
   */
  cookieVariant?: (cookieHeader: string) => string | null;
};

export function createPageCache(options: PageCacheOptions = {}): PageCache {
  const maxEntries = options.maxEntries ?? 500;
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry>();

  function keyOf(req: Request): string | undefined {
    if (req.method !== "GET" || req.headers.authorization) return undefined;
    let variant = "";
    if (req.headers.cookie) {
      const label = options.cookieVariant?.(req.headers.cookie) ?? null;
      if (label === null) return undefined;
      variant = ` ${label}`;
    }
    const key = `${req.headers.host ?? ""} ${req.originalUrl}${variant}`;
    return key.length > MAX_KEY_LENGTH ? undefined : key;
  }

  function send(res: Response, entry: Entry) {
    const nonce = res.locals.nonce;
    const startedAt = String(now());
    let body = entry.parts[0]!;
    for (let i = 0; i < entry.holes.length; i++) body += (entry.holes[i] === "nonce" ? nonce : startedAt) + entry.parts[i + 1]!;
    for (const [name, value] of entry.headers) res.setHeader(name, value);
    // Says where the page came from (tests and operators look); nothing about the visitor.
    res.setHeader("X-Page-Cache", "hit");
    res.status(entry.status).send(body);
  }

  function store(key: string, html: string, nonce: string, status: number, headers: [string, string][], seconds: number) {
    const parts = [""];
    const holes: Entry["holes"] = [];
    const text = (piece: string) => {
      const byNonce = piece.split(nonce);
      parts[parts.length - 1] += byNonce[0]!;
      for (const part of byNonce.slice(1)) {
        holes.push("nonce");
        parts.push(part);
      }
    };
    let last = 0;
    for (const match of html.matchAll(STARTED_AT)) {
      const at = match.index + match[1]!.length;
      text(html.slice(last, at));
      holes.push("startedAt");
      parts.push("");
      last = at + match[2]!.length;
    }
    text(html.slice(last));
    entries.delete(key);
    entries.set(key, { parts, holes, status, headers, expires: now() + seconds * 1000 });
    while (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
  }

  return {
    size: () => entries.size,
    clear: () => entries.clear(),
    middleware(req, res, next) {
      // A form handled by this process may have changed what a data page shows (a role posted, an employer
      // approved): those pages are dropped once it is answered. Other processes' copies run out by their time.
      if (req.method === "POST") {
        res.on("finish", () => {
          for (const [key, entry] of entries) if (entry.expires !== Number.POSITIVE_INFINITY) entries.delete(key);
        });
      }
      const key = keyOf(req);
      const entry = key === undefined ? undefined : entries.get(key);
      if (entry && entry.expires > now()) {
        send(res, entry);
        return;
      }
      if (entry) entries.delete(key!);

      // Not kept (yet): let the page render, strip the routes' header, and keep the answer if it qualifies.
      const writeHead = res.writeHead;
      let seconds: number | undefined;
      res.writeHead = function (this: Response, ...args: Parameters<typeof writeHead>) {
        const header = this.getHeader(PAGE_CACHE_HEADER);
        this.removeHeader(PAGE_CACHE_HEADER);
        if (key !== undefined && header !== undefined && cacheable(this)) seconds = Number(header);
        return writeHead.apply(this, args);
      } as typeof writeHead;
      if (key === undefined) return next();

      const chunks: Buffer[] = [];
      let bytes = 0;
      const write = res.write;
      const end = res.end;
      const collect = (chunk: unknown, encoding?: unknown) => {
        if (seconds === undefined || chunk === undefined || chunk === null || typeof chunk === "function") return;
        const buffer = Buffer.isBuffer(chunk)
          ? chunk
          : chunk instanceof Uint8Array
            ? Buffer.from(chunk)
            : Buffer.from(String(chunk), typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8");
        bytes += buffer.length;
        if (bytes > MAX_PAGE_BYTES) seconds = undefined;
        else chunks.push(buffer);
      };
      // Collected after the real write, which sends the headers first and so settles `seconds`.
      res.write = function (this: Response, chunk: unknown, ...rest: unknown[]) {
        const written = (write as (...a: unknown[]) => boolean).call(this, chunk, ...rest);
        collect(chunk, rest[0]);
        return written;
      } as typeof write;
      res.end = function (this: Response, chunk?: unknown, ...rest: unknown[]) {
        const ended = (end as (...a: unknown[]) => Response).call(this, chunk, ...rest);
        collect(chunk, rest[0]);
        if (seconds !== undefined && seconds > 0 && !res.getHeader("set-cookie")) {
          const headers: [string, string][] = [];
          for (const [name, value] of Object.entries(res.getHeaders())) {
            if (KEPT_HEADERS.has(name) && typeof value === "string") headers.push([name, value]);
          }
          store(key, Buffer.concat(chunks).toString("utf8"), res.locals.nonce, res.statusCode, headers, seconds);
        }
        return ended;
      } as typeof end;
      next();
    },
  };
}

/**
 * A rendered answer anyone may be given: a page or the 404, HTML, no cookie set, nothing marked private.
 * `no-store` alone does not stop it: it asks browsers and proxies not to keep the page (the sign-in page says so
 * that Back after signing in does not show a stale form), and the route itself has said this copy is anyone's.
 */
function cacheable(res: Response): boolean {
  if (res.statusCode !== 200 && res.statusCode !== 404) return false;
  if (res.getHeader("set-cookie") !== undefined) return false;
  if (!String(res.getHeader("content-type") ?? "").startsWith("text/html")) return false;
  return !/private/i.test(String(res.getHeader("cache-control") ?? ""));
}
