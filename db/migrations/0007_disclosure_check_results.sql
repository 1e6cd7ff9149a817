CREATE TABLE "disclosure_check_results" (
	"id" uuid PRIMARY KEY NOT NULL,
	"candidate_id" uuid NOT NULL,
	"key_id" text NOT NULL,
	"ciphertext" text NOT NULL,
	"demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "disclosure_check_results" ADD CONSTRAINT "disclosure_check_results_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "disclosure_check_results_candidate_idx" ON "disclosure_check_results" USING btree ("candidate_id");--> statement-breakpoint
CREATE INDEX "disclosure_check_results_key_idx" ON "disclosure_check_results" USING btree ("key_id");