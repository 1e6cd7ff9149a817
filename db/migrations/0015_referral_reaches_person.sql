ALTER TABLE "referrals" ADD COLUMN "awaiting_user_id" text;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_awaiting_user_id_users_id_fk" FOREIGN KEY ("awaiting_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "referrals_awaiting_user_idx" ON "referrals" USING btree ("awaiting_user_id");