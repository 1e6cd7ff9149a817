import { boolean, check, index, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { candidates } from "./candidates";
import { oneOf } from "./checks";
import { partyKinds } from "./vocabulary";

/**
 * A conversation between parties: a candidate, an organisation (employer or partner) or a caseworker. Threads
 * about a candidate name them, so the candidate's caseworker can be included.
 */
export const messageThreads = pgTable(
  "message_threads",
  {
    id: uuid("id").primaryKey(),
    subject: text("subject").notNull(),
    candidateId: uuid("candidate_id").references(() => candidates.id, { onDelete: "cascade" }),
    demo: boolean("demo").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastMessageAt: timestamp("last_message_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("message_threads_candidate_idx").on(table.candidateId)],
);

/** Who is in a thread, and how far they have read. */
export const threadParticipants = pgTable(
  "thread_participants",
  {
    threadId: uuid("thread_id")
      .notNull()
      .references(() => messageThreads.id, { onDelete: "cascade" }),
    partyKind: text("party_kind", { enum: partyKinds }).notNull(),
    partyId: uuid("party_id").notNull(),
    lastReadAt: timestamp("last_read_at", { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.threadId, table.partyKind, table.partyId] }),
    index("thread_participants_party_idx").on(table.partyKind, table.partyId),
    check("thread_participants_party_kind_check", oneOf(table.partyKind, partyKinds)),
  ],
);

export const messages = pgTable(
  "messages",
  {
    id: uuid("id").primaryKey(),
    threadId: uuid("thread_id")
      .notNull()
      .references(() => messageThreads.id, { onDelete: "cascade" }),
    senderKind: text("sender_kind", { enum: partyKinds }).notNull(),
    senderId: uuid("sender_id").notNull(),
    senderName: text("sender_name").notNull(),
    body: text("body").notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("messages_thread_idx").on(table.threadId, table.sentAt),
    check("messages_sender_kind_check", oneOf(table.senderKind, partyKinds)),
  ],
);
