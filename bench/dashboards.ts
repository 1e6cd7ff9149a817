/**
 * `npm run bench:dashboards`: how long each dashboard home's summary takes on PostgreSQL at 10× and 100× the
 * demonstration data set (BENCH_SCALES, default "10,100").
 *
 * Uses DATABASE_URL, or makes a fresh database on 127.0.0.1 (BENCH_ADMIN_URL, default
 * postgres://postgres@127.0.0.1:5432/postgres) and drops it afterwards. The data comes from the demonstration
 * seed, `seedDemonstrationData(db, { keys, scale, replace: true })`; BENCH_DATA=fixture (or a build without the seed)
 * loads the benchmark's own generator of the same shape instead (bench/dashboard-data.ts). Each home's summary
 * function is then called BENCH_RUNS (300) times in a row, cycling through up to 50 demonstration subjects of
 * its kind (the persona first), after 20 calls to warm up; p50 and p99 are printed per home per scale.
 * Targets: p99 under 100 ms at 10×, under 200 ms at 100×.
 */
import crypto from "node:crypto";
import os from "node:os";
import { eq, sql, type SQL } from "drizzle-orm";
import pg from "pg";
import { candidates, caseworkers, organisations } from "../db/schema";
import { candidateSummary } from "../app/features/candidates/candidate-summary.server";
import { caseworkerSummary } from "../app/features/candidates/caseworker-summary.server";
import { employerSummary } from "../app/features/organisations/employer-summary.server";
import { partnerSummary } from "../app/features/referrals/partner-summary.server";
import type { DataSubject } from "../app/lib/data-subject";
import { openDatabase, type AppDb, type Database } from "../app/lib/db.server";
import { DEMO_PERSONAS } from "../app/lib/demonstration";
import { loadEnv } from "../app/lib/env.server";
import { loadBenchData } from "./dashboard-data";

const SCALES = (process.env.BENCH_SCALES ?? "10,100").split(",").map(Number);
const RUNS = Number(process.env.BENCH_RUNS ?? 300);
const WARM_UP = 20;
const SUBJECTS = 50;
const TARGETS: Record<number, number> = { 10: 100, 100: 200 };

type Loader = { name: string; load(db: AppDb, scale: number): Promise<void> };
type SeedModule = { seedDemonstrationData(db: AppDb, options: { keys: unknown; scale: number; replace: boolean }): Promise<unknown> };

/** The demonstration seed when this build has it and BENCH_DATA is not "fixture"; the bench's generator otherwise. */
async function chooseLoader(): Promise<Loader> {
  const fixture: Loader = { name: "benchmark generator (bench/dashboard-data.ts)", load: (db, scale) => loadBenchData(db, { scale }) };
  if (process.env.BENCH_DATA === "fixture") return fixture;
  // Not a static import, so the bench still runs on a branch without the seed.
  const seedModule = "~/demonstration/seed.server";
  try {
    const { seedDemonstrationData } = (await import(seedModule)) as SeedModule;
    // The seed encrypts its made-up conviction records with the configured keys (the development key when unset).
    const { dataEncryption: keys } = loadEnv() as { dataEncryption?: unknown };
    return { name: "demonstration seed", load: (db, scale) => seedDemonstrationData(db, { keys, scale, replace: true }).then(() => undefined) };
  } catch (error) {
    if (process.env.BENCH_DATA === "seed") throw error;
    return fixture;
  }
}

async function openBenchDatabase(): Promise<{ database: Database; dispose(): Promise<void> }> {
  if (process.env.DATABASE_URL) {
    const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL });
    return { database, dispose: () => database.close() };
  }
  const adminUrl = process.env.BENCH_ADMIN_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
  const name = `fcw_bench_${crypto.randomBytes(4).toString("hex")}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString() });
  return {
    database,
    async dispose() {
      await database.close();
      await admin(`drop database if exists ${name} with (force)`);
    },
  };
}

/** Up to SUBJECTS demonstration subjects per home, the persona first. */
async function subjectsOf(db: AppDb): Promise<Record<DataSubject["kind"], DataSubject[]>> {
  const first = <T extends { id: string }>(rows: T[], persona: string) => [persona, ...rows.map((row) => row.id).filter((id) => id !== persona)].slice(0, SUBJECTS);
  const [candidateRows, caseworkerRows, employerRows, partnerRows] = await Promise.all([
    db.select({ id: candidates.id }).from(candidates).where(eq(candidates.demo, true)).limit(SUBJECTS),
    db.select({ id: caseworkers.id }).from(caseworkers).where(eq(caseworkers.demo, true)).limit(SUBJECTS),
    db.select({ id: organisations.id }).from(organisations).where(sql`${organisations.demo} and ${organisations.kind} = 'employer'`).limit(SUBJECTS),
    db.select({ id: organisations.id }).from(organisations).where(sql`${organisations.demo} and ${organisations.kind} = 'partner'`).limit(SUBJECTS),
  ]);
  return {
    candidate: first(candidateRows, DEMO_PERSONAS.candidateId).map((candidateId) => ({ kind: "candidate", demo: true, candidateId })),
    employer: first(employerRows, DEMO_PERSONAS.employerId).map((organisationId) => ({ kind: "employer", demo: true, organisationId })),
    partner: first(partnerRows, DEMO_PERSONAS.partnerId).map((organisationId) => ({ kind: "partner", demo: true, organisationId })),
    caseworker: first(caseworkerRows, DEMO_PERSONAS.caseworkerId).map((caseworkerId) => ({ kind: "caseworker", demo: true, caseworkerId })),
  };
}

function summaryOf(db: AppDb, subject: DataSubject): Promise<unknown> {
  switch (subject.kind) {
    case "candidate":
      return candidateSummary(db, subject);
    case "employer":
      return employerSummary(db, subject);
    case "partner":
      return partnerSummary(db, subject);
    case "caseworker":
      return caseworkerSummary(db, subject);
  }
}

/** The rows of a plain statement (both drivers answer with `rows`). */
async function rows<T>(db: AppDb, statement: SQL): Promise<T[]> {
  return ((await db.execute(statement)) as unknown as { rows: T[] }).rows;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function timeHome(db: AppDb, subjects: DataSubject[]): Promise<{ p50: number; p99: number }> {
  for (let i = 0; i < WARM_UP; i++) await summaryOf(db, subjects[i % subjects.length]!);
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    await summaryOf(db, subjects[i % subjects.length]!);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p99: percentile(times, 99) };
}

async function main() {
  const loader = await chooseLoader();
  const { database, dispose } = await openBenchDatabase();
  const { db } = database;
  const missed: string[] = [];
  try {
    const [version] = await rows<{ server_version: string }>(db, sql`show server_version`);
    console.log(
      `Dashboard homes benchmark (PostgreSQL ${version?.server_version}, Node ${process.version}, ${os.cpus().length} CPUs, ` +
        `load average ${os.loadavg()[0]!.toFixed(1)}; data: ${loader.name}; ${RUNS} calls a home, up to ${SUBJECTS} subjects each)`,
    );
    for (const scale of SCALES) {
      const loadStarted = performance.now();
      await loader.load(db, scale);
      await db.execute(sql`analyze`);
      const [sizes] = await rows<{ candidates: number; applications: number; appointments: number }>(
        db,
        sql`select
          (select count(*) from candidates where demo)::int as candidates,
          (select count(*) from applications where demo)::int as applications,
          (select count(*) from appointments where demo)::int as appointments`,
      );
      console.log(
        `\n${scale}× (${sizes?.candidates} candidates, ${sizes?.applications} applications, ${sizes?.appointments} appointments; ` +
          `loaded in ${((performance.now() - loadStarted) / 1000).toFixed(1)} s)`,
      );
      const subjects = await subjectsOf(db);
      const target = TARGETS[scale];
      for (const kind of ["candidate", "employer", "partner", "caseworker"] as const) {
        const { p50, p99 } = await timeHome(db, subjects[kind]);
        const verdict = target === undefined ? "" : p99 < target ? `  (target p99 < ${target} ms: met)` : `  (target p99 < ${target} ms: MISSED)`;
        if (target !== undefined && p99 >= target) missed.push(`${kind} at ${scale}×`);
        console.log(`  ${kind.padEnd(10)} home summary: p50 ${p50.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms${verdict}`);
      }
    }
  } finally {
    await dispose();
  }
  if (missed.length > 0) {
    console.log(`\nMissed the target: ${missed.join(", ")}`);
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
