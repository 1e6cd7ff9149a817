import type { createAuthMiddleware } from "better-auth/api";
import type { Logger } from "pino";
import type { Database } from "../db.server";
import type { Env } from "../env.server";
import { enqueueMail, type OutgoingMail } from "../mail-outbox.server";
import type { RateLimiter } from "../rate-limit.server";
import { clientHashFrom } from "./client-ip.server";
import type { AuthAuditEntry, AuthRules } from "./rules.server";

export type CreateAuthOptions = {
  database: Database;
  env: Env;
  logger: Logger;
  /** Shared limits; without one (scripts) nothing is limited. */
  rateLimiter?: RateLimiter;
  /** Woken after mail is queued, so it goes now rather than at the next poll. */
  mailWorker?: { wake(): void };
  rules: AuthRules;
};

/** What a better-auth hook handler receives. */
export type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/** What every part of the auth set-up shares: the database, settings, rules, and the ways to mail and record. */
export type AuthServices = ReturnType<typeof authServices>;

export function authServices(options: CreateAuthOptions) {
  const { database, env, logger, rules, rateLimiter } = options;
  const db = database.db;

  async function send(mail: OutgoingMail) {
    await enqueueMail(db, [mail]);
    options.mailWorker?.wake();
  }

  async function audit(entry: AuthAuditEntry) {
    try {
      await rules.recordAudit(db, entry);
    } catch (error) {
      // The action itself has happened; say loudly that its record is missing.
      logger.error({ err: error, event: entry.event }, "audit: could not record event");
    }
  }

  return {
    db,
    env,
    logger,
    rules,
    mails: rules.mails,
    publicUrl: env.publicUrl,
    rateLimiter,
    send,
    audit,
    clientHashFrom: (headers: Headers | undefined) => clientHashFrom(rateLimiter, headers),
  };
}
