import path from "node:path";
import { developmentKeyRing, holdsDevelopmentKey, parseKeyRing, type KeyRing } from "./field-encryption.server";
import { organisationFrom, organisationProblems } from "./env-organisation.server";
import type { Organisation } from "./organisation";
import { variablesSchema, type RawEnv } from "./env-variables.server";
import { notificationKinds } from "../../db/schema/vocabulary";

function quietHoursFrom(value: string): { from: number; until: number } | null {
  if (value === "off") return null;
  const [from, until] = value.split("-").map(Number) as [number, number];
  return { from, until };
}

/** NOTIFY_TEMPLATES: `kind.channel=template id` pairs, comma-separated; an unknown name or a bad id is a problem. */
function parseNotifyTemplates(value: string | undefined, problems: string[]): Record<string, string> {
  const templates: Record<string, string> = {};
  if (!value) return templates;
  // Besides the notices, the code that confirms a mobile number is a text.
  const known = new Set([...notificationKinds.flatMap((kind) => [`${kind}.sms`, `${kind}.email`]), "account.mobile-code.sms"]);
  for (const pair of value.split(",").map((part) => part.trim()).filter(Boolean)) {
    const [name = "", id = ""] = pair.split("=").map((part) => part.trim());
    if (!known.has(name)) problems.push(`NOTIFY_TEMPLATES names "${name.slice(0, 60)}", which is not a notice and channel (e.g. appointment.reminder.sms)`);
    else if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(id)) problems.push(`NOTIFY_TEMPLATES: the template id for ${name} must be a uuid`);
    else templates[name] = id;
  }
  return templates;
}

/** Thrown when configuration is missing or malformed; its message names every problem. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "ConfigError";
  }
}

/** Written here so that development needs nothing set; production refuses it (anyone can read it). */
export const DEV_SECRET = "development-only-secret-do-not-use-in-production-000";

export type Env = {
  nodeEnv: "development" | "production" | "test";
  isProduction: boolean;
  port: number;
  host: string;
  publicUrl: string;
  databaseUrl: string | undefined;
  dataDir: string;
  /** Where uploaded CVs are kept: outside the web root, shared by every server (docs/operations/configuration.md). */
  uploadDir: string;
  /** Where clamd listens, when uploaded CVs are to be scanned for viruses (decision 0027); null: not scanned. */
  clamd: { path: string } | { host: string; port: number } | null;
  authSecret: string;
  logLevel: string;
  clientIpHeader: string | undefined;
  /** Load the demonstration data set at start (and keep its dates fresh). */
  seedDemoData: boolean;
  /** The keys that encrypt conviction details; see app/lib/field-encryption.server.ts. */
  dataEncryption: KeyRing;
  shutdownTimeoutMs: number;
  gitCommit: string | undefined;
  /** How often this server deletes records past their retention period; 0 leaves it to `npm run retention`. */
  retentionSweepHours: number;
  /** How to reach the organisation running the service; the root loader passes it to every page. */
  organisation: Organisation;
  /** PostHog, loaded only after a visitor accepts analytics cookies; null when POSTHOG_KEY and POSTHOG_HOST are unset. */
  analytics: { key: string; host: string; origin: string } | null;
  /** What the privacy policy says about the controller beyond the ORG_* details. */
  privacy: {
    /** Who the data protection officer is and how to reach them; unset: the policy says none is appointed. */
    dpoContact: string | undefined;
    icoRegistrationNumber: string | undefined;
  };
  mail: {
    /** Unset: mail stays in the outbox and is logged instead of sent. */
    smtpUrl: string | undefined;
    from: string;
    enquiriesTo: string;
    maxAttempts: number;
    retryBaseMs: number;
    pollIntervalMs: number;
    /** False: this process queues mail but leaves sending to other processes. */
    workerEnabled: boolean;
  };
  /** Settings for running several instances side by side. */
  operations: {
    /** The operator says only one server runs: allows the memory rate-limit store in production. */
    singleInstance: boolean;
    /** After SIGTERM, how long /health answers 503 (so load balancers stop sending) before connections close. */
    shutdownDrainMs: number;
    /** How long a server's claim on outbox rows lasts; a crashed server's rows are taken over after it. */
    mailClaimSeconds: number;
    /** Bearer token for GET /metrics; unset: /metrics answers 404. */
    metricsToken: string | undefined;
    retentionFirstSweepSeconds: number;
    /** How long a Redis rate-limit command may take before the database store is used instead. */
    redisTimeoutMs: number;
  };
  /** The optional OpenAI-compatible service that writes the assistant's answers from our own sections. */
  assistant: {
    apiUrl: string | undefined;
    apiKey: string | undefined;
    model: string;
    timeoutMs: number;
  };
  /** GOV.UK Notify (decision 0035). Without apiKey, texts stay in the outbox and are logged. */
  notify: {
    apiKey: string | undefined;
    apiUrl: string;
    /** `kind.channel` (e.g. `appointment.reminder.sms`) to a Notify template id. */
    templates: Record<string, string>;
    smsSenderId: string | undefined;
    emailReplyToId: string | undefined;
    sendEmail: boolean;
    callbackToken: string | undefined;
    timeoutMs: number;
    /** London hour at which the day-before appointment reminders go. */
    reminderHour: number;
    /** No texts between these London hours (a text written then waits); null only outside production. */
    quietHours: { from: number; until: number } | null;
  };
  rateLimit: {
    enabled: boolean;
    store: "memory" | "database" | "redis";
    redisUrl: string | undefined;
    redisKeyPrefix: string;
    enquiriesPerMinute: number;
    enquiriesPerDay: number;
    /** Organisation invitations: each sends an email with the inviter's name and organisation in it. */
    invitationsPerHourPerAccount: number;
    invitationsPerDayPerOrganisation: number;
  };
  auth: {
    /** A session not used for this long ends (sliding). */
    sessionIdleSeconds: number;
    /** A session ends this long after sign-in, however much it is used. */
    sessionMaxSeconds: number;
    verificationLinkSeconds: number;
    resetLinkSeconds: number;
    /** log2 of scrypt's N for new password hashes (17: 128 MiB and a good part of a second each). */
    passwordHashCost: number;
    /** Password hashes computed at once; more wait in a queue of passwordHashQueue, then get 503. */
    passwordHashConcurrency: number;
    passwordHashQueue: number;
    /** Failed sign-ins per minute across all clients before sign-in pauses for everyone until the minute ends. */
    signInFailuresPerMinute: number;
  };
};

function isLoopback(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, "").toLowerCase();
  return bare === "localhost" || bare === "::1" || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(bare);
}

/** Reads and validates configuration once; throws ConfigError naming each missing or bad variable. */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  // Empty strings mean "not set": shells and .env files often leave them behind.
  const cleaned = Object.fromEntries(
    Object.entries(source).filter(([, v]) => v !== undefined && v !== ""),
  );
  const parsed = variablesSchema.safeParse(cleaned);
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
    } else if (raw.BETTER_AUTH_SECRET === DEV_SECRET) {
      problems.push(
        "BETTER_AUTH_SECRET is the development value written in the source code, which anyone can read: set a random string of 32 or more characters (e.g. from `openssl rand -base64 48`)",
      );
    }
    if (!raw.PUBLIC_URL) {
      problems.push("PUBLIC_URL is required in production (the address people use, e.g. https://example.org)");
    }
  }
  if (isProduction) problems.push(...organisationProblems(raw));
  const dataEncryption = keyRingFrom(raw, isProduction, problems);
  if (raw.SESSION_IDLE_HOURS > raw.SESSION_MAX_DAYS * 24) {
    problems.push("SESSION_IDLE_HOURS must not be longer than SESSION_MAX_DAYS");
  }
  const notifyTemplates = parseNotifyTemplates(raw.NOTIFY_TEMPLATES, problems);
  if (isProduction && raw.NOTIFY_API_KEY) {
    if (!raw.NOTIFY_API_URL.startsWith("https://")) problems.push("NOTIFY_API_URL must start with https:// in production");
    // Every notice's text, and the text that confirms a mobile number (without it no one could turn texts on).
    const missing = [...notificationKinds.map((kind) => `${kind}.sms`), "account.mobile-code.sms"].filter((name) => !notifyTemplates[name]);
    if (missing.length > 0) problems.push(`NOTIFY_TEMPLATES needs a text template for every notice while NOTIFY_API_KEY is set; missing: ${missing.join(", ")}`);
  }
  if (isProduction && raw.TEXT_QUIET_HOURS === "off") problems.push("TEXT_QUIET_HOURS=off is for tests only: people are promised no texts at night");
  // Production on PostgreSQL may well run several servers, so limits are shared by default there.
  const rateLimitStore = raw.RATE_LIMIT_STORE ?? (isProduction ? (raw.REDIS_URL ? "redis" : "database") : "memory");
  if (isProduction && rateLimitStore === "memory" && !raw.SINGLE_INSTANCE) {
    problems.push(
      "RATE_LIMIT_STORE=memory gives each server its own limits: in production use database or redis, or set SINGLE_INSTANCE=true if only one server ever runs",
    );
  }
  if (raw.RATE_LIMIT_STORE === "redis" && !raw.REDIS_URL) {
    problems.push("REDIS_URL is required when RATE_LIMIT_STORE is redis (e.g. redis://127.0.0.1:6379)");
  }
  const host = raw.HOST ?? (isProduction ? "0.0.0.0" : "127.0.0.1");
  // Outside production the server runs with the development secret and test helpers: keep it off the network.
  if (!isProduction && !isLoopback(host) && !raw.ALLOW_NON_LOOPBACK_DEV) {
    problems.push(
      `HOST=${host} is not a loopback address: outside production the server listens only on 127.0.0.1, ::1 or localhost. Set ALLOW_NON_LOOPBACK_DEV=true to listen on ${host} anyway`,
    );
  }
  if (Boolean(raw.POSTHOG_KEY) !== Boolean(raw.POSTHOG_HOST)) {
    problems.push("POSTHOG_KEY and POSTHOG_HOST go together: set both to turn analytics on, or neither");
  }
  const analyticsHost = raw.POSTHOG_HOST ? new URL(raw.POSTHOG_HOST) : null;
  if (analyticsHost && isProduction && analyticsHost.protocol !== "https:") problems.push("POSTHOG_HOST must be an https:// address in production");
  if (problems.length > 0) throw new ConfigError(problems);

  const organisation = organisationFrom(raw);
  const port = raw.PORT;
  return {
    nodeEnv: raw.NODE_ENV,
    isProduction,
    port,
    host,
    publicUrl: (raw.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ""),
    databaseUrl: raw.DATABASE_URL,
    dataDir: raw.DATA_DIR,
    uploadDir: raw.UPLOAD_DIR ?? path.join(path.dirname(raw.DATA_DIR), "uploads"),
    clamd: clamdAddress(raw.CLAMD_SOCKET),
    authSecret: raw.BETTER_AUTH_SECRET ?? DEV_SECRET,
    logLevel: raw.LOG_LEVEL ?? (raw.NODE_ENV === "test" ? "silent" : "info"),
    clientIpHeader: raw.CLIENT_IP_HEADER?.toLowerCase(),
    // The demonstration dashboards are part of the product; automated tests load the set only when they ask.
    seedDemoData: raw.SEED_DEMO_DATA ?? raw.NODE_ENV !== "test",
    dataEncryption,
    shutdownTimeoutMs: raw.SHUTDOWN_TIMEOUT_MS,
    gitCommit: raw.GIT_COMMIT,
    retentionSweepHours: raw.RETENTION_SWEEP_HOURS,
    organisation,
    analytics: raw.POSTHOG_KEY && analyticsHost ? { key: raw.POSTHOG_KEY, host: raw.POSTHOG_HOST!.replace(/\/+$/, ""), origin: analyticsHost.origin } : null,
    privacy: { dpoContact: raw.DPO_CONTACT, icoRegistrationNumber: raw.ICO_REGISTRATION_NUMBER },
    mail: {
      smtpUrl: raw.SMTP_URL,
      // Quoted: a legal name may hold parentheses or commas, which mean something else in an address.
      from: raw.MAIL_FROM ?? `"${organisation.name.replace(/["\\]/g, "")}" <${organisation.email}>`,
      enquiriesTo: raw.ENQUIRIES_TO ?? organisation.email,
      maxAttempts: raw.MAIL_MAX_ATTEMPTS,
      retryBaseMs: raw.MAIL_RETRY_BASE_MS,
      pollIntervalMs: raw.MAIL_POLL_INTERVAL_MS,
      workerEnabled: raw.MAIL_WORKER_ENABLED,
    },
    operations: {
      singleInstance: raw.SINGLE_INSTANCE,
      shutdownDrainMs: raw.SHUTDOWN_DRAIN_MS ?? (isProduction ? 5000 : 0),
      mailClaimSeconds: raw.MAIL_CLAIM_SECONDS,
      metricsToken: raw.METRICS_TOKEN,
      retentionFirstSweepSeconds: raw.RETENTION_FIRST_SWEEP_SECONDS,
      redisTimeoutMs: raw.REDIS_TIMEOUT_MS,
    },
    assistant: {
      apiUrl: raw.ASSISTANT_API_URL,
      apiKey: raw.ASSISTANT_API_KEY,
      model: raw.ASSISTANT_MODEL ?? "gpt-4o-mini",
      timeoutMs: raw.ASSISTANT_TIMEOUT_MS,
    },
    notify: {
      apiKey: raw.NOTIFY_API_KEY,
      apiUrl: raw.NOTIFY_API_URL.replace(/\/$/, ""),
      templates: notifyTemplates,
      smsSenderId: raw.NOTIFY_SMS_SENDER_ID,
      emailReplyToId: raw.NOTIFY_EMAIL_REPLY_TO_ID,
      sendEmail: raw.NOTIFY_SEND_EMAIL,
      callbackToken: raw.NOTIFY_CALLBACK_TOKEN,
      timeoutMs: raw.NOTIFY_TIMEOUT_MS,
      reminderHour: raw.REMINDER_HOUR,
      quietHours: quietHoursFrom(raw.TEXT_QUIET_HOURS),
    },
    rateLimit: {
      enabled: raw.RATE_LIMIT_ENABLED,
      store: rateLimitStore,
      redisUrl: raw.REDIS_URL,
      redisKeyPrefix: raw.REDIS_KEY_PREFIX,
      enquiriesPerMinute: raw.ENQUIRY_RATE_LIMIT_PER_MINUTE,
      enquiriesPerDay: raw.ENQUIRY_RATE_LIMIT_PER_DAY,
      invitationsPerHourPerAccount: raw.INVITATIONS_PER_HOUR_PER_ACCOUNT,
      invitationsPerDayPerOrganisation: raw.INVITATIONS_PER_DAY_PER_ORGANISATION,
    },
    auth: {
      sessionIdleSeconds: Math.round(raw.SESSION_IDLE_HOURS * 3600),
      sessionMaxSeconds: Math.round(raw.SESSION_MAX_DAYS * 86400),
      verificationLinkSeconds: Math.round(raw.VERIFICATION_LINK_HOURS * 3600),
      resetLinkSeconds: raw.RESET_LINK_MINUTES * 60,
      passwordHashCost: raw.PASSWORD_HASH_COST,
      passwordHashConcurrency: raw.PASSWORD_HASH_CONCURRENCY,
      passwordHashQueue: raw.PASSWORD_HASH_QUEUE,
      signInFailuresPerMinute: raw.SIGN_IN_FAILURES_PER_MINUTE,
    },
  };
}


/** Production needs its own keys; elsewhere the development key is used when none are set. */
function keyRingFrom(raw: RawEnv, isProduction: boolean, problems: string[]): KeyRing {
  if (!raw.DATA_ENCRYPTION_KEYS || !raw.DATA_ENCRYPTION_KEY_ID) {
    if (isProduction) {
      problems.push(
        "DATA_ENCRYPTION_KEYS and DATA_ENCRYPTION_KEY_ID are required in production: they encrypt conviction details (e.g. DATA_ENCRYPTION_KEYS=k1:$(openssl rand -base64 32) and DATA_ENCRYPTION_KEY_ID=k1)",
      );
    } else if (raw.DATA_ENCRYPTION_KEYS || raw.DATA_ENCRYPTION_KEY_ID) {
      problems.push("DATA_ENCRYPTION_KEYS and DATA_ENCRYPTION_KEY_ID must be set together");
    }
    return developmentKeyRing();
  }
  const parsed = parseKeyRing(raw.DATA_ENCRYPTION_KEYS, raw.DATA_ENCRYPTION_KEY_ID);
  if ("problems" in parsed) {
    problems.push(...parsed.problems);
    return developmentKeyRing();
  }
  if (isProduction && holdsDevelopmentKey(parsed.ring)) {
    problems.push("DATA_ENCRYPTION_KEYS holds the development key written in the source code, which anyone can read: make a new one with `openssl rand -base64 32`");
  }
  return parsed.ring;
}

function clamdAddress(value: string | undefined): Env["clamd"] {
  if (!value) return null;
  if (value.startsWith("/")) return { path: value };
  const colon = value.lastIndexOf(":");
  return { host: value.slice(0, colon), port: Number(value.slice(colon + 1)) };
}
