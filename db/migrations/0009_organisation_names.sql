ALTER TABLE "organisations" ADD COLUMN "proposed_name" text;--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "proposed_by_user_id" text;--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "proposed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "organisations" ADD CONSTRAINT "organisations_proposed_by_user_id_users_id_fk" FOREIGN KEY ("proposed_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Organisations that already share a name (any case or spacing) keep the oldest's name; each later one gets the end of its own id added, so the index below can be made.
UPDATE "organisations" SET "name" = btrim("organisations"."name") || ' (duplicate ' || right("organisations"."id"::text, 12) || ')', "updated_at" = now()
FROM (SELECT "id", row_number() OVER (PARTITION BY "demo", "kind", lower(btrim(regexp_replace("name", '[[:space:]]+', ' ', 'g'))) ORDER BY "created_at", "id") AS "n" FROM "organisations") AS "ranked"
WHERE "ranked"."id" = "organisations"."id" AND "ranked"."n" > 1;--> statement-breakpoint
CREATE UNIQUE INDEX "organisations_name_idx" ON "organisations" USING btree ("demo","kind",lower(btrim(regexp_replace("name", '[[:space:]]+', ' ', 'g'))));--> statement-breakpoint
CREATE UNIQUE INDEX "organisations_proposed_name_idx" ON "organisations" USING btree ("kind",lower(btrim(regexp_replace("proposed_name", '[[:space:]]+', ' ', 'g')))) WHERE "organisations"."proposed_name" is not null;