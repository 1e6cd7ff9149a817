import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { loadEnv } from "../../../app/lib/env.server";
import { startServer } from "../../../server/start";

/** Starts the built server once for the whole run, on a free port with a fresh database. */
export default async function globalSetup() {
  const dataRoot = fs.mkdtempSync(path.join(os.tmpdir(), "fcw-e2e-"));
  const env = loadEnv({
    NODE_ENV: "test",
    PORT: "0",
    HOST: "127.0.0.1",
    LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? "silent",
    DATA_DIR: path.join(dataRoot, "pglite"),
    // Specs that post enquiries give each test its own client address, so rate limits stay per test.
    CLIENT_IP_HEADER: "x-forwarded-for",
    ...(process.env.TEST_DATABASE_URL ? {} : {}),
  });
  const server = await startServer({ env, testRoutes: true });
  process.env.E2E_BASE_URL = `http://127.0.0.1:${server.port}`;
  return async () => {
    await server.close();
    fs.rmSync(dataRoot, { recursive: true, force: true });
  };
}
