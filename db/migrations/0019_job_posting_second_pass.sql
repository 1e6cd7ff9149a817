CREATE TABLE "job_changes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"job_id" uuid NOT NULL,
	"change" text NOT NULL,
	"fields" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"changed_by_name" text,
	"changed_by_user_id" text,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "jobs" DROP CONSTRAINT "jobs_record_check_check";--> statement-breakpoint
ALTER TABLE "jobs" DROP CONSTRAINT "jobs_location_check";--> statement-breakpoint
ALTER TABLE "jobs" ALTER COLUMN "hours_per_week" SET DATA TYPE double precision;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "home_area" text;--> statement-breakpoint
-- Roles already open to anyone anywhere in the country are home roles for the whole UK.
UPDATE "jobs" SET "home_area" = 'uk' WHERE "national";--> statement-breakpoint
-- No hours outside what the form accepts survive into the new check.
UPDATE "jobs" SET "hours_per_week" = NULL WHERE "hours_per_week" < 1 OR "hours_per_week" > 60;--> statement-breakpoint
ALTER TABLE "job_changes" ADD CONSTRAINT "job_changes_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_changes_job_idx" ON "job_changes" USING btree ("job_id","changed_at");--> statement-breakpoint
CREATE INDEX "job_changes_user_idx" ON "job_changes" USING btree ("changed_by_user_id");--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_home_area_check" CHECK ("jobs"."home_area" in ('uk', 'england', 'scotland', 'wales', 'northern_ireland'));--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_hours_per_week_check" CHECK ("jobs"."hours_per_week" is null or ("jobs"."hours_per_week" between 1 and 60 and "jobs"."hours_per_week" * 2 = floor("jobs"."hours_per_week" * 2)));--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_record_check_check" CHECK ("jobs"."record_check" in ('none', 'basic', 'standard', 'enhanced', 'enhanced_barred'));--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_location_check" CHECK ("jobs"."national" or "jobs"."home_area" is not null or ("jobs"."latitude" is not null and "jobs"."longitude" is not null));