import { and, eq } from "drizzle-orm";
import { candidates, caseworkers, organisationMembers, organisations } from "../../../db/schema";
import type { DataSubject } from "~/lib/data-subject";
import type { AppDb } from "~/lib/db.server";
import { DEMO_PERSONAS } from "~/lib/demonstration";
import { uuidv7 } from "~/lib/uuid.server";

/** The part of a signed-in account that decides whose data its dashboards show. */
export type SubjectUser = { id: string; name: string; role: string };

export type SubjectKind = DataSubject["kind"];

/**
 * Whose real data a signed-in account's dashboards show. A candidate or caseworker gets their own profile,
 * made on their first visit; an employer or partner the organisation they are a member of (id null until an
 * administrator links them to one). Only real rows are ever matched. Admins have no home of their own: null.
 */
export async function realSubject(db: AppDb, user: SubjectUser): Promise<DataSubject | null> {
  switch (user.role) {
    case "candidate":
      return { kind: "candidate", demo: false, candidateId: await ownCandidateId(db, user) };
    case "caseworker":
      return { kind: "caseworker", demo: false, caseworkerId: await ownCaseworkerId(db, user) };
    case "employer":
    case "partner":
      return user.role === "employer"
        ? { kind: "employer", demo: false, organisationId: await memberOrganisationId(db, user.id, "employer") }
        : { kind: "partner", demo: false, organisationId: await memberOrganisationId(db, user.id, "partner") };
    default:
      return null;
  }
}

/** The demonstration data set seen from one made-up person's or organisation's point of view. */
export function demoSubject(kind: SubjectKind): DataSubject {
  switch (kind) {
    case "candidate":
      return { kind, demo: true, candidateId: DEMO_PERSONAS.candidateId };
    case "employer":
      return { kind, demo: true, organisationId: DEMO_PERSONAS.employerId };
    case "partner":
      return { kind, demo: true, organisationId: DEMO_PERSONAS.partnerId };
    case "caseworker":
      return { kind, demo: true, caseworkerId: DEMO_PERSONAS.caseworkerId };
  }
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
  // Two first visits at once both insert; the unique user index keeps one and the other reads it back.
  await db.insert(candidates).values({ id: uuidv7(), userId: user.id, fullName: user.name, demo: false }).onConflictDoNothing();
  const [made] = await find();
  if (!made) throw new Error("candidate profile could not be made");
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

async function memberOrganisationId(db: AppDb, userId: string, kind: "employer" | "partner"): Promise<string | null> {
  const [row] = await db
    .select({ id: organisations.id })
    .from(organisationMembers)
    .innerJoin(organisations, eq(organisations.id, organisationMembers.organisationId))
    .where(and(eq(organisationMembers.userId, userId), eq(organisations.kind, kind), eq(organisations.demo, false)))
    .orderBy(organisationMembers.createdAt)
    .limit(1);
  return row?.id ?? null;
}
