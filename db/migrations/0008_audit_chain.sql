CREATE TABLE "audit_chain_head" (
	"id" integer PRIMARY KEY NOT NULL,
	"seq" bigint NOT NULL,
	"hash" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "audit_chain_head_one_row_check" CHECK ("audit_chain_head"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "audit_events" ADD COLUMN "seq" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_events" ADD COLUMN "prev_hash" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_events" ADD COLUMN "hash" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- The hash of one audit entry: SHA-256 (hex) of a JSON array of the entry's fields and the previous entry's hash.
-- The time is written in UTC to the microsecond, so the session's time zone never changes the hash.
CREATE FUNCTION "audit_event_hash"(bigint, text, uuid, text, text, text, text, text, jsonb, timestamptz) RETURNS text
LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT encode(sha256(convert_to(jsonb_build_array(
    $1, $2, $3, $4, $5, $6, $7, $8, $9,
    to_char($10 AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')
  )::text, 'UTF8')), 'hex')
$$;--> statement-breakpoint
-- Entries written before the chain existed join it in the order they were written.
DO $$
DECLARE
  entry record;
  n bigint := 0;
  previous text := repeat('0', 64);
BEGIN
  FOR entry IN SELECT "id" FROM "audit_events" ORDER BY "created_at", "id" LOOP
    n := n + 1;
    UPDATE "audit_events" AS a
      SET "seq" = n,
          "prev_hash" = previous,
          "hash" = audit_event_hash(n, previous, a."id", a."event", a."actor_user_id", a."subject_user_id", a."session_id", a."client_hash", a."detail", a."created_at")
      WHERE a."id" = entry."id"
      RETURNING a."hash" INTO previous;
  END LOOP;
  INSERT INTO "audit_chain_head" ("id", "seq", "hash") VALUES (1, n, previous);
END
$$;--> statement-breakpoint
CREATE UNIQUE INDEX "audit_events_seq_idx" ON "audit_events" USING btree ("seq");--> statement-breakpoint
CREATE INDEX "audit_events_event_idx" ON "audit_events" USING btree ("event","created_at");--> statement-breakpoint
-- Every insert joins the chain. The head row's lock makes writers on every server take turns, from the insert
-- until their transaction ends, so sequence numbers have no gaps and each entry names the one before it.
CREATE FUNCTION "audit_events_chain"() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  head_seq bigint;
  head_hash text;
BEGIN
  SELECT "seq", "hash" INTO head_seq, head_hash FROM "audit_chain_head" WHERE "id" = 1 FOR UPDATE;
  IF head_seq IS NULL THEN
    RAISE EXCEPTION 'audit_chain_head has no row: the audit chain cannot continue';
  END IF;
  NEW."seq" := head_seq + 1;
  NEW."prev_hash" := head_hash;
  NEW."hash" := audit_event_hash(NEW."seq", NEW."prev_hash", NEW."id", NEW."event", NEW."actor_user_id", NEW."subject_user_id",
    NEW."session_id", NEW."client_hash", NEW."detail", NEW."created_at");
  UPDATE "audit_chain_head" SET "seq" = NEW."seq", "hash" = NEW."hash", "updated_at" = now() WHERE "id" = 1;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "audit_events_chain" BEFORE INSERT ON "audit_events" FOR EACH ROW EXECUTE FUNCTION "audit_events_chain"();--> statement-breakpoint
-- An entry is never changed: only the retention sweep removes the oldest, and records that it did.
CREATE FUNCTION "audit_events_refuse_update"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit entries cannot be changed' USING ERRCODE = 'insufficient_privilege';
END
$$;--> statement-breakpoint
CREATE TRIGGER "audit_events_no_update" BEFORE UPDATE ON "audit_events" FOR EACH ROW EXECUTE FUNCTION "audit_events_refuse_update"();
