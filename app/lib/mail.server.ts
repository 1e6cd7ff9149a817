import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from "drizzle-orm";
import nodemailer, { type Transporter } from "nodemailer";
import { mailOutbox } from "../../db/schema";
import type { AppDb } from "./db.server";
import type { Env } from "./env.server";
import type { Logger } from "./logger.server";

// The MailWorker sends what features put in the outbox (mail-outbox.server.ts), retrying with back-off.
import { CLEARED_BODY } from "./mail-outbox.server";

export type MailSettings = Env["mail"];

/**
 * How long a claim on outbox rows lasts by default (MAIL_CLAIM_SECONDS): longer than one send can take with
 * nodemailer's timeouts below (10 + 10 + 30 s), short enough that a crashed server's rows are soon taken over.
 */
const DEFAULT_CLAIM_MS = 60_000;
/** How many due rows one worker claims at a time: also the most a crash mid-send can leave to be sent twice. */
export const MAIL_BATCH_SIZE = 10;
const MAX_BACKOFF_MS = 6 * 60 * 60_000;
const NO_SMTP_NOTE = "Not sent: SMTP_URL is not set.";

/** Delay before the next try after `attempts` failures: doubling from the base, with jitter, capped. */
export function retryDelayMs(attempts: number, baseMs: number, random: () => number = Math.random): number {
  const exponential = Math.min(baseMs * 2 ** Math.max(0, attempts - 1), MAX_BACKOFF_MS);
  return Math.round(exponential * (0.8 + 0.4 * random()));
}

export type MailWorkerOptions = {
  db: AppDb;
  settings: MailSettings;
  logger: Logger;
  isProduction: boolean;
  /** A ready transport (tests); otherwise one is made from settings.smtpUrl. */
  transport?: Transporter;
  /**
   * Development without SMTP: each waiting message is written to a file here, whole, so a developer can open
   * its links. Logs never hold links or addresses, and the embedded database cannot be read while it runs.
   */
  mailDropDir?: string;
  /** How long a claim on rows lasts before another server may take them over. */
  claimMs?: number;
};

export class MailWorker {
  private readonly transport: Transporter | undefined;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private wakeAgain = false;
  private stopped = true;
  private lastLoopError = 0;
  /** Rows this worker has claimed and not yet marked sent or rescheduled. */
  private readonly claimedIds = new Set<string>();

  constructor(private readonly options: MailWorkerOptions) {
    this.transport =
      options.transport ??
      (options.settings.smtpUrl
        ? nodemailer.createTransport({
            url: options.settings.smtpUrl,
            connectionTimeout: 10_000,
            greetingTimeout: 10_000,
            socketTimeout: 30_000,
          })
        : undefined);
  }

  get sending() {
    return Boolean(this.transport);
  }

  start() {
    if (!this.stopped) return;
    this.stopped = false;
    if (!this.transport) {
      this.options.logger.warn("SMTP_URL is not set: email stays in the outbox and is logged, not sent.");
    }
    this.schedule(0);
  }

  /** Run soon instead of at the next poll: called after new mail is queued. */
  wake() {
    // Without SMTP there is nothing to hurry: waiting mail is logged at the next poll.
    if (this.stopped || !this.transport) return;
    if (this.running) {
      this.wakeAgain = true;
      return;
    }
    this.schedule(0);
  }

  /** Stops polling and waits for a batch in progress to finish, so no row is left locked. */
  async stop() {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    await this.running;
    // Each send clears its own claim; any left (its update failed) is given back so others need not wait for it.
    if (this.claimedIds.size > 0) {
      const ids = [...this.claimedIds];
      this.claimedIds.clear();
      await this.options.db
        .update(mailOutbox)
        .set({ lockedUntil: null })
        .where(and(inArray(mailOutbox.id, ids), eq(mailOutbox.status, "pending")))
        .catch((error: unknown) => this.options.logger.warn({ err: error }, "mail outbox: could not release claimed rows"));
    }
    this.transport?.close();
  }

  private schedule(ms: number) {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.loop(), ms);
    this.timer.unref();
  }

  private async loop() {
    this.timer = undefined;
    if (this.stopped || this.running) return;
    this.running = (async () => {
      try {
        do {
          this.wakeAgain = false;
          const handled = this.transport ? await this.sendDue() : await this.logUnsent();
          if (handled === MAIL_BATCH_SIZE) this.wakeAgain = true;
        } while (this.wakeAgain && !this.stopped);
      } catch (error) {
        // The database may be briefly away; the next poll tries again. Say so at most once a minute.
        const now = Date.now();
        if (now - this.lastLoopError > 60_000) {
          this.lastLoopError = now;
          this.options.logger.warn({ err: error }, "mail outbox: could not read the queue");
        }
      }
    })();
    await this.running;
    this.running = undefined;
    if (!this.stopped) this.schedule(this.options.settings.pollIntervalMs);
  }

  /** Claims due rows so no other worker sends them, then sends each. Returns how many were claimed. */
  async sendDue(): Promise<number> {
    const { db } = this.options;
    const due = db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.status, "pending"),
          lte(mailOutbox.nextAttemptAt, sql`now()`),
          or(isNull(mailOutbox.lockedUntil), lt(mailOutbox.lockedUntil, sql`now()`)),
        ),
      )
      .orderBy(asc(mailOutbox.nextAttemptAt))
      .limit(MAIL_BATCH_SIZE)
      .for("update", { skipLocked: true });
    const claimed = await db
      .update(mailOutbox)
      .set({
        lockedUntil: sql`now() + ${this.options.claimMs ?? DEFAULT_CLAIM_MS} * interval '1 millisecond'`,
        attempts: sql`${mailOutbox.attempts} + 1`,
      })
      .where(inArray(mailOutbox.id, due))
      .returning();
    for (const row of claimed) this.claimedIds.add(row.id);
    await Promise.all(claimed.map((row) => this.deliver(row)));
    return claimed.length;
  }

  private async deliver(row: typeof mailOutbox.$inferSelect) {
    const { db, settings, logger } = this.options;
    try {
      await this.transport!.sendMail({
        from: settings.from,
        to: row.toAddress,
        replyTo: row.replyTo ?? undefined,
        subject: row.subject,
        text: row.textBody,
        // A stable id lets mail systems discard a copy if a crash ever causes a second send.
        messageId: `<${row.id}@${messageIdDomain(settings.from)}>`,
      });
      await db
        .update(mailOutbox)
        .set({ status: "sent", sentAt: sql`now()`, lockedUntil: null, lastError: null, ...(row.sensitive ? { textBody: CLEARED_BODY } : {}) })
        .where(eq(mailOutbox.id, row.id));
      this.claimedIds.delete(row.id);
      logger.info({ outboxId: row.id, kind: row.kind, attempts: row.attempts }, "mail sent");
    } catch (error) {
      const reason = describeSmtpError(error);
      const failed = row.attempts >= settings.maxAttempts;
      const delay = retryDelayMs(row.attempts, settings.retryBaseMs);
      await db
        .update(mailOutbox)
        .set(
          failed
            ? { status: "failed", lockedUntil: null, lastError: reason, ...(row.sensitive ? { textBody: CLEARED_BODY } : {}) }
            : {
                lockedUntil: null,
                lastError: reason,
                nextAttemptAt: sql`now() + ${delay} * interval '1 millisecond'`,
              },
        )
        .where(eq(mailOutbox.id, row.id));
      this.claimedIds.delete(row.id);
      const details = { outboxId: row.id, kind: row.kind, attempts: row.attempts, code: smtpCode(error) };
      if (failed) logger.error(details, "mail failed: no more attempts");
      else logger.warn({ ...details, retryInMs: delay }, "mail not sent: will retry");
    }
  }

  /** Without SMTP: log each waiting message once (marked by last_error) and leave it pending. */
  async logUnsent(): Promise<number> {
    const { db, logger, isProduction } = this.options;
    const rows = await db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.status, "pending"), isNull(mailOutbox.lastError)))
      .orderBy(asc(mailOutbox.createdAt))
      .limit(MAIL_BATCH_SIZE);
    const dropDir = this.options.mailDropDir;
    if (dropDir && rows.length > 0) await mkdir(dropDir, { recursive: true, mode: 0o700 });
    for (const row of rows) {
      if (dropDir) {
        const file = path.join(dropDir, `${row.id}.txt`);
        await writeFile(file, `To: ${row.toAddress}\nSubject: ${row.subject}\n\n${row.textBody}\n`, { mode: 0o600 });
        logger.info({ outboxId: row.id, kind: row.kind, file }, "mail queued, not sent: SMTP_URL is not set; written to a file");
      } else if (isProduction) logger.info({ outboxId: row.id, kind: row.kind, relatedId: row.relatedId }, "mail queued, not sent: SMTP_URL is not set");
      // Elsewhere (tests) the message is shown, its addresses and link tokens removed like everything logged.
      else logger.info({ outboxId: row.id, kind: row.kind, to: row.toAddress, subject: row.subject, text: row.textBody }, "mail queued, not sent: SMTP_URL is not set");
    }
    if (rows.length > 0) {
      await db
        .update(mailOutbox)
        .set({ lastError: NO_SMTP_NOTE })
        .where(and(inArray(mailOutbox.id, rows.map((row) => row.id)), isNull(mailOutbox.lastError)));
    }
    return rows.length;
  }
}

function messageIdDomain(from: string): string {
  const match = /@([A-Za-z0-9.-]+)>?\s*$/.exec(from);
  return match?.[1] ?? "localhost";
}

function smtpCode(error: unknown): string | number | undefined {
  const e = error as { responseCode?: number; code?: string } | null;
  return e?.responseCode ?? e?.code;
}

/** A short reason for the outbox row. SMTP replies can quote the address, so logs get only the code. */
function describeSmtpError(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.slice(0, 500);
}

export function createMailWorker(env: Env, db: AppDb, logger: Logger): MailWorker {
  // Beside the embedded database's folder (./data/mail by default), in development only.
  const mailDropDir = env.nodeEnv === "development" && !env.mail.smtpUrl ? path.join(path.dirname(path.resolve(env.dataDir)), "mail") : undefined;
  return new MailWorker({ db, settings: env.mail, logger, isProduction: env.isProduction, mailDropDir, claimMs: env.operations.mailClaimSeconds * 1000 });
}
