import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from "drizzle-orm";
import nodemailer, { type Transporter } from "nodemailer";
import { mailOutbox } from "../../db/schema";
import type { DeliveryChannel } from "../../db/schema/vocabulary";
import type { AppDb } from "./db.server";
import type { Env } from "./env.server";
import type { Logger } from "./logger.server";
import { NotifySender, SendFailure, type OutboxRow, type SendResult } from "./notify.server";

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
const NO_NOTIFY_NOTE = "Not sent: NOTIFY_API_KEY is not set.";
const TOO_LATE_NOTE = "Too late to be useful";
const SWITCHED_OFF_NOTE = "Not sent: the person's choices no longer allow it";
/** A confirmation code the person has just asked for: never held for quiet hours. */
export const MOBILE_CODE_KIND = "account.mobile-code";

/** Sends one outbox row on one channel; throws (a SendFailure when it knows whether to retry) when it cannot. */
export type ChannelSender = { send(row: OutboxRow): Promise<SendResult>; close?(): void };

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
  /** Notify for texts (and notice emails with NOTIFY_SEND_EMAIL); without it texts stay in the outbox and are logged. */
  notify?: NotifySender;
  /** Notice emails go through Notify when their kind has an email template (NOTIFY_SEND_EMAIL). */
  notifySendsEmail?: boolean;
  /**
   * Asked just before a notice row is sent: "cancel" when the person has since switched that channel off, stopped
   * texts or changed their mobile (app/features/notifications/send-checks.server.ts; app/lib cannot import it).
   */
  beforeSend?: (row: OutboxRow) => Promise<"send" | "cancel">;
  /** When a text due now may go (quiet hours: the notifications feature's textMayGoAt); unset, texts go at once. */
  textMayGoAt?: (at: Date) => Date;
  /** The clock for send-time checks (tests fix it). */
  now?: () => Date;
};

export class MailWorker {
  private readonly transport: Transporter | undefined;
  private readonly senders: Partial<Record<DeliveryChannel, ChannelSender>>;
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
    this.senders = {};
    const smtp = this.transport ? this.smtpSender(this.transport) : undefined;
    const notify = options.notify;
    if (smtp) {
      this.senders.email =
        notify && options.notifySendsEmail
          ? { send: (row) => (row.kind.startsWith("notice.") && notify.templateFor(row) ? notify.send(row) : smtp.send(row)) }
          : smtp;
    }
    if (notify) this.senders.sms = { send: (row) => notify.send(row) };
  }

  /** The channels this worker can send; rows of other channels wait in the outbox and are logged. */
  get channels(): DeliveryChannel[] {
    return (Object.keys(this.senders) as DeliveryChannel[]).sort();
  }

  get sending() {
    return this.channels.length > 0;
  }

  start() {
    if (!this.stopped) return;
    this.stopped = false;
    if (!this.transport) {
      this.options.logger.warn("SMTP_URL is not set: email stays in the outbox and is logged, not sent.");
    }
    if (!this.senders.sms) this.options.logger.warn("NOTIFY_API_KEY is not set: texts stay in the outbox and are logged, not sent.");
    this.schedule(0);
  }

  /** Run soon instead of at the next poll: called after new mail is queued. */
  wake() {
    // With nothing to send through there is nothing to hurry: waiting rows are logged at the next poll.
    if (this.stopped || !this.sending) return;
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

  private smtpSender(transport: Transporter): ChannelSender {
    const { settings } = this.options;
    return {
      send: async (row) => {
        await transport.sendMail({
          from: settings.from,
          to: row.toAddress,
          replyTo: row.replyTo ?? undefined,
          subject: row.subject,
          text: row.textBody,
          // A stable id lets mail systems discard a copy if a crash ever causes a second send.
          messageId: `<${row.id}@${messageIdDomain(settings.from)}>`,
        });
        return { provider: "smtp" };
      },
    };
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
          const handled = this.sending ? await this.sendDue() : 0;
          const logged = this.channels.length < 2 ? await this.logUnsent() : 0;
          if (handled === MAIL_BATCH_SIZE || logged === MAIL_BATCH_SIZE) this.wakeAgain = true;
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
    const channels = this.channels;
    if (channels.length === 0) return 0;
    const due = db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.status, "pending"),
          inArray(mailOutbox.channel, channels),
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

  /** Marks a claimed row as given up without sending, with the reason for the deliveries page. */
  private async cancel(row: OutboxRow, reason: string) {
    await this.options.db
      .update(mailOutbox)
      .set({ status: "cancelled", lockedUntil: null, lastError: reason, ...(row.sensitive ? { textBody: CLEARED_BODY, personalisation: null } : {}) })
      .where(eq(mailOutbox.id, row.id));
    this.claimedIds.delete(row.id);
    this.options.logger.info({ outboxId: row.id, kind: row.kind, channel: row.channel, reason }, "mail cancelled, not sent");
  }

  /**
   * Checks made when a row is about to go rather than when it was written: too late, switched off since, or a
   * text in quiet hours. Returns true when the row was dealt with here.
   */
  private async settledBeforeSending(row: OutboxRow): Promise<boolean> {
    const now = this.options.now?.() ?? new Date();
    if (row.sendBy && row.sendBy.getTime() <= now.getTime()) {
      await this.cancel(row, TOO_LATE_NOTE);
      return true;
    }
    if (row.userId && row.kind.startsWith("notice.") && this.options.beforeSend) {
      if ((await this.options.beforeSend(row)) === "cancel") {
        await this.cancel(row, SWITCHED_OFF_NOTE);
        return true;
      }
    }
    if (row.channel === "sms" && row.kind !== MOBILE_CODE_KIND && this.options.textMayGoAt) {
      const mayGo = this.options.textMayGoAt(now);
      if (mayGo.getTime() > now.getTime()) {
        // Held, not failed: the claim's attempt is given back so a night's wait never uses up the retries.
        await this.options.db
          .update(mailOutbox)
          .set({ lockedUntil: null, nextAttemptAt: mayGo, attempts: sql`greatest(${mailOutbox.attempts} - 1, 0)` })
          .where(eq(mailOutbox.id, row.id));
        this.claimedIds.delete(row.id);
        this.options.logger.info({ outboxId: row.id, kind: row.kind, channel: row.channel }, "text held for quiet hours");
        return true;
      }
    }
    return false;
  }

  private async deliver(row: OutboxRow) {
    const { db, settings, logger } = this.options;
    try {
      if (await this.settledBeforeSending(row)) return;
      const sender = this.senders[row.channel];
      if (!sender) throw new SendFailure(`No sender for ${row.channel}`, true);
      const result = await sender.send(row);
      await db
        .update(mailOutbox)
        .set({
          status: "sent",
          sentAt: sql`now()`,
          lockedUntil: null,
          lastError: null,
          provider: result.provider,
          providerId: result.providerId ?? null,
          deliveryStatus: "accepted",
          deliveryStatusAt: sql`now()`,
          ...(row.sensitive ? { textBody: CLEARED_BODY, personalisation: null } : {}),
        })
        .where(eq(mailOutbox.id, row.id));
      this.claimedIds.delete(row.id);
      logger.info({ outboxId: row.id, kind: row.kind, channel: row.channel, provider: result.provider, attempts: row.attempts }, "mail sent");
    } catch (error) {
      const known = error instanceof SendFailure ? error : undefined;
      const reason = known ? known.reason : describeSmtpError(error);
      const failed = (known && !known.retry) || row.attempts >= settings.maxAttempts;
      const delay = retryDelayMs(row.attempts, settings.retryBaseMs);
      await db
        .update(mailOutbox)
        .set(
          failed
            ? { status: "failed", lockedUntil: null, lastError: reason, ...(row.sensitive ? { textBody: CLEARED_BODY, personalisation: null } : {}) }
            : {
                lockedUntil: null,
                lastError: reason,
                nextAttemptAt: sql`now() + ${delay} * interval '1 millisecond'`,
              },
        )
        .where(eq(mailOutbox.id, row.id));
      this.claimedIds.delete(row.id);
      const details = { outboxId: row.id, kind: row.kind, channel: row.channel, attempts: row.attempts, code: known ? known.code : smtpCode(error) };
      if (failed) logger.error(details, "mail failed: no more attempts");
      else logger.warn({ ...details, retryInMs: delay }, "mail not sent: will retry");
    }
  }

  /** Rows of a channel this worker cannot send (no SMTP, no Notify key): log each once (marked by last_error), leave it pending. */
  async logUnsent(): Promise<number> {
    const { db, logger, isProduction } = this.options;
    const unsendable = (["email", "sms"] as const).filter((channel) => !this.senders[channel]);
    if (unsendable.length === 0) return 0;
    const rows = await db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.status, "pending"), isNull(mailOutbox.lastError), inArray(mailOutbox.channel, unsendable)))
      .orderBy(asc(mailOutbox.createdAt))
      .limit(MAIL_BATCH_SIZE);
    const dropDir = this.options.mailDropDir;
    if (dropDir && rows.length > 0) await mkdir(dropDir, { recursive: true, mode: 0o700 });
    for (const row of rows) {
      const setting = row.channel === "sms" ? "NOTIFY_API_KEY" : "SMTP_URL";
      if (dropDir) {
        const file = path.join(dropDir, row.channel === "sms" ? `${row.id}.sms.txt` : `${row.id}.txt`);
        const head = row.channel === "sms" ? `To: ${row.toAddress}\n` : `To: ${row.toAddress}\nSubject: ${row.subject}\n`;
        await writeFile(file, `${head}\n${row.textBody}\n`, { mode: 0o600 });
        logger.info({ outboxId: row.id, kind: row.kind, channel: row.channel, file }, `mail queued, not sent: ${setting} is not set; written to a file`);
      } else if (isProduction) {
        logger.info(
          row.channel === "sms" ? { outboxId: row.id, kind: row.kind, channel: row.channel } : { outboxId: row.id, kind: row.kind, channel: row.channel, relatedId: row.relatedId },
          `mail queued, not sent: ${setting} is not set`,
        );
      }
      // Elsewhere (tests) an email is shown, its addresses and link tokens removed like everything logged; a text
      // is shown without its number.
      else if (row.channel === "sms") logger.info({ outboxId: row.id, kind: row.kind, channel: row.channel, text: row.textBody }, "text queued, not sent: NOTIFY_API_KEY is not set");
      else logger.info({ outboxId: row.id, kind: row.kind, to: row.toAddress, subject: row.subject, text: row.textBody }, "mail queued, not sent: SMTP_URL is not set");
    }
    for (const channel of unsendable) {
      const ids = rows.filter((row) => row.channel === channel).map((row) => row.id);
      if (ids.length === 0) continue;
      await db
        .update(mailOutbox)
        .set({ lastError: channel === "sms" ? NO_NOTIFY_NOTE : NO_SMTP_NOTE })
        .where(and(inArray(mailOutbox.id, ids), isNull(mailOutbox.lastError)));
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

export type SendTimeChecks = Pick<MailWorkerOptions, "beforeSend" | "textMayGoAt">;

export function createMailWorker(env: Env, db: AppDb, logger: Logger, checks: SendTimeChecks = {}): MailWorker {
  // Beside the embedded database's folder (./data/mail by default), in development only, when something cannot be sent.
  const mailDropDir = env.nodeEnv === "development" && (!env.mail.smtpUrl || !env.notify.apiKey) ? path.join(path.dirname(path.resolve(env.dataDir)), "mail") : undefined;
  const notify = env.notify.apiKey ? new NotifySender(env.notify, logger) : undefined;
  return new MailWorker({
    db,
    settings: env.mail,
    logger,
    isProduction: env.isProduction,
    mailDropDir,
    claimMs: env.operations.mailClaimSeconds * 1000,
    notify,
    notifySendsEmail: env.notify.sendEmail,
    ...checks,
  });
}
