import { and, desc, eq, sql } from "drizzle-orm";
import { applications, jobs } from "../../../db/schema";
import type { ApplicationStatus } from "../../../db/schema/vocabulary";
import type { CandidateSubject } from "~/lib/data-subject";
import type { AppDb } from "~/lib/db.server";
import type { KeyRing } from "~/lib/field-encryption.server";
import { readConvictionRecords } from "./conviction-records.server";

export type DisclosureLetter = { id: string; updatedAt: string; letter: string };

export type SharedLetterApplication = { id: string; jobTitle: string; employerName: string; status: ApplicationStatus };

export type DisclosureLetters = { letters: DisclosureLetter[]; sharedWith: SharedLetterApplication[] };

/**
 * The candidate's saved disclosure letters (decrypted through the conviction records' own checks: the account
 * must own the profile, or the profile must be a demonstration one) and the applications they shared a letter with.
 * Only the letters leave this function, never the rest of a conviction record.
 */
export async function disclosureLetters(db: AppDb, keys: KeyRing, subject: CandidateSubject, userId: string | null): Promise<DisclosureLetters> {
  if (!subject.candidateId) return { letters: [], sharedWith: [] };
  const reader = subject.demo ? ({ kind: "demonstration" } as const) : userId ? ({ kind: "candidate", userId } as const) : null;
  if (!reader) return { letters: [], sharedWith: [] };
  const [read, sharedWith] = await Promise.all([
    readConvictionRecords(db, keys, reader, subject.candidateId),
    db
      .select({ id: applications.id, jobTitle: jobs.title, employerName: jobs.employerName, status: applications.status })
      .from(applications)
      .innerJoin(jobs, eq(jobs.id, applications.jobId))
      .where(
        and(
          eq(applications.candidateId, subject.candidateId),
          eq(applications.demo, subject.demo),
          eq(jobs.demo, subject.demo),
          sql`${applications.shared} @> '["disclosure_letter"]'::jsonb`,
        ),
      )
      .orderBy(desc(applications.appliedAt))
      .limit(200),
  ]);
  const letters =
    read.access === "full"
      ? read.records
          .filter((record) => record.payload.disclosureLetter.trim() !== "")
          .map((record) => ({ id: record.id, updatedAt: record.updatedAt.toISOString(), letter: record.payload.disclosureLetter }))
      : [];
  return { letters, sharedWith };
}
