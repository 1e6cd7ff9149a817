import { mailOutbox } from "../../db/schema";
import type { AppDb, RawQuery } from "./db.server";
import { rawInsert } from "./raw-insert.server";
import { uuidv7 } from "./uuid.server";

/**
 * A transactional outbox for email. Features write messages with enqueueMail() inside the same
 * transaction as the record they announce; the MailWorker sends them later, retrying with back-off.
 * An SMTP outage therefore never loses or blocks the record itself, and a restart resumes the queue.
 */

export type OutgoingMail = {
  /** What the message is, for operators: e.g. "enquiry.team", "enquiry.acknowledgement". */
  kind: string;
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  /** The record this message is about. */
  relatedId?: string;
  /**
   * The body holds a link or code that works as a key (reset, verification, sign-in code). It is cleared
   * from the outbox once sent (or given up on); the row keeps its kind, recipient, subject and status.
   */
  sensitive?: boolean;
};

/** What a sensitive message's body becomes once it has been sent. */
export const CLEARED_BODY = "[Cleared after sending: this message held a link or code that only its recipient may use.]";

/** Anything that can insert: the database itself or a transaction. */
export type MailExecutor = Pick<AppDb, "insert">;

function outboxRows(mails: OutgoingMail[]) {
  return mails.map((mail) => ({
    id: uuidv7(),
    kind: mail.kind,
    toAddress: mail.to,
    replyTo: mail.replyTo ?? null,
    subject: mail.subject,
    textBody: mail.text,
    relatedId: mail.relatedId ?? null,
    sensitive: mail.sensitive ?? false,
  }));
}

export async function enqueueMail(executor: MailExecutor, mails: OutgoingMail[]): Promise<string[]> {
  if (mails.length === 0) return [];
  const rows = outboxRows(mails);
  await executor.insert(mailOutbox).values(rows);
  return rows.map((row) => row.id);
}

const insertOutboxRows = rawInsert(mailOutbox, ["id", "kind", "toAddress", "replyTo", "subject", "textBody", "relatedId", "sensitive"]);

/** enqueueMail inside a `Database.rawTransaction` (storing an enquiry). */
export async function enqueueMailRaw(query: RawQuery, mails: OutgoingMail[]): Promise<string[]> {
  const rows = outboxRows(mails);
  await insertOutboxRows(query, rows);
  return rows.map((row) => row.id);
}
