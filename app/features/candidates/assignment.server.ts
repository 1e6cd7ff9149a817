import { and, asc, eq, isNull, ne } from "drizzle-orm";
import { candidates, caseworkerAssignments, caseworkers, users } from "../../../db/schema";
import { recordAudit } from "~/lib/audit.server";
import type { AppDb } from "~/lib/db.server";
import { markWhatTheServiceSees } from "~/features/readiness/seen-by-service.server";
import { uuidv7 } from "~/lib/uuid.server";

/** What the admin account page shows for a candidate account: who supports them now, and who could. */
export type CaseworkerAssignment = { current: { userId: string; name: string } | null; choices: { userId: string; name: string }[] };

export async function caseworkerAssignment(db: AppDb, candidateUserId: string): Promise<CaseworkerAssignment> {
  const [current, choices] = await Promise.all([
    db
      .select({ userId: users.id, name: users.name })
      .from(caseworkerAssignments)
      .innerJoin(candidates, eq(candidates.id, caseworkerAssignments.candidateId))
      .innerJoin(caseworkers, eq(caseworkers.id, caseworkerAssignments.caseworkerId))
      .innerJoin(users, eq(users.id, caseworkers.userId))
      .where(and(eq(candidates.userId, candidateUserId), eq(candidates.demo, false), isNull(caseworkerAssignments.endedAt)))
      .orderBy(asc(caseworkerAssignments.startedAt))
      .limit(1),
    // Caseworkers who can sign in; a suspended one is not offered.
    db
      .select({ userId: users.id, name: users.name })
      .from(users)
      .where(and(eq(users.role, "caseworker"), eq(users.banned, false), ne(users.accountStatus, "awaiting_approval")))
      .orderBy(asc(users.name))
      .limit(500),
  ]);
  return { current: current[0] ?? null, choices };
}

export type AssignOutcome = "assigned" | "unchanged" | "not-a-caseworker";

/**
 * Makes `caseworkerUserId` the candidate's one caseworker: earlier open assignments end now. Profiles are made
 * if the people have not opened their portals yet. One transaction, with its audit row.
 */
export async function assignCaseworker(
  db: AppDb,
  input: { candidateUserId: string; candidateName: string; caseworkerUserId: string },
  audit: { actorUserId: string; sessionId: string; clientHash: string | null },
): Promise<AssignOutcome> {
  return db.transaction(async (tx) => {
    const [worker] = await tx
      .select({ id: users.id, name: users.name })
      .from(users)
      .where(and(eq(users.id, input.caseworkerUserId), eq(users.role, "caseworker"), eq(users.banned, false)));
    if (!worker) return "not-a-caseworker";
    await tx.insert(caseworkers).values({ id: uuidv7(), userId: worker.id, fullName: worker.name, demo: false }).onConflictDoNothing();
    await tx.insert(candidates).values({ id: uuidv7(), userId: input.candidateUserId, fullName: input.candidateName, demo: false }).onConflictDoNothing();
    const [caseworker] = await tx.select({ id: caseworkers.id }).from(caseworkers).where(eq(caseworkers.userId, worker.id));
    const [candidate] = await tx.select({ id: candidates.id }).from(candidates).where(eq(candidates.userId, input.candidateUserId));
    if (!caseworker || !candidate) throw new Error("profiles could not be made");
    await markWhatTheServiceSees(tx, candidate.id);

    const open = await tx
      .select({ id: caseworkerAssignments.id, caseworkerId: caseworkerAssignments.caseworkerId })
      .from(caseworkerAssignments)
      .where(and(eq(caseworkerAssignments.candidateId, candidate.id), isNull(caseworkerAssignments.endedAt)));
    if (open.length === 1 && open[0]!.caseworkerId === caseworker.id) return "unchanged";
    await tx
      .update(caseworkerAssignments)
      .set({ endedAt: new Date() })
      .where(and(eq(caseworkerAssignments.candidateId, candidate.id), isNull(caseworkerAssignments.endedAt), ne(caseworkerAssignments.caseworkerId, caseworker.id)));
    if (!open.some((row) => row.caseworkerId === caseworker.id)) {
      await tx.insert(caseworkerAssignments).values({ id: uuidv7(), candidateId: candidate.id, caseworkerId: caseworker.id });
    }
    await recordAudit(tx, {
      ...audit,
      event: "caseworker_assigned",
      subjectUserId: input.candidateUserId,
      detail: { candidateId: candidate.id, caseworkerUserId: worker.id, ended: open.length },
    });
    return "assigned";
  });
}
