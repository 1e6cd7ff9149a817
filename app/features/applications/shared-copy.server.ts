import { and, eq, ne, notExists, sql } from "drizzle-orm";
import { z } from "zod";
import { applicationLetters, applications, candidateCvs, candidates, users, type SharedCopy } from "../../../db/schema";
import type { ShareableItem } from "../../../db/schema/vocabulary";
import { readConvictionRecords } from "~/features/convictions/conviction-records.server";
import type { AppDb } from "~/lib/db.server";
import { employerReceives } from "./employer-receives";
import { decryptField, encryptField, type KeyRing } from "~/lib/field-encryption.server";

/**
 * What a candidate shares is fixed when they apply: a copy of the profile fields and the saved CV goes into
 * applications.shared_copy, and a copy of their disclosure letters, encrypted, into application_letters. The
 * employer's pages read these copies only, so editing a CV, a letter or the profile later reaches no employer.
 * (An uploaded CV file is a copy already: its bytes are kept with the application.)
 */

type Executor = Parameters<Parameters<AppDb["transaction"]>[0]>[0] | AppDb;

/** The copy of the shared profile fields and saved CV, read inside the applying transaction. */
export async function takeSharedCopy(
  tx: Executor,
  candidateId: string,
  shared: readonly ShareableItem[],
  options: { sendsSavedCv: boolean },
): Promise<SharedCopy> {
  const [profile] = await tx
    .select({ email: users.email, skills: candidates.skills, workInterests: candidates.workInterests, readinessStatus: candidates.readinessStatus, cv: candidateCvs.document })
    .from(candidates)
    .leftJoin(users, eq(users.id, candidates.userId))
    .leftJoin(candidateCvs, eq(candidateCvs.candidateId, candidates.id))
    .where(eq(candidates.id, candidateId))
    .limit(1);
  if (!profile) return {};
  const available: Required<SharedCopy> = {
    email: profile.email,
    skills: profile.skills,
    workInterests: profile.workInterests,
    cv: options.sendsSavedCv ? profile.cv : null,
    readinessStatus: profile.readinessStatus,
  };
  // Exactly the fields employer-receives.ts lists for the items shared: the apply page's sentence is built from it.
  const copy: SharedCopy = {};
  const put = <K extends keyof SharedCopy>(field: K) => {
    copy[field] = available[field];
  };
  for (const item of shared) for (const field of employerReceives[item].copies) put(field);
  return copy;
}

const lettersSchema = z.object({ letters: z.array(z.string()) });

/** The row holding the encrypted copy of the letters shared with one application. */
export function letterCopyRow(keys: KeyRing, applicationId: string, letters: string[]) {
  return { id: applicationId, ...encryptField(keys, applicationId, { letters }) };
}

/** The letters copied when the candidate applied, or null when no copy exists (no letter was shared). */
export async function readLetterCopy(db: AppDb, keys: KeyRing, applicationId: string): Promise<string[] | null> {
  const [row] = await db.select().from(applicationLetters).where(eq(applicationLetters.id, applicationId)).limit(1);
  if (!row) return null;
  return lettersSchema.parse(decryptField(keys, row.id, { keyId: row.keyId, ciphertext: row.ciphertext })).letters;
}

/**
 * Applications made before copies were kept share a letter but have none: each gets a copy of the candidate's
 * letters as they stand now (the profile fields and saved CV were copied the same way by migration 0010, which
 * cannot decrypt). Runs at start; once every such application has its copy, it finds nothing. Returns how many.
 */
export async function copyLettersOfOlderApplications(db: AppDb, keys: KeyRing): Promise<number> {
  const missing = await db
    .select({ id: applications.id, candidateId: applications.candidateId, userId: candidates.userId })
    .from(applications)
    .innerJoin(candidates, eq(candidates.id, applications.candidateId))
    .where(
      and(
        eq(applications.demo, false),
        ne(applications.status, "withdrawn"),
        sql`${applications.shared} @> '["disclosure_letter"]'::jsonb`,
        notExists(db.select({ id: applicationLetters.id }).from(applicationLetters).where(eq(applicationLetters.id, applications.id))),
      ),
    );
  for (const application of missing) {
    const read = application.userId ? await readConvictionRecords(db, keys, { kind: "candidate", userId: application.userId }, application.candidateId) : null;
    const letters = read?.access === "full" ? read.records.map((record) => record.payload.disclosureLetter).filter((letter) => letter.trim() !== "") : [];
    await db.insert(applicationLetters).values(letterCopyRow(keys, application.id, letters)).onConflictDoNothing();
  }
  return missing.length;
}
