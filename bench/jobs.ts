/**
 * `npm run bench:jobs`: the public jobs search on PostgreSQL with BENCH_ROLES (100,000) live and closed roles.
 *
 * Makes a fresh database on 127.0.0.1 (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres) and
 * drops it afterwards. Roles are spread over 300 UK towns from the gazetteer, 400 employers (a tenth not
 * approved) and 12 sectors; a tenth are closed or past their closing date. The search measured is the one the
 * issue names: words, a place within 15 miles and two filters (full-time, no criminal record check), both its
 * queries (the count and the page of 20), BENCH_RUNS (300) times over varied words and towns after 20 to warm
 * up. Prints p50 and p95 (target: p95 under 50 ms) and each query's plan with the indexes it uses. Then the
 * employer's applications page at 100× the demonstration data (bench/employer-applications.ts).
 */
import { and, asc, eq, sql } from "drizzle-orm";
import pg from "pg";
import { jobs, organisations } from "../db/schema";
import placesFile from "../app/features/jobs/gazetteer/uk-places.json";
import { parseJobSearch } from "../app/features/jobs/search-params";
import { listingColumns, liveRole, searchConditions, searchJobs } from "../app/features/jobs/search.server";
import { addDays, londonDate } from "../app/lib/dates";
import { openDatabase } from "../app/lib/db.server";
import { uuidv7 } from "../app/lib/uuid.server";
import { benchEmployerApplications } from "./employer-applications";
import { withThrowawayDatabase } from "./support";

const ROLES = Number(process.env.BENCH_ROLES ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 300);
const WARM_UP = 20;
const TARGET_MS = 50;


const SECTORS = ["Warehousing", "Catering", "Construction", "Cleaning", "Retail", "Logistics", "Manufacturing", "Hospitality", "Care", "Transport", "Recycling", "Customer service"];
const TITLES = ["Warehouse Operative", "Kitchen Porter", "Groundworker", "Cleaner", "Sales Assistant", "Delivery Driver", "Machine Operator", "Housekeeper", "Support Worker", "Bus Driver", "Recycling Operative", "Call Centre Adviser", "Forklift Driver", "Chef", "Labourer", "Picker Packer"];
const WORDS = ["warehouse", "driver", "kitchen", "cleaner", "forklift", "chef", "labourer", "operative"];

/** A repeatable sequence, so every run builds the same data. */
function random(seed: number) {
  let state = seed;
  return () => ((state = (state * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31);
}

async function main() {
  await withThrowawayDatabase("jobs", benchAt);
}

async function benchAt(url: string) {
  const database = await openDatabase({ databaseUrl: url });
  const raw = new pg.Client({ connectionString: url });
  try {
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

    const measure = async (label: string) => {
      const { p50, p95, averageResults } = await timeSearches(searchFor);
      console.log(
        `\n${label}: search (words, a place within 15 miles, full-time, no check), ${RUNS} runs: p50 ${p50.toFixed(1)} ms, ` +
          `p95 ${p95.toFixed(1)} ms (target p95 < ${TARGET_MS} ms: ${p95 < TARGET_MS ? "met" : "NOT met"}); ${averageResults} results on average.`,
      );
      // No target: the search a visitor makes before giving a place, which no index narrows.
      const words = await timeSearches(wordsOnly);
      console.log(
        `For comparison, words alone (no place or filter), ${RUNS} runs: p50 ${words.p50.toFixed(1)} ms, p95 ${words.p95.toFixed(1)} ms; ` +
          `${words.averageResults.toLocaleString("en-GB")} results on average.`,
      );

      // The plans of the two queries searchJobs runs, for the first search.
      const { where } = searchConditions(searchFor(0));
      const condition = and(liveRole(today), ...where)!;
      const countQuery = db.select({ total: sql`count(*)` }).from(jobs).innerJoin(organisations, eq(organisations.id, jobs.employerId)).where(condition).toSQL();
      const pageQuery = db.select(listingColumns).from(jobs).innerJoin(organisations, eq(organisations.id, jobs.employerId)).where(condition).orderBy(sql`${jobs.closingDate} asc nulls last`, asc(jobs.id)).limit(20).toSQL();
      for (const [name, query] of [["count", countQuery], ["page of 20", pageQuery]] as const) {
        const plan = await raw.query(`explain (analyze, costs off) ${query.sql}`, query.params as unknown[]);
        const lines = plan.rows.map((row: Record<string, string>) => row["QUERY PLAN"]!);
        const indexes = [...new Set(lines.flatMap((line) => [...line.matchAll(/Index (?:Only )?Scan (?:using|on) (\w+)/g)].map((m) => m[1]!)))];
        console.log(`Plan of the ${name} query: indexes used: ${indexes.length ? indexes.join(", ") : "none (sequential scan)"}`);
        if (process.env.BENCH_PLANS) console.log(lines.map((line) => `  ${line}`).join("\n"));
      }
    };

    await raw.connect();
    await measure("With the migrations' indexes");
    await benchEmployerApplications(db);
  } finally {
    await raw.end().catch(() => {});
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
