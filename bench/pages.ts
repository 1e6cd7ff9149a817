/**
 * `npm run bench:pages`: builds once (app and server), starts the compiled production server (`node build/main.js`)
 * in its own process, and for every public page prints
 *   - the bytes a first visit costs: HTML, CSS and every script loaded before interaction (script tags,
 *     modulepreload links and the entry's import), each gzip;
 *   - requests per second and p99 for the page, and for the same HTML saved and served as a plain file by the same
 *     process, side by side, with the ratio;
 *   - the Lighthouse mobile scores and timings (simulated throttling);
 * then the server's memory (RSS) idle and after that load, on the embedded database and on a fresh PostgreSQL
 * database (made and dropped). A summary line per target says met or NOT met.
 *
 * Shorter runs: BENCH_SECONDS (per load run, 3), BENCH_CONNECTIONS (10), BENCH_PAGES (comma-separated paths),
 * BENCH_LIGHTHOUSE=0 (skip Lighthouse), BENCH_POSTGRES=0 (skip PostgreSQL), BENCH_DATABASE_URL (PostgreSQL
 * server to make the database on; postgres://postgres@127.0.0.1:5432/postgres), BENCH_SKIP_BUILD=1.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { publicPages } from "../app/lib/site-pages";
import { chromeArgs, chromePath } from "../tests/e2e/support/chrome";
import { kb, load as loadUrl, pageWeight, sleep, slug, startPageServer as startServer, type Run, type Weight as PageWeight } from "./page-load";
import { buildApp, withThrowawayDatabase } from "./support";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const LIGHTHOUSE = process.env.BENCH_LIGHTHOUSE !== "0";
const POSTGRES = process.env.BENCH_POSTGRES !== "0";

/** The spec's public routes, the contact alias, the thank-you page and a missing page (the 404). */
const NOT_FOUND = "/no-such-page";
const ALL_PAGES = [...publicPages, "/contact", "/thank-you", NOT_FOUND];
const PAGES = process.env.BENCH_PAGES ? process.env.BENCH_PAGES.split(",").map((p) => p.trim()) : ALL_PAGES;
/** Pages that are builders (they work in the browser), besides those with a form that posts. */
const BUILDERS = new Set(["/cv-builder", "/job-matcher"]);

const TARGETS = { totalKb: 100, noFormKb: 40, ratio: 0.5, pgliteIdleMb: 300, pgliteLoadMb: 400, postgresIdleMb: 150 };


type Weight = PageWeight & { hasForm: boolean };

/** What a first visit downloads before anyone interacts (bench/page-load.ts), and whether the page takes input. */
async function weightOf(base: string, page: string): Promise<Weight> {
  const weight = await pageWeight(base, page);
  const hasForm = /<form[^>]*method="post"/i.test(weight.body) || BUILDERS.has(page);
  return { ...weight, hasForm };
}

const load = (url: string) => loadUrl(url, { seconds: SECONDS, connections: CONNECTIONS });

type Scores = { performance: number; accessibility: number; bestPractices: number; seo: number; metrics: string; failing: string[]; error?: string };

async function lighthouseScores(url: string): Promise<Scores> {
  const { launch } = await import("chrome-launcher");
  const lighthouse = (await import("lighthouse")).default;
  const chrome = await launch({ chromePath: chromePath(), chromeFlags: ["--headless=new", ...chromeArgs] });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
      formFactor: "mobile",
      screenEmulation: { mobile: true, width: 412, height: 823, deviceScaleFactor: 1.75, disabled: false },
      throttlingMethod: "simulate",
    });
    const categories = result?.lhr.categories ?? {};
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    const audits = result?.lhr.audits ?? {};
    const failing = Object.values(audits)
      .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode !== "informative" && a.scoreDisplayMode !== "notApplicable" && a.scoreDisplayMode !== "manual")
      .map((a) => a.id);
    const metric = (id: string) => audits[id]?.displayValue ?? "n/a";
    const metrics = [
      ["FCP", "first-contentful-paint"],
      ["LCP", "largest-contentful-paint"],
      ["SI", "speed-index"],
      ["TBT", "total-blocking-time"],
      ["CLS", "cumulative-layout-shift"],
    ]
      .map(([short, id]) => `${short} ${metric(id!)}`)
      .join(", ");
    // Lighthouse refuses some pages outright (a 404 status, or no paint in time on a loaded machine): say why.
    const runtimeError = result?.lhr.runtimeError;
    const error = runtimeError ? `${runtimeError.code}: ${runtimeError.message}` : undefined;
    return { performance: score("performance"), accessibility: score("accessibility"), bestPractices: score("best-practices"), seo: score("seo"), failing, metrics, error };
  } finally {
    chrome.kill();
  }
}

type PageResult = { page: string; weight: Weight; dynamic: Run; copy: Run; scores?: Scores };
type DatabaseResult = { label: string; idleMb: number; loadMb: number; pages: PageResult[] };

async function benchDatabase(label: string, env: Record<string, string>, withLighthouse: boolean): Promise<DatabaseResult> {
  const staticDir = fs.mkdtempSync(path.join(os.tmpdir(), "fcw-bench-static-"));
  const server = await startServer(env, staticDir);
  try {
    // Idle: started, migrated and seeded, nothing asked of it yet but its health check.
    await sleep(3000);
    const idleMb = server.rssMb();
    console.log(`\n${label}: server RSS idle ${idleMb.toFixed(0)} MB (pid ${server.pid})`);
    console.log(
      `  ${"page".padEnd(22)} ${"HTML".padStart(6)} ${"CSS".padStart(6)} ${"JS".padStart(6)} ${"total".padStart(6)} KB gzip  ${"rendered".padStart(14)} ${"static copy".padStart(14)}  ratio   (req/s, p99 ms)`,
    );
    const pages: PageResult[] = [];
    for (const page of PAGES) {
      const weight = await weightOf(server.base, page);
      // The copy is the HTML as the server sent it, nonce and all: the same bytes through the same middleware.
      fs.writeFileSync(path.join(staticDir, `${slug(page)}.html`), weight.body);
      const copyUrl = `${server.base}/__bench-static/${slug(page)}`;
      const copyStatus = (await fetch(copyUrl)).status;
      if (copyStatus !== 200) throw new Error(`The static copy of ${page} answered ${copyStatus}.`);
      const dynamic = await load(server.base + page);
      const copy = await load(copyUrl);
      const total = weight.html + weight.css + weight.js;
      const ratio = dynamic.rps / copy.rps;
      const failures = dynamic.errors + copy.errors + copy.non2xx + (weight.status === 200 ? dynamic.non2xx : 0);
      console.log(
        `  ${`${page} (${weight.status})`.padEnd(22)} ${kb(weight.html).padStart(6)} ${kb(weight.css).padStart(6)} ${kb(weight.js).padStart(6)} ${kb(total).padStart(6)}${weight.hasForm ? " form" : "     "}   ` +
          `${`${dynamic.rps.toFixed(0)}, ${dynamic.p99}`.padStart(14)} ${`${copy.rps.toFixed(0)}, ${copy.p99}`.padStart(14)}  ${(ratio * 100).toFixed(0).padStart(4)}%` +
          (failures ? `   ${failures} failed requests` : ""),
      );
      pages.push({ page, weight, dynamic, copy });
    }
    const loadMb = server.rssMb();
    console.log(`  server RSS after that load ${loadMb.toFixed(0)} MB`);

    if (withLighthouse) {
      console.log(`\n  Lighthouse mobile, simulated throttling (performance / accessibility / best practices / SEO):`);
      for (const result of pages) {
        const scores = await lighthouseScores(server.base + result.page);
        result.scores = scores;
        console.log(
          `  ${result.page.padEnd(22)} ${scores.performance} / ${scores.accessibility} / ${scores.bestPractices} / ${scores.seo}   ${scores.metrics}` +
            (scores.error ? `\n  ${"".padEnd(22)} Lighthouse could not measure it: ${scores.error}` : "") +
            (scores.failing.length ? `\n  ${"".padEnd(22)} below full marks: ${scores.failing.join(", ")}` : ""),
        );
      }
    }
    return { label, idleMb, loadMb, pages };
  } finally {
    await server.stop();
    fs.rmSync(staticDir, { recursive: true, force: true });
  }
}


function verdict(met: boolean) {
  return met ? "met" : "NOT met";
}

async function main() {
  console.log("Building the app and the server...");
  buildApp();
  // Other work on the machine skews every figure: the load average says how much there was.
  const loadAverage = () => os.loadavg().map((n) => n.toFixed(2)).join(", ");
  console.log(
    `bench:pages: ${PAGES.length} pages, ${SECONDS} s per load run, ${CONNECTIONS} connections, ${os.cpus().length} CPU(s), load average ${loadAverage()}, Node ${process.version}`,
  );

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "fcw-bench-pages-"));
  const results: DatabaseResult[] = [];
  try {
    results.push(await benchDatabase("Embedded database (PGlite)", { DATA_DIR: path.join(dataDir, "pglite"), DATABASE_URL: "" }, LIGHTHOUSE));
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  if (POSTGRES) {
    try {
      results.push(await withThrowawayDatabase("pages", (url) => benchDatabase("PostgreSQL", { DATABASE_URL: url }, false)));
    } catch (error) {
      console.log(`\nPostgreSQL could not be measured: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  const embedded = results[0]!;
  const postgres = results.find((r) => r.label === "PostgreSQL");
  const pages = embedded.pages;
  const total = (p: PageResult) => p.weight.html + p.weight.css + p.weight.js;
  const overBudget = pages.filter((p) => total(p) > TARGETS.totalKb * 1024).map((p) => `${p.page} ${kb(total(p))} KB`);
  const noFormOver = pages.filter((p) => !p.weight.hasForm && total(p) > TARGETS.noFormKb * 1024).map((p) => `${p.page} ${kb(total(p))} KB`);
  const slowPages = (r: DatabaseResult) => r.pages.filter((p) => p.dynamic.rps / p.copy.rps < TARGETS.ratio).map((p) => `${p.page} ${((p.dynamic.rps / p.copy.rps) * 100).toFixed(0)}%`);
  const notFull = pages.filter((p) => p.scores && [p.scores.performance, p.scores.accessibility, p.scores.bestPractices, p.scores.seo].some((s) => s < 100));

  console.log(`\nSummary (load average now ${loadAverage()}):`);
  console.log(`  Every page at most ${TARGETS.totalKb} KB gzip: ${verdict(overBudget.length === 0)}${overBudget.length ? ` (${overBudget.join(", ")})` : ""}`);
  console.log(`  Pages with no form or builder at most ${TARGETS.noFormKb} KB gzip: ${verdict(noFormOver.length === 0)}${noFormOver.length ? ` (${noFormOver.join(", ")})` : ""}`);
  console.log(
    LIGHTHOUSE
      ? `  Lighthouse mobile 100 in all four categories on every page: ${verdict(notFull.length === 0)}${notFull.length ? ` (${notFull.map((p) => `${p.page} ${p.scores!.performance}/${p.scores!.accessibility}/${p.scores!.bestPractices}/${p.scores!.seo}`).join(", ")})` : ""}`
      : "  Lighthouse: not run (BENCH_LIGHTHOUSE=0)",
  );
  for (const r of results) {
    const slow = slowPages(r);
    console.log(`  Rendering at least ${TARGETS.ratio * 100}% of the static copy's req/s, ${r.label}: ${verdict(slow.length === 0)}${slow.length ? ` (${slow.join(", ")})` : ""}`);
  }
  console.log(`  RSS on the embedded database at most ${TARGETS.pgliteIdleMb} MB idle: ${verdict(embedded.idleMb <= TARGETS.pgliteIdleMb)} (${embedded.idleMb.toFixed(0)} MB)`);
  console.log(`  RSS on the embedded database at most ${TARGETS.pgliteLoadMb} MB after the load: ${verdict(embedded.loadMb <= TARGETS.pgliteLoadMb)} (${embedded.loadMb.toFixed(0)} MB)`);
  console.log(
    postgres
      ? `  RSS on PostgreSQL at most ${TARGETS.postgresIdleMb} MB idle: ${verdict(postgres.idleMb <= TARGETS.postgresIdleMb)} (${postgres.idleMb.toFixed(0)} MB idle, ${postgres.loadMb.toFixed(0)} MB after the load)`
      : "  RSS on PostgreSQL: not measured",
  );
  console.log("  POST /api/contact p99 at 200 req/s on PostgreSQL: measured by `npm run bench:contact`");

  const resultsDir = path.join(ROOT, "bench/results");
  fs.mkdirSync(resultsDir, { recursive: true });
  fs.writeFileSync(
    path.join(resultsDir, "pages.json"),
    JSON.stringify(
      {
        at: new Date().toISOString(),
        loadAverage: os.loadavg(),
        seconds: SECONDS,
        results: results.map((r) => ({ ...r, pages: r.pages.map((p) => ({ ...p, weight: { ...p.weight, body: undefined, cssUrls: undefined, jsUrls: undefined } })) })),
      },
      null,
      2,
    ),
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
