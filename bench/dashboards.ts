/**
 * `npm run bench:dashboards`: how long each dashboard home takes on PostgreSQL at 10× and 100× the
 * demonstration data set (BENCH_SCALES, default "10,100"), measured two ways:
 * - its summary function, called BENCH_RUNS (300) times in a row, cycling through up to 50 demonstration
 *   subjects of its kind (the persona first), after 20 calls to warm up;
 * - the demonstration home page over HTTP from the built production server (BENCH_PAGE_RUNS, 100, after 10 to
 *   warm up), timed to the last byte, so the streamed summary is included.
 * - every other demonstration page of the area table (BENCH_EVERY_PAGE_RUNS, 30, after 3 to warm up), over HTTP
 *   the same way. A page with a parameter (a job, an application, a person, a conversation) is timed with the
 *   first link to it found on the pages already read, so new pages are covered without a list to keep.
 * p50 and p99 are printed for each. Targets: p99 under 100 ms at 10×, under 200 ms at 100×.
 *
 * Uses DATABASE_URL, or makes a fresh database on 127.0.0.1 (BENCH_ADMIN_URL, default
 * postgres://postgres@127.0.0.1:5432/postgres) and drops it afterwards. The data is the demonstration seed at
 * each scale (`seedDemonstrationData`, replacing the demonstration rows only). BENCH_SKIP_BUILD=1 reuses a build.
 */
import crypto from "node:crypto";
import os from "node:os";
import { eq, sql, type SQL } from "drizzle-orm";
import pg from "pg";
import { candidates, caseworkers, organisations } from "../db/schema";
import { candidateSummary } from "../app/features/overview/candidate-summary.server";
import { caseworkerSummary } from "../app/features/overview/caseworker-summary.server";
import { areaList, areaPath } from "../app/features/dashboards/areas";
import { employerSummary } from "../app/features/overview/employer-summary.server";
import { partnerSummary } from "../app/features/overview/partner-summary.server";
import { seedDemonstrationData } from "../app/demonstration/seed.server";
import type { DataSubject } from "../app/lib/data-subject";
import { openDatabase, type AppDb, type Database } from "../app/lib/db.server";
import { DEMO_PERSONAS } from "../app/lib/demonstration";
import { loadEnv } from "../app/lib/env.server";
import { benchProductionEnv, buildApp, startBenchServer } from "./support";

const SCALES = (process.env.BENCH_SCALES ?? "10,100").split(",").map(Number);
const RUNS = Number(process.env.BENCH_RUNS ?? 300);
const PAGE_RUNS = Number(process.env.BENCH_PAGE_RUNS ?? 100);
const EVERY_PAGE_RUNS = Number(process.env.BENCH_EVERY_PAGE_RUNS ?? 30);
const WARM_UP = 20;
const SUBJECTS = 50;
const TARGETS: Record<number, number> = { 10: 100, 100: 200 };
const KINDS = ["candidate", "employer", "partner", "caseworker"] as const;

/** The keys the benchmark server reads conviction records with, so the seed writes with the same. */
const keys = loadEnv({ ...benchProductionEnv, PUBLIC_URL: "http://localhost" }).dataEncryption;

async function openBenchDatabase(): Promise<{ database: Database; url: string; dispose(): Promise<void> }> {
  if (process.env.DATABASE_URL) {
    const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL });
    return { database, url: process.env.DATABASE_URL, dispose: () => database.close() };
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
    url: url.toString(),
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

async function timed(runs: number, warmUp: number, call: (i: number) => Promise<unknown>): Promise<{ p50: number; p99: number }> {
  for (let i = 0; i < warmUp; i++) await call(i);
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await call(i);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p99: percentile(times, 99) };
}

/** One page, read to its last byte; anything but 200 stops the benchmark, as the figure would mean nothing. */
async function getPage(url: string, download = false): Promise<string> {
  const response = await fetch(url);
  const body = await response.text();
  if (response.status !== 200 || (!download && !body.includes("Demonstration data"))) throw new Error(`${url} answered ${response.status}`);
  return body;
}

/** The demonstration pages other than the homes, in table order. */
const otherDemoPages = areaList.filter(
  (area) => area.tree === "demo" && !area.movedTo && !area.pattern.endsWith("/*") && !KINDS.some((kind) => area.pattern === areaPath(`${kind}Demo`)),
);

/** A matcher for links to a page pattern: each `:param` stands for one path segment. */
function linkPattern(pattern: string): RegExp {
  const escaped = pattern.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/:\w+/g, "[^/\"'?#]+");
  return new RegExp(`href="(${escaped})(?:[?#][^"]*)?"`, "g");
}

const literalPaths = new Set(areaList.filter((area) => !area.pattern.includes(":")).map((area) => area.pattern));

/** The first link on the pages read that fills the pattern's parameters (not a fixed page such as `jobs/new`). */
function firstLink(pattern: string, pages: string[]): string | undefined {
  for (const html of pages) {
    for (const match of html.matchAll(linkPattern(pattern))) {
      if (!literalPaths.has(match[1]!)) return match[1]!.replace(/&amp;/g, "&");
    }
  }
  return undefined;
}

/**
 * Times every other demonstration page. Pages without parameters first; then, round by round, each page with
 * parameters at the first link to it on a page already read. A page no link reaches is reported, not skipped.
 */
async function timeEveryPage(base: string, scale: number, verdict: (scale: number, label: string, p99: number) => string) {
  const seen: string[] = [];
  const pending = [...otherDemoPages];
  let progress = true;
  while (pending.length > 0 && progress) {
    progress = false;
    for (const area of [...pending]) {
      let path = area.pattern;
      if (path.includes(":")) {
        const link = firstLink(area.pattern, seen);
        if (!link) continue;
        path = link;
      }
      pending.splice(pending.indexOf(area), 1);
      progress = true;
      const download = Boolean(area.download);
      seen.push(await getPage(`${base}${path}`, download));
      const { p50, p99 } = await timed(EVERY_PAGE_RUNS, 3, () => getPage(`${base}${path}`, download));
      console.log(`  ${area.pattern.padEnd(58)} p50 ${p50.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms${verdict(scale, area.pattern, p99)}`);
    }
  }
  for (const area of pending) console.log(`  ${area.pattern.padEnd(58)} not timed: no link to it on the pages read`);
}

async function main() {
  buildApp();
  const { database, url, dispose } = await openBenchDatabase();
  const { db } = database;
  const missed: string[] = [];
  const verdict = (scale: number, label: string, p99: number) => {
    const target = TARGETS[scale];
    if (target === undefined) return "";
    if (p99 >= target) missed.push(`${label} at ${scale}×`);
    return p99 < target ? `  (target p99 < ${target} ms: met)` : `  (target p99 < ${target} ms: MISSED)`;
  };
  try {
    const [version] = await rows<{ server_version: string }>(db, sql`show server_version`);
    console.log(
      `Dashboard homes benchmark (PostgreSQL ${version?.server_version}, Node ${process.version}, ${os.cpus().length} CPUs, ` +
        `load average ${os.loadavg()[0]!.toFixed(1)}; ${RUNS} summary calls and ${PAGE_RUNS} page loads a home)`,
    );
    for (const scale of SCALES) {
      const loadStarted = performance.now();
      await seedDemonstrationData(db, { keys, scale, replace: true });
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
      for (const kind of KINDS) {
        const { p50, p99 } = await timed(RUNS, WARM_UP, (i) => summaryOf(db, subjects[kind][i % subjects[kind].length]!));
        console.log(`  ${kind.padEnd(10)} summary:   p50 ${p50.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms${verdict(scale, `${kind} summary`, p99)}`);
      }
      // The same homes as a visitor gets them: the production server on this database, its own seeding off.
      const server = await startBenchServer({ DATABASE_URL: url, SEED_DEMO_DATA: "false", RATE_LIMIT_ENABLED: "false" });
      try {
        const base = `http://127.0.0.1:${server.port}`;
        for (const kind of KINDS) {
          const page = `${base}${areaPath(`${kind}Demo`)}`;
          const { p50, p99 } = await timed(PAGE_RUNS, 10, () => getPage(page));
          console.log(`  ${kind.padEnd(10)} home page: p50 ${p50.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms${verdict(scale, `${kind} home page`, p99)}`);
        }
        console.log(`  Every other demonstration page (${EVERY_PAGE_RUNS} loads each):`);
        await timeEveryPage(base, scale, verdict);
      } finally {
        await server.dispose();
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
