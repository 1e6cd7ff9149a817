import { loadEnv } from "../../../app/lib/env.server";
import { createLogger } from "../../../app/lib/logger.server";
import { startServer, type RunningServer, type StartOptions } from "../../../server/start";
import { createTestDatabase, type Backend, type TestDatabase } from "./test-database";

export type TestServer = RunningServer & {
  database: TestDatabase;
  /** fetch against the server: `server.fetch("/health")`. */
  fetch(path: string, init?: RequestInit): Promise<Response>;
  stop(): Promise<void>;
};

/** The real server on a free 127.0.0.1 port, with its own fresh database. */
export async function startTestServer(
  backend: Backend,
  envOverrides: Record<string, string> = {},
  options: Pick<StartOptions, "noticeJobs"> = {},
): Promise<TestServer> {
  const database = await createTestDatabase(backend);
  const env = loadEnv({
    NODE_ENV: "test",
    PORT: "0",
    HOST: "127.0.0.1",
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? "silent",
    ...envOverrides,
  });
  const running = await startServer({
    env,
    database,
    testRoutes: true,
    // Reminders and timed notices run at fixed clocks in their own tests, never on a timer in other suites.
    noticeJobs: options.noticeJobs ?? false,
    logger: createLogger({ level: env.logLevel, pretty: false }),
  });
  const base = `http://127.0.0.1:${running.port}`;
  return Object.assign(running, {
    database,
    fetch: (path: string, init?: RequestInit) => fetch(`${base}${path}`, { redirect: "manual", ...init }),
    async stop() {
      await running.close().catch(() => {});
      await database.drop();
    },
  });
}
