import { parseWithZod } from "@conform-to/zod/v4";
import { and, eq } from "drizzle-orm";
import { data } from "react-router";
import { candidates } from "../../../db/schema";
import { recordAudit } from "~/lib/audit.server";
import type { CandidateSubject, SignedInPage } from "~/lib/data-subject";
import type { AppDb } from "~/lib/db.server";
import { profileSchema, type CandidateProfile } from "./profile";
import { readForm } from "~/lib/read-form.server";

/** The subject's own profile, from its own data set; null when there is none (an unknown id). */
export async function candidateProfile(db: AppDb, subject: CandidateSubject): Promise<CandidateProfile | null> {
  if (!subject.candidateId) return null;
  const [row] = await db
    .select({
      fullName: candidates.fullName,
      town: candidates.town,
      travelArea: candidates.travelArea,
      travelMiles: candidates.travelMiles,
      availability: candidates.availability,
      workInterests: candidates.workInterests,
      skills: candidates.skills,
      updatedAt: candidates.updatedAt,
    })
    .from(candidates)
    .where(and(eq(candidates.id, subject.candidateId), eq(candidates.demo, subject.demo)))
    .limit(1);
  return row ? { ...row, updatedAt: row.updatedAt.toISOString() } : null;
}

/**
 * The profile form's action on the candidate portal, for a request the caller has guarded: the same schema as the browser, then the
 * change and its audit row in one transaction. A bad entry answers 400 with the messages and what was typed.
 */
export async function candidateProfileAction(db: AppDb, { actor: user, session, subject }: SignedInPage<CandidateSubject>, request: Request) {
  const submission = parseWithZod(await readForm(request), { schema: profileSchema });
  if (submission.status !== "success") return data({ result: submission.reply(), saved: false }, { status: 400 });
  const candidateId = subject.candidateId;
  if (!candidateId) throw data("There is no profile to change.", { status: 404 });
  const value = submission.value;
  const changed = await db.transaction(async (tx) => {
    const updated = await tx
      .update(candidates)
      .set({ ...value, updatedAt: new Date() })
      .where(and(eq(candidates.id, candidateId), eq(candidates.demo, false), eq(candidates.userId, user.id)))
      .returning({ id: candidates.id });
    if (updated.length === 0) return false;
    await recordAudit(tx, {
      event: "candidate_profile_changed",
      actorUserId: user.id,
      subjectUserId: user.id,
      sessionId: session.id,
      // Which fields were sent, never what they hold.
      detail: { fields: Object.keys(value) },
    });
    return true;
  });
  if (!changed) throw data("There is no profile to change.", { status: 404 });
  return { result: submission.reply({ resetForm: false }), saved: true };
}
