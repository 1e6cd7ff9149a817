import { sql } from "drizzle-orm";
import { boolean, check, index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

export const enquiryStatuses = ["new", "contacted", "closed"] as const;
export const formSources = ["employer", "partner", "candidate", "general"] as const;

/** A call-back request from one of the four forms. Holds no raw IP address. */
export const enquiries = pgTable(
  "enquiries",
  {
    id: uuid("id").primaryKey(),
    formSource: text("form_source", { enum: formSources }).notNull(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    email: text("email").notNull(),
    phoneNumber: text("phone_number").notNull(),
    location: text("location").notNull(),
    message: text("message"),
    support: text("support"),
    referral: text("referral"),
    companyName: text("company_name"),
    jobTitle: text("job_title"),
    organisation: text("organisation"),
    organisationType: text("organisation_type"),
    /**
     * The person asked to be contacted about this enquiry (the form's pre-ticked box), and when. Our lawful basis
     * for that contact is legitimate interests, not consent (the privacy policy says so); marketing alone rests on
     * consent. The columns keep their first names (contact_consent): renaming them would only rewrite a table of
     * personal data for a word, so the product names them for what they record. See docs/features/enquiries.md.
     */
    contactRequested: boolean("contact_consent").notNull(),
    contactRequestedAt: timestamp("contact_consent_at", { withTimezone: true }).notNull(),
    marketingConsent: boolean("marketing_consent").notNull().default(false),
    marketingConsentAt: timestamp("marketing_consent_at", { withTimezone: true }),
    /** Which wording of the consent statements the person saw. */
    consentWordingVersion: text("consent_wording_version").notNull(),
    status: text("status", { enum: enquiryStatuses }).notNull().default("new"),
    statusChangedAt: timestamp("status_changed_at", { withTimezone: true }).notNull().defaultNow(),
    /** A keyed hash of the client's address, for duplicate detection only. */
    clientHash: text("client_hash"),
    /** A hash of the normalised submission, so a repeat within minutes returns the first enquiry. */
    payloadHash: text("payload_hash").notNull(),
    idempotencyKey: text("idempotency_key"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("enquiries_created_at_idx").on(table.createdAt),
    index("enquiries_payload_hash_idx").on(table.payloadHash, table.createdAt),
    uniqueIndex("enquiries_idempotency_key_idx").on(table.idempotencyKey),
    check("enquiries_status_check", sql`${table.status} in ('new', 'contacted', 'closed')`),
    check("enquiries_form_source_check", sql`${table.formSource} in ('employer', 'partner', 'candidate', 'general')`),
  ],
);

/** Each change of an enquiry's status: who moved it, when, and an optional note. */
export const enquiryStatusChanges = pgTable(
  "enquiry_status_changes",
  {
    id: uuid("id").primaryKey(),
    enquiryId: uuid("enquiry_id")
      .notNull()
      .references(() => enquiries.id, { onDelete: "cascade" }),
    status: text("status", { enum: enquiryStatuses }).notNull(),
    note: text("note"),
    changedByUserId: text("changed_by_user_id"),
    changedByName: text("changed_by_name"),
    changedAt: timestamp("changed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("enquiry_status_changes_enquiry_idx").on(table.enquiryId, table.changedAt),
    check("enquiry_status_changes_status_check", sql`${table.status} in ('new', 'contacted', 'closed')`),
  ],
);
