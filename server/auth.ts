import type { Express, NextFunction, Request, Response } from "express";
import { CLIENT_IP_REQUEST_HEADER } from "../app/lib/auth/client-ip.server";
import type { Auth } from "../app/lib/auth/create-auth.server";
import { signInRefusal } from "../app/lib/auth/sign-in-limits.server";
import { tooManyAttemptsMessage } from "../app/features/auth/rate-limits.server";
import { DATABASE_RETRY_AFTER_SECONDS, DATABASE_UNAVAILABLE_MESSAGE, watchForOutage } from "../app/lib/database-errors.server";
import { clientIpFrom } from "./client-ip";
import { readBodyBytes } from "../app/lib/request-body.server";

/**
 * The better-auth endpoints reachable over HTTP, as "METHOD /path" below /api/auth: the one list of them.
 *
 * It is empty on purpose. Every page calls better-auth on the server (`context.auth.api.*`) from its own
 * loader or action, which applies the form's rules, limits and messages; emails link to those pages
 * (/auth/callback, /reset-password), and sign-out is the page route POST /sign-out. better-auth would
 * otherwise mount every endpoint of every plugin here, the admin plugin's included, without our checks.
 * Add an entry only for something a page calls from the browser; tests/integration/security-auth.test.ts
 * checks that every other path better-auth knows answers 404.
 */
export const exposedAuthEndpoints: ReadonlySet<string> = new Set<string>([]);

export function isExposedAuthEndpoint(method: string, path: string): boolean {
  return exposedAuthEndpoints.has(`${method.toUpperCase()} ${path}`);
}

/** Auth requests carry small JSON or form bodies only. */
const MAX_AUTH_BODY_BYTES = 64 * 1024;

/**
 * Replaces any client-sent copy of the internal client-address header with the address worked out from
 * CLIENT_IP_HEADER (or the socket), so better-auth and route actions see one trusted value.
 */
export function trustedClientIp(clientIpHeader: string | undefined) {
  return (req: Request, _res: Response, next: NextFunction) => {
    delete req.headers[CLIENT_IP_REQUEST_HEADER];
    const ip = clientIpFrom(req, clientIpHeader);
    if (ip) req.headers[CLIENT_IP_REQUEST_HEADER] = ip;
    next();
  };
}

async function readBody(req: Request): Promise<Uint8Array<ArrayBuffer> | undefined> {
  if (req.method === "GET" || req.method === "HEAD") return undefined;
  return readBodyBytes(req, MAX_AUTH_BODY_BYTES);
}

function toFetchRequest(req: Request, body: Uint8Array<ArrayBuffer> | undefined): globalThis.Request {
  const url = new URL(req.originalUrl, `${req.protocol}://${req.get("host") ?? "localhost"}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else headers.set(name, value);
  }
  return new Request(url, { method: req.method, headers, body: body && body.length > 0 ? body : undefined });
}

/**
 * A busy server (password checks queued to the limit, or sign-in paused after a flood of failures) refuses a
 * plain form post to /sign-in before React Router renders anything: a storm of such posts would otherwise cost
 * a whole page each. The answer is a short page saying when to try again. Posts made by the page's own script
 * (/sign-in.data) go on to the action, whose answer costs little and keeps what the person typed.
 */
export function refuseBusySignInPage(app: Express, auth: Auth) {
  app.post("/sign-in", (_req: Request, res: Response, next: NextFunction) => {
    const refusal = signInRefusal(auth);
    if (!refusal) return next();
    res.status(503).set({ "Retry-After": String(refusal.retryAfterSeconds), "Cache-Control": "no-store", "Content-Type": "text/html; charset=utf-8" });
    res.send(busyPage(refusal.message));
  });
}

function busyPage(message: string): string {
  const text = message.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]!);
  return `<!DOCTYPE html>
<html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Please try again shortly | Fair Chance Works</title></head>
<body><main><h1>Please try again shortly</h1><p>${text}</p><p><a href="/sign-in">Back to sign in</a></p></main></body></html>
`;
}

/**
 * better-auth's HTTP API at /api/auth/*, for the allowlisted endpoints only; anything else is 404 before its
 * body is read. Refusals for too many attempts get a standard Retry-After header and a message that says
 * when to try again.
 */
export function mountAuth(app: Express, auth: Auth) {
  app.all("/api/auth/{*splat}", async (req: Request, res: Response, next: NextFunction) => {
    const path = req.path.slice("/api/auth".length) || "/";
    if (!isExposedAuthEndpoint(req.method, path)) {
      res.status(404).setHeader("Cache-Control", "no-store");
      res.json({ code: "NOT_FOUND", message: "Not found." });
      return;
    }
    try {
      // Busy (hash queue full, or sign-in paused): refuse before reading or routing anything, so a flood of
      // sign-ins cannot take the event loop from everyone else. better-auth would give the same answer.
      if (req.method === "POST" && req.path.replace(/\/+$/, "") === "/api/auth/sign-in/email") {
        const refusal = signInRefusal(auth);
        if (refusal) {
          res.status(503).setHeader("Retry-After", String(refusal.retryAfterSeconds)).setHeader("Cache-Control", "no-store");
          res.json(refusal);
          return;
        }
      }
      const body = await readBody(req);
      const { result: response, databaseUnavailable } = await watchForOutage(() => auth.handler(toFetchRequest(req, body)));
      if (databaseUnavailable && response.status >= 500) {
        // better-auth caught (and logged) the failure itself; thrown ones reach the error handler in app.ts.
        res.status(503).set({ "Retry-After": String(DATABASE_RETRY_AFTER_SECONDS), "Cache-Control": "no-store" });
        res.json({ error: DATABASE_UNAVAILABLE_MESSAGE });
        return;
      }
      res.status(response.status);
      res.setHeader("Cache-Control", "no-store");
      const cookies = response.headers.getSetCookie();
      response.headers.forEach((value, name) => {
        if (name === "set-cookie" || name === "content-length" || name === "content-encoding") return;
        res.setHeader(name, value);
      });
      if (cookies.length > 0) res.setHeader("Set-Cookie", cookies);
      if (response.status === 429) {
        const seconds = Math.max(1, Number.parseInt(response.headers.get("x-retry-after") ?? "60", 10) || 60);
        res.setHeader("Retry-After", String(seconds));
        res.json({ code: "TOO_MANY_REQUESTS", message: tooManyAttemptsMessage(seconds), retryAfterSeconds: seconds });
        return;
      }
      const payload = Buffer.from(await response.arrayBuffer());
      if (response.status === 503 && !res.getHeader("Retry-After")) {
        // Busy (password checks queued to the limit, or sign-in paused): say when to come back.
        const seconds = retryAfterFrom(payload);
        res.setHeader("Retry-After", String(seconds));
      }
      res.end(payload);
    } catch (error) {
      next(error);
    }
  });
}

function retryAfterFrom(payload: Buffer): number {
  try {
    const seconds = Number((JSON.parse(payload.toString("utf8")) as { retryAfterSeconds?: unknown }).retryAfterSeconds);
    return Number.isFinite(seconds) && seconds >= 1 ? Math.ceil(seconds) : 5;
  } catch {
    return 5;
  }
}
