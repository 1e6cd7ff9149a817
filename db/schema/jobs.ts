import { sql } from "drizzle-orm";
import { boolean, check, date, doublePrecision, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { oneOf } from "./checks";
import { organisations } from "./organisations";
import {
  contractTypes,
  jobDocuments,
  jobStatuses,
  recordChecks,
  salaryPeriods,
  workingHours,
  type OffenceExclusion,
} from "./vocabulary";

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
    contractType: text("contract_type", { enum: contractTypes }).notNull(),
    hours: text("hours", { enum: workingHours }).notNull(),
    hoursPerWeek: integer("hours_per_week"),
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
    uniqueIndex("jobs_source_external_idx").on(table.source, table.externalId),
    check("jobs_contract_type_check", oneOf(table.contractType, contractTypes)),
    check("jobs_hours_check", oneOf(table.hours, workingHours)),
    check("jobs_status_check", oneOf(table.status, jobStatuses)),
    check("jobs_record_check_check", oneOf(table.recordCheck, recordChecks)),
    check("jobs_vacancies_check", sql`${table.vacancies} >= 1`),
    check("jobs_location_check", sql`${table.national} or (${table.latitude} is not null and ${table.longitude} is not null)`),
    check("jobs_salary_check", sql`${table.salaryMinPence} is null or ${table.salaryMaxPence} is null or ${table.salaryMinPence} <= ${table.salaryMaxPence}`),
  ],
);
