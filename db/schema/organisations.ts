import { sql, type SQL } from "drizzle-orm";
import { type AnyPgColumn, boolean, check, date, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { oneOf } from "./checks";
import { memberRoles, organisationKinds, organisationStatuses, partnerTypes } from "./vocabulary";

/** A name as organisations are compared by: lower case, trimmed, runs of white space as one space. */
export function normalisedName(column: AnyPgColumn | SQL) {
  return sql`lower(btrim(regexp_replace(${column}, '[[:space:]]+', ' ', 'g')))`;
}

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
    /** An employer's own one-year retention rate for comparable hires, in per cent, if it gives one. */
    ownRetentionPercent: integer("own_retention_percent"),
    /** Partner onboarding: the data sharing agreement, and the organisation's safeguarding lead. */
    dataSharingAgreementSignedOn: date("data_sharing_agreement_signed_on", { mode: "string" }),
    dataSharingAgreementSignedBy: text("data_sharing_agreement_signed_by"),
    safeguardingLeadName: text("safeguarding_lead_name"),
    safeguardingLeadEmail: text("safeguarding_lead_email"),
    safeguardingLeadPhone: text("safeguarding_lead_phone"),
    /**
     * A new name a member asked for: shown only to that organisation's members and to administrators, and
     * used only once an administrator approves it (`name` is what everyone else sees).
     */
    proposedName: text("proposed_name"),
    proposedByUserId: text("proposed_by_user_id").references(() => users.id, { onDelete: "set null" }),
    proposedAt: timestamp("proposed_at", { withTimezone: true }),
    demo: boolean("demo").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("organisations_kind_idx").on(table.demo, table.kind),
    // Two organisations of a kind never share a name, in any letter case or spacing (see organisation-names.server.ts);
    // the demonstration data set is counted apart, so its made-up names never block a real organisation's.
    uniqueIndex("organisations_name_idx").on(table.demo, table.kind, normalisedName(table.name)),
    uniqueIndex("organisations_proposed_name_idx").on(table.kind, normalisedName(table.proposedName)).where(sql`${table.proposedName} is not null`),
    check("organisations_kind_check", oneOf(table.kind, organisationKinds)),
    check("organisations_status_check", oneOf(table.status, organisationStatuses)),
    check("organisations_own_retention_check", sql`${table.ownRetentionPercent} is null or ${table.ownRetentionPercent} between 0 and 100`),
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
    /** Whether this member hears of each new application to the organisation's roles; the owner chooses. */
    hearsOfApplications: boolean("hears_of_applications").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.organisationId, table.userId] }),
    index("organisation_members_user_idx").on(table.userId),
    check("organisation_members_role_check", oneOf(table.role, memberRoles)),
  ],
);

/** The people we should contact at a partner organisation (named in onboarding); not necessarily account holders. */
export const organisationContacts = pgTable(
  "organisation_contacts",
  {
    id: uuid("id").primaryKey(),
    organisationId: uuid("organisation_id")
      .notNull()
      .references(() => organisations.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    jobTitle: text("job_title"),
    email: text("email"),
    phone: text("phone"),
    demo: boolean("demo").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("organisation_contacts_organisation_idx").on(table.organisationId)],
);

/**
 * An invitation to join an organisation's account, sent by email. Only a hash of the token is kept; the
 * invitation is used once, by an account with the same email address, before it expires.
 */
export const organisationInvitations = pgTable(
  "organisation_invitations",
  {
    id: uuid("id").primaryKey(),
    organisationId: uuid("organisation_id")
      .notNull()
      .references(() => organisations.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    tokenHash: text("token_hash").notNull(),
    invitedByUserId: text("invited_by_user_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("organisation_invitations_token_idx").on(table.tokenHash),
    index("organisation_invitations_organisation_idx").on(table.organisationId, table.createdAt),
  ],
);
