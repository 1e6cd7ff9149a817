import { sql, type SQL } from "drizzle-orm";
import { boolean, check, date, doublePrecision, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid, type AnyPgColumn } from "drizzle-orm/pg-core";
import { oneOf } from "./checks";
import { organisations } from "./organisations";
import {
  contractTypes,
  homeAreas,
  jobDocuments,
  jobStatuses,
  recordChecks,
  salaryPeriods,
  workingHours,
  type OffenceExclusion,
} from "./vocabulary";

/**
 * The words a role is found by on the public board, as PostgreSQL's full-text search reads them: English stems
 * (so "cleaners" finds a cleaner), weighted title first, then the employer's name and the sector, then the
 * description. The GIN index below is on exactly this expression and the search (app/features/jobs/search.server.ts)
 * matches against the same one, which is how the planner knows to use the index; change both together, through
 * a migration (docs/decisions/0037-job-search-full-text.md).
 */
export function jobSearchDocument(role: { title: AnyPgColumn; employerName: AnyPgColumn; sector: AnyPgColumn; description: AnyPgColumn }): SQL {
  return sql`(setweight(to_tsvector('english'::regconfig, ${role.title}), 'A') || setweight(to_tsvector('english'::regconfig, ${role.employerName}), 'B') || setweight(to_tsvector('english'::regconfig, ${role.sector}), 'B') || setweight(to_tsvector('english'::regconfig, ${role.description}), 'C'))`;
}

/**
 * A vacancy. Posted by an employer organisation on the service, or imported from a feed (`source` names the
 * feed and `external_id` its id there, so a re-import updates rather than duplicates).
 */
export const jobs = pgTable(
  "jobs",
  {
    id: uuid("id").primaryKey(),
    title: text("title").notNull(),
    sector: text("sector").notNull(),
    employerId: uuid("employer_id").references(() => organisations.id, { onDelete: "set null" }),
    /** The employer's name as shown; for imported jobs there may be no organisation row. */
    employerName: text("employer_name").notNull(),
    description: text("description").notNull().default(""),
    locationName: text("location_name").notNull(),
    postcode: text("postcode"),
    latitude: doublePrecision("latitude"),
    longitude: doublePrecision("longitude"),
    /** Work anywhere in the country (remote or travelling); then there are no coordinates. */
    national: boolean("national").notNull().default(false),
    /**
     * A role done from home: the area it takes people from ("uk" exactly when `national`). Null for a role at a
     * workplace. A nation's home role has no coordinates and is found from any place in that nation.
     */
    homeArea: text("home_area", { enum: homeAreas }),
    contractType: text("contract_type", { enum: contractTypes }).notNull(),
    hours: text("hours", { enum: workingHours }).notNull(),
    /** In halves: 37.5 is a common full-time week. */
    hoursPerWeek: doublePrecision("hours_per_week"),
    /** Whole pence, so that £12.21 an hour is exact. */
    salaryMinPence: integer("salary_min_pence"),
    salaryMaxPence: integer("salary_max_pence"),
    salaryPeriod: text("salary_period", { enum: salaryPeriods }),
    vacancies: integer("vacancies").notNull().default(1),
    closingDate: date("closing_date", { mode: "string" }),
    status: text("status", { enum: jobStatuses }).notNull().default("open"),
    recordCheck: text("record_check", { enum: recordChecks }).notNull().default("none"),
    offenceExclusions: jsonb("offence_exclusions").$type<OffenceExclusion[]>().notNull().default(["none"]),
    offenceExclusionDetails: text("offence_exclusion_details"),
    documentsNeeded: jsonb("documents_needed").$type<(typeof jobDocuments)[number][]>().notNull().default([]),
    source: text("source").notNull().default("fair_chance_works"),
    externalId: text("external_id"),
    demo: boolean("demo").notNull().default(false),
    postedAt: timestamp("posted_at", { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("jobs_listing_idx").on(table.demo, table.status, table.closingDate),
    index("jobs_employer_idx").on(table.employerId, table.status),
    // The public board's search: a place narrows live real roles by latitude and longitude, and roles anyone in
    // the country can do are always in (bench:jobs shows both in use).
    index("jobs_place_idx").on(table.latitude, table.longitude).where(sql`not ${table.demo} and ${table.status} = 'open'`),
    index("jobs_national_idx").on(table.closingDate).where(sql`${table.national} and not ${table.demo} and ${table.status} = 'open'`),
    // Words on the public board: live real roles only, as the search asks (bench:jobs shows it in use).
    index("jobs_search_idx").using("gin", jobSearchDocument(table)).where(sql`not ${table.demo} and ${table.status} = 'open'`),
    uniqueIndex("jobs_source_external_idx").on(table.source, table.externalId),
    check("jobs_contract_type_check", oneOf(table.contractType, contractTypes)),
    check("jobs_hours_check", oneOf(table.hours, workingHours)),
    check("jobs_status_check", oneOf(table.status, jobStatuses)),
    check("jobs_record_check_check", oneOf(table.recordCheck, recordChecks)),
    check("jobs_vacancies_check", sql`${table.vacancies} >= 1`),
    check("jobs_location_check", sql`${table.national} or ${table.homeArea} is not null or (${table.latitude} is not null and ${table.longitude} is not null)`),
    check("jobs_home_area_check", oneOf(table.homeArea, homeAreas)),
    check("jobs_hours_per_week_check", sql`${table.hoursPerWeek} is null or (${table.hoursPerWeek} between 1 and 60 and ${table.hoursPerWeek} * 2 = floor(${table.hoursPerWeek} * 2))`),
    check("jobs_salary_check", sql`${table.salaryMinPence} is null or ${table.salaryMaxPence} is null or ${table.salaryMinPence} <= ${table.salaryMaxPence}`),
  ],
);

/**
 * A change to a posted role, kept so the employer sees who changed what and when. Only the fields' names are
 * kept, not their old values: the role itself is the record of what they are now.
 */
export const jobChanges = pgTable(
  "job_changes",
  {
    id: uuid("id").primaryKey(),
    jobId: uuid("job_id")
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    /** "created", "edited", "published", "closed", "reopened". */
    change: text("change").notNull(),
    /** The form's field names that changed (empty for a change of status). */
    fields: jsonb("fields").$type<string[]>().notNull().default([]),
    changedByName: text("changed_by_name"),
    changedByUserId: text("changed_by_user_id"),
    changedAt: timestamp("changed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("job_changes_job_idx").on(table.jobId, table.changedAt), index("job_changes_user_idx").on(table.changedByUserId)],
);
