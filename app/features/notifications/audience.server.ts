import { and, eq, inArray, isNull } from "drizzle-orm";
import { candidates, caseworkerAssignments, caseworkers, mentoringMatches, mentors, organisationMembers, users } from "../../../db/schema";
import type { AppDb } from "~/lib/db.server";

/**
 * Who hears of an event, found from the schema's own tables so this feature imports none of the features that
 * announce events (decision 0032). Every answer is user ids of accounts that can sign in: active, not suspended.
 */

type Reader = Pick<AppDb, "select">;

const canSignIn = and(eq(users.accountStatus, "active"), eq(users.banned, false));

export async function organisationMemberIds(db: Reader, organisationId: string): Promise<string[]> {
  const rows = await db
    .select({ id: users.id })
    .from(organisationMembers)
    .innerJoin(users, eq(users.id, organisationMembers.userId))
    .where(and(eq(organisationMembers.organisationId, organisationId), canSignIn));
  return rows.map((row) => row.id);
}

/** The members who hear of a new application to the organisation's roles: each as the owner chose (all, unless changed). */
export async function applicationReceiverIds(db: Reader, organisationId: string): Promise<string[]> {
  const rows = await db
    .select({ id: users.id })
    .from(organisationMembers)
    .innerJoin(users, eq(users.id, organisationMembers.userId))
    .where(and(eq(organisationMembers.organisationId, organisationId), eq(organisationMembers.hearsOfApplications, true), canSignIn));
  return rows.map((row) => row.id);
}

/**
 * Who hears a candidate's answer to an interview (accepted, another time asked, cancelled): the member who offered
 * the times and the members who chose to hear of applications. Should none of them be able to sign in any more,
 * every member hears, so an answer is never told to no one.
 */
export async function interviewAnswerReceiverIds(db: Reader, organisationId: string, offeredByUserId: string | null): Promise<string[]> {
  const rows = await db
    .select({ id: users.id, hears: organisationMembers.hearsOfApplications })
    .from(organisationMembers)
    .innerJoin(users, eq(users.id, organisationMembers.userId))
    .where(and(eq(organisationMembers.organisationId, organisationId), canSignIn));
  const chosen = rows.filter((row) => row.hears || row.id === offeredByUserId);
  return (chosen.length ? chosen : rows).map((row) => row.id);
}

export async function candidateUserIds(db: Reader, candidateId: string): Promise<string[]> {
  const rows = await db
    .select({ id: users.id })
    .from(candidates)
    .innerJoin(users, eq(users.id, candidates.userId))
    .where(and(eq(candidates.id, candidateId), canSignIn));
  return rows.map((row) => row.id);
}

export async function caseworkerUserIds(db: Reader, caseworkerId: string): Promise<string[]> {
  const rows = await db
    .select({ id: users.id })
    .from(caseworkers)
    .innerJoin(users, eq(users.id, caseworkers.userId))
    .where(and(eq(caseworkers.id, caseworkerId), canSignIn));
  return rows.map((row) => row.id);
}

/** The caseworkers currently assigned to a candidate (an assignment not ended). */
export async function assignedCaseworkerUserIds(db: Reader, candidateId: string): Promise<string[]> {
  const rows = await db
    .select({ id: users.id })
    .from(caseworkerAssignments)
    .innerJoin(caseworkers, eq(caseworkers.id, caseworkerAssignments.caseworkerId))
    .innerJoin(users, eq(users.id, caseworkers.userId))
    .where(and(eq(caseworkerAssignments.candidateId, candidateId), isNull(caseworkerAssignments.endedAt), canSignIn));
  return [...new Set(rows.map((row) => row.id))];
}

export async function roleUserIds(db: Reader, role: "caseworker" | "admin"): Promise<string[]> {
  const rows = await db.select({ id: users.id }).from(users).where(and(eq(users.role, role), canSignIn));
  return rows.map((row) => row.id);
}

export async function usersById(db: Reader, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: users.id, name: users.name, email: users.email, emailVerified: users.emailVerified })
    .from(users)
    .where(and(inArray(users.id, ids), canSignIn));
}

/**
 * The account of a mentoring match's mentor, when they have one (a member of a partner or employer organisation
 * who offered to mentor) and can sign in; a volunteer a caseworker entered has none. With their role, for the link.
 */
export async function matchMentorUser(db: Reader, matchId: string): Promise<{ id: string; role: string } | null> {
  const [row] = await db
    .select({ id: users.id, role: users.role })
    .from(mentoringMatches)
    .innerJoin(mentors, eq(mentors.id, mentoringMatches.mentorId))
    .innerJoin(users, eq(users.id, mentors.userId))
    .where(and(eq(mentoringMatches.id, matchId), canSignIn))
    .limit(1);
  return row ? { id: row.id, role: row.role ?? "" } : null;
}
