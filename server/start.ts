import { execFileSync } from "node:child_process";
import fs from "node:fs";
import type { AddressInfo } from "node:net";
import http from "node:http";
import type { ServerBuild } from "react-router";
import { createAuth, type Auth } from "../app/lib/auth/create-auth.server";
import { openDatabase, type Database } from "../app/lib/db.server";
import { seedDemonstrationEnquiries } from "../app/demonstration/enquiries.server";
import { seedDemonstrationData } from "../app/demonstration/seed.server";
import { copyLettersOfOlderApplications } from "../app/features/applications/shared-copy.server";
import type { Env } from "../app/lib/env.server";
import { createLogger, type Logger } from "../app/lib/logger.server";
import { createMailWorker, type MailWorker } from "../app/lib/mail.server";
import { createRateLimiter, type RateLimiter } from "../app/lib/rate-limit.server";
import { authRules } from "../app/features/auth/auth-rules.server";
import { removeOrphanUploads } from "../app/features/applications/uploads.server";
import { RetentionSweeper } from "../app/features/retention/retention.server";
import { createNoticeJobs, NoticeJob } from "../app/features/notifications/scheduler.server";
import { CLOSE_PAST_ROLES_JOB, closePastRoles } from "../app/features/jobs/close-past-roles.server";
import { scheduleSettingsOf } from "../app/features/notifications/schedule-settings.server";
import { claimJob } from "../app/features/operations/scheduled-jobs.server";
import { noticeSendCheck } from "../app/features/notifications/send-checks.server";
import { textMayGoAt } from "../app/features/notifications/quiet-hours";
import { createApp } from "./app";
import { createMetrics } from "./metrics";
import { configurationFingerprint, registerInstance } from "../app/features/operations/server-instances.server";

export type RunningServer = {
  url: string;
  port: number;
  database: Database;
  logger: Logger;
  rateLimiter: RateLimiter;
  mailWorker: MailWorker;
  auth: Auth;
  /** The configuration in force (publicUrl filled in when the port was chosen at start). */
  env: Env;
  /**
   * Answers /health with 503 for `drainMs` (so load balancers stop sending), stops taking connections, lets
   * requests in flight finish (up to the shutdown timeout), gives back claimed work, then closes the database.
   */
  close(options?: { drainMs?: number }): Promise<void>;
};

export type StartOptions = {
  env: Env;
  dev?: boolean;
  testRoutes?: boolean;
  /** An already-open database (tests); otherwise one is opened from the configuration. */
  database?: Database;
  logger?: Logger;
  /**
   * Run the reminder and timed-notice jobs on their timers (default true). The integration tests' servers turn
   * them off, so a job running at the real time never adds notices or emails to a test that counts them; the
   * tests run the jobs themselves at fixed clocks. `firstDelayMs` (tests) changes the first try's 30 s wait.
   */
  noticeJobs?: boolean | { firstDelayMs: number };
  /** bench:pages only: see AppDeps.staticCopiesDir. */
  staticCopiesDir?: string;
};

const packageJson = JSON.parse(fs.readFileSync(new URL("../package.json", import.meta.url), "utf8")) as { version: string };

function gitCommit(): string | undefined {
  try {
    return execFileSync("git", ["rev-parse", "--short", "HEAD"], { stdio: ["ignore", "pipe", "ignore"] })
      .toString()
      .trim();
  } catch {
    return undefined;
  }
}

export async function startServer(options: StartOptions): Promise<RunningServer> {
  let { env } = options;
  const logger = options.logger ?? createLogger({ level: env.logLevel, pretty: !env.isProduction && process.stdout.isTTY });
  const database =
    options.database ?? (await openDatabase({ databaseUrl: env.databaseUrl, dataDir: env.dataDir }));
  if (env.seedDemoData) {
    // The demonstration dashboards' data: loaded into an empty database, and again when its dates go stale.
    // A failure here leaves the demonstration dashboards empty but must not keep the real service down.
    const started = performance.now();
    try {
      const seeded = await seedDemonstrationData(database.db, { keys: env.dataEncryption });
      if (seeded.loaded) {
        logger.info({ rows: seeded.rows, scale: seeded.scale, reason: seeded.reason, ms: Math.round(performance.now() - started) }, "loaded the demonstration data set");
      }
    } catch (error) {
      logger.error({ err: error }, "could not load the demonstration data set; the demonstration dashboards may be empty");
    }
    if (env.nodeEnv === "development") {
      const { inserted } = await seedDemonstrationEnquiries(database.db);
      if (inserted > 0) logger.info({ inserted }, "loaded demonstration enquiries");
    }
  }

  // Applications from before shared letters were copied get their copy once (decision in shared-copy.server.ts).
  try {
    const copied = await copyLettersOfOlderApplications(database.db, env.dataEncryption);
    if (copied > 0) logger.info({ applications: copied }, "copied the disclosure letters shared with older applications");
  } catch (error) {
    logger.error({ err: error }, "could not copy the disclosure letters shared with older applications; their employers see no letter until the next start");
  }

  // Every server on this database must share its secret and configured public address (a keyed hash is compared).
  const instance = await registerInstance(database.db, configurationFingerprint(env)).catch(async (error: unknown) => {
    if (!options.database) await database.close();
    throw error;
  });

  let build: ServerBuild | (() => Promise<ServerBuild>);
  let vite: import("vite").ViteDevServer | undefined;
  if (options.dev) {
    const { createServer } = await import("vite");
    vite = await createServer({ server: { middlewareMode: true } });
    const devServer = vite;
    build = () => devServer.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>;
  } else {
    const buildUrl = new URL("../build/server/index.js", import.meta.url);
    if (!fs.existsSync(buildUrl)) {
      throw new Error("The app has not been built: run `npm run build` first (npm start does this for you).");
    }
    build = (await import(buildUrl.href)) as ServerBuild;
  }

  // Listen first, so a port chosen by the system (PORT=0, in tests) is known before the app is built:
  // better-auth needs the public address for its links and origin checks.
  const server = http.createServer();
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(env.port, env.host, () => {
      server.off("error", reject);
      resolve();
    });
  });
  const { port: boundPort } = server.address() as AddressInfo;
  if (env.port === 0 && env.publicUrl.endsWith(":0")) {
    env = { ...env, port: boundPort, publicUrl: `http://${env.host === "0.0.0.0" ? "127.0.0.1" : env.host}:${boundPort}` };
  }

  const rateLimiter = createRateLimiter(env, database.db, logger);
  if (!env.rateLimit.enabled) {
    logger.warn("RATE_LIMIT_ENABLED=false: sign-in, sign-up, reset, code and enquiry limits are OFF. Use this for benchmarks only.");
  }
  const mailWorker = createMailWorker(env, database.db, logger, {
    beforeSend: noticeSendCheck(database.db),
    textMayGoAt: (at) => textMayGoAt(at, env.notify.quietHours),
  });
  const auth = createAuth({ database, env, logger, rateLimiter: env.rateLimit.enabled ? rateLimiter : undefined, mailWorker, rules: authRules });

  let shuttingDown = false;
  const app = createApp({
    rateLimiter,
    mailWorker,
    auth,
    env,
    database,
    logger,
    build,
    vite,
    testRoutes: options.testRoutes,
    staticCopiesDir: options.staticCopiesDir,
    isShuttingDown: () => shuttingDown,
    metrics: env.operations.metricsToken ? createMetrics({ token: env.operations.metricsToken, database, build }) : undefined,
    version: { version: packageJson.version, commit: env.gitCommit ?? gitCommit(), startedAt: new Date().toISOString() },
  });
  server.on("request", app);

  server.keepAliveTimeout = 5000;
  const retention = new RetentionSweeper(database.db, logger, env.publicUrl, env.organisation, env.retentionSweepHours, env.operations.retentionFirstSweepSeconds * 1000);
  retention.onSwept = () => {
    mailWorker.wake();
    // CV files whose applications the sweep (or anything else) deleted go from disk too.
    removeOrphanUploads(database.db, env.uploadDir)
      .then((removed) => {
        if (removed > 0) logger.info({ removed }, "removed uploaded files whose applications are gone");
      })
      .catch((error: unknown) => logger.error({ err: error }, "could not remove uploaded files whose applications are gone"));
  };
  retention.start();
  // Day-before reminders and the other timed notices: every server tries, the one that claims each job runs it.
  const noticeJobs = createNoticeJobs(database.db, scheduleSettingsOf(env), (name, job) => claimJob(database.db, name, job), logger, {
    onWritten: () => mailWorker.wake(),
    firstDelayMs: typeof options.noticeJobs === "object" ? options.noticeJobs.firstDelayMs : undefined,
  });
  // Roles past their closing date are marked closed hourly, by the same claim-and-run timer.
  noticeJobs.push(
    new NoticeJob({ name: CLOSE_PAST_ROLES_JOB, intervalMs: 60 * 60_000, leaseMs: 30 * 60_000, run: (now) => closePastRoles(database.db, now) }, (name, job) => claimJob(database.db, name, job), logger, typeof options.noticeJobs === "object" ? options.noticeJobs.firstDelayMs : undefined),
  );
  if (options.noticeJobs !== false) for (const job of noticeJobs) job.start();
  // Mail queued before a restart is picked up here.
  if (env.mail.workerEnabled) mailWorker.start();
  else logger.info("MAIL_WORKER_ENABLED is false: this server queues email but does not send it.");
  const { port } = server.address() as AddressInfo;
  const shownHost = env.host === "0.0.0.0" || env.host === "127.0.0.1" ? "localhost" : env.host;

  let closing: Promise<void> | undefined;
  return {
    url: `http://${shownHost}:${port}`,
    port,
    database,
    logger,
    rateLimiter,
    mailWorker,
    auth,
    env,
    close(closeOptions = {}) {
      closing ??= (async () => {
        shuttingDown = true;
        if (closeOptions.drainMs) await new Promise((resolve) => setTimeout(resolve, closeOptions.drainMs));
        const drained = new Promise<void>((resolve) => server.close(() => resolve()));
        server.closeIdleConnections();
        const forced = setTimeout(() => server.closeAllConnections(), env.shutdownTimeoutMs);
        await drained;
        clearTimeout(forced);
        await vite?.close();
        // Notices being written finish first; then any email being sent, before the database goes, so no row is left locked.
        await Promise.all(noticeJobs.map((job) => job.stop()));
        await mailWorker.stop();
        await retention.stop();
        await instance.stop();
        await rateLimiter.close();
        await database.close();
      })();
      return closing;
    },
  };
}
