import axios from "axios";
import { NotifyClient } from "notifications-node-client";
import type { mailOutbox } from "../../db/schema";
import type { Env } from "./env.server";
import type { Logger } from "./logger.server";

/**
 * GOV.UK Notify for texts (and, with NOTIFY_SEND_EMAIL, notice emails): decision 0035, "The Notify adapter".
 * Whatever goes wrong, only the HTTP status and Notify's error name leave this file: the axios error holds the
 * request body (the number, the personalisation) and the Authorization header.
 */

export type OutboxRow = typeof mailOutbox.$inferSelect;
export type NotifySettings = Env["notify"];

/** What a sender reports when a message was taken: which provider, and its id for delivery receipts. */
export type SendResult = { provider: "smtp" | "notify"; providerId?: string };

/** A send that did not happen: `reason` is safe to store in last_error; `retry` false fails the row at once. */
export class SendFailure extends Error {
  constructor(
    readonly reason: string,
    readonly retry: boolean,
    readonly code?: string | number,
  ) {
    super(reason);
    this.name = "SendFailure";
  }
}

/** The outbox kind of a notice is `notice.<kind>`; others (e.g. `account.mobile-code`) are used as they are. */
export function templateName(row: Pick<OutboxRow, "kind" | "channel">): string {
  const kind = row.kind.startsWith("notice.") ? row.kind.slice("notice.".length) : row.kind;
  return `${kind}.${row.channel}`;
}

export type NotifyFailure = { reason: string; retry: boolean; status?: number; authProblem: boolean };

/**
 * Sorts a failed Notify request (decision 0035): no answer, a timeout, 429 and 5xx are worth retrying; 403 is a
 * bad key or a clock out of step (ours to fix, so retried and reported); any other 4xx will never succeed.
 */
export function classifyNotifyError(error: unknown): NotifyFailure {
  const e = error as { response?: { status?: unknown; data?: unknown }; code?: unknown } | null;
  const status = typeof e?.response?.status === "number" ? e.response.status : undefined;
  if (status === undefined) {
    const code = typeof e?.code === "string" && /^[A-Z_]{2,40}$/.test(e.code) ? e.code : "no answer";
    return { reason: `Notify did not answer (${code})`, retry: true, authProblem: false };
  }
  const errors = (e?.response?.data as { errors?: { error?: unknown }[] } | undefined)?.errors;
  const rawName = Array.isArray(errors) ? errors[0]?.error : undefined;
  // Only a short word: Notify's `message` may quote the recipient, and a proxy could answer anything.
  const name = typeof rawName === "string" && /^[A-Za-z]{1,60}$/.test(rawName) ? rawName : "Error";
  const reason = `${status} ${name}`;
  if (status === 429 || status >= 500) return { reason, retry: true, status, authProblem: false };
  if (status === 403 || status === 401) return { reason, retry: true, status, authProblem: true };
  return { reason, retry: false, status, authProblem: false };
}

type NotifyApi = Pick<NotifyClient, "sendSms" | "sendEmail" | "getNotifications">;

export class NotifySender {
  private readonly client: NotifyApi;
  private lastAuthError = 0;

  constructor(
    private readonly settings: NotifySettings,
    private readonly logger: Logger,
    client?: NotifyApi,
  ) {
    if (client) this.client = client;
    else {
      if (!settings.apiKey) throw new Error("NOTIFY_API_KEY is not set");
      const notify = new NotifyClient(settings.apiUrl, settings.apiKey);
      // The package's own axios call has no timeout: a request hanging past the row's claim could be sent twice.
      notify.setClient(axios.create({ timeout: settings.timeoutMs }));
      this.client = notify;
    }
  }

  templateFor(row: Pick<OutboxRow, "kind" | "channel">): string | undefined {
    return this.settings.templates[templateName(row)];
  }

  async send(row: OutboxRow): Promise<SendResult> {
    const templateId = this.templateFor(row);
    if (!templateId) throw new SendFailure(`No Notify template for ${templateName(row)}`, false);
    try {
      // A second try may follow a first that Notify took before we heard back: ask before posting again.
      if (row.attempts > 1) {
        const found = await this.client.getNotifications(undefined, undefined, row.id);
        const earlier = found.data?.notifications?.find((item) => item.reference === row.id);
        if (earlier) {
          this.logger.info({ outboxId: row.id, kind: row.kind, channel: row.channel }, "notify: already accepted on an earlier try, not sent again");
          return { provider: "notify", providerId: earlier.id };
        }
      }
      const personalisation = row.personalisation ?? {};
      const response =
        row.channel === "sms"
          ? await this.client.sendSms(templateId, row.toAddress, {
              personalisation,
              reference: row.id,
              ...(this.settings.smsSenderId ? { smsSenderId: this.settings.smsSenderId } : {}),
            })
          : await this.client.sendEmail(templateId, row.toAddress, {
              personalisation,
              reference: row.id,
              ...(this.settings.emailReplyToId ? { emailReplyToId: this.settings.emailReplyToId } : {}),
            });
      return { provider: "notify", providerId: response.data.id };
    } catch (error) {
      if (error instanceof SendFailure) throw error;
      const failure = classifyNotifyError(error);
      if (failure.authProblem) {
        const now = Date.now();
        if (now - this.lastAuthError > 60_000) {
          this.lastAuthError = now;
          this.logger.error({ status: failure.status, reason: failure.reason }, "notify refused our key: check NOTIFY_API_KEY and the server's clock");
        }
      }
      throw new SendFailure(failure.reason, failure.retry, failure.status);
    }
  }
}
