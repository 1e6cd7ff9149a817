import { sql } from "drizzle-orm";
import { boolean, check, date, index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { candidates } from "./candidates";
import { oneOf } from "./checks";
import { organisations } from "./organisations";
import { contactMethods, referralSettings, referralStatuses, type Barrier, type ContactMethod, type PartnerVisibility } from "./vocabulary";

/**
 * A partner organisation refers a person for support, with that person's recorded consent. The person becomes
 * a candidate when the referral is accepted (`candidate_id` is set then).
 */
export const referrals = pgTable(
  "referrals",
  {
    id: uuid("id").primaryKey(),
    partnerId: uuid("partner_id")
      .notNull()
      .references(() => organisations.id, { onDelete: "cascade" }),
    candidateId: uuid("candidate_id").references(() => candidates.id, { onDelete: "set null" }),
    /**
     * The account of a person who already had one when referred (their verified email, or the phone of their
     * record): the referral waits for them to accept or decline it, and no second record is made. Cleared when
     * they answer.
     */
    awaitingUserId: text("awaiting_user_id").references(() => users.id, { onDelete: "set null" }),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    email: text("email"),
    phone: text("phone"),
    town: text("town"),
    needs: jsonb("needs").$type<Barrier[]>().notNull().default([]),
    notes: text("notes"),
    accessibilityNeeds: text("accessibility_needs"),
    /** The language the person prefers to be spoken to in, when not English. */
    preferredLanguage: text("preferred_language"),
    /** How the person would rather be contacted first, when the partner said. */
    preferredContact: text("preferred_contact", { enum: contactMethods }).$type<ContactMethod>(),
    /** When the person is easiest to reach, in the partner's words (for someone in custody: how to arrange a call). */
    contactTimes: text("contact_times"),
    /** Whether a message may be left for the person; null when the partner did not say. */
    mayLeaveMessage: boolean("may_leave_message"),
    /** For someone in custody: the prison they are in. */
    prison: text("prison"),
    /** The person's probation officer or practitioner and how to reach them, when they have one. */
    probationContact: text("probation_contact"),
    setting: text("setting", { enum: referralSettings }),
    /** For someone in custody: the expected release date. */
    expectedReleaseOn: date("expected_release_on", { mode: "string" }),
    /** The support the partner asks for, in their words. */
    supportRequested: text("support_requested"),
    /** What the person agreed the referring partner may see afterwards. */
    partnerMaySee: jsonb("partner_may_see").$type<PartnerVisibility[]>().notNull().default([]),
    /** The person agreed to be referred and to their details being shared with us. */
    consentGiven: boolean("consent_given").notNull(),
    consentRecordedAt: timestamp("consent_recorded_at", { withTimezone: true }).notNull(),
    consentRecordedBy: text("consent_recorded_by").notNull(),
    status: text("status", { enum: referralStatuses }).notNull().default("submitted"),
    referredByUserId: text("referred_by_user_id"),
    referredByName: text("referred_by_name").notNull(),
    demo: boolean("demo").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("referrals_partner_idx").on(table.partnerId, table.createdAt),
    index("referrals_candidate_idx").on(table.candidateId),
    index("referrals_awaiting_user_idx").on(table.awaitingUserId),
    index("referrals_status_idx").on(table.demo, table.status),
    check("referrals_status_check", oneOf(table.status, referralStatuses)),
    check("referrals_preferred_contact_check", sql`${table.preferredContact} is null or ${table.preferredContact} in ('phone', 'text', 'email')`),
    check("referrals_setting_check", sql`${table.setting} is null or ${table.setting} in ('custody', 'community')`),
    // No referral without the person's agreement.
    check("referrals_consent_check", sql`${table.consentGiven}`),
  ],
);

export const referralStatusChanges = pgTable(
  "referral_status_changes",
  {
    id: uuid("id").primaryKey(),
    referralId: uuid("referral_id")
      .notNull()
      .references(() => referrals.id, { onDelete: "cascade" }),
    status: text("status", { enum: referralStatuses }).notNull(),
    note: text("note"),
    changedByName: text("changed_by_name"),
    changedByUserId: text("changed_by_user_id"),
    changedAt: timestamp("changed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("referral_status_changes_referral_idx").on(table.referralId, table.changedAt),
    check("referral_status_changes_status_check", oneOf(table.status, referralStatuses)),
  ],
);

/**
 * The invitation emailed to a referred person who had no account: a link to create one. Only the SHA-256 hash of
 * its random token is kept; it works once (`used_at`) and for 14 days. The email is the referral's.
 */
export const referralInvitations = pgTable(
  "referral_invitations",
  {
    id: uuid("id").primaryKey(),
    referralId: uuid("referral_id")
      .notNull()
      .references(() => referrals.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (table) => [index("referral_invitations_referral_idx").on(table.referralId), index("referral_invitations_expires_idx").on(table.expiresAt)],
);
