import { and, eq } from "drizzle-orm";
import { candidates, caseworkers, organisationMembers, organisations, users } from "../../../db/schema";
import { joinReferredRecord } from "~/features/referrals/referred-record.server";
import type { DataSubject } from "~/lib/data-subject";
import type { AppDb } from "~/lib/db.server";
import { DEMO_PERSONAS } from "~/lib/demonstration";
import { uuidv7 } from "~/lib/uuid.server";
import { markWhatTheServiceSees } from "~/features/readiness/seen-by-service.server";
import { hasRole } from "~/features/auth/roles";

/** The part of a signed-in account that decides whose data its dashboards show. */
export type SubjectUser = { id: string; name: string; role: string };

export type SubjectKind = DataSubject["kind"];

/**
 * Whose real data a signed-in account's dashboards show. A candidate or caseworker gets their own profile,
 * made on their first visit; an employer or partner the organisation they are a member of (id null until an
 * administrator links them to one, or they accept an invitation, and while the account is not active: a
 * membership recorded before approval, or kept through a suspension, gives nothing). Only real rows are ever
 * matched. Admins have no home of their own: null.
 */
export async function realSubject(db: AppDb, user: SubjectUser): Promise<DataSubject | null> {
  switch (user.role) {
    case "candidate":
      return { kind: "candidate", demo: false, candidateId: await ownCandidateId(db, user) };
    case "caseworker":
      return { kind: "caseworker", demo: false, caseworkerId: await ownCaseworkerId(db, user) };
    case "employer":
    case "partner":
      return hasRole(user, "employer")
        ? { kind: "employer", demo: false, organisationId: await memberOrganisationId(db, user.id, "employer") }
        : { kind: "partner", demo: false, organisationId: await memberOrganisationId(db, user.id, "partner") };
    default:
      return null;
  }
}

export type SubjectOf<K extends SubjectKind> = Extract<DataSubject, { kind: K }>;

/**
 * The signed-in account's real subject for a page of `kind`'s portal. The guard has already checked the role,
 * so a mismatch is a programming error, not a visitor's.
 */
export async function realSubjectFor<K extends SubjectKind>(db: AppDb, user: SubjectUser, kind: K): Promise<SubjectOf<K>> {
  const subject = await realSubject(db, user);
  if (!subject || subject.kind !== kind) throw new Error(`a ${user.role} account has no ${kind} data`);
  return subject as SubjectOf<K>;
}

/** The demonstration data set seen from one made-up person's or organisation's point of view. */
export function demoSubject<K extends SubjectKind>(kind: K): SubjectOf<K> {
  const subjects: { [Kind in SubjectKind]: SubjectOf<Kind> } = {
    candidate: { kind: "candidate", demo: true, candidateId: DEMO_PERSONAS.candidateId },
    employer: { kind: "employer", demo: true, organisationId: DEMO_PERSONAS.employerId },
    partner: { kind: "partner", demo: true, organisationId: DEMO_PERSONAS.partnerId },
    caseworker: { kind: "caseworker", demo: true, caseworkerId: DEMO_PERSONAS.caseworkerId },
  };
  return subjects[kind];
}

async function ownCandidateId(db: AppDb, user: SubjectUser): Promise<string> {
  const find = () =>
    db
      .select({ id: candidates.id })
      .from(candidates)
      .where(and(eq(candidates.userId, user.id), eq(candidates.demo, false)))
      .limit(1);
  const [found] = await find();
  if (found) return found.id;
  // Someone a partner referred by this verified email before they had an account: the record made for the
  // referral becomes theirs, so no second record is made.
  const joined = await joinReferredRecord(db, user);
  if (joined) return joined;
  // Two first visits at once both insert; the unique user index keeps one and the other reads it back.
  await db.insert(candidates).values({ id: uuidv7(), userId: user.id, fullName: user.name, demo: false }).onConflictDoNothing();
  const [made] = await find();
  if (!made) throw new Error("candidate profile could not be made");
  await markWhatTheServiceSees(db, made.id);
  return made.id;
}

async function ownCaseworkerId(db: AppDb, user: SubjectUser): Promise<string> {
  const find = () =>
    db
      .select({ id: caseworkers.id })
      .from(caseworkers)
      .where(and(eq(caseworkers.userId, user.id), eq(caseworkers.demo, false)))
      .limit(1);
  const [found] = await find();
  if (found) return found.id;
  await db.insert(caseworkers).values({ id: uuidv7(), userId: user.id, fullName: user.name, demo: false }).onConflictDoNothing();
  const [made] = await find();
  if (!made) throw new Error("caseworker profile could not be made");
  return made.id;
}

/** The account's status is read here, from the database, so no caller can pass a stale or wrong one. */
async function memberOrganisationId(db: AppDb, userId: string, kind: "employer" | "partner"): Promise<string | null> {
  const [row] = await db
    .select({ id: organisations.id })
    .from(organisationMembers)
    .innerJoin(organisations, eq(organisations.id, organisationMembers.organisationId))
    .innerJoin(users, eq(users.id, organisationMembers.userId))
    .where(
      and(
        eq(organisationMembers.userId, userId),
        eq(organisations.kind, kind),
        eq(organisations.demo, false),
        eq(users.accountStatus, "active"),
        eq(users.banned, false),
      ),
    )
    .orderBy(organisationMembers.createdAt)
    .limit(1);
  return row?.id ?? null;
}
