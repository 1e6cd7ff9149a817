import { and, asc, count, desc, eq, ilike, isNotNull, ne, or, sql } from "drizzle-orm";
import { jobs, normalisedName, organisationMembers, organisations, users } from "../../../db/schema";
import { recordAudit } from "~/lib/audit.server";
import type { AppDb } from "~/lib/db.server";
import { uuidv7 } from "~/lib/uuid.server";

/**
 * Organisation names. Two real organisations of a kind never share a name, in any letter case or spacing
 * (the unique index `organisations_name_idx` holds it), nor may a member ask for a name another organisation
 * has or has asked for. A member's new name waits for an administrator; accounts are linked to an
 * organisation by its id, never by matching a name.
 */

export type OrganisationKind = "employer" | "partner";
type Tx = Parameters<Parameters<AppDb["transaction"]>[0]>[0];
type Who = { actorUserId: string; sessionId?: string | null; clientHash?: string | null };

/** Any number, the same in every process: taken while a name is checked and written, so two writes of one name cannot both pass. */
const NAMES_LOCK = 7_460_318_009;

/** A name as it is stored: trimmed, with runs of white space as one space. */
export function tidyName(name: string): string {
  return name.trim().replace(/\s+/g, " ");
}

/** Held until the transaction ends by whoever adds or renames an organisation, so two cannot take one name. */
export async function lockNames(tx: Tx) {
  await tx.execute(sql`select pg_advisory_xact_lock(${NAMES_LOCK})`);
}

/** Whether another real organisation of this kind has this name, or has asked for it. */
async function nameTaken(tx: Tx, kind: OrganisationKind, name: string, exceptId?: string): Promise<boolean> {
  const wanted = normalisedName(sql`${name}::text`);
  const [row] = await tx
    .select({ id: organisations.id })
    .from(organisations)
    .where(
      and(
        eq(organisations.demo, false),
        eq(organisations.kind, kind),
        exceptId ? ne(organisations.id, exceptId) : undefined,
        or(sql`${normalisedName(organisations.name)} = ${wanted}`, and(isNotNull(organisations.proposedName), sql`${normalisedName(organisations.proposedName)} = ${wanted}`)),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/**
 * A new real organisation with a name no other of its kind has (or has asked for); "taken" otherwise. An
 * organisation an administrator adds is one they have checked, so it starts approved.
 */
export async function createOrganisation(tx: Tx, kind: OrganisationKind, name: string, now: Date): Promise<{ id: string } | "taken"> {
  await lockNames(tx);
  const tidy = tidyName(name);
  if (await nameTaken(tx, kind, tidy)) return "taken";
  const id = uuidv7();
  await tx.insert(organisations).values({ id, kind, name: tidy, status: "approved", onboardedAt: now, createdAt: now, updatedAt: now });
  return { id };
}

export type RenameOutcome = "unchanged" | "proposed" | "withdrawn" | "taken";

/**
 * A member asks for a new name: it is kept as the organisation's proposed name until an administrator
 * approves it. Typing the current name again withdraws a proposal.
 */
export async function proposeRename(tx: Tx, organisation: { id: string; kind: OrganisationKind }, name: string, userId: string, now: Date): Promise<RenameOutcome> {
  await lockNames(tx);
  const tidy = tidyName(name);
  const [row] = await tx
    .select({ name: organisations.name, proposedName: organisations.proposedName })
    .from(organisations)
    .where(and(eq(organisations.id, organisation.id), eq(organisations.kind, organisation.kind), eq(organisations.demo, false)))
    .for("update")
    .limit(1);
  if (!row) return "unchanged";
  const clear = { proposedName: null, proposedByUserId: null, proposedAt: null };
  if (tidy === row.name) {
    if (row.proposedName === null) return "unchanged";
    await tx.update(organisations).set({ ...clear, updatedAt: now }).where(eq(organisations.id, organisation.id));
    return "withdrawn";
  }
  if (tidy === row.proposedName) return "unchanged";
  if (await nameTaken(tx, organisation.kind, tidy, organisation.id)) return "taken";
  await tx.update(organisations).set({ proposedName: tidy, proposedByUserId: userId, proposedAt: now, updatedAt: now }).where(eq(organisations.id, organisation.id));
  return "proposed";
}

export type PendingRename = {
  organisationId: string;
  kind: OrganisationKind;
  name: string;
  proposedName: string;
  proposedBy: string | null;
  proposedAt: string;
};

/** Every real organisation's new name waiting for an administrator, oldest first. */
export async function pendingRenames(db: AppDb): Promise<PendingRename[]> {
  const rows = await db
    .select({
      organisationId: organisations.id,
      kind: organisations.kind,
      name: organisations.name,
      proposedName: organisations.proposedName,
      proposedBy: users.name,
      proposedAt: organisations.proposedAt,
    })
    .from(organisations)
    .leftJoin(users, eq(users.id, organisations.proposedByUserId))
    .where(and(eq(organisations.demo, false), isNotNull(organisations.proposedName)))
    .orderBy(asc(organisations.proposedAt), asc(organisations.id))
    .limit(200);
  return rows.map((row) => ({
    ...row,
    kind: row.kind === "partner" ? "partner" : "employer",
    proposedName: row.proposedName ?? "",
    proposedAt: (row.proposedAt ?? new Date(0)).toISOString(),
  }));
}

export type RenameDecision = "approved" | "refused" | "not-found" | "changed" | "taken";

/**
 * An administrator approves or refuses a new name. `expected` is the name they were shown: if the member has
 * asked for another since, nothing is done. Audited in the same transaction.
 */
export async function decideRename(
  db: AppDb,
  input: { organisationId: string; expected: string; approve: boolean },
  who: Who,
  now: Date = new Date(),
): Promise<RenameDecision> {
  return db.transaction(async (tx) => {
    await lockNames(tx);
    const [row] = await tx
      .select({ kind: organisations.kind, name: organisations.name, proposedName: organisations.proposedName, proposedBy: organisations.proposedByUserId })
      .from(organisations)
      .where(and(eq(organisations.id, input.organisationId), eq(organisations.demo, false), isNotNull(organisations.proposedName)))
      .for("update")
      .limit(1);
    if (!row || row.proposedName === null) return "not-found";
    if (row.proposedName !== input.expected) return "changed";
    const kind = row.kind === "partner" ? "partner" : "employer";
    if (input.approve && (await nameTaken(tx, kind, row.proposedName, input.organisationId))) return "taken";
    const clear = { proposedName: null, proposedByUserId: null, proposedAt: null, updatedAt: now };
    await tx
      .update(organisations)
      .set(input.approve ? { ...clear, name: row.proposedName } : clear)
      .where(eq(organisations.id, input.organisationId));
    // Roles carry their employer's name too (the jobs board finds them by it, through its search index): the new
    // name, so a search for it finds their roles and the old one no longer does.
    if (input.approve) await tx.update(jobs).set({ employerName: row.proposedName }).where(eq(jobs.employerId, input.organisationId));
    await recordAudit(tx, {
      event: input.approve ? "organisation_rename_approved" : "organisation_rename_refused",
      actorUserId: who.actorUserId,
      subjectUserId: row.proposedBy,
      sessionId: who.sessionId ?? null,
      clientHash: who.clientHash ?? null,
      detail: { organisationId: input.organisationId, from: row.name, to: row.proposedName },
    });
    return input.approve ? "approved" : "refused";
  });
}

export type OrganisationChoice = { id: string; name: string; town: string | null; members: number };

/** The most organisations the admin's choice lists at once; a search narrows it. */
export const CHOICE_LIMIT = 50;

/** Real organisations of a kind, by name, for an administrator to choose from (names matching `search`, if any). */
export async function organisationChoices(db: AppDb, kind: OrganisationKind, search: string): Promise<OrganisationChoice[]> {
  const words = tidyName(search);
  const pattern = `%${words.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
  const members = db
    .select({ organisationId: organisationMembers.organisationId, members: count().as("members") })
    .from(organisationMembers)
    .groupBy(organisationMembers.organisationId)
    .as("member_counts");
  const rows = await db
    .select({ id: organisations.id, name: organisations.name, town: organisations.town, members: members.members })
    .from(organisations)
    .leftJoin(members, eq(members.organisationId, organisations.id))
    .where(and(eq(organisations.demo, false), eq(organisations.kind, kind), words ? ilike(organisations.name, pattern) : undefined))
    .orderBy(asc(organisations.name), asc(organisations.id))
    .limit(CHOICE_LIMIT);
  return rows.map((row) => ({ ...row, members: Number(row.members ?? 0) }));
}

export type OrganisationToJoin = {
  id: string;
  name: string;
  town: string | null;
  status: string;
  proposedName: string | null;
  members: { name: string; email: string; role: string }[];
};

/** One real organisation of a kind with its members, for the administrator to check before joining an account to it. */
export async function organisationToJoin(db: AppDb, kind: OrganisationKind, id: string): Promise<OrganisationToJoin | null> {
  const [row] = await db
    .select({ id: organisations.id, name: organisations.name, town: organisations.town, status: organisations.status, proposedName: organisations.proposedName })
    .from(organisations)
    .where(and(eq(organisations.id, id), eq(organisations.kind, kind), eq(organisations.demo, false)))
    .limit(1);
  if (!row) return null;
  const members = await db
    .select({ name: users.name, email: users.email, role: organisationMembers.role })
    .from(organisationMembers)
    .innerJoin(users, eq(users.id, organisationMembers.userId))
    .where(eq(organisationMembers.organisationId, id))
    .orderBy(desc(eq(organisationMembers.role, "owner")), asc(organisationMembers.createdAt));
  return { ...row, members };
}

/**
 * Makes the account a member of a real organisation of its kind, chosen by id: its first member becomes its
 * owner. Null when there is no such organisation; `joined` false when it was a member already.
 */
export async function joinOrganisation(tx: Tx, kind: OrganisationKind, organisationId: string, userId: string): Promise<{ name: string; joined: boolean; role: "owner" | "member" } | null> {
  const [row] = await tx
    .select({ name: organisations.name })
    .from(organisations)
    .where(and(eq(organisations.id, organisationId), eq(organisations.kind, kind), eq(organisations.demo, false)))
    .for("update")
    .limit(1);
  if (!row) return null;
  const [{ members } = { members: 0 }] = await tx.select({ members: count() }).from(organisationMembers).where(eq(organisationMembers.organisationId, organisationId));
  const role = members === 0 ? "owner" : "member";
  const joined = await tx.insert(organisationMembers).values({ organisationId, userId, role }).onConflictDoNothing().returning({ userId: organisationMembers.userId });
  return { name: row.name, joined: joined.length > 0, role };
}
