/**
 * The employer's applications page, for `npm run bench:jobs`: the demonstration data at BENCH_APPLICATIONS_SCALE
 * (100) times its size, loaded with the demonstration seed, then the page's data (`employerApplicationPage`: the
 * counts per status and one page of 25) for the persona employer, BENCH_RUNS (300) times after 20 to warm up,
 * cycling through what an employer asks: the first page, a later page, a status, a role, a name, oldest first.
 * Prints p50 and p95 overall and for each kind of query (a figure, not a timed test).
 */
import { and, count, eq, sql } from "drizzle-orm";
import { applications, jobs } from "../db/schema";
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
    ["a name", "name=ja"],
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
