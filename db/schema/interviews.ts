import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { applications } from "./applications";
import { appointments } from "./casework";
import { oneOf } from "./checks";
import { appointmentModes, interviewStates } from "./vocabulary";

/**
 * The interview for one application: the employer offers times, the candidate accepts one or asks for another.
 * One row per application; offering new times (a move) replaces the times. The accepted time is also an
 * appointment on the candidate's record, so their diary, their caseworker's calendar and reminders show it.
 */
export const interviews = pgTable(
  "interviews",
  {
    id: uuid("id").primaryKey(),
    applicationId: uuid("application_id")
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    state: text("state", { enum: interviewStates }).notNull(),
    /** How long the interview lasts, the same for every time offered. */
    minutes: integer("minutes").notNull(),
    /** The time the candidate accepted (one of interview_times), while the state is "accepted". */
    acceptedTimeId: uuid("accepted_time_id"),
    /** The appointment made when a time was accepted; it goes when the interview moves or is cancelled. */
    appointmentId: uuid("appointment_id").references(() => appointments.id, { onDelete: "set null" }),
    /** The candidate's short message when asking for another time. */
    candidateMessage: text("candidate_message"),
    cancelledBy: text("cancelled_by", { enum: ["employer", "candidate"] }),
    /**
     * The employer's member who last offered (or moved) the times: they hear the candidate's answer, with the
     * members who chose to hear of applications. Cleared when their account is erased.
     */
    offeredByUserId: text("offered_by_user_id"),
    /**
     * The calendar file's SEQUENCE (RFC 5545 section 3.8.7.4): one more at every step, so a calendar that already
     * holds the interview updates it (same UID) instead of keeping the older version.
     */
    sequence: integer("sequence").notNull().default(0),
    /**
     * The last time both sides agreed: set when a time is accepted and kept when it is moved, given up or
     * cancelled, so someone who added it to their calendar can be given the file that takes it out again.
     */
    agreedStartsAt: timestamp("agreed_starts_at", { withTimezone: true }),
    agreedEndsAt: timestamp("agreed_ends_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("interviews_application_idx").on(table.applicationId),
    check("interviews_state_check", oneOf(table.state, interviewStates)),
    check("interviews_minutes_check", sql`${table.minutes} between 15 and 480`),
    check("interviews_cancelled_by_check", sql`${table.cancelledBy} is null or ${table.cancelledBy} in ('employer', 'candidate')`),
  ],
);

/** A time offered for an interview: when, and how (in person at an address, by phone, or by video at a link). */
export const interviewTimes = pgTable(
  "interview_times",
  {
    id: uuid("id").primaryKey(),
    interviewId: uuid("interview_id")
      .notNull()
      .references(() => interviews.id, { onDelete: "cascade" }),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    mode: text("mode", { enum: appointmentModes }).notNull(),
    address: text("address"),
    videoLink: text("video_link"),
  },
  (table) => [
    index("interview_times_interview_idx").on(table.interviewId, table.startsAt),
    check("interview_times_mode_check", oneOf(table.mode, appointmentModes)),
  ],
);
