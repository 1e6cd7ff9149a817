CREATE TABLE "application_letters" (
	"id" uuid PRIMARY KEY NOT NULL,
	"key_id" text NOT NULL,
	"ciphertext" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "shared_copy" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "application_letters" ADD CONSTRAINT "application_letters_id_applications_id_fk" FOREIGN KEY ("id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_letters_key_idx" ON "application_letters" USING btree ("key_id");--> statement-breakpoint
-- Applications made before copies were kept: their copy is what the candidate's profile and saved CV hold now,
-- the nearest to what they shared. (Letters are encrypted, so the server copies them at start instead.) A
-- withdrawn application is open to no employer, so it gets no copy.
UPDATE "applications" AS a SET "shared_copy" =
  (CASE WHEN a."shared" @> '["contact_details"]'::jsonb THEN jsonb_build_object('email', u."email") ELSE '{}'::jsonb END)
  || (CASE WHEN a."shared" @> '["cv"]'::jsonb THEN jsonb_build_object('skills', c."skills", 'workInterests', c."work_interests",
       'cv', CASE WHEN EXISTS (SELECT 1 FROM "application_files" f WHERE f."application_id" = a."id") THEN NULL ELSE cv."document" END) ELSE '{}'::jsonb END)
  || (CASE WHEN a."shared" @> '["readiness"]'::jsonb THEN jsonb_build_object('readinessStatus', c."readiness_status") ELSE '{}'::jsonb END)
FROM "candidates" AS c
  LEFT JOIN "users" AS u ON u."id" = c."user_id"
  LEFT JOIN "candidate_cvs" AS cv ON cv."candidate_id" = c."id"
WHERE c."id" = a."candidate_id" AND a."status" <> 'withdrawn';
