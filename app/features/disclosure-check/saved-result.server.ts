import { and, eq } from "drizzle-orm";
import { candidates, disclosureCheckResults } from "../../../db/schema";
import type { AppDb } from "~/lib/db.server";
import { decryptField, encryptField, type KeyRing } from "~/lib/field-encryption.server";
import { uuidv7 } from "~/lib/uuid.server";
import { recordAudit } from "~/lib/audit.server";
import { savedCheckPayloadSchema, type SavedCheckPayload } from "./saved-result";

/**
 * A candidate's one saved checker result, encrypted with the same key ring as conviction records (AES-256-GCM, the
 * row id bound as associated data). Only the candidate reads their own, and visitors read the demonstration
 * persona's; nobody else (not a caseworker, an employer or an admin) has a way in. Audit rows hold ids only.
 */

export type SavedCheck = { id: string; createdAt: Date; updatedAt: Date; payload: SavedCheckPayload };

/** Who reads: the candidate themself (by account), or a visitor to the demonstration pages. */
export type SavedCheckReader = { kind: "candidate"; userId: string } | { kind: "demonstration" };

export function encryptSavedCheck(keys: KeyRing, id: string, payload: SavedCheckPayload) {
  return encryptField(keys, id, savedCheckPayloadSchema.parse(payload));
}

/** Saves the candidate's result, replacing any saved before (one per candidate). Real candidates only. */
export async function saveCheckResult(
  db: AppDb,
  keys: KeyRing,
  save: { candidateId: string; userId: string; payload: SavedCheckPayload },
): Promise<{ id: string; replaced: boolean }> {
  return db.transaction(async (tx) => {
    const [owner] = await tx
      .select({ id: candidates.id })
      .from(candidates)
      .where(and(eq(candidates.id, save.candidateId), eq(candidates.userId, save.userId), eq(candidates.demo, false)));
    if (!owner) throw new Error("Only a candidate's own, real profile can hold a saved result");
    const [existing] = await tx.select({ id: disclosureCheckResults.id }).from(disclosureCheckResults).where(eq(disclosureCheckResults.candidateId, save.candidateId));
    // The row keeps its id when replaced, so the id bound into the ciphertext stays the row's.
    const id = existing?.id ?? uuidv7();
    const encrypted = encryptSavedCheck(keys, id, save.payload);
    const now = new Date();
    await tx
      .insert(disclosureCheckResults)
      .values({ id, candidateId: save.candidateId, ...encrypted, demo: false, createdAt: now, updatedAt: now })
      .onConflictDoUpdate({ target: disclosureCheckResults.candidateId, set: { ...encrypted, updatedAt: now } });
    await recordAudit(tx, {
      event: "disclosure_check_saved",
      actorUserId: save.userId,
      subjectUserId: save.userId,
      detail: { candidateId: save.candidateId, resultId: id, replaced: Boolean(existing) },
    });
    return { id, replaced: Boolean(existing) };
  });
}

/** Deletes the candidate's saved result. True when there was one. */
export async function deleteCheckResult(db: AppDb, remove: { candidateId: string; userId: string }): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [owner] = await tx
      .select({ id: candidates.id })
      .from(candidates)
      .where(and(eq(candidates.id, remove.candidateId), eq(candidates.userId, remove.userId), eq(candidates.demo, false)));
    if (!owner) return false;
    const deleted = await tx
      .delete(disclosureCheckResults)
      .where(and(eq(disclosureCheckResults.candidateId, remove.candidateId), eq(disclosureCheckResults.demo, false)))
      .returning({ id: disclosureCheckResults.id });
    if (deleted.length === 0) return false;
    await recordAudit(tx, {
      event: "disclosure_check_deleted",
      actorUserId: remove.userId,
      subjectUserId: remove.userId,
      detail: { candidateId: remove.candidateId, resultId: deleted[0]!.id },
    });
    return true;
  });
}

/**
 * The saved result of `candidateId`, if this reader may see it: the candidate's own real profile, or a
 * demonstration profile for a visitor. Null when there is none or the reader may not. A row that does not
 * decrypt throws FieldDecryptionError.
 */
export async function readCheckResult(db: AppDb, keys: KeyRing, reader: SavedCheckReader, candidateId: string): Promise<SavedCheck | null> {
  const [candidate] = await db.select({ userId: candidates.userId, demo: candidates.demo }).from(candidates).where(eq(candidates.id, candidateId));
  if (!candidate) return null;
  if (reader.kind === "demonstration" ? !candidate.demo : candidate.demo || candidate.userId !== reader.userId) return null;
  const [row] = await db
    .select()
    .from(disclosureCheckResults)
    .where(and(eq(disclosureCheckResults.candidateId, candidateId), eq(disclosureCheckResults.demo, candidate.demo)));
  if (!row) return null;
  const payload = savedCheckPayloadSchema.parse(decryptField(keys, row.id, { keyId: row.keyId, ciphertext: row.ciphertext }));
  return { id: row.id, createdAt: row.createdAt, updatedAt: row.updatedAt, payload };
}

/** Whether the candidate has a saved result, without decrypting it. */
export async function hasCheckResult(db: AppDb, candidateId: string): Promise<boolean> {
  const [row] = await db.select({ id: disclosureCheckResults.id }).from(disclosureCheckResults).where(eq(disclosureCheckResults.candidateId, candidateId));
  return Boolean(row);
}

/** Records that the job matcher used a candidate's saved result (ids only: never what it holds or what was left out). */
export async function recordCheckUsed(db: AppDb, use: { candidateId: string; userId: string; resultId: string }): Promise<void> {
  await recordAudit(db, {
    event: "disclosure_check_used",
    actorUserId: use.userId,
    subjectUserId: use.userId,
    detail: { candidateId: use.candidateId, resultId: use.resultId, by: "job_matcher" },
  });
}
