import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

export const outboxStatuses = ["pending", "sent", "failed"] as const;

/**
 * Email waiting to be sent. Rows are written in the same transaction as the thing they announce,
 * and a worker sends them, so mail is never lost when the SMTP server is down.
 */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: uuid("id").primaryKey(),
    kind: text("kind").notNull(),
    toAddress: text("to_address").notNull(),
    replyTo: text("reply_to"),
    subject: text("subject").notNull(),
    textBody: text("text_body").notNull(),
    /** The body holds a link or code that works as a key (reset, verification, sign-in code): cleared once sent. */
    sensitive: boolean("sensitive").notNull().default(false),
    /** The enquiry, account or other record this message is about, for tracing. */
    relatedId: uuid("related_id"),
    status: text("status", { enum: outboxStatuses }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (table) => [
    index("mail_outbox_due_idx").on(table.status, table.nextAttemptAt),
    check("mail_outbox_status_check", sql`${table.status} in ('pending', 'sent', 'failed')`),
  ],
);
