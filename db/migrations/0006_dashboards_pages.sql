CREATE TABLE "enquiry_status_changes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"enquiry_id" uuid NOT NULL,
	"status" text NOT NULL,
	"note" text,
	"changed_by_user_id" text,
	"changed_by_name" text,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "enquiry_status_changes_status_check" CHECK ("enquiry_status_changes"."status" in ('new', 'contacted', 'closed'))
);
--> statement-breakpoint
CREATE TABLE "organisation_contacts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"organisation_id" uuid NOT NULL,
	"name" text NOT NULL,
	"job_title" text,
	"email" text,
	"phone" text,
	"demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "organisation_invitations" (
	"id" uuid PRIMARY KEY NOT NULL,
	"organisation_id" uuid NOT NULL,
	"email" text NOT NULL,
	"token_hash" text NOT NULL,
	"invited_by_user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "candidate_cvs" (
	"candidate_id" uuid PRIMARY KEY NOT NULL,
	"document" jsonb NOT NULL,
	"demo" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "application_files" (
	"id" uuid PRIMARY KEY NOT NULL,
	"application_id" uuid NOT NULL,
	"storage_key" text NOT NULL,
	"original_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"sha256" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "application_files_size_check" CHECK ("application_files"."size_bytes" > 0 and "application_files"."size_bytes" <= 5242880)
);
--> statement-breakpoint
CREATE TABLE "case_access_grants" (
	"id" uuid PRIMARY KEY NOT NULL,
	"candidate_id" uuid NOT NULL,
	"caseworker_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "calendar_feeds" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "notification_preferences" (
	"user_id" text PRIMARY KEY NOT NULL,
	"appointment_emails" boolean DEFAULT true NOT NULL,
	"application_emails" boolean DEFAULT true NOT NULL,
	"message_emails" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "own_retention_percent" integer;--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "data_sharing_agreement_signed_on" date;--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "data_sharing_agreement_signed_by" text;--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "safeguarding_lead_name" text;--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "safeguarding_lead_email" text;--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "safeguarding_lead_phone" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "candidate_note" text;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "cancelled_by_name" text;--> statement-breakpoint
ALTER TABLE "referrals" ADD COLUMN "accessibility_needs" text;--> statement-breakpoint
ALTER TABLE "referrals" ADD COLUMN "preferred_language" text;--> statement-breakpoint
ALTER TABLE "referrals" ADD COLUMN "setting" text;--> statement-breakpoint
ALTER TABLE "referrals" ADD COLUMN "expected_release_on" date;--> statement-breakpoint
ALTER TABLE "referrals" ADD COLUMN "support_requested" text;--> statement-breakpoint
ALTER TABLE "referrals" ADD COLUMN "partner_may_see" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "enquiry_status_changes" ADD CONSTRAINT "enquiry_status_changes_enquiry_id_enquiries_id_fk" FOREIGN KEY ("enquiry_id") REFERENCES "public"."enquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organisation_contacts" ADD CONSTRAINT "organisation_contacts_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organisation_invitations" ADD CONSTRAINT "organisation_invitations_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organisation_invitations" ADD CONSTRAINT "organisation_invitations_invited_by_user_id_users_id_fk" FOREIGN KEY ("invited_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_cvs" ADD CONSTRAINT "candidate_cvs_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_files" ADD CONSTRAINT "application_files_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_access_grants" ADD CONSTRAINT "case_access_grants_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_access_grants" ADD CONSTRAINT "case_access_grants_caseworker_id_caseworkers_id_fk" FOREIGN KEY ("caseworker_id") REFERENCES "public"."caseworkers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "enquiry_status_changes_enquiry_idx" ON "enquiry_status_changes" USING btree ("enquiry_id","changed_at");--> statement-breakpoint
CREATE INDEX "organisation_contacts_organisation_idx" ON "organisation_contacts" USING btree ("organisation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "organisation_invitations_token_idx" ON "organisation_invitations" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "organisation_invitations_organisation_idx" ON "organisation_invitations" USING btree ("organisation_id","created_at");--> statement-breakpoint
CREATE INDEX "application_files_application_idx" ON "application_files" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "case_access_grants_caseworker_idx" ON "case_access_grants" USING btree ("caseworker_id","candidate_id","expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feeds_token_idx" ON "calendar_feeds" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "calendar_feeds_user_idx" ON "calendar_feeds" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "organisations" ADD CONSTRAINT "organisations_own_retention_check" CHECK ("organisations"."own_retention_percent" is null or "organisations"."own_retention_percent" between 0 and 100);--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_setting_check" CHECK ("referrals"."setting" is null or "referrals"."setting" in ('custody', 'community'));