CREATE TABLE "mentors" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" text,
	"organisation_id" uuid,
	"name" text NOT NULL,
	"organisation_name" text,
	"email" text,
	"phone" text,
	"offer" text DEFAULT '' NOT NULL,
	"lived_experience" boolean DEFAULT false NOT NULL,
	"added_by_caseworker_id" uuid,
	"withdrawn_at" timestamp with time zone,
	"demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mentoring_matches" ADD COLUMN "mentor_id" uuid;--> statement-breakpoint
ALTER TABLE "mentoring_sessions" ADD COLUMN "starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mentoring_sessions" ADD COLUMN "location" text;--> statement-breakpoint
ALTER TABLE "support_actions" ADD COLUMN "closed_reason" text;--> statement-breakpoint
ALTER TABLE "mentors" ADD CONSTRAINT "mentors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentors" ADD CONSTRAINT "mentors_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentors" ADD CONSTRAINT "mentors_added_by_caseworker_id_caseworkers_id_fk" FOREIGN KEY ("added_by_caseworker_id") REFERENCES "public"."caseworkers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mentors_user_idx" ON "mentors" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "mentors_organisation_idx" ON "mentors" USING btree ("organisation_id");--> statement-breakpoint
ALTER TABLE "mentoring_matches" ADD CONSTRAINT "mentoring_matches_mentor_id_mentors_id_fk" FOREIGN KEY ("mentor_id") REFERENCES "public"."mentors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mentoring_matches_mentor_idx" ON "mentoring_matches" USING btree ("mentor_id");