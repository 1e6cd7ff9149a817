import { boolean, check, index, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { oneOf } from "./checks";
import { memberRoles, organisationKinds, organisationStatuses, partnerTypes } from "./vocabulary";

/**
 * Employers and partner organisations. `demo` marks the demonstration data set: a demonstration row is
 * never shown in a real view, and a real row never in a demonstration view.
 */
export const organisations = pgTable(
  "organisations",
  {
    id: uuid("id").primaryKey(),
    kind: text("kind", { enum: organisationKinds }).notNull(),
    name: text("name").notNull(),
    status: text("status", { enum: organisationStatuses }).notNull().default("awaiting_approval"),
    /** For partners: probation, prison, charity, housing, community or other. */
    partnerType: text("partner_type", { enum: partnerTypes }),
    sector: text("sector"),
    town: text("town"),
    contactName: text("contact_name"),
    /** Employer commitments, shown to candidates and counted in social value. */
    banTheBox: boolean("ban_the_box").notNull().default(false),
    disabilityConfident: boolean("disability_confident").notNull().default(false),
    realLivingWage: boolean("real_living_wage").notNull().default(false),
    onboardedAt: timestamp("onboarded_at", { withTimezone: true }),
    demo: boolean("demo").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("organisations_kind_idx").on(table.demo, table.kind),
    check("organisations_kind_check", oneOf(table.kind, organisationKinds)),
    check("organisations_status_check", oneOf(table.status, organisationStatuses)),
  ],
);

/** Which accounts act for an organisation. Demonstration organisations have no members. */
export const organisationMembers = pgTable(
  "organisation_members",
  {
    organisationId: uuid("organisation_id")
      .notNull()
      .references(() => organisations.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    role: text("role", { enum: memberRoles }).notNull().default("member"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.organisationId, table.userId] }),
    index("organisation_members_user_idx").on(table.userId),
    check("organisation_members_role_check", oneOf(table.role, memberRoles)),
  ],
);
