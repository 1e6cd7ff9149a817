ALTER TABLE "notification_preferences" DROP COLUMN "appointment_emails";--> statement-breakpoint
ALTER TABLE "notification_preferences" DROP COLUMN "application_emails";--> statement-breakpoint
ALTER TABLE "notification_preferences" DROP COLUMN "message_emails";