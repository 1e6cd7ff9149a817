import { spawnSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { loadEnv } from "../app/lib/env.server";
import { startServer, type RunningServer } from "../server/start";

/** Builds the app and the compiled server (`npm run build`) unless BENCH_SKIP_BUILD=1. */
export function buildApp() {
  if (process.env.BENCH_SKIP_BUILD === "1") return;
  const result = spawnSync("npm", ["run", "build"], { stdio: ["ignore", "ignore", "inherit"] });
  if (result.status !== 0) throw new Error("build failed");
}

/**
 * How `npm run serve` (and so production) starts Node: the environment it sets (the allocator's setting) and the
 * compiled server with its heap limits.
 */
export function serveCommand(root = process.cwd()): { env: Record<string, string>; args: string[] } {
  const serve = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8")).scripts.serve as string;
  const words = serve.split(" ");
  const env: Record<string, string> = {};
  while (/^[A-Z_]+=/.test(words[0] ?? "")) {
    const [name, value] = words.shift()!.split("=") as [string, string];
    env[name] = value;
  }
  return { env, args: words.slice(1) };
}

/**
 * What a production server needs besides its secret: the organisation's contact details (ORG_*), here plainly
 * a benchmark's own, not the development examples that production refuses.
 */
export const benchProductionEnv = {
  NODE_ENV: "production",
  BETTER_AUTH_SECRET: "benchmark-secret-benchmark-secret-0000",
  ORG_NAME: "Benchmark Organisation",
  ORG_PHONE: "0300 555 0100",
  ORG_EMAIL: "bench@fairchance.test",
  ORG_OPENING_HOURS: "Monday to Friday, 9am to 5pm",
  ORG_REGISTERED_OFFICE: "1 Benchmark Row, Leeds LS1 1AA",
  ORG_COMPANY_NUMBER: "12345678",
  DATA_ENCRYPTION_KEYS: "bench1:YmVuY2htYXJrLW9ubHkta2V5LWNvbnZpY3Rpb24tMzI=",
  DATA_ENCRYPTION_KEY_ID: "bench1",
} as const;

/** The built server on a free port with a throwaway PGlite folder (or DATABASE_URL when given). */
export async function startBenchServer(overrides: Record<string, string> = {}): Promise<RunningServer & { dispose(): Promise<void> }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "fcw-bench-"));
  const env = loadEnv({
    // Measured as it runs in production: React's production build, production configuration.
    ...benchProductionEnv,
    PUBLIC_URL: "http://localhost",
    PORT: "0",
    HOST: "127.0.0.1",
    LOG_LEVEL: "silent",
    DATA_DIR: path.join(dir, "pglite"),
    ...overrides,
  });
  const server = await startServer({ env });
  return Object.assign(server, {
    async dispose() {
      await server.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  });
}

/** The PostgreSQL server benchmarks make their throwaway databases on (BENCH_DATABASE_URL). */
export const benchAdminUrl = process.env.BENCH_DATABASE_URL ?? process.env.BENCH_ADMIN_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

/** Makes a fresh, empty database on `adminUrl`, runs `work` with its URL, and drops it (connections and all) after. */
export async function withThrowawayDatabase<T>(prefix: string, work: (url: string) => Promise<T>, adminUrl = benchAdminUrl): Promise<T> {
  const name = `fcw_bench_${prefix}_${crypto.randomBytes(5).toString("hex")}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(statement).finally(() => client.end());
  };
  await admin(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  try {
    return await work(url.toString());
  } finally {
    await admin(`drop database if exists ${name} with (force)`);
  }
}
