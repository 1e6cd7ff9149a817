import type { NextFunction, Request, Response } from "express";
import { requestHasCookie } from "../app/features/auth/cookies.server";
import { BODY_TOO_LARGE_MESSAGE, MAX_BODY_BYTES, NUL_CHARACTER_MESSAGE, queryHasNul } from "../app/lib/request-body.server";

export { MAX_BODY_BYTES };

const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * Refuses state-changing requests that a browser sent from another site, judged by the Origin header
 * (and Sec-Fetch-Site where the browser sends it). Requests without either (curl, server-to-server) pass:
 * they carry no ambient cookies from a victim's browser.
 */
export function sameSiteOnly(publicUrl: string) {
  const allowed = new URL(publicUrl).origin;
  return (req: Request, res: Response, next: NextFunction) => {
    if (!STATE_CHANGING.has(req.method)) return next();
    const origin = req.get("origin");
    const ownOrigin = `${req.protocol}://${req.get("host") ?? ""}`;
    const fetchSite = req.get("sec-fetch-site");
    // "null" is what a browser sends for a plain form post from a page whose referrer policy is no-referrer (the
    // password reset page, and any page the app moved to without reloading after it); the browser's own
    // Sec-Fetch-Site, which no page can forge, then says whether it came from this site.
    const opaqueFromHere = origin === "null" && fetchSite === "same-origin";
    const foreignOrigin = origin !== undefined && origin !== allowed && origin !== ownOrigin && !opaqueFromHere;
    if (foreignOrigin || fetchSite === "cross-site") {
      res.status(403).type("text/plain").send("This request came from another site and was refused.");
      return;
    }
    next();
  };
}

/** A route that takes a larger body (a file upload), with the words to refuse one that is larger still. */
export type BodyAllowance = { path: RegExp; maxBytes: number; message: string };

type Incoming = Request & {
  push(chunk: unknown, encoding?: BufferEncoding): boolean;
  _dump?: () => void;
};

/**
 * Every body is counted here as it arrives, on every path, whoever reads it, so no route (or library) that forgot
 * to count can be fed more than its allowance. A body declared larger is refused before any of it is read. One that
 * streams past it (chunked, or longer than it said) is answered 413 at once, the rest is dropped unread, and the
 * connection is closed after the answer; a route still reading it then meets the end of its body. Routes count the
 * same bytes under their own, tighter limits (app/lib/request-body.server.ts), and answer those in their own words.
 * A route that answers without reading the body (a 404, a redirect) still has the rest counted as Node discards it,
 * and the connection is closed at the limit.
 *
 * The counting hooks the request stream's `push`, where Node's HTTP parser hands over each chunk, and its `_dump`,
 * which would otherwise discard an unread body out of sight of `push`.
 */
export function bodySizeLimit(maxBytes: number = MAX_BODY_BYTES, allowances: readonly BodyAllowance[] = []) {
  return (req: Request, res: Response, next: NextFunction) => {
    const allowance = allowances.find((candidate) => candidate.path.test(req.path));
    const limit = allowance?.maxBytes ?? maxBytes;
    const message = allowance?.message ?? BODY_TOO_LARGE_MESSAGE;
    const refuse = () => {
      res.status(413).set({ "Cache-Control": "no-store", Connection: "close" });
      if (req.path.startsWith("/api/")) res.json({ error: message });
      else res.type("text/plain").send(message);
    };
    const length = Number(req.get("content-length") ?? 0);
    if (Number.isFinite(length) && length > limit) {
      refuse();
      return;
    }
    if (!req.complete) countBody(req as Incoming, res, limit, refuse);
    next();
  };
}

function countBody(req: Incoming, res: Response, limit: number, refuse: () => void) {
  // Bytes the parser handed over before this ran (with the headers, in the same packet).
  let total = req.readableLength;
  let over = false;
  const push = req.push;
  const passLimit = () => {
    over = true;
    res.locals.bodyRefused = true;
    // The route's own answer, if it tries one now, must not raise an unheard error on a finished response.
    res.on("error", () => {});
    if (res.writableFinished) req.socket?.destroy();
    else if (res.headersSent) res.once("finish", () => req.socket?.destroy());
    else refuse();
  };
  req.push = function countedPush(this: Incoming, chunk: unknown, encoding?: BufferEncoding) {
    // Past the limit even the end is kept back: a reader must never take what arrived for a whole body.
    if (over) return true;
    if (chunk === null || chunk === undefined) return push.call(this, chunk, encoding);
    total += (chunk as Uint8Array).length;
    if (total <= limit) return push.call(this, chunk, encoding);
    passLimit();
    return true;
  } as Incoming["push"];
  // Node discards the body of a request answered without reading it; this keeps those bytes passing through push.
  req._dump = function countedDump(this: Incoming) {
    this.removeAllListeners("data");
    this.resume();
  };
}

/**
 * Refuses any request whose query string holds a NUL character (raw or as %00), in a name or a value, before any
 * loader, action or query sees it: PostgreSQL cannot store or compare one, and no page or search has a use for it.
 */
export function refuseNulInQuery() {
  return (req: Request, res: Response, next: NextFunction) => {
    const at = req.originalUrl.indexOf("?");
    if (at < 0 || !queryHasNul(req.originalUrl.slice(at + 1))) return next();
    res.status(400).set("Cache-Control", "no-store");
    if (req.path.startsWith("/api/")) res.json({ error: NUL_CHARACTER_MESSAGE });
    else res.type("text/plain").send(NUL_CHARACTER_MESSAGE);
  };
}

/**
 * Marks every answer to a request that carries a session cookie `Cache-Control: private, no-store` (unless the route
 * already said `no-store`) and `Vary: Cookie`, pages and data requests alike: what is rendered for someone signed in is theirs alone.
 * Judged by the cookie being sent, not by the session being valid, so a stale cookie is treated the same (the page
 * is rendered afresh, nothing is lost). The anonymous page cache (server/page-cache.ts) never keeps these either.
 */
export function privateWhenSignedIn(cookieNames: readonly string[]) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (!cookieNames.some((name) => requestHasCookie(req.headers.cookie ?? null, name))) return next();
    const writeHead = res.writeHead;
    res.writeHead = function (this: Response, ...args: Parameters<typeof writeHead>) {
      if (!this.headersSent) {
        // A route that already forbids storing (`no-store`) keeps its own words; anything else becomes private.
        if (!/\bno-store\b/i.test(String(this.getHeader("Cache-Control") ?? ""))) this.setHeader("Cache-Control", "private, no-store");
        this.vary("Cookie");
      }
      return writeHead.apply(this, args);
    } as typeof writeHead;
    next();
  };
}

/** The methods the site answers, on every path but /api/contact (which allows POST only, and says so itself). */
export const ALLOWED_METHODS = ["GET", "HEAD", "POST"] as const;
const allowed = new Set<string>(ALLOWED_METHODS);

/**
 * Answers 405 with an Allow header to any other method (TRACE, OPTIONS, PUT, DELETE, WebDAV's …), before
 * React Router or better-auth can mistake it for a request they understand, or fail on it.
 */
export function knownMethodsOnly() {
  const allow = ALLOWED_METHODS.join(", ");
  return (req: Request, res: Response, next: NextFunction) => {
    if (allowed.has(req.method)) return next();
    res.status(405).set("Allow", allow).set("Cache-Control", "no-store");
    const message = `This address does not accept ${req.method} requests.`;
    if (req.path.startsWith("/api/")) res.json({ error: message });
    else res.type("text/plain").send(message);
  };
}
