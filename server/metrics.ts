import crypto from "node:crypto";
import { count, min, sql } from "drizzle-orm";
import type { NextFunction, Request, Response } from "express";
import client from "prom-client";
import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";
import { mailOutbox } from "../db/schema";
import { deliveryChannels } from "../db/schema/vocabulary";
import { jobAges } from "../app/features/operations/scheduled-jobs.server";
import type { Database } from "../app/lib/db.server";

/**
 * Prometheus metrics for GET /metrics. Requests are labelled by route id (e.g. "routes/jobs.$id"), never by
 * the path, so no label can hold an id, a token or anything a person typed; nothing personal is measured.
 */
export type Metrics = {
  /** Counts one finished request. */
  observe(req: Request, res: Response, seconds: number): void;
  /** The GET /metrics handler: 404 unless METRICS_TOKEN is set, 401 without the right bearer token. */
  handler(req: Request, res: Response, next: NextFunction): void;
};

type RouteNode = { id: string; path?: string; index?: boolean; caseSensitive?: boolean; children: RouteNode[] };

function routeTree(routes: ServerBuild["routes"]): RouteNode[] {
  const children = new Map<string | undefined, RouteNode[]>();
  for (const route of Object.values(routes)) {
    if (!route) continue;
    const list = children.get(route.parentId) ?? [];
    list.push({ id: route.id, path: route.path, index: route.index, caseSensitive: route.caseSensitive, children: [] });
    children.set(route.parentId, list);
  }
  const attach = (nodes: RouteNode[]): RouteNode[] => nodes.map((node) => ({ ...node, children: attach(children.get(node.id) ?? []) }));
  return attach(children.get(undefined) ?? []);
}

/** Paths Express answers itself, each its own label. */
const FIXED_ROUTES = ["/health", "/ping", "/info", "/metrics", "/api/contact"];

export function routeLabel(path: string, tree: RouteNode[] | undefined): string {
  if (FIXED_ROUTES.includes(path)) return path;
  if (path.startsWith("/api/auth/")) return "/api/auth";
  if (path.startsWith("/assets/")) return "static";
  if (!tree) return "app";
  // A page's data request (/jobs/12.data) belongs to the page's route.
  const pathname = path.endsWith(".data") ? path.slice(0, -".data".length) || "/" : path;
  const matches = matchRoutes(tree as unknown as RouteObject[], pathname);
  return matches?.[matches.length - 1]?.route.id ?? "unmatched";
}

function sameToken(given: string, expected: string): boolean {
  // Hashed first so the comparison takes the same time whatever the lengths.
  const a = crypto.createHash("sha256").update(given).digest();
  const b = crypto.createHash("sha256").update(expected).digest();
  return crypto.timingSafeEqual(a, b);
}

export function createMetrics(options: { token: string | undefined; database: Database; build: ServerBuild | (() => Promise<ServerBuild>) }): Metrics {
  const { database } = options;
  const tree = typeof options.build === "function" ? undefined : routeTree(options.build.routes);
  const registry = new client.Registry();
  client.collectDefaultMetrics({ register: registry });

  const duration = new client.Histogram({
    name: "http_request_duration_seconds",
    help: "Time to answer a request, by route id (never the path), method and status.",
    labelNames: ["method", "route", "status"] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const responses = new client.Counter({
    name: "http_responses_total",
    help: "Responses sent, by status code.",
    labelNames: ["status"] as const,
    registers: [registry],
  });

  new client.Gauge({
    name: "mail_outbox_pending",
    help: "Emails and texts waiting in the outbox to be sent, by channel (email, sms).",
    labelNames: ["channel"],
    registers: [registry],
    async collect() {
      const rows = await database.db
        .select({
          channel: mailOutbox.channel,
          pending: count(),
          oldest: min(mailOutbox.createdAt),
        })
        .from(mailOutbox)
        .where(sql`${mailOutbox.status} = 'pending'`)
        .groupBy(mailOutbox.channel)
        .catch(() => undefined);
      if (!rows) return;
      // Both channels always appear, at 0 when nothing waits, so alerts need no "absent" case.
      for (const channel of deliveryChannels) this.set({ channel }, rows.find((row) => row.channel === channel)?.pending ?? 0);
      const oldest = rows.map((row) => (row.oldest ? new Date(row.oldest).getTime() : Infinity)).reduce((a, b) => Math.min(a, b), Infinity);
      oldestAge.set(Number.isFinite(oldest) ? Math.max(0, (Date.now() - oldest) / 1000) : 0);
    },
  });
  const oldestAge = new client.Gauge({
    name: "mail_outbox_oldest_pending_age_seconds",
    help: "Age of the oldest email still waiting to be sent (0 when none is).",
    registers: [registry],
  });
  new client.Gauge({
    name: "scheduled_job_seconds_since_last_run",
    help: "Seconds since a scheduled job (e.g. the retention sweep) last finished on any server.",
    labelNames: ["job"] as const,
    registers: [registry],
    async collect() {
      const jobs = await jobAges(database.db).catch(() => []);
      this.reset();
      for (const job of jobs) if (job.secondsSinceFinished !== null) this.set({ job: job.name }, job.secondsSinceFinished);
    },
  });
  new client.Gauge({
    name: "database_pool_connections",
    help: "PostgreSQL connections of this server's pool, by state (total, idle, waiting for one).",
    labelNames: ["state"] as const,
    registers: [registry],
    collect() {
      const stats = database.poolStats?.();
      if (!stats) return;
      this.set({ state: "total" }, stats.total);
      this.set({ state: "idle" }, stats.idle);
      this.set({ state: "waiting" }, stats.waiting);
    },
  });

  return {
    observe(req, res, seconds) {
      const status = String(res.statusCode);
      duration.observe({ method: req.method, route: routeLabel(req.path, tree), status }, seconds);
      responses.inc({ status });
    },
    handler(req, res, next) {
      res.set("Cache-Control", "no-store");
      if (!options.token) {
        next();
        return;
      }
      const header = req.get("authorization") ?? "";
      const given = /^Bearer (.+)$/i.exec(header)?.[1] ?? "";
      if (!sameToken(given, options.token)) {
        res.status(401).set("WWW-Authenticate", 'Bearer realm="metrics"').type("text/plain").send("A valid bearer token is needed.");
        return;
      }
      registry
        .metrics()
        .then((text) => res.type(registry.contentType).send(text))
        .catch(next);
    },
  };
}
