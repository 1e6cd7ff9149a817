import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";

/** How a person wants to hear of notices, and their mobile for texts. No row means the defaults. */
export const notificationPreferences = pgTable("notification_preferences", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  /**
   * Channel choices per group of notices, e.g. `{ "applications": { "email": true, "sms": false } }`; a group not
   * named takes its defaults (app/features/notifications/kinds.ts).
   */
  choices: jsonb("choices").$type<Record<string, Partial<Record<"email" | "sms", boolean>>>>().notNull().default({}),
  /** A UK mobile in +44 form; texts go to it only once confirmed. */
  mobile: text("mobile"),
  mobileConfirmedAt: timestamp("mobile_confirmed_at", { withTimezone: true }),
  /** A hash of the six-digit code last texted to confirm `mobile`, its expiry and wrong tries. */
  mobileCodeHash: text("mobile_code_hash"),
  mobileCodeExpiresAt: timestamp("mobile_code_expires_at", { withTimezone: true }),
  mobileCodeAttempts: integer("mobile_code_attempts").notNull().default(0),
  /** "Stop all texts": no text of any kind is written or sent while set. */
  textsStoppedAt: timestamp("texts_stopped_at", { withTimezone: true }),
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
