import { index, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./auth";

/**
 * The idempotency keys of forms already saved: each create or change form carries a key made when it was drawn,
 * and the save records (user, key) in its own transaction, so a second press of the same form saves nothing
 * again. Kept for a day (the retention sweep removes older ones).
 */
export const formSubmissions = pgTable(
  "form_submissions",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    key: text("key").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).defaultNow().notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.key] }), index("form_submissions_created_idx").on(table.createdAt)],
);
