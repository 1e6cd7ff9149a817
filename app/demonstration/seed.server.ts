import { and, count, eq, getTableColumns, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import {
  applications,
  applicationStatusChanges,
  appointments,
  candidateBarriers,
  candidates,
  caseNotes,
  caseworkerAssignments,
  caseworkers,
  convictionRecords,
  diaryEntries,
  disclosureCheckResults,
  jobs,
  mentoringMatches,
  mentoringSessions,
  messages,
  messageThreads,
  organisationContacts,
  organisations,
  outcomeChecks,
  readinessChecklist,
  referralStatusChanges,
  referrals,
  supportActions,
  threadParticipants,
} from "../../db/schema";
import { encryptConvictionPayload } from "~/features/convictions/conviction-records.server";
import { encryptSavedCheck } from "~/features/disclosure-check/saved-result.server";
import type { AppDb } from "~/lib/db.server";
import { DAY_MS } from "~/lib/dates";
import { DEMO_PERSONAS } from "~/lib/demonstration";
import type { KeyRing } from "~/lib/field-encryption.server";
import { generateDemonstrationData, PERSONA_CANDIDATE_AGE_DAYS, SCALE_ONE } from "./generate";

export type SeedOptions = {
  /** Encrypts the demonstration conviction records, as real ones are. */
  keys: KeyRing;
  /** Defaults to the scale already loaded, or 1. */
  scale?: number;
  /** The day the data set is counted back from; defaults to now. */
  anchor?: Date;
  /** Delete the demonstration rows and load them again, even if they are current. */
  replace?: boolean;
};

export type SeedResult = {
  loaded: boolean;
  scale: number;
  /** Rows inserted (0 when nothing was loaded). */
  rows: number;
  /** Why it loaded or did not: nothing there yet, asked to, another scale, dates gone stale, or current. */
  reason: "empty" | "replace" | "scale" | "stale" | "current";
};

/** Reloaded with a new anchor once the loaded one is older than this, so "upcoming" stays upcoming. */
export const FRESH_FOR_DAYS = 7;
export const MAX_SCALE = 1000;
/** Rows per INSERT: each batch travels as one JSON parameter. */
const ROWS_PER_BATCH = 5_000;
/** Any number, the same in every process: the advisory lock that keeps two servers from loading at once. */
const SEED_LOCK = 7_340_111;

/**
 * What is loaded now, read from the rows themselves (nothing else is stored): the persona candidate's
 * created_at gives the anchor, and the number of demonstration candidates the scale.
 */
async function loadedState(db: Pick<AppDb, "select">): Promise<{ anchor: Date; scale: number } | null> {
  const [persona] = await db
    .select({ createdAt: candidates.createdAt })
    .from(candidates)
    .where(and(eq(candidates.id, DEMO_PERSONAS.candidateId), eq(candidates.demo, true)));
  if (!persona) return null;
  const [counted] = await db.select({ n: count() }).from(candidates).where(eq(candidates.demo, true));
  return {
    anchor: new Date(persona.createdAt.getTime() + PERSONA_CANDIDATE_AGE_DAYS * DAY_MS),
    scale: Math.max(1, Math.round((counted?.n ?? 0) / SCALE_ONE.candidates)),
  };
}

/**
 * Loads the demonstration data set, in one transaction, unless the same scale is already loaded and fresh.
 * Only rows with demo = true are ever deleted. Two processes starting together wait for each other.
 */
export async function seedDemonstrationData(db: AppDb, options: SeedOptions): Promise<SeedResult> {
  if (options.scale !== undefined && (!Number.isInteger(options.scale) || options.scale < 1 || options.scale > MAX_SCALE)) {
    throw new RangeError(`The scale must be a whole number from 1 to ${MAX_SCALE}`);
  }
  const anchor = options.anchor ?? new Date();
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    const loaded = await loadedState(tx);
    const scale = options.scale ?? loaded?.scale ?? 1;
    const reason: SeedResult["reason"] = !loaded
      ? "empty"
      : options.replace
        ? "replace"
        : loaded.scale !== scale
          ? "scale"
          : anchor.getTime() - loaded.anchor.getTime() > FRESH_FOR_DAYS * DAY_MS
            ? "stale"
            : "current";
    if (reason === "current") return { loaded: false, scale, rows: 0, reason };
    if (loaded) await deleteDemonstrationRows(tx);
    const rows = await insertDemonstrationRows(tx, options.keys, scale, anchor);
    return { loaded: true, scale, rows, reason };
  });
}

type Executor = Parameters<Parameters<AppDb["transaction"]>[0]>[0];

/** Deletes every demonstration row; the tables without a demo column go with their parents (on delete cascade). */
export async function deleteDemonstrationRows(tx: Executor | AppDb): Promise<void> {
  for (const table of [messageThreads, applications, appointments, supportActions, referrals, caseNotes, diaryEntries, mentoringMatches, convictionRecords, disclosureCheckResults, jobs, candidates, caseworkers, organisations]) {
    await tx.delete(table).where(eq(table.demo, true));
  }
}

async function insertDemonstrationRows(tx: Executor, keys: KeyRing, scale: number, anchor: Date): Promise<number> {
  const rows = generateDemonstrationData({ scale, anchor });
  const convictions = rows.convictionRecords.map(({ id, candidateId, payload, createdAt }) => ({
    id,
    candidateId,
    ...encryptConvictionPayload(keys, id, payload),
    demo: true,
    createdAt,
    updatedAt: createdAt,
  }));
  const savedChecks = rows.disclosureCheckResults.map(({ id, candidateId, payload, createdAt }) => ({
    id,
    candidateId,
    ...encryptSavedCheck(keys, id, payload),
    demo: true,
    createdAt,
    updatedAt: createdAt,
  }));
  // Parents before children.
  const plan: [PgTable, Record<string, unknown>[]][] = [
    [organisations, rows.organisations],
    [caseworkers, rows.caseworkers],
    [candidates, rows.candidates],
    [candidateBarriers, rows.candidateBarriers],
    [readinessChecklist, rows.readinessChecklist],
    [caseworkerAssignments, rows.caseworkerAssignments],
    [convictionRecords, convictions],
    [disclosureCheckResults, savedChecks],
    [jobs, rows.jobs],
    [applications, rows.applications],
    [applicationStatusChanges, rows.applicationStatusChanges],
    [outcomeChecks, rows.outcomeChecks],
    [appointments, rows.appointments],
    [diaryEntries, rows.diaryEntries],
    [mentoringMatches, rows.mentoringMatches],
    [mentoringSessions, rows.mentoringSessions],
    [caseNotes, rows.caseNotes],
    [referrals, rows.referrals],
    [referralStatusChanges, rows.referralStatusChanges],
    [supportActions, rows.supportActions],
    [messageThreads, rows.messageThreads],
    [threadParticipants, rows.threadParticipants],
    [messages, rows.messages],
    [organisationContacts, rows.organisationContacts],
  ];
  let inserted = 0;
  for (const [table, list] of plan) {
    await insertMany(tx, table, list);
    inserted += list.length;
  }
  return inserted;
}

/**
 * Inserts many rows with one JSON parameter a batch (json_populate_recordset), which PostgreSQL and PGlite
 * take several times faster than thousands of bound parameters. Rows are grouped by the columns they set, so
 * a column a row leaves out still gets its default.
 */
async function insertMany(tx: Executor, table: PgTable, list: Record<string, unknown>[]): Promise<void> {
  const columns = getTableColumns(table);
  const groups = new Map<string, Record<string, unknown>[]>();
  for (const row of list) {
    const keys = Object.keys(row).filter((key) => row[key] !== undefined);
    const signature = keys.join(",");
    const group = groups.get(signature) ?? [];
    group.push(row);
    groups.set(signature, group);
  }
  for (const [signature, rows] of groups) {
    const keys = signature.split(",");
    const names = sql.join(
      keys.map((key) => sql.identifier(columns[key]!.name)),
      sql`, `,
    );
    for (let start = 0; start < rows.length; start += ROWS_PER_BATCH) {
      const json = JSON.stringify(
        rows.slice(start, start + ROWS_PER_BATCH).map((row) => Object.fromEntries(keys.map((key) => [columns[key]!.name, row[key]]))),
      );
      await tx.execute(sql`insert into ${table} (${names}) select ${names} from json_populate_recordset(null::${table}, ${json}::json)`);
    }
  }
}
