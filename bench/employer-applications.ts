/**
 * The employer's applications page, for `npm run bench:jobs`: the demonstration data at BENCH_APPLICATIONS_SCALE
 * (100) times its size, loaded with the demonstration seed. The seed grows the data set by adding employers, so
 * the persona employer is then given its share of the larger set too (the set's applications over its
 * employers, 1,875 at 100×: made-up candidates applying to its roles over a year). Then the page's data (`employerApplicationPage`: the
 * counts per status and one page of 25) for the persona employer, BENCH_RUNS (300) times after 20 to warm up,
 * cycling through what an employer asks: the first page, a later page, a status, a role, a name, oldest first.
 * Prints p50 and p95 overall and for each kind of query (a figure, not a timed test).
 */
import { and, count, eq, sql } from "drizzle-orm";
import { applications, candidates, jobs } from "../db/schema";
import { SCALE_ONE } from "../app/demonstration/generate";
import { applicationStatuses } from "../db/schema/vocabulary";
import { uuidv7 } from "../app/lib/uuid.server";
import { seedDemonstrationData } from "../app/demonstration/seed.server";
import { parseApplicationListQuery } from "../app/features/applications/application-list-query";
import { employerApplicationPage } from "../app/features/applications/employer-application-list.server";
import type { AppDb } from "../app/lib/db.server";
import { DEMO_PERSONAS } from "../app/lib/demonstration";
import { loadEnv } from "../app/lib/env.server";
import { benchProductionEnv } from "./support";

const SCALE = Number(process.env.BENCH_APPLICATIONS_SCALE ?? 100);
const RUNS = Number(process.env.BENCH_RUNS ?? 300);
const WARM_UP = 20;

export async function benchEmployerApplications(db: AppDb) {
  const keys = loadEnv({ ...benchProductionEnv, PUBLIC_URL: "http://localhost" }).dataEncryption;
  const started = performance.now();
  await seedDemonstrationData(db, { keys, scale: SCALE, replace: true });
  await db.execute(sql`analyze`);
  const subject = { kind: "employer", demo: true, organisationId: DEMO_PERSONAS.employerId } as const;
  await topUpPersonaEmployer(db);
  await db.execute(sql`analyze`);
  const [own] = await db
    .select({ n: count() })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(and(eq(jobs.employerId, DEMO_PERSONAS.employerId), eq(applications.demo, true)));
  const [all] = await db.select({ n: count() }).from(applications).where(eq(applications.demo, true));
  const firstPage = await employerApplicationPage(db, subject, parseApplicationListQuery(new URLSearchParams()).query);
  const job = firstPage.jobs[0]?.id ?? "";
  const asks: [string, string][] = [
    ["first page", ""],
    ["page 3", "page=3"],
    ["a status", "status=applied"],
    ["a role", `job=${job}`],
    ["a name", "name=jamie"],
    ["oldest first, page 2", "sort=oldest&page=2"],
  ];
  console.log(
    `\nEmployer's applications page at ${SCALE}× the demonstration data (${Number(all?.n)} applications, ${Number(own?.n)} to the persona employer's ` +
      `${firstPage.jobs.length} roles; loaded in ${((performance.now() - started) / 1000).toFixed(1)} s), ${RUNS} runs:`,
  );
  const times = new Map<string, number[]>(asks.map(([label]) => [label, []]));
  for (let n = 0; n < WARM_UP + RUNS; n++) {
    const [label, search] = asks[n % asks.length]!;
    const { query, errors } = parseApplicationListQuery(new URLSearchParams(search));
    const t0 = performance.now();
    await employerApplicationPage(db, subject, query, errors);
    if (n >= WARM_UP) times.get(label)!.push(performance.now() - t0);
  }
  const at = (list: number[], q: number) => {
    const sorted = [...list].sort((a, b) => a - b);
    return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  };
  const everything = [...times.values()].flat();
  console.log(`  all queries: p50 ${at(everything, 0.5).toFixed(1)} ms, p95 ${at(everything, 0.95).toFixed(1)} ms`);
  for (const [label, list] of times) console.log(`  ${label.padEnd(22)} p50 ${at(list, 0.5).toFixed(1)} ms, p95 ${at(list, 0.95).toFixed(1)} ms`);
}

/** Gives the persona employer its share of the scaled data set's applications, from made-up candidates. */
async function topUpPersonaEmployer(db: AppDb) {
  const share = Math.round((SCALE_ONE.applications * SCALE) / SCALE_ONE.employers);
  const roles = await db.select({ id: jobs.id }).from(jobs).where(and(eq(jobs.employerId, DEMO_PERSONAS.employerId), eq(jobs.demo, true)));
  const [have] = await db.select({ n: count() }).from(applications).innerJoin(jobs, eq(jobs.id, applications.jobId)).where(eq(jobs.employerId, DEMO_PERSONAS.employerId));
  const missing = share - Number(have?.n ?? 0);
  const first = ["Alex", "Jamie", "Sam", "Charlie", "Robin", "Jordan", "Casey", "Morgan", "Riley", "Taylor"];
  const last = ["Smith", "Jones", "Patel", "Khan", "Brown", "Evans", "Wilson", "Walsh", "Hughes", "Begum"];
  const year = 365 * 24 * 3_600_000;
  for (let from = 0; from < missing; from += 500) {
    const batch = Array.from({ length: Math.min(500, missing - from) }, (_, i) => {
      const n = from + i;
      return { candidate: { id: uuidv7(), fullName: `${first[n % 10]} ${last[Math.floor(n / 10) % 10]} ${n}`, demo: true }, n };
    });
    await db.insert(candidates).values(batch.map((row) => row.candidate));
    await db.insert(applications).values(
      batch.map(({ candidate, n }) => ({
        id: uuidv7(),
        jobId: roles[n % roles.length]!.id,
        candidateId: candidate.id,
        status: applicationStatuses[n % applicationStatuses.length]!,
        demo: true,
        appliedAt: new Date(Date.now() - ((n * 7919) % 1000) * (year / 1000)),
      })),
    );
  }
}
