CREATE TABLE "organisation_members" (
	"organisation_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"role" text DEFAULT 'member' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "organisation_members_organisation_id_user_id_pk" PRIMARY KEY("organisation_id","user_id"),
	CONSTRAINT "organisation_members_role_check" CHECK ("organisation_members"."role" in ('owner', 'member'))
);
--> statement-breakpoint
CREATE TABLE "organisations" (
	"id" uuid PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"status" text DEFAULT 'awaiting_approval' NOT NULL,
	"partner_type" text,
	"sector" text,
	"town" text,
	"contact_name" text,
	"ban_the_box" boolean DEFAULT false NOT NULL,
	"disability_confident" boolean DEFAULT false NOT NULL,
	"real_living_wage" boolean DEFAULT false NOT NULL,
	"onboarded_at" timestamp with time zone,
	"demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "organisations_kind_check" CHECK ("organisations"."kind" in ('employer', 'partner')),
	CONSTRAINT "organisations_status_check" CHECK ("organisations"."status" in ('awaiting_approval', 'approved', 'suspended'))
);
--> statement-breakpoint
CREATE TABLE "candidate_barriers" (
	"candidate_id" uuid NOT NULL,
	"barrier" text NOT NULL,
	CONSTRAINT "candidate_barriers_candidate_id_barrier_pk" PRIMARY KEY("candidate_id","barrier"),
	CONSTRAINT "candidate_barriers_barrier_check" CHECK ("candidate_barriers"."barrier" in ('caring_responsibilities', 'education', 'family_issues', 'mental_health', 'physical_health', 'dependency', 'housing', 'none'))
);
--> statement-breakpoint
CREATE TABLE "candidates" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" text,
	"full_name" text NOT NULL,
	"town" text,
	"travel_area" text,
	"travel_miles" integer,
	"work_interests" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"skills" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"availability" text,
	"right_to_work" text DEFAULT 'to_check' NOT NULL,
	"readiness_status" text DEFAULT 'not_started' NOT NULL,
	"support_declined_reason" text,
	"released_on" date,
	"demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "candidates_readiness_check" CHECK ("candidates"."readiness_status" in ('not_started', 'support_needed', 'support_declined', 'ready_to_work')),
	CONSTRAINT "candidates_right_to_work_check" CHECK ("candidates"."right_to_work" in ('confirmed', 'to_check', 'not_confirmed')),
	CONSTRAINT "candidates_declined_reason_check" CHECK ("candidates"."readiness_status" <> 'support_declined' or "candidates"."support_declined_reason" is not null)
);
--> statement-breakpoint
CREATE TABLE "caseworker_assignments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"candidate_id" uuid NOT NULL,
	"caseworker_id" uuid NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "caseworkers" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" text,
	"full_name" text NOT NULL,
	"team" text,
	"demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "readiness_checklist" (
	"candidate_id" uuid NOT NULL,
	"item" text NOT NULL,
	"status" text DEFAULT 'not_started' NOT NULL,
	"notes" text,
	"updated_by_name" text,
	"updated_by_user_id" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "readiness_checklist_candidate_id_item_pk" PRIMARY KEY("candidate_id","item"),
	CONSTRAINT "readiness_checklist_item_check" CHECK ("readiness_checklist"."item" in ('bank_account', 'cv_and_covering_letter', 'disclosure_letter', 'email', 'phone', 'housing', 'id', 'interview_clothing')),
	CONSTRAINT "readiness_checklist_status_check" CHECK ("readiness_checklist"."status" in ('not_started', 'in_progress', 'done'))
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"sector" text NOT NULL,
	"employer_id" uuid,
	"employer_name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"location_name" text NOT NULL,
	"postcode" text,
	"latitude" double precision,
	"longitude" double precision,
	"national" boolean DEFAULT false NOT NULL,
	"contract_type" text NOT NULL,
	"hours" text NOT NULL,
	"hours_per_week" integer,
	"salary_min_pence" integer,
	"salary_max_pence" integer,
	"salary_period" text,
	"vacancies" integer DEFAULT 1 NOT NULL,
	"closing_date" date,
	"status" text DEFAULT 'open' NOT NULL,
	"record_check" text DEFAULT 'none' NOT NULL,
	"offence_exclusions" jsonb DEFAULT '["none"]'::jsonb NOT NULL,
	"offence_exclusion_details" text,
	"documents_needed" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"source" text DEFAULT 'fair_chance_works' NOT NULL,
	"external_id" text,
	"demo" boolean DEFAULT false NOT NULL,
	"posted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "jobs_contract_type_check" CHECK ("jobs"."contract_type" in ('permanent', 'fixed_term', 'temporary', 'apprenticeship', 'self_employed')),
	CONSTRAINT "jobs_hours_check" CHECK ("jobs"."hours" in ('full_time', 'part_time', 'flexible')),
	CONSTRAINT "jobs_status_check" CHECK ("jobs"."status" in ('draft', 'open', 'closed', 'filled')),
	CONSTRAINT "jobs_record_check_check" CHECK ("jobs"."record_check" in ('none', 'basic', 'standard', 'enhanced')),
	CONSTRAINT "jobs_vacancies_check" CHECK ("jobs"."vacancies" >= 1),
	CONSTRAINT "jobs_location_check" CHECK ("jobs"."national" or ("jobs"."latitude" is not null and "jobs"."longitude" is not null)),
	CONSTRAINT "jobs_salary_check" CHECK ("jobs"."salary_min_pence" is null or "jobs"."salary_max_pence" is null or "jobs"."salary_min_pence" <= "jobs"."salary_max_pence")
);
--> statement-breakpoint
CREATE TABLE "application_status_changes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"application_id" uuid NOT NULL,
	"status" text NOT NULL,
	"note" text,
	"changed_by_name" text,
	"changed_by_user_id" text,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "application_status_changes_status_check" CHECK ("application_status_changes"."status" in ('applied', 'selected_for_interview', 'interview_booked', 'unsuccessful', 'unsuccessful_at_interview', 'job_offered', 'started', 'withdrawn'))
);
--> statement-breakpoint
CREATE TABLE "applications" (
	"id" uuid PRIMARY KEY NOT NULL,
	"job_id" uuid NOT NULL,
	"candidate_id" uuid NOT NULL,
	"status" text DEFAULT 'applied' NOT NULL,
	"shared" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"demo" boolean DEFAULT false NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "applications_status_check" CHECK ("applications"."status" in ('applied', 'selected_for_interview', 'interview_booked', 'unsuccessful', 'unsuccessful_at_interview', 'job_offered', 'started', 'withdrawn'))
);
--> statement-breakpoint
CREATE TABLE "outcome_checks" (
	"application_id" uuid NOT NULL,
	"checkpoint" text NOT NULL,
	"started_on" date NOT NULL,
	"in_work" boolean NOT NULL,
	"left_reason" text,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "outcome_checks_application_id_checkpoint_pk" PRIMARY KEY("application_id","checkpoint"),
	CONSTRAINT "outcome_checks_checkpoint_check" CHECK ("outcome_checks"."checkpoint" in ('six_weeks', 'six_months', 'one_year'))
);
--> statement-breakpoint
CREATE TABLE "appointments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"candidate_id" uuid NOT NULL,
	"caseworker_id" uuid,
	"organisation_id" uuid,
	"title" text NOT NULL,
	"mode" text NOT NULL,
	"location" text,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"attendance" text,
	"attendance_reason" text,
	"demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appointments_mode_check" CHECK ("appointments"."mode" in ('in_person', 'phone', 'video')),
	CONSTRAINT "appointments_ends_after_start_check" CHECK ("appointments"."ends_at" > "appointments"."starts_at"),
	CONSTRAINT "appointments_attendance_check" CHECK ("appointments"."attendance" is null or "appointments"."attendance" in ('attended', 'late', 'did_not_attend'))
);
--> statement-breakpoint
CREATE TABLE "case_notes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"candidate_id" uuid NOT NULL,
	"caseworker_id" uuid,
	"author_name" text NOT NULL,
	"body" text NOT NULL,
	"demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "diary_entries" (
	"id" uuid PRIMARY KEY NOT NULL,
	"candidate_id" uuid NOT NULL,
	"entry_date" date NOT NULL,
	"title" text NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mentoring_matches" (
	"id" uuid PRIMARY KEY NOT NULL,
	"candidate_id" uuid NOT NULL,
	"mentor_name" text NOT NULL,
	"mentor_organisation" text,
	"lived_experience" boolean DEFAULT false NOT NULL,
	"started_on" date NOT NULL,
	"ended_on" date,
	"demo" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mentoring_sessions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"match_id" uuid NOT NULL,
	"held_on" date NOT NULL,
	"minutes" integer NOT NULL,
	"mode" text NOT NULL,
	"notes" text
);
--> statement-breakpoint
CREATE TABLE "support_actions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"candidate_id" uuid NOT NULL,
	"referral_id" uuid,
	"organisation_id" uuid,
	"title" text NOT NULL,
	"owner_name" text,
	"due_on" date,
	"status" text DEFAULT 'open' NOT NULL,
	"completed_at" timestamp with time zone,
	"demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "support_actions_status_check" CHECK ("support_actions"."status" in ('open', 'done', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "referral_status_changes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"referral_id" uuid NOT NULL,
	"status" text NOT NULL,
	"note" text,
	"changed_by_name" text,
	"changed_by_user_id" text,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "referral_status_changes_status_check" CHECK ("referral_status_changes"."status" in ('submitted', 'accepted', 'in_support', 'placed', 'closed'))
);
--> statement-breakpoint
CREATE TABLE "referrals" (
	"id" uuid PRIMARY KEY NOT NULL,
	"partner_id" uuid NOT NULL,
	"candidate_id" uuid,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text,
	"phone" text,
	"town" text,
	"needs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"notes" text,
	"consent_given" boolean NOT NULL,
	"consent_recorded_at" timestamp with time zone NOT NULL,
	"consent_recorded_by" text NOT NULL,
	"status" text DEFAULT 'submitted' NOT NULL,
	"referred_by_user_id" text,
	"referred_by_name" text NOT NULL,
	"demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "referrals_status_check" CHECK ("referrals"."status" in ('submitted', 'accepted', 'in_support', 'placed', 'closed')),
	CONSTRAINT "referrals_consent_check" CHECK ("referrals"."consent_given")
);
--> statement-breakpoint
CREATE TABLE "message_threads" (
	"id" uuid PRIMARY KEY NOT NULL,
	"subject" text NOT NULL,
	"candidate_id" uuid,
	"demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_message_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" uuid PRIMARY KEY NOT NULL,
	"thread_id" uuid NOT NULL,
	"sender_kind" text NOT NULL,
	"sender_id" uuid NOT NULL,
	"sender_name" text NOT NULL,
	"body" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "messages_sender_kind_check" CHECK ("messages"."sender_kind" in ('candidate', 'organisation', 'caseworker'))
);
--> statement-breakpoint
CREATE TABLE "thread_participants" (
	"thread_id" uuid NOT NULL,
	"party_kind" text NOT NULL,
	"party_id" uuid NOT NULL,
	"last_read_at" timestamp with time zone,
	CONSTRAINT "thread_participants_thread_id_party_kind_party_id_pk" PRIMARY KEY("thread_id","party_kind","party_id"),
	CONSTRAINT "thread_participants_party_kind_check" CHECK ("thread_participants"."party_kind" in ('candidate', 'organisation', 'caseworker'))
);
--> statement-breakpoint
CREATE TABLE "conviction_records" (
	"id" uuid PRIMARY KEY NOT NULL,
	"candidate_id" uuid NOT NULL,
	"key_id" text NOT NULL,
	"ciphertext" text NOT NULL,
	"demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "organisation_members" ADD CONSTRAINT "organisation_members_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organisation_members" ADD CONSTRAINT "organisation_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_barriers" ADD CONSTRAINT "candidate_barriers_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidates" ADD CONSTRAINT "candidates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "caseworker_assignments" ADD CONSTRAINT "caseworker_assignments_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "caseworker_assignments" ADD CONSTRAINT "caseworker_assignments_caseworker_id_caseworkers_id_fk" FOREIGN KEY ("caseworker_id") REFERENCES "public"."caseworkers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "caseworkers" ADD CONSTRAINT "caseworkers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "readiness_checklist" ADD CONSTRAINT "readiness_checklist_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_employer_id_organisations_id_fk" FOREIGN KEY ("employer_id") REFERENCES "public"."organisations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_status_changes" ADD CONSTRAINT "application_status_changes_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outcome_checks" ADD CONSTRAINT "outcome_checks_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_caseworker_id_caseworkers_id_fk" FOREIGN KEY ("caseworker_id") REFERENCES "public"."caseworkers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_notes" ADD CONSTRAINT "case_notes_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_notes" ADD CONSTRAINT "case_notes_caseworker_id_caseworkers_id_fk" FOREIGN KEY ("caseworker_id") REFERENCES "public"."caseworkers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diary_entries" ADD CONSTRAINT "diary_entries_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentoring_matches" ADD CONSTRAINT "mentoring_matches_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentoring_sessions" ADD CONSTRAINT "mentoring_sessions_match_id_mentoring_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."mentoring_matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_actions" ADD CONSTRAINT "support_actions_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_actions" ADD CONSTRAINT "support_actions_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_status_changes" ADD CONSTRAINT "referral_status_changes_referral_id_referrals_id_fk" FOREIGN KEY ("referral_id") REFERENCES "public"."referrals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_partner_id_organisations_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_threads" ADD CONSTRAINT "message_threads_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_thread_id_message_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."message_threads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "thread_participants" ADD CONSTRAINT "thread_participants_thread_id_message_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."message_threads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conviction_records" ADD CONSTRAINT "conviction_records_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "organisation_members_user_idx" ON "organisation_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "organisations_kind_idx" ON "organisations" USING btree ("demo","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "candidates_user_idx" ON "candidates" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "candidates_demo_idx" ON "candidates" USING btree ("demo","created_at");--> statement-breakpoint
CREATE INDEX "caseworker_assignments_caseworker_idx" ON "caseworker_assignments" USING btree ("caseworker_id","ended_at");--> statement-breakpoint
CREATE INDEX "caseworker_assignments_candidate_idx" ON "caseworker_assignments" USING btree ("candidate_id","ended_at");--> statement-breakpoint
CREATE UNIQUE INDEX "caseworker_assignments_open_idx" ON "caseworker_assignments" USING btree ("candidate_id","caseworker_id") WHERE "caseworker_assignments"."ended_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "caseworkers_user_idx" ON "caseworkers" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "caseworkers_demo_idx" ON "caseworkers" USING btree ("demo");--> statement-breakpoint
CREATE INDEX "jobs_listing_idx" ON "jobs" USING btree ("demo","status","closing_date");--> statement-breakpoint
CREATE INDEX "jobs_employer_idx" ON "jobs" USING btree ("employer_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_source_external_idx" ON "jobs" USING btree ("source","external_id");--> statement-breakpoint
CREATE INDEX "application_status_changes_application_idx" ON "application_status_changes" USING btree ("application_id","changed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "applications_job_candidate_idx" ON "applications" USING btree ("job_id","candidate_id");--> statement-breakpoint
CREATE INDEX "applications_candidate_idx" ON "applications" USING btree ("candidate_id","applied_at");--> statement-breakpoint
CREATE INDEX "applications_status_idx" ON "applications" USING btree ("demo","status");--> statement-breakpoint
CREATE INDEX "appointments_candidate_idx" ON "appointments" USING btree ("candidate_id","starts_at");--> statement-breakpoint
CREATE INDEX "appointments_caseworker_idx" ON "appointments" USING btree ("caseworker_id","starts_at");--> statement-breakpoint
CREATE INDEX "appointments_organisation_idx" ON "appointments" USING btree ("organisation_id","starts_at");--> statement-breakpoint
CREATE INDEX "case_notes_candidate_idx" ON "case_notes" USING btree ("candidate_id","created_at");--> statement-breakpoint
CREATE INDEX "diary_entries_candidate_idx" ON "diary_entries" USING btree ("candidate_id","entry_date");--> statement-breakpoint
CREATE INDEX "mentoring_matches_candidate_idx" ON "mentoring_matches" USING btree ("candidate_id");--> statement-breakpoint
CREATE INDEX "mentoring_sessions_match_idx" ON "mentoring_sessions" USING btree ("match_id","held_on");--> statement-breakpoint
CREATE INDEX "support_actions_candidate_idx" ON "support_actions" USING btree ("candidate_id","status","due_on");--> statement-breakpoint
CREATE INDEX "support_actions_organisation_idx" ON "support_actions" USING btree ("organisation_id","status");--> statement-breakpoint
CREATE INDEX "referral_status_changes_referral_idx" ON "referral_status_changes" USING btree ("referral_id","changed_at");--> statement-breakpoint
CREATE INDEX "referrals_partner_idx" ON "referrals" USING btree ("partner_id","created_at");--> statement-breakpoint
CREATE INDEX "referrals_candidate_idx" ON "referrals" USING btree ("candidate_id");--> statement-breakpoint
CREATE INDEX "referrals_status_idx" ON "referrals" USING btree ("demo","status");--> statement-breakpoint
CREATE INDEX "message_threads_candidate_idx" ON "message_threads" USING btree ("candidate_id");--> statement-breakpoint
CREATE INDEX "messages_thread_idx" ON "messages" USING btree ("thread_id","sent_at");--> statement-breakpoint
CREATE INDEX "thread_participants_party_idx" ON "thread_participants" USING btree ("party_kind","party_id");--> statement-breakpoint
CREATE INDEX "conviction_records_candidate_idx" ON "conviction_records" USING btree ("candidate_id");--> statement-breakpoint
CREATE INDEX "conviction_records_key_idx" ON "conviction_records" USING btree ("key_id");