import type { NextFunction, Request, Response } from "express";

const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** Largest body any route accepts; routes set tighter limits of their own. */
export const MAX_BODY_BYTES = 1024 * 1024;

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

/** Answers 413 before reading a body whose declared length is over the limit (or its route's allowance). */
export function bodySizeLimit(maxBytes: number = MAX_BODY_BYTES, allowances: readonly BodyAllowance[] = []) {
  return (req: Request, res: Response, next: NextFunction) => {
    const length = Number(req.get("content-length") ?? 0);
    const allowance = allowances.find((candidate) => candidate.path.test(req.path));
    if (Number.isFinite(length) && length > (allowance?.maxBytes ?? maxBytes)) {
      res.status(413).set("Cache-Control", "no-store").type("text/plain").send(allowance?.message ?? "The request is too large.");
      return;
    }
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
