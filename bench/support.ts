import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { loadEnv } from "../app/lib/env.server";
import { startServer, type RunningServer } from "../server/start";

/** Builds the app unless BENCH_SKIP_BUILD=1. */
export function buildApp() {
  if (process.env.BENCH_SKIP_BUILD === "1") return;
  const result = spawnSync("npx", ["react-router", "build"], { stdio: "inherit" });
  if (result.status !== 0) throw new Error("build failed");
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
