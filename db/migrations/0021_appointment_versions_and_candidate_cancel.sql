ALTER TABLE "appointments" ADD COLUMN "cancelled_by_candidate" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "cancellation_reason" text;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "mentoring_sessions" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;