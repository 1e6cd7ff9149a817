import { z } from "zod";

/** Thrown when configuration is missing or malformed; its message names every problem. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "ConfigError";
  }
}

const DEV_SECRET = "development-only-secret-do-not-use-in-production-000";

const booleanString = z
  .enum(["true", "false", "1", "0", "yes", "no"])
  .transform((v) => v === "true" || v === "1" || v === "yes");

const rawSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).optional(),
  PUBLIC_URL: z.url().optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
    .optional(),
  DATA_DIR: z.string().min(1).default("./data/pglite"),
  BETTER_AUTH_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).optional(),
  CLIENT_IP_HEADER: z
    .string()
    .regex(/^[a-z0-9-]+$/i, "must be a header name such as x-forwarded-for")
    .optional(),
  SEED_DEMO_DATA: booleanString.optional(),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().positive().default(8000),
  GIT_COMMIT: z.string().optional(),
});

export type Env = {
  nodeEnv: "development" | "production" | "test";
  isProduction: boolean;
  port: number;
  host: string;
  publicUrl: string;
  databaseUrl: string | undefined;
  dataDir: string;
  authSecret: string;
  logLevel: string;
  clientIpHeader: string | undefined;
  seedDemoData: boolean;
  shutdownTimeoutMs: number;
  gitCommit: string | undefined;
};

/** Reads and validates configuration once; throws ConfigError naming each missing or bad variable. */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  // Empty strings mean "not set": shells and .env files often leave them behind.
  const cleaned = Object.fromEntries(
    Object.entries(source).filter(([, v]) => v !== undefined && v !== ""),
  );
  const parsed = rawSchema.safeParse(cleaned);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join(".") || "environment"}: ${issue.message}`),
    );
  }
  const raw = parsed.data;
  const isProduction = raw.NODE_ENV === "production";
  const problems: string[] = [];
  if (isProduction) {
    if (!raw.BETTER_AUTH_SECRET) {
      problems.push("BETTER_AUTH_SECRET is required in production (a random string of 32 or more characters)");
    }
    if (!raw.PUBLIC_URL) {
      problems.push("PUBLIC_URL is required in production (the address people use, e.g. https://example.org)");
    }
  }
  if (problems.length > 0) throw new ConfigError(problems);

  const port = raw.PORT;
  const host = raw.HOST ?? (isProduction ? "0.0.0.0" : "127.0.0.1");
  return {
    nodeEnv: raw.NODE_ENV,
    isProduction,
    port,
    host,
    publicUrl: (raw.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ""),
    databaseUrl: raw.DATABASE_URL,
    dataDir: raw.DATA_DIR,
    authSecret: raw.BETTER_AUTH_SECRET ?? DEV_SECRET,
    logLevel: raw.LOG_LEVEL ?? (raw.NODE_ENV === "test" ? "silent" : "info"),
    clientIpHeader: raw.CLIENT_IP_HEADER?.toLowerCase(),
    seedDemoData: raw.SEED_DEMO_DATA ?? !isProduction,
    shutdownTimeoutMs: raw.SHUTDOWN_TIMEOUT_MS,
    gitCommit: raw.GIT_COMMIT,
  };
}
