/**
 * `npm run bench:dashboards`: every dashboard page, portal and demonstration, as signed-in people get it from the
 * compiled production server (`node build/main.js`, in its own process), against the targets of issue 32.
 *
 * It builds once (app and server), makes a fresh database, makes four people with real data and signs them in as
 * a person does (bench/dashboard-people.ts: a caseworker with 300 people on their caseload, an employer with 40
 * roles and 2,000 applications, a partner with 60 referrals, a candidate with almost nothing), then for each
 * person's portal pages and the demonstration pages of the same role (read with that person's session, so a cache
 * for anonymous visitors cannot flatter them) prints
 *   - the bytes of a first visit: HTML, CSS and every script loaded before interaction, each gzip;
 *   - the bytes of a move to the page from the page that links to it (the role's home for a menu page), with the
 *     first page's files cached (bench/page-load.ts `moveWeight`: the route data request and new scripts when
 *     React Router makes the move, else the new HTML and uncached files);
 *   - requests a second and p99 at 10 connections, beside the same HTML served as a plain file by the same process
 *     (its static copy), with the ratio;
 * on the embedded database (PGlite, DATA_DIR) and on a throwaway PostgreSQL database, then the server's memory
 * (RSS) after that load on the embedded database, then p99 of every portal home and list page with the
 * demonstration data at BENCH_SCALES times its size on the PostgreSQL database. A summary line per target says met
 * or NOT met. A page with an id in its path is read at the first link to it found on the pages already read.
 * The figures are written to bench/results/dashboards.json too.
 *
 * Shorter runs: BENCH_SECONDS (per load run, 3), BENCH_WARMUP_SECONDS (an uncounted run at the same load before each
 * measured one, 1; 0 for none), BENCH_CONNECTIONS (10), BENCH_PAGES (comma-separated area
 * patterns, such as /dashboard/caseworkerportal/caseload or /dashboard/employer/applications/:applicationId; the
 * others are left out), BENCH_POSTGRES=0 (skip PostgreSQL and so the scaled run), BENCH_SCALES (the scaled run's
 * sizes, "100"; empty to skip it), BENCH_DATABASE_URL (PostgreSQL server to make the database on;
 * postgres://postgres@127.0.0.1:5432/postgres), BENCH_SKIP_BUILD=1 (reuse the build).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import { areaList, type Area } from "../app/features/dashboards/areas";
import { seedDemonstrationData } from "../app/demonstration/seed.server";
import { openDatabase } from "../app/lib/db.server";
import { loadEnv } from "../app/lib/env.server";
import { makePeople, signInPeople, type MadePerson, type PersonKind, type SignedIn } from "./dashboard-people";
import { kb, load, moveWeight, pageWeight, sleep, slug, startPageServer, type Move, type Run, type Server, type Weight } from "./page-load";
import { benchProductionEnv, buildApp, withThrowawayDatabase } from "./support";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 1);
const POSTGRES = process.env.BENCH_POSTGRES !== "0";
const SCALES = (process.env.BENCH_SCALES ?? "100").split(",").filter((s) => s.trim() !== "").map(Number);
const ONLY = process.env.BENCH_PAGES ? new Set(process.env.BENCH_PAGES.split(",").map((p) => p.trim())) : undefined;

const TARGETS = { firstVisitKb: 100, moveKb: 25, p99Ms: 100, ratio: 0.2, scaledP99Ms: 200, pgliteLoadMb: 300 };

/** The conviction-record keys the benchmark server reads with, so the scaled seed writes with the same. */
const keys = loadEnv({ ...benchProductionEnv, PUBLIC_URL: "http://localhost" }).dataEncryption;

/** The pages of one role in one tree, in the area table's order: HTML pages only (no files, no moved addresses). */
function pagesOf(tree: "portal" | "demo", role: PersonKind): Area[] {
  return areaList.filter((area) => area.tree === tree && area.role === role && !area.download && !area.movedTo && !area.pattern.endsWith("/*"));
}
const homeOf = (tree: "portal" | "demo", role: PersonKind) => pagesOf(tree, role)[0]!;
const isList = (area: Area) => !area.pattern.includes(":");

/** A matcher for links to a page pattern: each `:param` stands for one path segment. */
function linkPattern(pattern: string): RegExp {
  const escaped = pattern.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/:\w+/g, "[^/\"'?#]+");
  return new RegExp(`href="(${escaped})(?:[?#][^"]*)?"`, "g");
}
const literalPaths = new Set(areaList.filter((area) => !area.pattern.includes(":")).map((area) => area.pattern));

type Read = { path: string; weight: Weight };

/** The first link on the pages read that fills the pattern's parameters (not a fixed page such as `jobs/new`). */
function firstLink(pattern: string, read: Read[]): { path: string; on: Read } | undefined {
  for (const page of read) {
    for (const match of page.weight.body.matchAll(linkPattern(pattern))) {
      if (!literalPaths.has(match[1]!)) return { path: match[1]!.replace(/&amp;/g, "&"), on: page };
    }
  }
  return undefined;
}

type PageResult = { tree: "portal" | "demo"; role: PersonKind; pattern: string; path: string; weight: Weight; move: Move; movedFrom: string; dynamic: Run; copy: Run; afresh?: { median: number; max: number } };
type DatabaseResult = { label: string; loadMb: number; pages: PageResult[]; missing: string[] };

const total = (w: Weight) => w.html + w.css + w.js;
/** The copy's share of requests a second, or NaN when the copy answered none (the run then says nothing). */
const ratioOf = (p: { dynamic: Run; copy: Run }) => (p.copy.rps > 0 ? p.dynamic.rps / p.copy.rps : Number.NaN);

/**
 * Waits for the requests the last load run left in the server to finish (autocannon stops sending, the server
 * goes on rendering what it was sent), so they do not count against the next run: until the health check answers
 * within 50 ms, for at most 10 s.
 */
async function settle(base: string) {
  const until = Date.now() + 10_000;
  while (Date.now() < until) {
    const started = performance.now();
    await fetch(`${base}/health`).then((r) => r.arrayBuffer(), () => undefined);
    if (performance.now() - started < 50) return;
    await sleep(200);
  }
}

const runOptions = (cookie: string) => ({ seconds: SECONDS, connections: CONNECTIONS, headers: { cookie }, warmupSeconds: WARMUP_SECONDS });

const AFRESH_REQUESTS = 10;

/**
 * A portal page drawn afresh, as the first visit after any change to the database is (decision 0041): one request
 * at a time with `Cache-Control: no-cache`, which the signed-in page cache answers by drawing the page. Median and
 * slowest in ms; printed beside the load run, which a kept page serves.
 */
async function afresh(url: string, cookie: string): Promise<{ median: number; max: number }> {
  const times: number[] = [];
  for (let i = 0; i < AFRESH_REQUESTS; i++) {
    const started = performance.now();
    const response = await fetch(url, { headers: { cookie, "cache-control": "no-cache" }, redirect: "manual" });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${url} answered ${response.status} when drawn afresh`);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { median: Math.round(times[Math.floor(times.length / 2)]!), max: Math.round(times[times.length - 1]!) };
}
const afreshText = (run: { median: number; max: number } | undefined) => (run ? `   afresh ${run.median}/${run.max} ms` : "");

/** One tree's pages of one person: weight, move, and load beside the static copy. */
async function benchPages(server: Server, staticDir: string, tree: "portal" | "demo", person: SignedIn, results: PageResult[], missing: string[]) {
  const headers = { cookie: person.cookie };
  const home = homeOf(tree, person.kind);
  const read: Read[] = [{ path: home.pattern, weight: await pageWeight(server.base, home.pattern, headers) }];
  const pending = pagesOf(tree, person.kind);
  let progress = true;
  while (pending.length > 0 && progress) {
    progress = false;
    for (const area of [...pending]) {
      let pagePath = area.pattern;
      let from: Read | undefined = area === home ? undefined : read[0];
      if (pagePath.includes(":")) {
        const link = firstLink(area.pattern, read);
        if (!link) continue;
        pagePath = link.path;
        from = link.on;
      }
      pending.splice(pending.indexOf(area), 1);
      progress = true;
      if (ONLY && !ONLY.has(area.pattern)) {
        // Read for its links (a page with an id may be reached through it), not measured.
        if (area !== home) read.push({ path: pagePath, weight: await pageWeight(server.base, pagePath, headers) });
        continue;
      }
      const weight = area === home ? read[0]!.weight : await pageWeight(server.base, pagePath, headers);
      if (area !== home) read.push({ path: pagePath, weight });
      // A page that does not answer its own person is a fault to report, not a figure: the rest are still measured.
      if (weight.status !== 200 || weight.redirected) {
        const answer = `answered ${weight.status}${weight.redirected ? " after a redirect" : ""} for the ${person.kind}`;
        console.log(`  ${area.pattern.padEnd(62)} not measured: ${pagePath} ${answer}`);
        missing.push(`${pagePath} (${answer})`);
        continue;
      }
      // The home's move is from the next page in the menu back to it.
      if (!from) {
        const next = pagesOf(tree, person.kind).find((other) => other !== home && isList(other));
        from = next ? { path: next.pattern, weight: await pageWeight(server.base, next.pattern, headers) } : read[0]!;
      }
      const move = await moveWeight(server.base, from.weight, from.path, weight, pagePath, headers);
      fs.writeFileSync(path.join(staticDir, `${slug(pagePath)}.html`), weight.body);
      const copyUrl = `${server.base}/__bench-static/${slug(pagePath)}`;
      const copyStatus = (await fetch(copyUrl)).status;
      if (copyStatus !== 200) throw new Error(`The static copy of ${pagePath} answered ${copyStatus}.`);
      await settle(server.base);
      const dynamic = await load(server.base + pagePath, runOptions(person.cookie));
      await settle(server.base);
      const copy = await load(copyUrl, runOptions(person.cookie));
      const failures = dynamic.errors + dynamic.non2xx + copy.errors + copy.non2xx;
      await settle(server.base);
      const drawn = tree === "portal" ? await afresh(server.base + pagePath, person.cookie) : undefined;
      console.log(
        `  ${area.pattern.padEnd(62)} ${kb(weight.html).padStart(6)} ${kb(weight.css).padStart(6)} ${kb(weight.js).padStart(6)} ${kb(total(weight)).padStart(6)}  ` +
          `${kb(move.bytes).padStart(6)} ${move.how.padEnd(8)}  ${`${dynamic.rps.toFixed(0)}, ${dynamic.p99}`.padStart(12)} ${`${copy.rps.toFixed(0)}, ${copy.p99}`.padStart(12)}  ` +
          `${copy.rps > 0 ? `${((dynamic.rps / copy.rps) * 100).toFixed(1).padStart(5)}%` : "  n/a "}${afreshText(drawn)}${failures ? `   ${failures} failed requests` : ""}`,
      );
      console.log(`  ${"".padEnd(4)}${pagePath === area.pattern ? "" : `at ${pagePath}; `}move from ${from.path}: ${move.detail}`);
      results.push({ tree, role: person.kind, pattern: area.pattern, path: pagePath, weight, move, movedFrom: from.path, dynamic, copy, afresh: drawn });
    }
  }
  for (const area of pending) if (!ONLY || ONLY.has(area.pattern)) missing.push(`${area.pattern} (no link to it on the pages read)`);
}

const HEADING =
  `  ${"page".padEnd(62)} ${"HTML".padStart(6)} ${"CSS".padStart(6)} ${"JS".padStart(6)} ${"first".padStart(6)}  ${"move".padStart(6)} ${"how".padEnd(8)}  ` +
  `${"rendered".padStart(12)} ${"static copy".padStart(12)}  ratio   (KB gzip; req/s, p99 ms)`;

/** Starts the server on a database that holds the people, signs them in, and measures every page. */
async function benchDatabase(label: string, env: Record<string, string>, made: MadePerson[]): Promise<{ result: DatabaseResult; people: SignedIn[] }> {
  const staticDir = fs.mkdtempSync(path.join(os.tmpdir(), "fcw-bench-dashboards-static-"));
  const server = await startPageServer(env, staticDir);
  try {
    const people = await signInPeople(server.base, made);
    console.log(`\n${label} (server pid ${server.pid}, RSS after start and sign-ins ${server.rssMb().toFixed(0)} MB)`);
    console.log(HEADING);
    const pages: PageResult[] = [];
    const missing: string[] = [];
    for (const person of people) {
      for (const tree of ["portal", "demo"] as const) await benchPages(server, staticDir, tree, person, pages, missing);
    }
    for (const page of missing.filter((m) => m.endsWith("(no link to it on the pages read)"))) console.log(`  ${page}: not measured`);
    const loadMb = server.rssMb();
    console.log(`  server RSS after that load ${loadMb.toFixed(0)} MB`);
    return { result: { label, loadMb, pages, missing }, people };
  } finally {
    await server.stop();
    fs.rmSync(staticDir, { recursive: true, force: true });
  }
}

type ScaledResult = { scale: number; pages: { pattern: string; rps: number; p99: number; failures: number; afresh: { median: number; max: number } }[] };

/** The demonstration data at `scale` times its size beside the people's own, and p99 of every portal home and list page. */
async function benchScaled(url: string, scale: number, people: SignedIn[]): Promise<ScaledResult> {
  const started = performance.now();
  const database = await openDatabase({ databaseUrl: url });
  try {
    await seedDemonstrationData(database.db, { keys, scale, replace: true });
    await database.db.execute(sql`analyze`);
  } finally {
    await database.close();
  }
  const staticDir = fs.mkdtempSync(path.join(os.tmpdir(), "fcw-bench-dashboards-static-"));
  const server = await startPageServer({ DATABASE_URL: url, SEED_DEMO_DATA: "false" }, staticDir);
  try {
    console.log(`\nPostgreSQL at ${scale}× the demonstration data (loaded in ${((performance.now() - started) / 1000).toFixed(0)} s): portal homes and lists, 10 connections`);
    const pages: ScaledResult["pages"] = [];
    for (const person of people) {
      for (const area of pagesOf("portal", person.kind).filter(isList)) {
        if (ONLY && !ONLY.has(area.pattern)) continue;
        // Read once first, as the first stage reads each page for its weight: the load run is of a page the
        // person has seen; what a first view costs is the "afresh" figure.
        await (await fetch(server.base + area.pattern, { headers: { cookie: person.cookie } })).arrayBuffer();
        await settle(server.base);
        const run = await load(server.base + area.pattern, runOptions(person.cookie));
        const failures = run.errors + run.non2xx;
        await settle(server.base);
        const drawn = await afresh(server.base + area.pattern, person.cookie);
        console.log(
          `  ${area.pattern.padEnd(62)} ${run.rps.toFixed(0).padStart(6)} req/s, p99 ${String(run.p99).padStart(5)} ms${afreshText(drawn)}${failures ? `   ${failures} failed requests` : ""}`,
        );
        pages.push({ pattern: area.pattern, rps: run.rps, p99: run.p99, failures, afresh: drawn });
      }
    }
    return { scale, pages };
  } finally {
    await server.stop();
    fs.rmSync(staticDir, { recursive: true, force: true });
  }
}

/** Over the limit, or no request answered within the run (autocannon then says p99 0): a miss either way. */
const tooSlow = (run: { rps: number; p99: number }, limit: number) => run.rps === 0 || run.p99 > limit;
const p99Text = (run: { rps: number; p99: number }) => (run.rps === 0 ? "nothing answered within the run" : `${run.p99} ms`);
const verdict = (met: boolean) => (met ? "met" : "NOT met");
const listOf = (items: string[]) => (items.length ? ` (${items.join(", ")})` : "");

async function main() {
  console.log("Building the app and the server...");
  buildApp();
  const loadAverage = () => os.loadavg().map((n) => n.toFixed(2)).join(", ");
  console.log(
    `bench:dashboards: ${SECONDS} s per load run after ${WARMUP_SECONDS} s uncounted, ${CONNECTIONS} connections, ${os.cpus().length} CPU(s), load average ${loadAverage()}, Node ${process.version}` +
      (ONLY ? `; only ${[...ONLY].join(", ")}` : ""),
  );

  const results: DatabaseResult[] = [];
  const scaled: ScaledResult[] = [];
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "fcw-bench-dashboards-"));
  try {
    const pgliteDir = path.join(dataDir, "pglite");
    // The people go in before the server starts: the embedded database is one process's at a time.
    const database = await openDatabase({ dataDir: pgliteDir });
    let made: MadePerson[];
    try {
      made = await makePeople(database, "http://localhost");
    } finally {
      await database.close();
    }
    results.push((await benchDatabase("Embedded database (PGlite)", { DATA_DIR: pgliteDir, DATABASE_URL: "" }, made)).result);
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  if (POSTGRES) {
    try {
      await withThrowawayDatabase("dashboards", async (url) => {
        const database = await openDatabase({ databaseUrl: url });
        let made: MadePerson[];
        try {
          made = await makePeople(database, "http://localhost");
        } finally {
          await database.close();
        }
        const { result, people } = await benchDatabase("PostgreSQL", { DATABASE_URL: url }, made);
        results.push(result);
        for (const scale of SCALES) scaled.push(await benchScaled(url, scale, people));
      });
    } catch (error) {
      console.log(`\nPostgreSQL could not be measured: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  const embedded = results[0]!;
  const over = (limit: number, size: (p: PageResult) => number) =>
    embedded.pages.filter((p) => size(p) > limit * 1024).map((p) => `${p.path} ${kb(size(p))} KB`);
  const heavy = over(TARGETS.firstVisitKb, (p) => total(p.weight));
  const heavyMoves = over(TARGETS.moveKb, (p) => p.move.bytes);

  console.log(`\nSummary (load average now ${loadAverage()}):`);
  console.log(`  Every dashboard page at most ${TARGETS.firstVisitKb} KB gzip on a first visit: ${verdict(heavy.length === 0)}${listOf(heavy)}`);
  console.log(`  Every move to another dashboard page at most ${TARGETS.moveKb} KB gzip: ${verdict(heavyMoves.length === 0)}${listOf(heavyMoves)}`);
  for (const r of results) {
    for (const tree of ["portal", "demo"] as const) {
      const name = tree === "portal" ? "Portal pages" : "Demonstration pages";
      const pages = r.pages.filter((p) => p.tree === tree);
      if (pages.length === 0) {
        console.log(`  ${name}, ${r.label}: not measured`);
        continue;
      }
      const slow = pages.filter((p) => tooSlow(p.dynamic, TARGETS.p99Ms)).map((p) => `${p.path} ${p99Text(p.dynamic)}`);
      // A run in which the static copy answered nothing measured nothing: it is a miss, named as such.
      const behind = pages
        .filter((p) => !(ratioOf(p) >= TARGETS.ratio))
        .map((p) => `${p.path} ${Number.isNaN(ratioOf(p)) ? "static copy answered nothing" : `${(ratioOf(p) * 100).toFixed(1)}%`}`);
      console.log(`  ${name} p99 at most ${TARGETS.p99Ms} ms, ${r.label}: ${verdict(slow.length === 0)}${listOf(slow)}`);
      console.log(`  ${name} at least ${TARGETS.ratio * 100}% of the static copy's req/s, ${r.label}: ${verdict(behind.length === 0)}${listOf(behind)}`);
      const drawn = pages.filter((p) => p.afresh).sort((a, b) => b.afresh!.median - a.afresh!.median).slice(0, 3);
      if (drawn.length) console.log(`    (not a target) drawn afresh one at a time, slowest medians: ${drawn.map((p) => `${p.path} ${p.afresh!.median} ms`).join(", ")}`);
    }
  }
  if (!POSTGRES || !results.some((r) => r.label === "PostgreSQL")) console.log("  PostgreSQL: not measured");
  for (const s of scaled) {
    const slow = s.pages.filter((p) => tooSlow(p, TARGETS.scaledP99Ms)).map((p) => `${p.pattern} ${p99Text(p)}`);
    console.log(`  Portal homes and lists p99 at most ${TARGETS.scaledP99Ms} ms at ${s.scale}× on PostgreSQL: ${verdict(slow.length === 0)}${listOf(slow)}`);
    const slowest = [...s.pages].sort((a, b) => b.afresh.median - a.afresh.median).slice(0, 3);
    console.log(`    (not a target) drawn afresh one at a time at ${s.scale}×, slowest medians: ${slowest.map((p) => `${p.pattern} ${p.afresh.median} ms`).join(", ")}`);
  }
  if (scaled.length === 0) console.log("  Portal homes and lists at 100× on PostgreSQL: not measured");
  console.log(`  Server RSS on the embedded database at most ${TARGETS.pgliteLoadMb} MB after the dashboard load: ${verdict(embedded.loadMb <= TARGETS.pgliteLoadMb)} (${embedded.loadMb.toFixed(0)} MB)`);
  const unmeasured = results.flatMap((r) => r.missing.map((m) => `${r.label}: ${m}`));
  if (unmeasured.length) console.log(`  Not measured: ${unmeasured.join("; ")}`);
  console.log("  Job search by words alone at 100,000 roles: measured by `npm run bench:jobs`");

  const resultsDir = path.join(ROOT, "bench/results");
  fs.mkdirSync(resultsDir, { recursive: true });
  fs.writeFileSync(
    path.join(resultsDir, "dashboards.json"),
    JSON.stringify(
      {
        at: new Date().toISOString(),
        loadAverage: os.loadavg(),
        seconds: SECONDS,
        results: results.map((r) => ({ ...r, pages: r.pages.map((p) => ({ ...p, weight: { ...p.weight, body: undefined, cssUrls: undefined, jsUrls: [...p.weight.jsUrls].length } })) })),
        scaled,
      },
      null,
      2,
    ),
  );
}

main().catch((error: unknown) => {
  // A failed insert's error carries every row it held: its message and cause say enough.
  console.error(error instanceof Error ? `${error.stack?.split("\n").slice(0, 4).join("\n")}${error.cause ? `\ncaused by: ${String(error.cause)}` : ""}` : error);
  process.exitCode = 1;
});
