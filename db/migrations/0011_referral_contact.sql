ALTER TABLE "referrals" ADD COLUMN "preferred_contact" text;--> statement-breakpoint
ALTER TABLE "referrals" ADD COLUMN "contact_times" text;--> statement-breakpoint
ALTER TABLE "referrals" ADD COLUMN "may_leave_message" boolean;--> statement-breakpoint
ALTER TABLE "referrals" ADD COLUMN "prison" text;--> statement-breakpoint
ALTER TABLE "referrals" ADD COLUMN "probation_contact" text;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_preferred_contact_check" CHECK ("referrals"."preferred_contact" is null or "referrals"."preferred_contact" in ('phone', 'text', 'email'));
