import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";

/** Which emails a person wants from the service. No row means the defaults (all on). */
export const notificationPreferences = pgTable("notification_preferences", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  appointmentEmails: boolean("appointment_emails").notNull().default(true),
  applicationEmails: boolean("application_emails").notNull().default(true),
  messageEmails: boolean("message_emails").notNull().default(true),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A private calendar feed URL (for a phone's or mail program's calendar). Only a hash of the secret in the URL
 * is kept; revoking sets `revoked_at`, after which the URL answers 404.
 */
export const calendarFeeds = pgTable(
  "calendar_feeds",
  {
    id: uuid("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (table) => [uniqueIndex("calendar_feeds_token_idx").on(table.tokenHash), index("calendar_feeds_user_idx").on(table.userId)],
);
