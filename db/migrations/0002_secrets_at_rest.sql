ALTER TABLE "mail_outbox" ADD COLUMN "sensitive" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Mail already queued: links and codes are keys, so mark those kinds and clear what was already sent.
UPDATE "mail_outbox" SET "sensitive" = true WHERE "kind" IN ('account.verify-email', 'account.reset-password', 'account.sign-in-code', 'account.change-email');--> statement-breakpoint
UPDATE "mail_outbox" SET "text_body" = '[Cleared after sending: this message held a link or code that only its recipient may use.]' WHERE "sensitive" AND "status" IN ('sent', 'failed');--> statement-breakpoint
-- Reset tokens were stored as they are; from now on only their hash is. Outstanding links stop working.
DELETE FROM "verifications" WHERE "identifier" LIKE 'reset-password:%';--> statement-breakpoint
-- Sessions now keep a keyed hash of the address, which SQL cannot compute; drop the raw addresses.
UPDATE "sessions" SET "ip_address" = NULL WHERE "ip_address" IS NOT NULL;
