/**
 * `npm run bench:jobs`: the public jobs search with BENCH_ROLES (100,000) live and closed roles, on PostgreSQL and on
 * the embedded database (PGlite, in memory) in turn; BENCH_DATABASES=postgres or =pglite runs one of them.
 *
 * PostgreSQL: a fresh database on 127.0.0.1 (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres),
 * dropped afterwards. Roles are spread over 300 UK towns from the gazetteer, 400 employers (a tenth not
 * approved) and 12 sectors; a tenth are closed or past their closing date. Two searches, searchJobs' statement
 * (the count and the page of 20 at once) and its read of the page's roles, BENCH_RUNS (300) times over varied words and towns after 20 to warm up:
 * words alone (the issue's target: p95 at most 50 ms on both databases) and words with a place within 15 miles
 * and two filters (full-time, no criminal record check). Prints p50 and p95, each query's plan with the indexes it
 * uses (BENCH_PLANS=1 prints the whole plans) and a summary line per database saying whether the target is met.
 * BENCH_PART=words runs the words-alone search only. Otherwise, on PostgreSQL, the employer's applications page at
 * 100× the demonstration data follows (bench/employer-applications.ts).
 */
import { and, sql } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { jobs, organisations } from "../db/schema";
import placesFile from "../app/features/jobs/gazetteer/uk-places.json";
import { parseJobSearch } from "../app/features/jobs/search-params";
import { countAndPageQuery, liveRole, orderKeys, searchConditions, searchJobs } from "../app/features/jobs/search.server";
import { addDays, londonDate } from "../app/lib/dates";
import { openDatabase, type Database } from "../app/lib/db.server";
import { uuidv7 } from "../app/lib/uuid.server";
import { benchEmployerApplications } from "./employer-applications";
import { withThrowawayDatabase } from "./support";

const ROLES = Number(process.env.BENCH_ROLES ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 300);
const WARM_UP = 20;
const TARGET_MS = 50;
const DATABASES = (process.env.BENCH_DATABASES ?? "postgres,pglite").split(",").map((name) => name.trim());
const WORDS_ONLY = process.env.BENCH_PART === "words";

const SECTORS = ["Warehousing", "Catering", "Construction", "Cleaning", "Retail", "Logistics", "Manufacturing", "Hospitality", "Care", "Transport", "Recycling", "Customer service"];
const TITLES = ["Warehouse Operative", "Kitchen Porter", "Groundworker", "Cleaner", "Sales Assistant", "Delivery Driver", "Machine Operator", "Housekeeper", "Support Worker", "Bus Driver", "Recycling Operative", "Call Centre Adviser", "Forklift Driver", "Chef", "Labourer", "Picker Packer"];
const WORDS = ["warehouse", "driver", "kitchen", "cleaner", "forklift", "chef", "labourer", "operative"];

/** A repeatable sequence, so every run builds the same data. */
function random(seed: number) {
  let state = seed;
  return () => ((state = (state * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31);
}

async function main() {
  const summary: string[] = [];
  if (DATABASES.includes("postgres")) {
    await withThrowawayDatabase("jobs", async (url) => {
      const database = await openDatabase({ databaseUrl: url });
      try {
        summary.push(await benchAt(database, "PostgreSQL"));
      } finally {
        await database.close();
      }
    });
  }
  if (DATABASES.includes("pglite")) {
    const database = await openDatabase({ lock: false });
    try {
      summary.push(await benchAt(database, "the embedded database (PGlite)"));
    } finally {
      await database.close();
    }
  }
  console.log(`\nSummary:\n${summary.join("\n")}`);
}

/** Loads the roles, measures, and returns the summary line of the words-alone target. */
async function benchAt(database: Database, name: string): Promise<string> {
  console.log(`\n== ${name} ==`);
  const db = database.db;
  const rand = random(42);
  const pick = <T>(list: readonly T[]) => list[Math.floor(rand() * list.length)]!;
  const towns = (placesFile.places as [string, number, number, string][]).filter((_, index) => index % 15 === 0).slice(0, 300);
  const today = londonDate(new Date());

  const employers = Array.from({ length: 400 }, (_, n) => ({
    id: uuidv7(),
    kind: "employer" as const,
    name: `Bench Employer ${n + 1}`,
    status: n % 10 === 0 ? ("awaiting_approval" as const) : ("approved" as const),
    banTheBox: n % 3 === 0,
  }));
  await db.insert(organisations).values(employers);

  const started = performance.now();
  for (let done = 0; done < ROLES; done += 2000) {
    const batch = Array.from({ length: Math.min(2000, ROLES - done) }, () => {
      const town = pick(towns);
      const employer = pick(employers);
      const title = pick(TITLES);
      const pay = 1100 + Math.floor(rand() * 900);
      return {
        id: uuidv7(),
        title,
        sector: pick(SECTORS),
        employerId: employer.id,
        employerName: employer.name,
        description: `${title} wanted in ${town[0]}. ${pick(TITLES)} experience helps; training given. ${pick(WORDS)} ${pick(WORDS)}.`,
        locationName: town[0],
        latitude: town[1] + (rand() - 0.5) * 0.05,
        longitude: town[2] + (rand() - 0.5) * 0.05,
        contractType: pick(["permanent", "permanent", "temporary", "fixed_term", "apprenticeship"] as const),
        hours: pick(["full_time", "full_time", "part_time", "flexible"] as const),
        salaryMinPence: pay,
        salaryMaxPence: pay + 100,
        salaryPeriod: "hour" as const,
        closingDate: addDays(today, Math.floor(rand() * 90) - 9),
        status: rand() < 0.05 ? ("closed" as const) : ("open" as const),
        recordCheck: pick(["none", "none", "basic", "standard", "enhanced"] as const),
      };
    });
    await db.insert(jobs).values(batch);
  }
  await db.execute(sql`analyze`);
  console.log(`Loaded ${ROLES.toLocaleString("en-GB")} roles in ${((performance.now() - started) / 1000).toFixed(1)} s.`);

  const searchFor = (n: number) =>
    parseJobSearch(new URLSearchParams({ q: WORDS[n % WORDS.length]!, where: towns[(n * 7) % towns.length]![0], miles: "15", hours: "full_time", signal: "no-check" }));

  const wordsOnly = (n: number) => parseJobSearch(new URLSearchParams({ q: WORDS[n % WORDS.length]! }));

  const timeSearches = async (search: (n: number) => ReturnType<typeof parseJobSearch>) => {
    const times: number[] = [];
    let results = 0;
    for (let n = 0; n < WARM_UP + RUNS; n++) {
      const t0 = performance.now();
      const result = await searchJobs(db, search(n));
      if (n >= WARM_UP) {
        times.push(performance.now() - t0);
        results += result.total;
      }
    }
    times.sort((a, b) => a - b);
    const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!;
    return { p50: at(0.5), p95: at(0.95), averageResults: Math.round(results / RUNS) };
  };

  const planOf = async (search: ReturnType<typeof parseJobSearch>, name: string) => {
    // The plans of the two queries searchJobs runs.
    const { where } = searchConditions(search);
    const condition = and(liveRole(today), ...where)!;
    const statement = new PgDialect().sqlToQuery(countAndPageQuery(condition, orderKeys(search, null), 1));
    for (const [part, query] of [["count and page of 20", statement]] as const) {
      const plan = await database.rawQuery<Record<string, string>>(`explain (analyze, costs off) ${query.sql}`, query.params);
      const lines = plan.map((row) => row["QUERY PLAN"]!);
      const indexes = [...new Set(lines.flatMap((line) => [...line.matchAll(/Index (?:Only )?Scan (?:using|on) (\w+)/g)].map((m) => m[1]!)))];
      console.log(`Plan of the ${part} query (${name}): indexes used: ${indexes.length ? indexes.join(", ") : "none (sequential scan)"}`);
      if (process.env.BENCH_PLANS) console.log(lines.map((line) => `  ${line}`).join("\n"));
    }
  };

  // The target: the search a visitor makes before giving a place or a filter.
  const words = await timeSearches(wordsOnly);
  const met = words.p95 <= TARGET_MS ? "met" : "NOT met";
  console.log(
    `\nWords alone (no place or filter), ${RUNS} runs: p50 ${words.p50.toFixed(1)} ms, p95 ${words.p95.toFixed(1)} ms ` +
      `(target p95 at most ${TARGET_MS} ms: ${met}); ${words.averageResults.toLocaleString("en-GB")} results on average.`,
  );
  await planOf(wordsOnly(0), "words alone");
  if (!WORDS_ONLY) {
    const { p50, p95, averageResults } = await timeSearches(searchFor);
    console.log(
      `\nWords, a place within 15 miles, full-time, no check, ${RUNS} runs: p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms; ` +
        `${averageResults} results on average.`,
    );
    await planOf(searchFor(0), "words and a place");
    if (database.kind === "postgres") await benchEmployerApplications(db);
  }
  return `Job search by words alone at ${ROLES.toLocaleString("en-GB")} roles on ${name}: p95 ${words.p95.toFixed(1)} ms, target at most ${TARGET_MS} ms: ${met}.`;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
