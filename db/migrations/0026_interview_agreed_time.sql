ALTER TABLE "interviews" ADD COLUMN "agreed_starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "interviews" ADD COLUMN "agreed_ends_at" timestamp with time zone;