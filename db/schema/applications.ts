import { sql } from "drizzle-orm";
import { boolean, check, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { oneOf } from "./checks";
import { candidates } from "./candidates";
import { jobs } from "./jobs";
import { applicationStatuses, outcomeCheckpoints, type ReadinessStatus, type ShareableItem } from "./vocabulary";

/**
 * A copy of what a candidate shared, taken when they applied: the employer reads this, never the live profile or
 * CV, so a later change to either reaches no employer. Each field is present only when its item was shared.
 */
export type SharedCopy = {
  /** With "contact_details": the account's email address. */
  email?: string | null;
  /** With "cv": the profile's skills and work interests, and the CV builder's document if that was the CV sent. */
  skills?: string[];
  workInterests?: string[];
  cv?: Record<string, unknown> | null;
  /** With "readiness". */
  readinessStatus?: ReadinessStatus | null;
};

/** A candidate's application for a job. Its current status is the latest row in application_status_changes. */
export const applications = pgTable(
  "applications",
  {
    id: uuid("id").primaryKey(),
    jobId: uuid("job_id")
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    candidateId: uuid("candidate_id")
      .notNull()
      .references(() => candidates.id, { onDelete: "cascade" }),
    status: text("status", { enum: applicationStatuses }).notNull().default("applied"),
    /** What the candidate chose to share with this application, and nothing more. */
    shared: jsonb("shared").$type<ShareableItem[]>().notNull().default([]),
    /** The copy of the shared items the employer reads (see SharedCopy); the letter's copy is application_letters. */
    sharedCopy: jsonb("shared_copy").$type<SharedCopy>().notNull().default({}),
    /** A short note from the candidate to the employer, if they wrote one. */
    candidateNote: text("candidate_note"),
    demo: boolean("demo").notNull().default(false),
    appliedAt: timestamp("applied_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("applications_job_candidate_idx").on(table.jobId, table.candidateId),
    index("applications_candidate_idx").on(table.candidateId, table.appliedAt),
    // An employer's list reads its jobs' applications newest first, a page at a time.
    index("applications_job_applied_idx").on(table.jobId, table.appliedAt),
    index("applications_status_idx").on(table.demo, table.status),
    check("applications_status_check", oneOf(table.status, applicationStatuses)),
  ],
);

export const applicationStatusChanges = pgTable(
  "application_status_changes",
  {
    id: uuid("id").primaryKey(),
    applicationId: uuid("application_id")
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    status: text("status", { enum: applicationStatuses }).notNull(),
    note: text("note"),
    changedByName: text("changed_by_name"),
    changedByUserId: text("changed_by_user_id"),
    changedAt: timestamp("changed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("application_status_changes_application_idx").on(table.applicationId, table.changedAt),
    check("application_status_changes_status_check", oneOf(table.status, applicationStatuses)),
  ],
);

/**
 * After a start: is the person still in work at six weeks, six months and a year? One row per checkpoint,
 * recorded when someone checks; a reason when they have left.
 */
export const outcomeChecks = pgTable(
  "outcome_checks",
  {
    applicationId: uuid("application_id")
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    checkpoint: text("checkpoint", { enum: outcomeCheckpoints }).notNull(),
    startedOn: date("started_on", { mode: "string" }).notNull(),
    inWork: boolean("in_work").notNull(),
    leftReason: text("left_reason"),
    recordedAt: timestamp("recorded_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.applicationId, table.checkpoint] }),
    check("outcome_checks_checkpoint_check", oneOf(table.checkpoint, outcomeCheckpoints)),
  ],
);

/**
 * A CV the candidate uploaded with one application (PDF or Word, at most 5 MB). The file lives outside the web
 * root under `storage_key`; it is served only to the candidate and the employer the application went to, and
 * is deleted with the application.
 */
export const applicationFiles = pgTable(
  "application_files",
  {
    id: uuid("id").primaryKey(),
    applicationId: uuid("application_id")
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    storageKey: text("storage_key").notNull(),
    originalName: text("original_name").notNull(),
    contentType: text("content_type").notNull(),
    sizeBytes: integer("size_bytes").notNull(),
    sha256: text("sha256").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("application_files_application_idx").on(table.applicationId),
    check("application_files_size_check", sql`${table.sizeBytes} > 0 and ${table.sizeBytes} <= 5242880`),
  ],
);

/**
 * The disclosure letters a candidate shared with an application, copied when they applied (a later edit to their
 * letter reaches no employer). Criminal offence data, so encrypted like conviction_records, with the same keys;
 * `id` is the application's id and is bound as associated data. No row: no letter shared.
 */
export const applicationLetters = pgTable(
  "application_letters",
  {
    id: uuid("id")
      .primaryKey()
      .references(() => applications.id, { onDelete: "cascade" }),
    keyId: text("key_id").notNull(),
    /** base64 of iv (12 bytes) + ciphertext + tag (16 bytes) of { letters: string[] }. */
    ciphertext: text("ciphertext").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("application_letters_key_idx").on(table.keyId)],
);
