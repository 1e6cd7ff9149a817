import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { loadEnv } from "../../../app/lib/env.server";
import { startServer, type RunningServer } from "../../../server/start";

export type AnalyticsHit = { method: string; path: string; events: { event: string; distinctId: string | null; properties: Record<string, unknown>; set: unknown }[]; body: string };

/**
 * A stand-in for a PostHog host on another origin, recording every request it receives (and answering CORS and
 * the feature-flag call as PostHog would, with session recording on), plus a server of the service configured
 * to send analytics to it. What reaches the stand-in is what would have reached PostHog.
 */
export async function startAnalyticsSite(): Promise<{ url: string; host: string; hits: AnalyticsHit[]; close(): Promise<void> }> {
  const hits: AnalyticsHit[] = [];
  const fake = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const raw = Buffer.concat(chunks);
      const url = new URL(req.url ?? "/", "http://localhost");
      res.setHeader("Access-Control-Allow-Origin", req.headers.origin ?? "*");
      res.setHeader("Access-Control-Allow-Credentials", "true");
      res.setHeader("Access-Control-Allow-Headers", "*");
      res.setHeader("Access-Control-Allow-Methods", "GET, POST, OPTIONS");
      if (req.method === "OPTIONS") {
        res.writeHead(204).end();
        return;
      }
      const body = decode(raw, url.searchParams.get("compression"));
      hits.push({ method: req.method ?? "", path: url.pathname, events: eventsIn(body), body });
      res.setHeader("Content-Type", "application/json");
      if (url.pathname.startsWith("/flags") || url.pathname.startsWith("/decide")) {
        res.end(JSON.stringify({ featureFlags: {}, sessionRecording: { endpoint: "/s/" }, supportedCompression: [], autocapture_opt_out: false }));
      } else if (url.pathname.startsWith("/array/") || url.pathname.includes("config")) {
        res.end(JSON.stringify({ sessionRecording: { endpoint: "/s/" }, supportedCompression: [] }));
      } else {
        res.end(JSON.stringify({ status: 1 }));
      }
    });
  });
  await new Promise<void>((resolve) => fake.listen(0, "127.0.0.1", resolve));
  const address = fake.address();
  const host = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;

  const site = await startOwnSite({ POSTHOG_KEY: "phc_e2etestkey123", POSTHOG_HOST: host });
  return {
    url: site.url,
    host,
    hits,
    async close() {
      await site.close();
      await new Promise<void>((resolve) => fake.close(() => resolve()));
    },
  };
}

/** A server of the service for one spec, on a fresh embedded database the spec can also reach directly. */
export async function startOwnSite(extra: Record<string, string> = {}): Promise<{ url: string; server: RunningServer; close(): Promise<void> }> {
  const dataRoot = fs.mkdtempSync(path.join(os.tmpdir(), "fcw-e2e-own-"));
  const env = loadEnv({
    NODE_ENV: "test",
    PORT: "0",
    HOST: "127.0.0.1",
    LOG_LEVEL: "silent",
    DATA_DIR: path.join(dataRoot, "pglite"),
    CLIENT_IP_HEADER: "x-forwarded-for",
    SEED_DEMO_DATA: "false",
    RETENTION_SWEEP_HOURS: "0",
    ...extra,
  });
  const server = await startServer({ env, testRoutes: true });
  return {
    url: `http://127.0.0.1:${server.port}`,
    server,
    async close() {
      await server.close();
      fs.rmSync(dataRoot, { recursive: true, force: true });
    },
  };
}

function decode(raw: Buffer, compression: string | null): string {
  try {
    if (compression === "gzip-js" || (raw[0] === 0x1f && raw[1] === 0x8b)) return zlib.gunzipSync(raw).toString("utf8");
    const text = raw.toString("utf8");
    if (text.startsWith("data=")) return Buffer.from(decodeURIComponent(text.slice(5)), "base64").toString("utf8");
    return text;
  } catch {
    return raw.toString("utf8");
  }
}

function eventsIn(body: string): AnalyticsHit["events"] {
  try {
    const parsed: unknown = JSON.parse(body);
    const list = Array.isArray(parsed) ? parsed : ((parsed as { batch?: unknown[] }).batch ?? [parsed]);
    return list.map((item) => {
      const event = item as { event?: string; distinct_id?: string; properties?: Record<string, unknown>; $set?: unknown };
      return {
        event: event.event ?? "",
        distinctId: event.distinct_id ?? (event.properties?.distinct_id as string | undefined) ?? null,
        properties: event.properties ?? {},
        set: event.$set ?? event.properties?.$set,
      };
    });
  } catch {
    return [];
  }
}
