import { sql } from "drizzle-orm";
import { bigint, boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

/**
 * Accounts, as better-auth expects them (core tables plus the twoFactor and admin plugins), and our own
 * audit trail. The JS property names are better-auth's field names; the SQL names are snake_case.
 * Ids are uuid v7 strings made by the app (advanced.database.generateId).
 */

export const users = pgTable(
  "users",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    email: text("email").notNull().unique(),
    emailVerified: boolean("email_verified").notNull().default(false),
    image: text("image"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /** One of `roles` in ./vocabulary.ts. */
    role: text("role").notNull().default("candidate"),
    /** "active" or "awaiting_approval"; a suspended account is one with banned = true. */
    accountStatus: text("account_status").notNull().default("active"),
    banned: boolean("banned").notNull().default(false),
    banReason: text("ban_reason"),
    banExpires: timestamp("ban_expires", { withTimezone: true }),
    twoFactorEnabled: boolean("two_factor_enabled").notNull().default(false),
  },
  (table) => [
    index("users_role_idx").on(table.role),
    check("users_role_check", sql`${table.role} in ('candidate', 'employer', 'partner', 'caseworker', 'admin')`),
    check("users_account_status_check", sql`${table.accountStatus} in ('active', 'awaiting_approval')`),
  ],
);

export const sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    token: text("token").notNull().unique(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    impersonatedBy: text("impersonated_by"),
  },
  (table) => [index("sessions_user_id_idx").on(table.userId)],
);

export const accounts = pgTable(
  "accounts",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    /** The scrypt hash (see app/features/auth/password.server.ts); never the password. */
    password: text("password"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("accounts_user_id_idx").on(table.userId)],
);

/** Short-lived tokens: email verification, password reset, two-factor challenges and email codes. */
export const verifications = pgTable(
  "verifications",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("verifications_identifier_idx").on(table.identifier)],
);

/** The authenticator secret (encrypted by better-auth) and the hashed or encrypted backup codes. */
export const twoFactors = pgTable(
  "two_factors",
  {
    id: text("id").primaryKey(),
    secret: text("secret").notNull(),
    backupCodes: text("backup_codes").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    verified: boolean("verified").notNull().default(true),
    failedVerificationCount: integer("failed_verification_count").notNull().default(0),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
  },
  (table) => [index("two_factors_user_id_idx").on(table.userId), index("two_factors_secret_idx").on(table.secret)],
);

/**
 * Authenticator codes already accepted, so each works once (RFC 6238 section 5.2). Rows expire after the
 * code's validity window and are swept.
 */
export const usedOneTimeCodes = pgTable(
  "used_one_time_codes",
  {
    userId: text("user_id").notNull(),
    /** A keyed hash of the code: the code itself is never stored. */
    codeHash: text("code_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.codeHash] }), index("used_one_time_codes_expires_idx").on(table.expiresAt)],
);

export const auditEventNames = [
  "sign_in_succeeded",
  "sign_in_failed",
  "sign_out",
  "account_created",
  "email_verified",
  "role_changed",
  "approval_requested",
  "approval_changed",
  "account_suspended",
  "account_unsuspended",
  "two_factor_enabled",
  "two_factor_disabled",
  "backup_codes_regenerated",
  "session_revoked",
  "sessions_revoked",
  "password_reset_requested",
  "password_reset",
  "password_changed",
  "email_changed",
  "account_deleted",
  "inactivity_warning_sent",
  /** Conviction details read by someone other than the candidate or their assigned caseworker. */
  "conviction_record_read",
  "conviction_record_changed",
  /** An administrator linked an employer or partner account to its organisation. */
  "organisation_linked",
  /** A member asked for a new organisation name; an administrator approved or refused it (names and ids in detail). */
  "organisation_rename_requested",
  /** The member took back a new name before it was decided, by saving the current name again. */
  "organisation_rename_withdrawn",
  "organisation_rename_approved",
  "organisation_rename_refused",
  /** A caseworker added a note to, or changed the readiness checklist of, a candidate's record. */
  "case_note_added",
  "readiness_item_changed",
  /** A caseworker set a candidate's readiness status (the status in detail; the reason stays on the record). */
  "readiness_status_changed",
  /** An administrator made a caseworker a candidate's caseworker. */
  "caseworker_assigned",
  /** `npm run jobs -- import`: a job feed created or updated roles (counts in detail). */
  "jobs_imported",
  /** A partner referred a person (the referral, its first status and a candidate record were made). */
  "referral_created",
  /** A person who already had an account accepted a partner's referral: it is attached to their record. */
  "referral_accepted",
  /** A person who already had an account declined a partner's referral: it is closed. */
  "referral_declined",
  /** A person's first visit joined the record made for a partner's referral of their verified email. */
  "referred_record_joined",
  /** Someone replied in a message thread (ids only in the detail, never the message). */
  "message_sent",
  /** A candidate changed their own profile or withdrew an application (dashboards). */
  "candidate_profile_changed",
  "application_withdrawn",
  "diary_entry_added",
  "diary_entry_changed",
  "diary_entry_deleted",
  "mentor_requested",
  /** Mentoring (ids only in the detail): a caseworker assigned a mentor, closed a request unmatched, booked, moved or cancelled a session, or ended a match. */
  "mentor_assigned",
  "mentor_request_closed",
  "mentoring_session_booked",
  "mentoring_session_moved",
  "mentoring_session_cancelled",
  "mentoring_ended",
  /** A partner or employer member offered to mentor, changed their offer or withdrew it (ids only). */
  "mentor_offer_changed",
  /** An employer posted or changed a role, or closed or reopened it. */
  "job_saved",
  "job_status_changed",
  /** An employer moved an application on (the status history row holds the note). */
  "application_status_changed",
  /** An employer changed its organisation's details or commitments. */
  "organisation_changed",
  /** A partner completed or changed a step of its onboarding checklist (the step's name in detail, never what was typed). */
  "partner_onboarding_changed",
  /** A partner named or removed one of its contacts (ids only in the detail). */
  "organisation_contact_added",
  "organisation_contact_removed",
  /** A candidate applied for a role from the jobs board (ids and what was shared; never the note or the file). */
  "application_submitted",
  /** An employer downloaded a CV file a candidate uploaded with an application. */
  "application_file_downloaded",
  /** An interview was offered, moved, accepted, asked to move or cancelled: the application, the interview and the step. */
  "interview_changed",
  /** A caseworker booked, moved or cancelled an appointment, or recorded whether the person came. */
  "appointment_booked",
  "appointment_moved",
  "appointment_cancelled",
  "attendance_recorded",
  /** A caseworker opened the record of someone not on their caseload, giving a reason (the grant holds it). */
  "case_access_granted",
  /** A caseworker or admin moved a call-back enquiry on (new, contacted, closed). */
  "enquiry_status_changed",
  /** A caseworker recorded whether someone was still in work at 6 weeks, 6 months or 1 year. */
  "outcome_check_recorded",
  /** A caseworker changed the name or team others see. */
  "caseworker_settings_changed",
  /** A caseworker started a conversation (ids only in the detail). */
  "message_thread_started",
  /** A person changed which emails they want (detail: the choices that changed). */
  "notification_preferences_changed",
  /** A person changed what a partner that referred them may see (detail: referral and partner ids, before and after). */
  "partner_sharing_changed",
  /** A person made or revoked their private calendar feed address (never the address). */
  "calendar_feed_created",
  "calendar_feed_revoked",
  /** A candidate saved the CV builder's CV to their account (the letter is a conviction_record_changed). */
  "cv_saved",
  /** An organisation's owner invited someone by email, revoked an invitation, or removed a member; someone joined. */
  "organisation_invitation_sent",
  "organisation_invitation_revoked",
  "organisation_member_joined",
  "organisation_member_removed",
  /** An owner chose whether a member hears of new applications (detail: the organisation and the choice). */
  "organisation_member_notices_changed",
  /**
   * A candidate saved or deleted their disclosure checker result, or the job matcher used it to leave out roles
   * (ids only in the detail: never dates, kinds, results or which roles were left out).
   */
  "disclosure_check_saved",
  "disclosure_check_deleted",
  "disclosure_check_used",
  /** Someone downloaded everything the service holds about them (account page). */
  "personal_data_exported",
  /** An account's personal data was erased across the data model before the account was deleted (counts in detail). */
  "personal_data_erased",
  /** The retention sweep removed audit entries past their period; detail holds the last removed entry's seq and hash. */
  "audit_trail_pruned",
  /** An administrator searched the audit trail (the filters in detail). */
  "audit_trail_searched",
  /** An administrator opened the deliveries page, which names recipients' accounts (the filters and page in detail). */
  "deliveries_viewed",
  /** An administrator merged two records of one person: the kept and merged record ids (and any application ids dropped). */
  "candidate_records_merged",
] as const;
export type AuditEventName = (typeof auditEventNames)[number];

/**
 * Who did what to which account, when and from which session. User ids are kept as plain text (no foreign
 * key) so the trail outlives a deleted account. Never holds passwords, codes or tokens.
 */
export const auditEvents = pgTable(
  "audit_events",
  {
    id: uuid("id").primaryKey(),
    event: text("event", { enum: auditEventNames }).notNull(),
    actorUserId: text("actor_user_id"),
    subjectUserId: text("subject_user_id"),
    sessionId: text("session_id"),
    /** A keyed hash of the client's address, never the address itself. */
    clientHash: text("client_hash"),
    detail: jsonb("detail").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /**
     * The hash chain (migration 0008): the database trigger `audit_events_chain` sets these three on every insert,
     * under a lock on `audit_chain_head`, whatever the insert says; the defaults only let inserts leave them out.
     * `seq` counts entries without gaps, `prev_hash` is the previous entry's `hash`, and `hash` is SHA-256 over the
     * entry and `prev_hash` (`audit_event_hash`). Updates are refused by the trigger `audit_events_no_update`.
     */
    seq: bigint("seq", { mode: "number" }).notNull().default(0),
    prevHash: text("prev_hash").notNull().default(""),
    hash: text("hash").notNull().default(""),
  },
  (table) => [
    uniqueIndex("audit_events_seq_idx").on(table.seq),
    index("audit_events_event_idx").on(table.event, table.createdAt),
    index("audit_events_created_at_idx").on(table.createdAt),
    index("audit_events_subject_idx").on(table.subjectUserId, table.createdAt),
    index("audit_events_actor_idx").on(table.actorUserId, table.createdAt),
  ],
);

/**
 * The newest entry of the audit chain: one row (id 1), updated by the insert trigger in the same transaction as
 * the entry. Its row lock serialises writers on every server; `npm run audit -- verify` checks that the last
 * entry in audit_events is this one, so removing the newest entries is caught too.
 */
export const auditChainHead = pgTable(
  "audit_chain_head",
  {
    id: integer("id").primaryKey(),
    seq: bigint("seq", { mode: "number" }).notNull(),
    hash: text("hash").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check("audit_chain_head_one_row_check", sql`${table.id} = 1`)],
);
