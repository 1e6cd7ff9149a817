import { and, asc, eq, isNull, ne, sql } from "drizzle-orm";
import {
  applicationLetters,
  applications,
  candidates,
  caseworkerAssignments,
  caseworkers,
  convictionRecords,
  disclosureCheckResults,
  jobs,
  organisationMembers,
  users,
} from "../../../db/schema";
import type { AppDb } from "~/lib/db.server";
import { decryptField, encryptField, type KeyRing } from "~/lib/field-encryption.server";
import { uuidv7 } from "~/lib/uuid.server";
import { recordAudit } from "~/lib/audit.server";
import { markSeenByService } from "~/features/readiness/seen-by-service.server";
import { convictionPayloadSchema, type ConvictionPayload } from "./conviction-payload";

/**
 * Who is asking to read a candidate's conviction details. Each kind is checked against the database, never
 * taken on trust: the candidate by their account, a caseworker by an open assignment, an employer by an
 * application to one of its jobs that shares the disclosure letter, an admin by the account's role.
 */
export type ConvictionReader =
  | { kind: "candidate"; userId: string }
  | { kind: "caseworker"; userId: string }
  | { kind: "employer"; userId: string }
  | { kind: "admin"; userId: string; reason: string }
  /** A visitor to the demonstration pages: made-up records of a demonstration candidate only, never a real one. */
  | { kind: "demonstration" };

export type ConvictionRecord = { id: string; createdAt: Date; updatedAt: Date; payload: ConvictionPayload };

export type ConvictionReadResult =
  | { access: "full"; records: ConvictionRecord[] }
  /** An employer sees the disclosure letters the candidate shared with an application, and nothing else. */
  | { access: "disclosure_letter"; letters: { recordId: string; disclosureLetter: string }[] }
  | { access: "refused" };

/** Encrypts one payload for the row `id` (validated first: only a well-formed record is ever written). */
export function encryptConvictionPayload(keys: KeyRing, id: string, payload: ConvictionPayload) {
  return encryptField(keys, id, convictionPayloadSchema.parse(payload));
}

/** Adds a conviction record, or replaces the payload of the one with `id`. */
export async function writeConvictionRecord(
  db: AppDb,
  keys: KeyRing,
  record: { candidateId: string; payload: ConvictionPayload; id?: string; actorUserId?: string | null },
): Promise<{ id: string }> {
  const id = record.id ?? uuidv7();
  const encrypted = encryptConvictionPayload(keys, id, record.payload);
  const now = new Date();
  await db.transaction(async (tx) => {
    const written = await tx
      .insert(convictionRecords)
      .values({ id, candidateId: record.candidateId, ...encrypted })
      .onConflictDoUpdate({ target: convictionRecords.id, set: { ...encrypted, updatedAt: now }, setWhere: eq(convictionRecords.candidateId, record.candidateId) })
      .returning({ id: convictionRecords.id });
    // The id belongs to another candidate's record: never overwrite it.
    if (written.length === 0) throw new Error("That conviction record belongs to another candidate");
    const [owner] = await tx.select({ userId: candidates.userId }).from(candidates).where(eq(candidates.id, record.candidateId));
    if (record.payload.disclosureLetter.trim() !== "") await markSeenByService(tx, record.candidateId, ["disclosure_letter"], now);
    await recordAudit(tx, {
      event: "conviction_record_changed",
      actorUserId: record.actorUserId ?? null,
      subjectUserId: owner?.userId ?? null,
      detail: { candidateId: record.candidateId, recordId: id },
    });
  });
  return { id };
}

/**
 * The candidate's conviction records as this reader may see them, or "refused". A read by anyone other than
 * the candidate or their assigned caseworker is written to the audit table (who, whose, why; never what).
 * A record that does not decrypt (unknown key, altered ciphertext) throws FieldDecryptionError.
 */
export async function readConvictionRecords(db: AppDb, keys: KeyRing, reader: ConvictionReader, candidateId: string): Promise<ConvictionReadResult> {
  const [candidate] = await db.select({ userId: candidates.userId, demo: candidates.demo }).from(candidates).where(eq(candidates.id, candidateId));
  if (!candidate) return { access: "refused" };

  let why: { reason: string; applicationIds?: string[] } | null = null;
  switch (reader.kind) {
    case "demonstration":
      if (!candidate.demo) return { access: "refused" };
      break;
    case "candidate":
      if (candidate.userId !== reader.userId) return { access: "refused" };
      break;
    case "caseworker": {
      const [assigned] = await db
        .select({ id: caseworkerAssignments.id })
        .from(caseworkerAssignments)
        .innerJoin(caseworkers, eq(caseworkers.id, caseworkerAssignments.caseworkerId))
        .where(and(eq(caseworkers.userId, reader.userId), eq(caseworkerAssignments.candidateId, candidateId), isNull(caseworkerAssignments.endedAt)))
        .limit(1);
      if (!assigned) return { access: "refused" };
      break;
    }
    case "employer": {
      const shared = await db
        .select({ id: applications.id })
        .from(applications)
        .innerJoin(jobs, eq(jobs.id, applications.jobId))
        .innerJoin(organisationMembers, eq(organisationMembers.organisationId, jobs.employerId))
        // A member whose account is awaiting approval or suspended reads no one's letter.
        .innerJoin(users, eq(users.id, organisationMembers.userId))
        .where(
          and(
            eq(organisationMembers.userId, reader.userId),
            eq(users.accountStatus, "active"),
            eq(users.banned, false),
            eq(applications.candidateId, candidateId),
            // A withdrawn application is closed to the employer.
            ne(applications.status, "withdrawn"),
            sql`${applications.shared} @> '["disclosure_letter"]'::jsonb`,
          ),
        );
      if (shared.length === 0) return { access: "refused" };
      why = { reason: "disclosure letter shared with an application", applicationIds: shared.map((a) => a.id) };
      break;
    }
    case "admin": {
      const [admin] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, reader.userId), eq(users.role, "admin"), eq(users.banned, false)));
      if (!admin || reader.reason.trim() === "") return { access: "refused" };
      why = { reason: reader.reason.trim().slice(0, 200) };
      break;
    }
  }

  const rows = await db.select().from(convictionRecords).where(eq(convictionRecords.candidateId, candidateId)).orderBy(asc(convictionRecords.createdAt), asc(convictionRecords.id));
  const records = rows.map((row) => ({
    id: row.id,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    payload: convictionPayloadSchema.parse(decryptField(keys, row.id, { keyId: row.keyId, ciphertext: row.ciphertext })),
  }));
  if (why && reader.kind !== "demonstration") {
    await recordAudit(db, {
      event: "conviction_record_read",
      actorUserId: reader.userId,
      subjectUserId: candidate.userId,
      detail: { candidateId, readerKind: reader.kind, records: records.length, ...why },
    });
  }
  if (reader.kind === "employer") {
    return {
      access: "disclosure_letter",
      letters: records.filter((r) => r.payload.disclosureLetter !== "").map((r) => ({ recordId: r.id, disclosureLetter: r.payload.disclosureLetter })),
    };
  }
  return { access: "full", records };
}

/** The tables whose rows are encrypted with the data key ring: each has id, key_id, ciphertext and updated_at. */
const encryptedTables = [
  { name: "conviction_records", table: convictionRecords },
  { name: "disclosure_check_results", table: disclosureCheckResults },
  { name: "application_letters", table: applicationLetters },
] as const;

type EncryptedTable = (typeof encryptedTables)[number]["table"];

/**
 * Rewrites every row not under the current key with the current key (after a rotation), a batch at a time: the
 * conviction records, the saved checker results and the letters copied into applications. Returns how many were rewritten. A row whose key is no longer
 * in the ring stops the run with an error.
 */
export async function reencryptConvictionRecords(db: AppDb, keys: KeyRing, batchSize = 500): Promise<{ rewritten: number }> {
  let rewritten = 0;
  for (const { table } of encryptedTables) rewritten += await reencryptTable(db, keys, table, batchSize);
  return { rewritten };
}

async function reencryptTable(db: AppDb, keys: KeyRing, table: EncryptedTable, batchSize: number): Promise<number> {
  let rewritten = 0;
  for (;;) {
    const batch = await db
      .select({ id: table.id, keyId: table.keyId, ciphertext: table.ciphertext })
      .from(table)
      .where(ne(table.keyId, keys.currentKeyId))
      .orderBy(asc(table.id))
      .limit(batchSize);
    if (batch.length === 0) return rewritten;
    let changed = 0;
    await db.transaction(async (tx) => {
      for (const row of batch) {
        const payload = decryptField(keys, row.id, { keyId: row.keyId, ciphertext: row.ciphertext });
        const encrypted = encryptField(keys, row.id, payload);
        // Only if untouched since it was read, so a concurrent write is never overwritten with older content.
        const updated = await tx
          .update(table)
          .set({ ...encrypted, updatedAt: new Date() })
          .where(and(eq(table.id, row.id), eq(table.ciphertext, row.ciphertext)))
          .returning({ id: table.id });
        changed += updated.length;
      }
    });
    rewritten += changed;
    // Someone still writing with an old key would keep this going for ever: stop and say so instead.
    if (changed === 0) throw new Error("No record could be rewritten: is another server still writing with an old key?");
  }
}

/** How many rows each key holds in each encrypted table: what a rotation still has to rewrite. */
export async function countByKey(db: AppDb): Promise<{ table: string; keyId: string; records: number }[]> {
  const counts: { table: string; keyId: string; records: number }[] = [];
  for (const { name, table } of encryptedTables) {
    const rows = await db
      .select({ keyId: table.keyId, records: sql<number>`count(*)::int` })
      .from(table)
      .groupBy(table.keyId)
      .orderBy(asc(table.keyId));
    counts.push(...rows.map((row) => ({ table: name, ...row })));
  }
  return counts;
}
