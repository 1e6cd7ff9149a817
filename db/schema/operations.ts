import { pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Scheduled work shared by every server on this database (the retention sweep, and any later job). A server
 * runs a job only after claiming its row: the claim succeeds when the job is not held by a live claim and has
 * not run within its interval, so N servers run it once between them.
 */
export const scheduledJobs = pgTable("scheduled_jobs", {
  name: text("name").primaryKey(),
  /** Set while a server runs the job; a crashed server's claim lapses at this time. */
  lockedUntil: timestamp("locked_until", { withTimezone: true }),
  lastStartedAt: timestamp("last_started_at", { withTimezone: true }),
  lastFinishedAt: timestamp("last_finished_at", { withTimezone: true }),
});

/**
 * Things a job must do at most once, by key (e.g. "inactivity_warning:<account>:<last use>"): written in the
 * same transaction as the effect, so two sweeps running at once can never both do it.
 */
export const jobEvents = pgTable("job_events", {
  key: text("key").primaryKey(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The servers running on this database, each with a keyed hash of the configuration that must agree between
 * them (secret and public address). A server refuses to start if a live one holds a different fingerprint.
 */
export const serverInstances = pgTable("server_instances", {
  id: text("id").primaryKey(),
  fingerprint: text("fingerprint").notNull(),
  startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
  lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
});
