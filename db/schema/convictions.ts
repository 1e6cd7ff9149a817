import { boolean, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { candidates } from "./candidates";

/**
 * A candidate's conviction details and disclosure letter: criminal offence data (UK GDPR Article 10). The
 * details are encrypted by the application (AES-256-GCM) before they reach the database; `key_id` names the
 * key, so keys can rotate and old rows stay readable. Nothing in this table is readable without the key.
 */
export const convictionRecords = pgTable(
  "conviction_records",
  {
    id: uuid("id").primaryKey(),
    candidateId: uuid("candidate_id")
      .notNull()
      .references(() => candidates.id, { onDelete: "cascade" }),
    keyId: text("key_id").notNull(),
    /** base64 of iv (12 bytes) + ciphertext + tag (16 bytes); the record id is bound as associated data. */
    ciphertext: text("ciphertext").notNull(),
    demo: boolean("demo").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("conviction_records_candidate_idx").on(table.candidateId), index("conviction_records_key_idx").on(table.keyId)],
);
