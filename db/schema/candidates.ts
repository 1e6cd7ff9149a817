import { sql } from "drizzle-orm";
import { boolean, check, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { oneOf } from "./checks";
import {
  availabilities,
  barriers,
  readinessItems,
  readinessItemStatuses,
  readinessStatuses,
  rightToWorkStatuses,
  type Barrier,
} from "./vocabulary";

/**
 * A candidate's profile. A real profile belongs to one account (`user_id`); a demonstration profile has none.
 * Conviction details are not here: they are encrypted in conviction_records.
 */
export const candidates = pgTable(
  "candidates",
  {
    id: uuid("id").primaryKey(),
    userId: text("user_id").references(() => users.id, { onDelete: "cascade" }),
    fullName: text("full_name").notNull(),
    town: text("town"),
    /** How far they can travel, in their words ("Leeds and Bradford by bus"). */
    travelArea: text("travel_area"),
    travelMiles: integer("travel_miles"),
    workInterests: jsonb("work_interests").$type<string[]>().notNull().default([]),
    skills: jsonb("skills").$type<string[]>().notNull().default([]),
    availability: text("availability", { enum: availabilities }),
    rightToWork: text("right_to_work", { enum: rightToWorkStatuses }).notNull().default("to_check"),
    readinessStatus: text("readiness_status", { enum: readinessStatuses }).notNull().default("not_started"),
    /**
     * Why the caseworker set the readiness status, in their words; the candidate sees it. Every status but
     * not_started has one (a declined offer of support above all).
     */
    readinessReason: text("readiness_reason"),
    readinessChangedAt: timestamp("readiness_changed_at", { withTimezone: true }),
    readinessChangedByName: text("readiness_changed_by_name"),
    /** When they left prison, if they did: it shapes the support offered, never the matching. */
    releasedOn: date("released_on", { mode: "string" }),
    demo: boolean("demo").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("candidates_user_idx").on(table.userId),
    index("candidates_demo_idx").on(table.demo, table.createdAt),
    check("candidates_readiness_check", oneOf(table.readinessStatus, readinessStatuses)),
    check("candidates_right_to_work_check", oneOf(table.rightToWork, rightToWorkStatuses)),
    check("candidates_readiness_reason_check", sql`${table.readinessStatus} = 'not_started' or ${table.readinessReason} is not null`),
  ],
);

/** What stands between a candidate and work, from the fixed list (or "none"). */
export const candidateBarriers = pgTable(
  "candidate_barriers",
  {
    candidateId: uuid("candidate_id")
      .notNull()
      .references(() => candidates.id, { onDelete: "cascade" }),
    barrier: text("barrier", { enum: barriers }).$type<Barrier>().notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.candidateId, table.barrier] }),
    check("candidate_barriers_barrier_check", oneOf(table.barrier, barriers)),
  ],
);

/** The readiness checklist: one row per item, with who last changed it and when. */
export const readinessChecklist = pgTable(
  "readiness_checklist",
  {
    candidateId: uuid("candidate_id")
      .notNull()
      .references(() => candidates.id, { onDelete: "cascade" }),
    item: text("item", { enum: readinessItems }).notNull(),
    status: text("status", { enum: readinessItemStatuses }).notNull().default("not_started"),
    notes: text("notes"),
    updatedByName: text("updated_by_name"),
    updatedByUserId: text("updated_by_user_id"),
    /** The service marked the item done because it saw the thing itself (a saved CV, a verified email). */
    markedByService: boolean("marked_by_service").notNull().default(false),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.candidateId, table.item] }),
    check("readiness_checklist_item_check", oneOf(table.item, readinessItems)),
    check("readiness_checklist_status_check", oneOf(table.status, readinessItemStatuses)),
  ],
);

/** A caseworker's profile. Real ones belong to an account with the caseworker role; demonstration ones to none. */
export const caseworkers = pgTable(
  "caseworkers",
  {
    id: uuid("id").primaryKey(),
    userId: text("user_id").references(() => users.id, { onDelete: "cascade" }),
    fullName: text("full_name").notNull(),
    team: text("team"),
    demo: boolean("demo").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("caseworkers_user_idx").on(table.userId), index("caseworkers_demo_idx").on(table.demo)],
);

/** Which caseworker supports which candidate. An open assignment has no end. */
export const caseworkerAssignments = pgTable(
  "caseworker_assignments",
  {
    id: uuid("id").primaryKey(),
    candidateId: uuid("candidate_id")
      .notNull()
      .references(() => candidates.id, { onDelete: "cascade" }),
    caseworkerId: uuid("caseworker_id")
      .notNull()
      .references(() => caseworkers.id, { onDelete: "cascade" }),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp("ended_at", { withTimezone: true }),
  },
  (table) => [
    index("caseworker_assignments_caseworker_idx").on(table.caseworkerId, table.endedAt),
    index("caseworker_assignments_candidate_idx").on(table.candidateId, table.endedAt),
    uniqueIndex("caseworker_assignments_open_idx")
      .on(table.candidateId, table.caseworkerId)
      .where(sql`${table.endedAt} is null`),
  ],
);

/** The CV a candidate saved from the CV builder to their account ("Save to my account"), to apply with. */
export const candidateCvs = pgTable("candidate_cvs", {
  candidateId: uuid("candidate_id")
    .primaryKey()
    .references(() => candidates.id, { onDelete: "cascade" }),
  /** The CV builder's document, without the disclosure letter (that is a conviction record). */
  document: jsonb("document").$type<Record<string, unknown>>().notNull(),
  demo: boolean("demo").notNull().default(false),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
