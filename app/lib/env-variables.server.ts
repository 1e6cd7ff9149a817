import { z } from "zod";

// The environment variables the service reads, each with its check; loadEnv (env.server.ts) turns them into Env.
const booleanString = z
  .enum(["true", "false", "1", "0", "yes", "no"])
  .transform((v) => v === "true" || v === "1" || v === "yes");

export const variablesSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).optional(),
  ALLOW_NON_LOOPBACK_DEV: booleanString.default(false),
  PUBLIC_URL: z.url().optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
    .optional(),
  DATA_DIR: z.string().min(1).default("./data/pglite"),
  UPLOAD_DIR: z.string().min(1).optional(),
  CLAMD_SOCKET: z
    .string()
    .regex(/^(\/\S+|[A-Za-z0-9.-]+:\d{1,5})$/, "must be clamd's socket path (/run/clamav/clamd.ctl) or host:port (127.0.0.1:3310)")
    .optional(),
  BETTER_AUTH_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).optional(),
  CLIENT_IP_HEADER: z
    .string()
    .regex(/^[a-z0-9-]+$/i, "must be a header name such as x-forwarded-for")
    .optional(),
  SEED_DEMO_DATA: booleanString.optional(),
  DATA_ENCRYPTION_KEYS: z.string().optional(),
  DATA_ENCRYPTION_KEY_ID: z.string().optional(),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().positive().default(8000),
  GIT_COMMIT: z.string().optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "must start with smtp:// or smtps://")
    .optional(),
  MAIL_FROM: z.string().min(3).optional(),
  ENQUIRIES_TO: z.string().min(3).optional(),
  MAIL_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(50).default(8),
  MAIL_RETRY_BASE_MS: z.coerce.number().int().min(10).default(60_000),
  MAIL_POLL_INTERVAL_MS: z.coerce.number().int().min(10).default(5_000),
  MAIL_WORKER_ENABLED: booleanString.default(true),
  RETENTION_SWEEP_HOURS: z.coerce.number().min(0).max(24 * 7).default(24),
  RATE_LIMIT_ENABLED: booleanString.default(true),
  RATE_LIMIT_STORE: z.enum(["memory", "database", "redis"]).optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, "must start with redis:// or rediss://")
    .optional(),
  REDIS_KEY_PREFIX: z.string().max(100).default("fcw:"),
  ASSISTANT_API_URL: z.url().optional(),
  ASSISTANT_API_KEY: z.string().min(1).optional(),
  ASSISTANT_MODEL: z.string().min(1).max(200).optional(),
  ASSISTANT_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(15_000),
  // GOV.UK Notify, for text messages (and optionally notice emails): decision 0035, docs/operations/notifications.md.
  NOTIFY_API_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]+-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/, "must be a Notify API key: a key name, then the service id and the secret, both uuids")
    .optional(),
  NOTIFY_API_URL: z.url().default("https://api.notifications.service.gov.uk"),
  NOTIFY_TEMPLATES: z.string().optional(),
  NOTIFY_SMS_SENDER_ID: z.uuid().optional(),
  NOTIFY_EMAIL_REPLY_TO_ID: z.uuid().optional(),
  NOTIFY_SEND_EMAIL: booleanString.default(false),
  NOTIFY_CALLBACK_TOKEN: z.string().min(32, "must be at least 32 characters").optional(),
  NOTIFY_TIMEOUT_MS: z.coerce.number().int().min(1000).max(30_000).default(10_000),
  TEXT_QUIET_HOURS: z
    .string()
    .regex(/^(?:(?:[01]?\d|2[0-3])-(?:[01]?\d|2[0-3])|off)$/, "must be two London hours, like 21-8 (no texts from 21:00 to 08:00), or off")
    .default("21-8"),
  REMINDER_HOUR: z.coerce.number().int().min(8).max(20).default(10),
  ENQUIRY_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(5),
  ENQUIRY_RATE_LIMIT_PER_DAY: z.coerce.number().int().min(1).default(30),
  INVITATIONS_PER_HOUR_PER_ACCOUNT: z.coerce.number().int().min(1).default(5),
  INVITATIONS_PER_DAY_PER_ORGANISATION: z.coerce.number().int().min(1).default(20),
  SESSION_IDLE_HOURS: z.coerce.number().min(0.05).max(24 * 30).default(12),
  SESSION_MAX_DAYS: z.coerce.number().min(0.01).max(90).default(7),
  VERIFICATION_LINK_HOURS: z.coerce.number().min(0.05).max(24 * 7).default(24),
  RESET_LINK_MINUTES: z.coerce.number().int().min(5).max(24 * 60).default(60),
  PASSWORD_HASH_COST: z.coerce.number().int().min(10).max(20).default(17),
  PASSWORD_HASH_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
  PASSWORD_HASH_QUEUE: z.coerce.number().int().min(0).max(10_000).default(8),
  SIGN_IN_FAILURES_PER_MINUTE: z.coerce.number().int().min(1).default(300),
  // Running several instances (docs/operations/several-servers.md).
  SINGLE_INSTANCE: booleanString.default(false),
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(300_000).optional(),
  MAIL_CLAIM_SECONDS: z.coerce.number().int().min(5).max(3600).default(60),
  METRICS_TOKEN: z.string().min(32, "must be at least 32 characters").optional(),
  RETENTION_FIRST_SWEEP_SECONDS: z.coerce.number().min(0).max(86_400).default(60),
  REDIS_TIMEOUT_MS: z.coerce.number().int().min(20).max(10_000).default(250),
  ORG_NAME: z.string().trim().min(2).max(200).optional(),
  ORG_PHONE: z
    .string()
    .trim()
    .max(60)
    .regex(/^\+?[\d\s()-]{7,}(\s*\([^)]*\))?$/, "must be a phone number written as people dial it, e.g. 0300 123 4567")
    .optional(),
  ORG_EMAIL: z.email("must be an email address").optional(),
  ORG_OPENING_HOURS: z.string().trim().min(2).max(200).optional(),
  ORG_REGISTERED_OFFICE: z.string().trim().min(2).max(300).optional(),
  ORG_COMPANY_NUMBER: z.string().trim().min(2).max(40).optional(),
  // Analytics (PostHog), only with the visitor's consent; off unless both are set.
  POSTHOG_KEY: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{8,100}$/, "must be a PostHog project API key such as phc_…")
    .optional(),
  POSTHOG_HOST: z.url().optional(),
  // The privacy policy's statements about the controller (docs/operations/configuration.md).
  DPO_CONTACT: z.string().trim().min(2).max(300).optional(),
  ICO_REGISTRATION_NUMBER: z.string().trim().regex(/^[A-Z0-9]{6,12}$/, "must be the ICO registration number, e.g. ZA123456").optional(),
});

export type RawEnv = z.infer<typeof variablesSchema>;
