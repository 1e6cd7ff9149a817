import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { loadEnv } from "../app/lib/env.server";
import { startServer, type RunningServer } from "../server/start";
import { freePort } from "../tests/integration/support/free-port";

const ROOT = fileURLToPath(new URL("..", import.meta.url));

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

/** Resident memory of a process in MB, from /proc (Linux; NaN elsewhere or once it has gone). */
export function rssMb(pid: number): number {
  try {
    const kb = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
    return kb === undefined ? Number.NaN : Number(kb) / 1024;
  } catch {
    return Number.NaN;
  }
}

export type ServeProcess = { base: string; pid: number; stop(): Promise<void> };

/**
 * The compiled server in a process of its own, so the load generator does not share its event loop and its memory
 * is its own: started as `npm run serve` starts it (heap limits and all), with the benchmark's production settings,
 * on a free port of 127.0.0.1. `env` adds to or overrides those (the database, what is switched off);
 * `nodeFlags` come after the serve script's own, so they win. The parent's environment is not passed on, bar PATH
 * and HOME, so the figures depend on the benchmark's settings alone, not on a DATABASE_URL, NODE_OPTIONS or log
 * level left in the shell of whoever runs it. Resolves once `/health` answers.
 */
export async function startServeProcess({
  env = {},
  nodeFlags = [],
  stdio = "ignore",
  readyWithinMs = 120_000,
}: { env?: Record<string, string>; nodeFlags?: string[]; stdio?: "ignore" | "inherit"; readyWithinMs?: number } = {}): Promise<ServeProcess> {
  const port = await freePort();
  const serve = serveCommand(ROOT);
  const base = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, [...serve.args.slice(0, -1), ...nodeFlags, ...serve.args.slice(-1)], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? "",
      HOME: process.env.HOME ?? "",
      ...serve.env,
      ...benchProductionEnv,
      PUBLIC_URL: base,
      HOST: "127.0.0.1",
      PORT: String(port),
      ...env,
    },
    // Request logs are written, as in production, and thrown away unless asked for; errors are kept to explain a failed start.
    stdio: ["ignore", stdio, stdio === "inherit" ? "inherit" : "pipe"],
  });
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      const killer = setTimeout(() => child.kill("SIGKILL"), 15_000);
      child.once("exit", () => {
        clearTimeout(killer);
        resolve();
      });
      child.kill("SIGTERM");
    });
  const deadline = Date.now() + readyWithinMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited with ${child.exitCode}: ${stderr}`);
    if (await fetch(`${base}/health`).then((response) => response.ok, () => false)) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`The server did not become healthy within ${readyWithinMs / 1000} s: ${stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { base, pid: child.pid!, stop };
}

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
