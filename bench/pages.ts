/**
 * `npm run bench:pages`: builds, starts the server and prints for the home page the bytes sent (HTML, CSS, JS,
 * gzip), requests per second and p99 latency under autocannon, and the Lighthouse mobile scores.
 * Targets: under 150 KB gzip in total; Lighthouse mobile 100 in all four categories.
 */
import zlib from "node:zlib";
import autocannon from "autocannon";
import { chromeArgs, chromePath } from "../tests/e2e/support/chrome";
import { buildApp, startBenchServer } from "./support";

const PAGE = process.env.BENCH_PAGE ?? "/";

async function pageWeight(base: string) {
  const html = await (await fetch(base + PAGE)).text();
  const css = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g)].map((m) => m[1]!);
  const js = new Set<string>();
  for (const m of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)) js.add(m[1]!);
  for (const m of html.matchAll(/import\("([^"]+\.js)"\)/g)) js.add(m[1]!);
  const gz = (text: string) => zlib.gzipSync(Buffer.from(text), { level: 6 }).length;
  const sizes = { html: gz(html), css: 0, js: 0, raw: Buffer.byteLength(html) };
  for (const href of css) sizes.css += gz(await (await fetch(base + href)).text());
  for (const href of js) sizes.js += gz(await (await fetch(base + href)).text());
  return { ...sizes, files: { css: css.length, js: js.size } };
}

async function load(base: string) {
  const result = await autocannon({ url: base + PAGE, connections: 10, duration: Number(process.env.BENCH_SECONDS ?? 10) });
  return { rps: result.requests.average, p99: result.latency.p99, p50: result.latency.p50, errors: result.errors, non2xx: result.non2xx };
}

async function lighthouseScores(base: string) {
  const { launch } = await import("chrome-launcher");
  const lighthouse = (await import("lighthouse")).default;
  const chrome = await launch({ chromePath: chromePath(), chromeFlags: ["--headless=new", ...chromeArgs] });
  try {
    const result = await lighthouse(base + PAGE, {
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
    const failing = Object.values(result?.lhr.audits ?? {})
      .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode !== "informative" && a.scoreDisplayMode !== "notApplicable")
      .map((a) => a.id);
    const audits = result?.lhr.audits ?? {};
    const metric = (id: string) => audits[id]?.displayValue ?? "n/a";
    const metrics = ["first-contentful-paint", "largest-contentful-paint", "speed-index", "total-blocking-time", "cumulative-layout-shift"]
      .map((id) => `${id} ${metric(id)}`)
      .join(", ");
    return { performance: score("performance"), accessibility: score("accessibility"), bestPractices: score("best-practices"), seo: score("seo"), failing, metrics };
  } finally {
    chrome.kill();
  }
}

async function main() {
  buildApp();
  const server = await startBenchServer();
  const base = `http://127.0.0.1:${server.port}`;
  try {
    const weight = await pageWeight(base);
    const total = weight.html + weight.css + weight.js;
    console.log(`\nPage ${PAGE}`);
    console.log(`  HTML ${(weight.html / 1024).toFixed(1)} KB gzip (${(weight.raw / 1024).toFixed(1)} KB raw)`);
    console.log(`  CSS  ${(weight.css / 1024).toFixed(1)} KB gzip in ${weight.files.css} file(s)`);
    console.log(`  JS   ${(weight.js / 1024).toFixed(1)} KB gzip in ${weight.files.js} file(s)`);
    console.log(`  total ${(total / 1024).toFixed(1)} KB gzip (target under 150 KB): ${total < 150 * 1024 ? "met" : "NOT met"}`);

    const run = await load(base);
    console.log(`\nautocannon, 10 connections: ${run.rps.toFixed(0)} requests/s, p50 ${run.p50} ms, p99 ${run.p99} ms, errors ${run.errors}, non-2xx ${run.non2xx}`);

    const scores = await lighthouseScores(base);
    console.log(
      `\nLighthouse mobile: performance ${scores.performance}, accessibility ${scores.accessibility}, best practices ${scores.bestPractices}, SEO ${scores.seo}`,
    );
    console.log(`  ${scores.metrics}`);
    if (scores.failing.length) console.log(`  audits below full marks: ${scores.failing.join(", ")}`);
  } finally {
    await server.dispose();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
