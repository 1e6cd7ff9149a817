import { createHash } from "node:crypto";
import type { NextFunction, Request, Response } from "express";
import { requestHasCookie } from "../app/features/auth/cookies.server";
import type { Database } from "../app/lib/db.server";
import { readDatabaseSnapshot } from "../app/lib/database-snapshot.server";
import { newPageNonce } from "../app/lib/idempotency.server";
import { captureAnswer, fillTemplate, makeTemplate, sendKept, type PageTemplate } from "./kept-page";

/**
 * A signed-in person's own portal pages, kept in memory for that person alone and only while nothing in the
 * database has changed since they were rendered (docs/decisions/0041).
 *
 * - **For whom.** A GET of a page `keeps(path)` allows (the portal tree's pages), with a session cookie and no
 *   Authorization header. The key is a hash of the host, the full URL and the whole Cookie header, so a copy goes
 *   only to a request carrying the very cookies it was rendered for; a different cookie (another person, a new
 *   session, a cookie choice, a one-view message) is a different key.
 * - **While nothing has changed.** Before a page is rendered the database's current snapshot is read
 *   (`pg_current_snapshot()`: which transactions had ended), and the copy is kept with it. A copy is sent only if
 *   the snapshot read for the new request is the same text, that is, no transaction that could have written
 *   anything (a form saved by anyone, a sign-out, a suspension, a revoked session, another server process's
 *   write, a background job's) has ended since. The snapshot is read before rendering, so a write that ends
 *   while the page renders makes the copy stale at once rather than hiding in it.
 * - **Not longer than.** `seconds` (pages say "today" and "overdue"), and never past the end of the session the
 *   page was rendered for (its idle expiry or its absolute lifetime, noted by the session read).
 * - **Only pages that can be kept.** 200 HTML, no Set-Cookie (a session slid forward, a one-view message read),
 *   the session read while rendering, and at most `maxPageBytes`. A person who asks for a fresh page
 *   (`Cache-Control: no-cache`, a browser's hard reload) gets one.
 * - **Fresh values in every copy.** The CSP nonce and the forms' page nonce (each form's idempotency key starts
 *   with it) are new in every response, as a rendered page's are.
 */
export type SignedInPageCache = { middleware(req: Request, res: Response, next: NextFunction): void };

type Hole = "nonce" | "formNonce";

/** How often copies whose time is up are looked for and dropped (when a page is kept). */
const SWEEP_MS = 5_000;

type Entry = PageTemplate<Hole> & {
  snapshot: string;
  status: number;
  headers: [string, string][];
  expires: number;
  bytes: number;
};

/** What the render tells the cache through res.locals (server/app.ts passes it on in the load context). */
export type SignedInRender = {
  /** The forms' page nonce for this response (app/root.tsx). */
  formNonce: string;
  /** When the session read for this page ends, in ms since the epoch; unset if no session was read. */
  sessionEndsAt?: number;
};

declare module "express-serve-static-core" {
  interface Locals {
    signedInRender?: SignedInRender;
    /** The database's snapshot read for this request, shared with the load context (server/app.ts). */
    databaseSnapshot?: Promise<string>;
  }
}

export type SignedInPageCacheOptions = {
  database: Pick<Database, "rawQuery">;
  /** The pages that may be kept, by path. */
  keeps(path: string): boolean;
  /** The names of the cookies that carry a session: a request without one is not signed in. */
  sessionCookies: readonly string[];
  seconds?: number;
  /** Memory for all copies together; the least recently used go first. */
  maxBytes?: number;
  maxPageBytes?: number;
  now?: () => number;
};

export function createSignedInPageCache(options: SignedInPageCacheOptions): SignedInPageCache {
  const seconds = options.seconds ?? 30;
  const maxBytes = options.maxBytes ?? 24 * 1024 * 1024;
  const maxPageBytes = options.maxPageBytes ?? 512 * 1024;
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry>();
  /** Pages being drawn now, by key: what a request with the same cookies and snapshot may wait for. */
  const drawings = new Map<string, { snapshot: string; done: Promise<Entry | null> }>();
  let bytes = 0;
  let swept = 0;

  const drop = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.bytes;
  };

  const signedIn = (cookie: string) => options.sessionCookies.some((name) => requestHasCookie(cookie, name));

  return {
    middleware(req, res, next) {
      const cookie = req.headers.cookie;
      if (req.method !== "GET" || req.headers.authorization || !cookie || !signedIn(cookie) || !options.keeps(req.path)) return next();
      const render: SignedInRender = { formNonce: newPageNonce() };
      res.locals.signedInRender = render;
      const key = createHash("sha256").update(`${req.headers.host ?? ""}\n${req.originalUrl}\n${cookie}`).digest("base64url");
      const fresh = /\bno-cache\b/i.test(`${req.headers["cache-control"] ?? ""} ${req.headers.pragma ?? ""}`);

      const serve = async () => {
        let current: string;
        try {
          // Read before the page is drawn; the session read while drawing it uses the same one.
          res.locals.databaseSnapshot = readDatabaseSnapshot(options.database);
          current = await res.locals.databaseSnapshot;
        } catch {
          // The database could not say: render as usual (which answers an outage as every page does).
          return next();
        }
        let entry = entries.get(key);
        // Someone with these very cookies is already drawing this page from the same snapshot (ten tabs, a
        // double click): wait for that drawing rather than make the same one again.
        const drawing = drawings.get(key);
        if (!fresh && drawing && drawing.snapshot === current && !(entry && entry.snapshot === current)) entry = (await drawing.done) ?? undefined;
        if (entry && !fresh && entry.snapshot === current && entry.expires > now()) {
          // Most recently used last, so the oldest go first when memory runs short.
          if (entries.get(key) === entry) {
            entries.delete(key);
            entries.set(key, entry);
          }
          sendKept(res, entry.status, entry.headers, fillTemplate(entry, { nonce: res.locals.nonce, formNonce: render.formNonce }));
          return;
        }
        drop(key);
        let settle: (entry: Entry | null) => void = () => {};
        const done = new Promise<Entry | null>((resolve) => (settle = resolve));
        const own = { snapshot: current, done };
        drawings.set(key, own);
        const finished = (kept: Entry | null) => {
          if (drawings.get(key) === own) drawings.delete(key);
          settle(kept);
        };
        res.on("close", () => finished(null));
        const nonce = res.locals.nonce;
        captureAnswer(
          res,
          maxPageBytes,
          (answer) => answer.statusCode === 200 && String(answer.getHeader("content-type") ?? "").startsWith("text/html"),
          ({ html, status, headers }) => {
            const until = Math.min(now() + seconds * 1000, render.sessionEndsAt ?? 0);
            if (until <= now()) return;
            const template = makeTemplate<Hole>(html, [
              { hole: "nonce", text: nonce },
              { hole: "formNonce", text: render.formNonce },
            ]);
            const entry: Entry = { ...template, snapshot: current, status, headers, expires: until, bytes: html.length * 2 };
            if (entry.bytes > maxBytes) return;
            drop(key);
            entries.set(key, entry);
            bytes += entry.bytes;
            if (now() - swept >= SWEEP_MS) {
              swept = now();
              for (const [other, kept] of entries) if (kept.expires <= swept) drop(other);
            }
            while (bytes > maxBytes) drop(entries.keys().next().value!);
            finished(entry);
          },
        );
        next();
      };
      serve().catch(next);
    },
  };
}
