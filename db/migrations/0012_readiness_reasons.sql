ALTER TABLE "candidates" DROP CONSTRAINT "candidates_declined_reason_check";--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "readiness_reason" text;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "readiness_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "readiness_changed_by_name" text;--> statement-breakpoint
ALTER TABLE "readiness_checklist" ADD COLUMN "marked_by_service" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- The reason a declined offer of support was recorded with becomes the status's reason; any other status set
-- before reasons were kept says so, rather than inventing one.
UPDATE "candidates" SET "readiness_reason" = "support_declined_reason" WHERE "support_declined_reason" IS NOT NULL;--> statement-breakpoint
UPDATE "candidates" SET "readiness_reason" = 'Set before reasons were recorded.' WHERE "readiness_status" <> 'not_started' AND "readiness_reason" IS NULL;--> statement-breakpoint
ALTER TABLE "candidates" DROP COLUMN "support_declined_reason";--> statement-breakpoint
ALTER TABLE "candidates" ADD CONSTRAINT "candidates_readiness_reason_check" CHECK ("candidates"."readiness_status" = 'not_started' or "candidates"."readiness_reason" is not null);--> statement-breakpoint
-- Checklist items the service can see for itself, for real people who already have them: a saved CV, a
-- verified email address, a phone number given with a referral. (A saved disclosure letter is encrypted, so it
-- is marked the next time one is saved.) An item someone already marked done keeps their mark.
INSERT INTO "readiness_checklist" ("candidate_id", "item", "status", "marked_by_service", "updated_at")
SELECT "candidate_id", 'cv_and_covering_letter', 'done', true, now() FROM "candidate_cvs" WHERE "demo" = false
ON CONFLICT ("candidate_id", "item") DO UPDATE SET "status" = 'done', "marked_by_service" = true, "updated_by_name" = NULL, "updated_by_user_id" = NULL, "updated_at" = now()
WHERE "readiness_checklist"."status" <> 'done';--> statement-breakpoint
INSERT INTO "readiness_checklist" ("candidate_id", "item", "status", "marked_by_service", "updated_at")
SELECT c."id", 'email', 'done', true, now() FROM "candidates" c JOIN "users" u ON u."id" = c."user_id" WHERE c."demo" = false AND u."email_verified"
ON CONFLICT ("candidate_id", "item") DO UPDATE SET "status" = 'done', "marked_by_service" = true, "updated_by_name" = NULL, "updated_by_user_id" = NULL, "updated_at" = now()
WHERE "readiness_checklist"."status" <> 'done';--> statement-breakpoint
INSERT INTO "readiness_checklist" ("candidate_id", "item", "status", "marked_by_service", "updated_at")
SELECT DISTINCT "candidate_id", 'phone', 'done', true, now() FROM "referrals" WHERE "demo" = false AND "phone" IS NOT NULL AND "candidate_id" IS NOT NULL
ON CONFLICT ("candidate_id", "item") DO UPDATE SET "status" = 'done', "marked_by_service" = true, "updated_by_name" = NULL, "updated_by_user_id" = NULL, "updated_at" = now()
WHERE "readiness_checklist"."status" <> 'done';
