import { sql } from "drizzle-orm";
import { boolean, check, date, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { oneOf } from "./checks";
import { users } from "./auth";
import { candidates, caseworkers } from "./candidates";
import { organisations } from "./organisations";
import { appointmentModes, attendanceOutcomes, supportActionStatuses } from "./vocabulary";

/** A meeting with a candidate: with their caseworker, an employer (an interview) or a partner. */
export const appointments = pgTable(
  "appointments",
  {
    id: uuid("id").primaryKey(),
    candidateId: uuid("candidate_id")
      .notNull()
      .references(() => candidates.id, { onDelete: "cascade" }),
    caseworkerId: uuid("caseworker_id").references(() => caseworkers.id, { onDelete: "set null" }),
    organisationId: uuid("organisation_id").references(() => organisations.id, { onDelete: "set null" }),
    title: text("title").notNull(),
    mode: text("mode", { enum: appointmentModes }).notNull(),
    location: text("location"),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    attendance: text("attendance", { enum: attendanceOutcomes }),
    /** Why they were late or did not attend, when known. */
    attendanceReason: text("attendance_reason"),
    /** A cancelled appointment stays on record, marked, rather than being deleted. */
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    cancelledByName: text("cancelled_by_name"),
    /** True when the candidate cancelled it themselves (from their diary), false when their caseworker did. */
    cancelledByCandidate: boolean("cancelled_by_candidate").notNull().default(false),
    /** The reason the candidate gave, if any. */
    cancellationReason: text("cancellation_reason"),
    /** Goes up by one at each move, so each move is its own event for notices (A to B, back to A, to B again). */
    version: integer("version").notNull().default(0),
    demo: boolean("demo").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("appointments_candidate_idx").on(table.candidateId, table.startsAt),
    index("appointments_caseworker_idx").on(table.caseworkerId, table.startsAt),
    index("appointments_organisation_idx").on(table.organisationId, table.startsAt),
    check("appointments_mode_check", oneOf(table.mode, appointmentModes)),
    check("appointments_ends_after_start_check", sql`${table.endsAt} > ${table.startsAt}`),
    check("appointments_attendance_check", sql`${table.attendance} is null or ${table.attendance} in ('attended', 'late', 'did_not_attend')`),
  ],
);

/** A candidate's own diary: what they did, how it went. Only they and their caseworker read it. */
export const diaryEntries = pgTable(
  "diary_entries",
  {
    id: uuid("id").primaryKey(),
    candidateId: uuid("candidate_id")
      .notNull()
      .references(() => candidates.id, { onDelete: "cascade" }),
    entryDate: date("entry_date", { mode: "string" }).notNull(),
    title: text("title").notNull(),
    body: text("body").notNull().default(""),
    demo: boolean("demo").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("diary_entries_candidate_idx").on(table.candidateId, table.entryDate)],
);

/**
 * Someone who can mentor: a person in a partner or employer organisation who agreed to (from their settings; they
 * can withdraw), or a named volunteer a caseworker entered. A withdrawn mentor is offered to no one new.
 */
export const mentors = pgTable(
  "mentors",
  {
    id: uuid("id").primaryKey(),
    /** The organisation member who agreed to mentor; null for a volunteer a caseworker entered. */
    userId: text("user_id").references(() => users.id, { onDelete: "cascade" }),
    organisationId: uuid("organisation_id").references(() => organisations.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    /** A volunteer's organisation, as the caseworker typed it (optional). */
    organisationName: text("organisation_name"),
    email: text("email"),
    phone: text("phone"),
    /** What they offer, in their own words. */
    offer: text("offer").notNull().default(""),
    livedExperience: boolean("lived_experience").notNull().default(false),
    addedByCaseworkerId: uuid("added_by_caseworker_id").references(() => caseworkers.id, { onDelete: "set null" }),
    withdrawnAt: timestamp("withdrawn_at", { withTimezone: true }),
    demo: boolean("demo").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("mentors_user_idx").on(table.userId), index("mentors_organisation_idx").on(table.organisationId)],
);

/** A mentor matched with a candidate. */
export const mentoringMatches = pgTable(
  "mentoring_matches",
  {
    id: uuid("id").primaryKey(),
    candidateId: uuid("candidate_id")
      .notNull()
      .references(() => candidates.id, { onDelete: "cascade" }),
    /** The mentor's entry, when matched through the service; the name columns keep what the candidate was told. */
    mentorId: uuid("mentor_id").references(() => mentors.id, { onDelete: "set null" }),
    mentorName: text("mentor_name").notNull(),
    mentorOrganisation: text("mentor_organisation"),
    /** Mentors with lived experience of the justice system, where they choose to say so. */
    livedExperience: boolean("lived_experience").notNull().default(false),
    startedOn: date("started_on", { mode: "string" }).notNull(),
    endedOn: date("ended_on", { mode: "string" }),
    demo: boolean("demo").notNull().default(false),
  },
  (table) => [index("mentoring_matches_candidate_idx").on(table.candidateId), index("mentoring_matches_mentor_idx").on(table.mentorId)],
);

export const mentoringSessions = pgTable(
  "mentoring_sessions",
  {
    id: uuid("id").primaryKey(),
    matchId: uuid("match_id")
      .notNull()
      .references(() => mentoringMatches.id, { onDelete: "cascade" }),
    heldOn: date("held_on", { mode: "string" }).notNull(),
    minutes: integer("minutes").notNull(),
    mode: text("mode", { enum: appointmentModes }).notNull(),
    notes: text("notes"),
    /** The booked start (London time stored as an instant), for sessions booked through the service. */
    startsAt: timestamp("starts_at", { withTimezone: true }),
    /** Where it happens, or the link or number to join. */
    location: text("location"),
    /** Goes up by one at each move, so each move is its own event for notices. */
    version: integer("version").notNull().default(0),
  },
  (table) => [index("mentoring_sessions_match_idx").on(table.matchId, table.heldOn)],
);

/** A caseworker's note on a candidate. */
export const caseNotes = pgTable(
  "case_notes",
  {
    id: uuid("id").primaryKey(),
    candidateId: uuid("candidate_id")
      .notNull()
      .references(() => candidates.id, { onDelete: "cascade" }),
    caseworkerId: uuid("caseworker_id").references(() => caseworkers.id, { onDelete: "set null" }),
    authorName: text("author_name").notNull(),
    body: text("body").notNull(),
    demo: boolean("demo").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("case_notes_candidate_idx").on(table.candidateId, table.createdAt)],
);

/** Something to be done for a candidate (by them, their caseworker or a partner), with a due date. */
export const supportActions = pgTable(
  "support_actions",
  {
    id: uuid("id").primaryKey(),
    candidateId: uuid("candidate_id")
      .notNull()
      .references(() => candidates.id, { onDelete: "cascade" }),
    referralId: uuid("referral_id"),
    organisationId: uuid("organisation_id").references(() => organisations.id, { onDelete: "set null" }),
    title: text("title").notNull(),
    ownerName: text("owner_name"),
    dueOn: date("due_on", { mode: "string" }),
    status: text("status", { enum: supportActionStatuses }).notNull().default("open"),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    /** Why it was closed without being done, in words the candidate may read (a mentor request closed unmatched). */
    closedReason: text("closed_reason"),
    demo: boolean("demo").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("support_actions_candidate_idx").on(table.candidateId, table.status, table.dueOn),
    index("support_actions_organisation_idx").on(table.organisationId, table.status),
    check("support_actions_status_check", oneOf(table.status, supportActionStatuses)),
  ],
);

/**
 * A caseworker opened the record of a person on another caseworker's caseload, with a reason. Each grant is
 * written to the audit table too, and lasts a working day.
 */
export const caseAccessGrants = pgTable(
  "case_access_grants",
  {
    id: uuid("id").primaryKey(),
    candidateId: uuid("candidate_id")
      .notNull()
      .references(() => candidates.id, { onDelete: "cascade" }),
    caseworkerId: uuid("caseworker_id")
      .notNull()
      .references(() => caseworkers.id, { onDelete: "cascade" }),
    reason: text("reason").notNull(),
    grantedAt: timestamp("granted_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("case_access_grants_caseworker_idx").on(table.caseworkerId, table.candidateId, table.expiresAt)],
);
