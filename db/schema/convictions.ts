import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
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

/**
 * A candidate's saved result from the disclosure checker (/candidates/ai-tools/checker): the answers (kinds,
 * dates, lengths), the results worked out from them, and any offence categories the person ticked for the job
 * matcher. Criminal offence data too, so encrypted the same way and with the same keys as conviction_records.
 * One per candidate: saving again replaces it. Nothing is stored unless the person presses "Save to my account".
 */
export const disclosureCheckResults = pgTable(
  "disclosure_check_results",
  {
    id: uuid("id").primaryKey(),
    candidateId: uuid("candidate_id")
      .notNull()
      .references(() => candidates.id, { onDelete: "cascade" }),
    keyId: text("key_id").notNull(),
    /** base64 of iv (12 bytes) + ciphertext + tag (16 bytes); the row id is bound as associated data. */
    ciphertext: text("ciphertext").notNull(),
    demo: boolean("demo").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("disclosure_check_results_candidate_idx").on(table.candidateId), index("disclosure_check_results_key_idx").on(table.keyId)],
);
