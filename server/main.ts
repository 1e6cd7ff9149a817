import { ConfigError, loadEnv } from "../app/lib/env.server";
import { DatabaseLockedError } from "../app/lib/db.server";
import { scrubText } from "../app/lib/log-safety.server";

async function main() {
  const dev = process.argv.includes("--dev");
  let env;
  try {
    env = loadEnv();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  // Loaded only once the configuration is known to be good, so a refusal comes at once.
  const { startServer } = await import("./start");
  let running;
  try {
    running = await startServer({
      env,
      dev,
      testRoutes: process.env.ENABLE_TEST_ROUTES === "true" && !env.isProduction,
      // Set only by `npm run bench:pages`, which serves its saved copies of the pages beside the real ones.
      staticCopiesDir: process.env.BENCH_STATIC_COPIES_DIR || undefined,
    });
  } catch (error) {
    if (error instanceof DatabaseLockedError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const { logger } = running;
  logger.info({ url: running.url, database: running.database.kind }, `Serving on ${running.url}`);

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    const drainMs = running.env.operations.shutdownDrainMs;
    logger.info({ signal, drainMs }, "shutting down");
    running
      .close({ drainMs })
      .then(() => {
        logger.info("stopped");
        process.exit(0);
      })
      .catch((error: unknown) => {
        logger.error({ err: error }, "error while shutting down");
        process.exit(1);
      });
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
}

main().catch((error: unknown) => {
  // A failure at start-up (say, a query of the migrations or the demonstration data) is shown made safe too.
  console.error(scrubText(error instanceof Error ? error.message : String(error)));
  process.exit(1);
});
