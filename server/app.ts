import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express, { type NextFunction, type Request, type Response } from "express";
import type { ServerBuild } from "react-router";
import type { ViteDevServer } from "vite";
import type { Auth } from "../app/lib/auth/create-auth.server";
import type { RequestContext } from "../app/lib/context";
import { readDatabaseSnapshot } from "../app/lib/database-snapshot.server";
import type { Database } from "../app/lib/db.server";
import type { Env } from "../app/lib/env.server";
import type { Logger } from "../app/lib/logger.server";
import { pathForLog } from "../app/lib/log-safety.server";
import { withRequestScope } from "../app/lib/logger.server";
import { createRateLimiter, type RateLimiter } from "../app/lib/rate-limit.server";
import { createNonce, securityHeaders } from "../app/lib/security.server";
import { APPLY_BODY_MAX_BYTES, APPLY_MESSAGES } from "../app/features/applications/apply-form";
import { choiceAsOnlyCookie, choiceInCookieHeader } from "../app/features/analytics/consent.server";
import { contactHandler, disclosureCheckHandler } from "./api-contact";
import { notifyCallbackHandler } from "./notify-callback";
import { createPageCache } from "./page-cache";
import { keepDemonstrationLoaders } from "./demonstration-loaders";
import { createSignedInPageCache } from "./signed-in-page-cache";
import { areaFor } from "../app/features/dashboards/areas";
import type { Metrics } from "./metrics";
import { mountAuth, refuseBusySignInPage, trustedClientIp } from "./auth";
import { clientIpFrom } from "./client-ip";
import { bodySizeLimit, knownMethodsOnly, MAX_BODY_BYTES, privateWhenSignedIn, refuseNulInQuery, sameSiteOnly } from "./request-guards";
import { authCookieName } from "../app/features/auth/cookies.server";
import { DATABASE_RETRY_AFTER_SECONDS, DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from "../app/lib/database-errors.server";

export type AppDeps = {
  env: Env;
  database: Database;
  logger: Logger;
  /** The built React Router app, or a loader for it (development reloads it on every request). */
  build: ServerBuild | (() => Promise<ServerBuild>);
  vite?: ViteDevServer;
  testRoutes?: boolean;
  version: { version: string; commit: string | undefined; startedAt: string };
  /** Per-client limits; a memory store from the configuration when not given. */
  rateLimiter?: RateLimiter;
  /** The mail outbox worker, woken when a request queues mail. */
  mailWorker?: { wake(): void };
  /** better-auth, created once for the process (server/start.ts). */
  auth: Auth;
  /** True once shutdown has begun: health checks then report 503 so load balancers stop sending traffic. */
  isShuttingDown?: () => boolean;
  /** Prometheus metrics (GET /metrics); none when not given. */
  metrics?: Metrics;
  /**
   * bench:pages only: a folder of saved pages served as plain files at /__bench-static/, so the benchmark
   * compares server rendering with the same HTML served by the same process. Never set in production.
   */
  staticCopiesDir?: string;
};

const CLIENT_DIR = fileURLToPath(new URL("../build/client", import.meta.url));
/** How long the demonstration pages' data is shared, and for how many addresses (decision 0042). */
const DEMONSTRATION_LOADERS = { seconds: 30, maxEntries: 200 };
const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

declare module "express-serve-static-core" {
  interface Locals {
    nonce: string;
    requestId: string;
    /** Set once the request's body went past its limit (server/request-guards.ts). */
    bodyRefused?: boolean;
  }
}

export function createApp(deps: AppDeps) {
  const { env, database, logger } = deps;
  const rateLimiter = deps.rateLimiter ?? createRateLimiter(env, database.db, logger);
  const mailWorker = deps.mailWorker ?? { wake() {} };
  const app = express();
  app.disable("x-powered-by");
  app.set("etag", false);

  app.use((req: Request, res: Response, next: NextFunction) => {
    const incoming = req.get("x-request-id");
    const requestId = incoming && REQUEST_ID.test(incoming) ? incoming : crypto.randomUUID();
    const nonce = createNonce();
    res.locals.requestId = requestId;
    res.locals.nonce = nonce;
    res.setHeader("X-Request-Id", requestId);
    const analyticsOrigin = env.analytics && choiceInCookieHeader(env, req.headers.cookie) === "accept" ? env.analytics.origin : undefined;
    res.set(securityHeaders({ nonce, isProduction: env.isProduction, dev: Boolean(deps.vite), analyticsOrigin }));
    const started = process.hrtime.bigint();
    res.on("finish", () => {
      const durationMs = Number(process.hrtime.bigint() - started) / 1e6;
      deps.metrics?.observe(req, res, durationMs / 1000);
      withRequestScope(requestId, () =>
        logger.info(
          // The query string is left out: it can carry personal details. A secret in the path is replaced.
          { method: req.method, path: pathForLog(req.path), status: res.statusCode, durationMs: Math.round(durationMs * 10) / 10 },
          "request",
        ),
      );
    });
    withRequestScope(requestId, next, logger);
  });

  const contextFor = (req: Request, res: Response): RequestContext => ({
    auth: deps.auth,
    responseCookies: deferredCookies(res),
    nonce: res.locals.nonce,
    requestId: res.locals.requestId,
    clientIp: clientIpFrom(req, env.clientIpHeader),
    database,
    env,
    logger,
    rateLimiter,
    mailWorker,
    testRoutes: Boolean(deps.testRoutes),
    signedInRender: res.locals.signedInRender,
    // Read at most once a request, and only if something asks (decision 0043); development reads everything afresh.
    databaseSnapshot: deps.vite ? undefined : () => (res.locals.databaseSnapshot ??= readDatabaseSnapshot(database)),
  });

  // Every body is counted as it streams, on every path (the JSON endpoints and better-auth's included), and a NUL
  // in any query string is refused, before anything reads either. The apply form carries a CV file; its action
  // reads it as it streams, under limits of its own.
  app.use(bodySizeLimit(MAX_BODY_BYTES, [{ path: /^\/jobs\/[^/]+\/apply(\.data)?$/, maxBytes: APPLY_BODY_MAX_BYTES, message: APPLY_MESSAGES.tooLarge }]));
  app.use(refuseNulInQuery());

  // Same answers as app/routes/api-contact.ts, at a fraction of the cost per request. It comes before
  // the general guards because it makes the same checks itself (other site: 403, over 16 KB: 413) and
  // answers them in JSON like its other errors.
  app.all("/api/contact", contactHandler(contextFor));
  // Notify's delivery receipts come from Notify's servers, not a browser: before the same-site check, with a
  // bearer token of their own and a small body.
  app.all("/api/notify/delivery-status", notifyCallbackHandler({ token: env.notify.callbackToken, database, logger }));
  // After /api/contact, whose answers are a few hundred bytes, under compression's 1 KB threshold: the
  // middleware wraps every response it sees, which on that busy path only makes work for the garbage collector.
  app.use(compression());
  // The disclosure checker's JSON endpoint shares those guards and answers its errors in JSON the same way.
  app.all("/api/disclosure-check", disclosureCheckHandler(contextFor));

  app.use(knownMethodsOnly());
  app.use(sameSiteOnly(env.publicUrl));
  app.use(trustedClientIp(env.clientIpHeader));

  app.get("/ping", (_req, res) => {
    res.set("Cache-Control", "no-store").type("text/plain").send("pong");
  });

  app.get("/health", async (_req, res) => {
    res.set("Cache-Control", "no-store");
    if (deps.isShuttingDown?.()) {
      res.status(503).json({ status: "unavailable", reason: "The server is shutting down." });
      return;
    }
    try {
      await withTimeout(database.ping(), 2000);
      // Redis out of reach is "degraded", not down: limits are counted in the database meanwhile.
      const redis = rateLimiter.store.kind === "redis" ? (rateLimiter.store.health?.() ?? "ok") : undefined;
      res.json({ status: redis === "degraded" ? "degraded" : "ok", database: database.kind, ...(redis ? { redis } : {}) });
    } catch (error) {
      logger.warn({ err: error }, "health check: database unreachable");
      res.status(503).json({ status: "unavailable", reason: "The database is unreachable.", database: database.kind });
    }
  });

  if (deps.metrics) app.get("/metrics", deps.metrics.handler);

  app.get("/info", (_req, res) => {
    res.set("Cache-Control", "no-store").json({
      name: "fair-chance-works",
      version: deps.version.version,
      commit: deps.version.commit ?? "unknown",
      startedAt: deps.version.startedAt,
      database: database.kind,
    });
  });

  mountAuth(app, deps.auth);
  refuseBusySignInPage(app, deps.auth);

  if (deps.staticCopiesDir) {
    app.use("/__bench-static", express.static(deps.staticCopiesDir, { index: false, extensions: ["html"] }));
  }

  if (deps.vite) {
    app.use(deps.vite.middlewares);
  } else {
    app.use(
      "/assets",
      express.static(path.join(CLIENT_DIR, "assets"), { immutable: true, maxAge: "1y", index: false }),
    );
    // The few files beside the assets (the favicon), by name: asking the disk about every page's path cost a
    // file-system call a request.
    const topLevelFiles = new Set((fs.existsSync(CLIENT_DIR) ? fs.readdirSync(CLIENT_DIR, { withFileTypes: true }) : []).filter((entry) => entry.isFile()).map((entry) => `/${entry.name}`));
    const topLevel = express.static(CLIENT_DIR, { maxAge: "1h", index: false });
    app.use((req, res, next) => (topLevelFiles.has(req.path) ? topLevel(req, res, next) : next()));
  }

  // Anonymous visitors' copies of public pages (docs/decisions/0018); never in development, which reloads code.
  // A visitor whose only cookie is their saved cookie choice gets a copy kept for that choice.
  if (!deps.vite) {
    const pageCache = createPageCache({
      cookieVariant: (header) => {
        const choice = choiceAsOnlyCookie(env, header);
        return choice ? `cookies=${choice}` : null;
      },
    });
    app.use(pageCache.middleware);
  }

  // Everything React Router renders for someone signed in is theirs alone: no shared cache may keep it.
  app.use(privateWhenSignedIn([authCookieName(env, "session_token"), authCookieName(env, "two_factor")]));

  // A signed-in person's own portal pages, kept for them alone while the database is unchanged (decision 0041).
  if (!deps.vite) {
    app.use(
      createSignedInPageCache({
        database,
        keeps: (pathname) => areaFor(pathname)?.tree === "portal",
        sessionCookies: [authCookieName(env, "session_token")],
      }).middleware,
    );
  }

  app.all(
    "/{*splat}",
    createRequestHandler({
      // The demonstration pages' data is read once for everyone for a few seconds (decision 0042); not in development.
      build: deps.vite || typeof deps.build === "function" ? deps.build : keepDemonstrationLoaders(deps.build, DEMONSTRATION_LOADERS),
      // Only the live-reloading development server shows error details; a built app never does.
      mode: deps.vite ? "development" : "production",
      getLoadContext: contextFor,
    }),
  );

  // Last resort: a failure no route handled. Never send internals to the client.
  app.use((error: unknown, req: Request, res: Response, _next: NextFunction) => {
    const outage = isDatabaseUnavailable(error);
    const status = outage ? 503 : httpStatusOf(error);
    // A route still reading a body that went past its limit fails once the connection closes under it: expected.
    if (status >= 500 && !res.locals.bodyRefused) logger.error({ err: error }, outage ? "database unavailable" : "unhandled error");
    if (res.headersSent) {
      res.end();
      return;
    }
    if (outage) res.set({ "Retry-After": String(DATABASE_RETRY_AFTER_SECONDS), "Cache-Control": "no-store" });
    const message =
      status === 413
        ? "The request is too large."
        : outage
          ? DATABASE_UNAVAILABLE_MESSAGE
          : status >= 500
            ? "Something went wrong."
            : "The request could not be read.";
    if (req.accepts(["html", "json"]) === "json" || req.path.startsWith("/api/")) {
      res.status(status).json({ error: message });
    } else {
      res.status(status).type("text/plain").send(message);
    }
  });

  return app;
}

/**
 * Cookies queued while a request is handled (a session slid forward when it was read), added to the response
 * just before its headers are written. A cookie the route set itself wins over a queued one of the same name:
 * an action that replaced the session must not have its new cookie overwritten by the old session's refresh.
 */
function deferredCookies(res: Response): string[] {
  const cookies: string[] = [];
  const writeHead = res.writeHead;
  res.writeHead = function (this: Response, ...args: Parameters<typeof writeHead>) {
    if (cookies.length > 0 && !this.headersSent) {
      const setByRoute = new Set(setCookieLines(this.getHeader("Set-Cookie")).map(cookieName));
      const queued = cookies.filter((cookie) => !setByRoute.has(cookieName(cookie)));
      if (queued.length > 0) this.append("Set-Cookie", queued);
    }
    return writeHead.apply(this, args);
  } as typeof writeHead;
  return cookies;
}

function setCookieLines(header: ReturnType<Response["getHeader"]>): string[] {
  if (Array.isArray(header)) return header;
  return typeof header === "string" ? [header] : [];
}

function cookieName(setCookie: string): string {
  return setCookie.slice(0, setCookie.indexOf("=")).trim();
}

function httpStatusOf(error: unknown): number {
  const status = (error as { status?: unknown; statusCode?: unknown } | null)?.status ?? (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === "number" && status >= 400 && status < 600 ? status : 500;
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}
