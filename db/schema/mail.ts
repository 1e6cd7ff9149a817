import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { oneOf } from "./checks";
import { deliveryChannels, notificationKinds } from "./vocabulary";

/** `cancelled`: a notice the person switched off, or a reminder for an appointment that moved, before it went. */
export const outboxStatuses = ["pending", "sent", "failed", "cancelled"] as const;

/** What the provider says happened to a message after it took it (Notify's callbacks; SMTP stops at accepted). */
export const deliveryStatuses = ["accepted", "delivered", "permanent-failure", "temporary-failure", "technical-failure"] as const;

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
    /** `email` (to_address is an address) or `sms` (to_address is a UK mobile in +44 form). */
    channel: text("channel", { enum: deliveryChannels }).notNull().default("email"),
    /** The recipient's account, for a notice: erasure and the deliveries page find texts by it. */
    userId: text("user_id").references(() => users.id, { onDelete: "cascade" }),
    notificationId: uuid("notification_id").references(() => notifications.id, { onDelete: "set null" }),
    /** `<event key>:<user id>:<channel>` for a notice, so one event reaches a person once per channel; null for account mail. */
    dedupeKey: text("dedupe_key"),
    /** The values a Notify template is filled with (only a kind's safe fields: templates.ts). */
    personalisation: jsonb("personalisation").$type<Record<string, string>>(),
    /** After this the row is no longer worth sending (a reminder once the appointment has started). */
    sendBy: timestamp("send_by", { withTimezone: true }),
    provider: text("provider", { enum: ["smtp", "notify"] }),
    /** Notify's id for the message, for its delivery receipts. */
    providerId: text("provider_id"),
    deliveryStatus: text("delivery_status", { enum: deliveryStatuses }),
    deliveryStatusAt: timestamp("delivery_status_at", { withTimezone: true }),
  },
  (table) => [
    index("mail_outbox_due_idx").on(table.status, table.nextAttemptAt),
    check("mail_outbox_status_check", oneOf(table.status, outboxStatuses)),
    check("mail_outbox_channel_check", oneOf(table.channel, deliveryChannels)),
    uniqueIndex("mail_outbox_dedupe_idx").on(table.dedupeKey).where(sql`${table.dedupeKey} is not null`),
    index("mail_outbox_user_idx").on(table.userId),
    index("mail_outbox_provider_id_idx").on(table.providerId),
  ],
);

/**
 * A notice in the service: one row per recipient account per event (decision 0035). The wording is drawn from
 * `kind` and `params` when the page is shown, so nothing here names anyone.
 */
export const notifications = pgTable(
  "notifications",
  {
    id: uuid("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: notificationKinds }).notNull(),
    /** What happened, e.g. `application.received:<application id>`: with user_id, unique. */
    eventKey: text("event_key").notNull(),
    /** A path inside the service, never a full address. */
    link: text("link").notNull(),
    /** The record the notice is about, for erasure. */
    relatedId: uuid("related_id"),
    /** Only the values the wording needs, from the kind's fixed list (templates.ts). */
    params: jsonb("params").$type<Record<string, string>>().notNull().default({}),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp("read_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("notifications_event_user_idx").on(table.eventKey, table.userId),
    index("notifications_user_idx").on(table.userId, table.createdAt),
    index("notifications_unread_idx").on(table.userId).where(sql`${table.readAt} is null`),
    index("notifications_related_idx").on(table.relatedId),
    check("notifications_kind_check", oneOf(table.kind, notificationKinds)),
  ],
);
