import { and, eq } from "drizzle-orm";
import { candidates } from "../../../db/schema";
import { leavesOut, recordOnChecks } from "~/features/disclosure-check/leave-out";
import { resultsToday } from "~/features/disclosure-check/saved-result";
import { hasCheckResult, readCheckResult, recordCheckUsed } from "~/features/disclosure-check/saved-result.server";
import type { AppDb } from "~/lib/db.server";
import type { KeyRing } from "~/lib/field-encryption.server";
import type { LeaveOut } from "./matcher.server";
import { hasRole } from "~/features/auth/roles";

/**
 * "Leave out roles my record would rule out" (decision 0016). The saved checker result is decrypted here, on the
 * server, inside this one request; only the kinds of check it would show on and the kinds of offence ticked are
 * kept, in memory, to decide each role. Nothing of it goes into the page, a log line or the audit row (ids only),
 * and the roles left out are only counted.
 */
export type RecordFit = {
  /** The person is a signed-in candidate with a saved result: the page offers the checkbox. */
  offered: boolean;
  /** The comparison, when the person asked for it. */
  leaveOut: LeaveOut | null;
  /** They asked, but ticked no kind of offence when saving: nothing can be left out. */
  noCategories: boolean;
};

const NONE: RecordFit = { offered: false, leaveOut: null, noCategories: false };

export async function recordFit(db: AppDb, keys: KeyRing, user: { id: string; role: string } | null, wanted: boolean, today: string): Promise<RecordFit> {
  if (!hasRole(user, "candidate")) return NONE;
  const [candidate] = await db
    .select({ id: candidates.id })
    .from(candidates)
    .where(and(eq(candidates.userId, user.id), eq(candidates.demo, false)));
  if (!candidate || !(await hasCheckResult(db, candidate.id))) return NONE;
  if (!wanted) return { offered: true, leaveOut: null, noCategories: false };
  const saved = await readCheckResult(db, keys, { kind: "candidate", userId: user.id }, candidate.id);
  if (!saved) return NONE;
  await recordCheckUsed(db, { candidateId: candidate.id, userId: user.id, resultId: saved.id });
  const categories = saved.payload.offenceCategories;
  const record = recordOnChecks(resultsToday(saved.payload, today));
  return { offered: true, leaveOut: (role) => leavesOut(role, record, categories), noCategories: categories.length === 0 };
}
