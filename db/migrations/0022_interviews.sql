CREATE TABLE "interview_times" (
	"id" uuid PRIMARY KEY NOT NULL,
	"interview_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"mode" text NOT NULL,
	"address" text,
	"video_link" text,
	CONSTRAINT "interview_times_mode_check" CHECK ("interview_times"."mode" in ('in_person', 'phone', 'video'))
);
--> statement-breakpoint
CREATE TABLE "interviews" (
	"id" uuid PRIMARY KEY NOT NULL,
	"application_id" uuid NOT NULL,
	"state" text NOT NULL,
	"minutes" integer NOT NULL,
	"accepted_time_id" uuid,
	"appointment_id" uuid,
	"candidate_message" text,
	"cancelled_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "interviews_state_check" CHECK ("interviews"."state" in ('offered', 'accepted', 'another_time_asked', 'cancelled')),
	CONSTRAINT "interviews_minutes_check" CHECK ("interviews"."minutes" between 15 and 480),
	CONSTRAINT "interviews_cancelled_by_check" CHECK ("interviews"."cancelled_by" is null or "interviews"."cancelled_by" in ('employer', 'candidate'))
);
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_check";--> statement-breakpoint
ALTER TABLE "interview_times" ADD CONSTRAINT "interview_times_interview_id_interviews_id_fk" FOREIGN KEY ("interview_id") REFERENCES "public"."interviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interviews" ADD CONSTRAINT "interviews_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interviews" ADD CONSTRAINT "interviews_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "interview_times_interview_idx" ON "interview_times" USING btree ("interview_id","starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "interviews_application_idx" ON "interviews" USING btree ("application_id");--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check" CHECK ("notifications"."kind" in ('application.received', 'application.moved', 'application.interview', 'application.withdrawn', 'interview.offered', 'interview.moved', 'interview.cancelled', 'interview.accepted', 'interview.another_time', 'interview.cancelled_by_candidate', 'referral.received', 'referral.accepted', 'referral.closed', 'appointment.booked', 'appointment.moved', 'appointment.cancelled', 'appointment.reminder', 'message.new', 'mentor.requested', 'mentor.assigned', 'release.approaching', 'inwork.check_due', 'enquiry.overdue'));