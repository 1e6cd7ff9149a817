import type { NextFunction, Request, Response } from "express";
import { PAGE_CACHE_HEADER } from "../app/lib/page-scripts";
import { captureAnswer, fillTemplate, makeTemplate, sendKept, type PageTemplate } from "./kept-page";

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

type Hole = "nonce" | "startedAt";

type Entry = PageTemplate<Hole> & {
  status: number;
  headers: [string, string][];
  expires: number;
};

/** The call-back forms' hidden start time (app/features/enquiries/components/enquiry-form.tsx). */
const STARTED_AT = /(<input[^>]*\bname="startedAt"[^>]*\bvalue=")(\d+)(")/g;
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
        sendKept(res, entry.status, entry.headers, fillTemplate(entry, { nonce: res.locals.nonce, startedAt: String(now()) }));
        return;
      }
      if (entry) entries.delete(key!);

      // Not one to keep: only the routes' header to strip, without collecting the answer.
      if (key === undefined) {
        const writeHead = res.writeHead;
        res.writeHead = function (this: Response, ...args: Parameters<typeof writeHead>) {
          this.removeHeader(PAGE_CACHE_HEADER);
          return writeHead.apply(this, args);
        } as typeof writeHead;
        return next();
      }

      // Not kept (yet): let the page render, strip the routes' header, and keep the answer if it qualifies.
      let seconds: number | undefined;
      const nonce = res.locals.nonce;
      captureAnswer(
        res,
        MAX_PAGE_BYTES,
        (answer) => {
          const header = answer.getHeader(PAGE_CACHE_HEADER);
          answer.removeHeader(PAGE_CACHE_HEADER);
          if (header !== undefined && cacheable(answer)) seconds = Number(header);
          return seconds !== undefined && seconds > 0;
        },
        ({ html, status, headers }) => {
          const template = makeTemplate<Hole>(html, [{ hole: "nonce", text: nonce }], { hole: "startedAt", regex: STARTED_AT });
          entries.delete(key);
          entries.set(key, { ...template, status, headers, expires: now() + seconds! * 1000 });
          while (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
        },
      );
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
