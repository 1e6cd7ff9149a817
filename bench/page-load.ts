/**
 * What bench/pages.ts and bench/dashboards.ts both measure about a page: what a first visit downloads (gzip), what a
 * move from one page to another downloads with the first page's files cached, and requests a second and p99 under
 * load, beside the same HTML served as a plain file by the same process (its "static copy").
 */
import zlib from "node:zlib";
import autocannon from "autocannon";
import { rssMb, startServeProcess, type ServeProcess } from "./support";

export type Server = ServeProcess & { rssMb(): number };

/**
 * The compiled server as production runs it, rate limits and the mail worker off, its pages' static copies served
 * from `staticDir` at `/__bench-static/<slug>` (server/app.ts, BENCH_STATIC_COPIES_DIR).
 */
export async function startPageServer(env: Record<string, string>, staticDir: string): Promise<Server> {
  const server = await startServeProcess({
    env: { LOG_LEVEL: "info", RATE_LIMIT_ENABLED: "false", MAIL_WORKER_ENABLED: "false", BENCH_STATIC_COPIES_DIR: staticDir, ...env },
    readyWithinMs: 180_000,
  });
  return { ...server, rssMb: () => rssMb(server.pid) };
}

export const gzipSize = (body: Buffer | string) => zlib.gzipSync(typeof body === "string" ? Buffer.from(body) : body, { level: 6 }).length;
export const kb = (bytes: number) => (bytes / 1024).toFixed(1);
export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A file name for a page's static copy. */
export function slug(page: string) {
  return page === "/" ? "home" : page.slice(1).replaceAll("/", "-").replace(/[^A-Za-z0-9._-]/g, "_");
}

export type Weight = {
  status: number;
  /** The page sent the browser elsewhere (a signed-out person to the sign-in page, say): the figures are not its own. */
  redirected: boolean;
  html: number;
  css: number;
  js: number;
  jsFiles: number;
  cssFiles: number;
  body: string;
  /** Every stylesheet and script (absolute URLs) the first visit loads: what a browser then has cached. */
  cssUrls: Set<string>;
  jsUrls: Set<string>;
};

/** Stylesheets and scripts a page's HTML names: script tags, module preloads and the inline entry's imports. */
function assetsIn(body: string, base: string) {
  const css = new Set([...body.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g)].map((m) => new URL(m[1]!, base).href));
  const js = new Set<string>();
  for (const m of body.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)) js.add(new URL(m[1]!, base).href);
  for (const m of body.matchAll(/<script[^>]+src="([^"]+)"/g)) js.add(new URL(m[1]!, base).href);
  for (const m of body.matchAll(/import\("([^"]+\.js)"\)/g)) js.add(new URL(m[1]!, base).href);
  for (const m of body.matchAll(/import \* as \w+ from "([^"]+\.js)"/g)) js.add(new URL(m[1]!, base).href);
  return { css, js };
}

/** Each file's gzip size, fetched once per run (assets are immutable: hashed names). */
const assetSizes = new Map<string, { gzip: number; text: string }>();
async function asset(url: string) {
  let known = assetSizes.get(url);
  if (!known) {
    const body = Buffer.from(await (await fetch(url)).arrayBuffer());
    known = { gzip: gzipSize(body), text: body.toString("utf8") };
    assetSizes.set(url, known);
  }
  return known;
}

/** The scripts given and each one's static imports, all the way down (dynamic import() waits until asked for). */
async function scriptClosure(start: Iterable<string>): Promise<Set<string>> {
  const pending = [...start];
  const seen = new Set(pending);
  while (pending.length > 0) {
    const url = pending.shift()!;
    for (const m of (await asset(url)).text.matchAll(/(?:\bfrom|\bimport)\s*"(\.{1,2}\/[^"]+\.js)"/g)) {
      const imported = new URL(m[1]!, url).href;
      if (!seen.has(imported)) {
        seen.add(imported);
        pending.push(imported);
      }
    }
  }
  return seen;
}

async function sizeOf(urls: Iterable<string>): Promise<number> {
  let total = 0;
  for (const url of urls) total += (await asset(url)).gzip;
  return total;
}

/** What a first visit downloads before anyone interacts: the HTML, its stylesheets and every script it starts. */
export async function pageWeight(base: string, page: string, headers: Record<string, string> = {}): Promise<Weight> {
  const response = await fetch(base + page, { headers });
  const body = await response.text();
  const { css, js } = assetsIn(body, base);
  const jsUrls = await scriptClosure(js);
  return {
    status: response.status,
    redirected: response.redirected,
    html: gzipSize(body),
    css: await sizeOf(css),
    js: await sizeOf(jsUrls),
    jsFiles: jsUrls.size,
    cssFiles: css.size,
    body,
    cssUrls: css,
    jsUrls,
  };
}

/** React Router hydrates the page: its context script is in the document (pages with `scripts: false` have none). */
export const hydrates = (html: string) => html.includes("window.__reactRouterContext");

export type Move = { bytes: number; how: "client" | "document"; detail: string };

/**
 * What a browser downloads when following a link from page `from` (its files cached) to page `to`.
 *
 * - When `from` hydrates React Router and its link to `to` is a router link (`data-discover`, which plain anchors
 *   and links to other sites lack), the router fetches `to`'s data (`<path>.data`), the route manifest's patch for
 *   `to` (`/__manifest?paths=…`, which lazy route discovery fetches for links on the page: counted here though
 *   a browser fetches it before the click), and the scripts and stylesheets `to`'s own document would load that
 *   `from` did not. Those are read from `to`'s HTML, which names every module its matched routes need.
 * - Otherwise the browser loads `to` as a document: its HTML and the stylesheets and scripts not already cached.
 */
export async function moveWeight(base: string, from: Weight, fromPath: string, to: Weight, toPath: string, headers: Record<string, string> = {}): Promise<Move> {
  const newCss = [...to.cssUrls].filter((url) => !from.cssUrls.has(url));
  const newJs = [...to.jsUrls].filter((url) => !from.jsUrls.has(url));
  const assets = (await sizeOf(newCss)) + (await sizeOf(newJs));
  const routerLink = new RegExp(`<a[^>]+href="${toPath.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}"[^>]*data-discover="true"|<a[^>]+data-discover="true"[^>]*href="${toPath.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}"`);
  if (hydrates(from.body) && hydrates(to.body) && routerLink.test(from.body)) {
    const url = new URL(toPath, base);
    url.pathname = `${url.pathname.replace(/\/$/, "")}.data`;
    const data = await fetch(url, { headers });
    const dataBytes = gzipSize(Buffer.from(await data.arrayBuffer()));
    let manifestBytes = 0;
    const version = /"version":"([^"]+)"/.exec(from.body)?.[1] ?? /manifest-([0-9a-f]+)\.js/.exec(from.body)?.[1];
    if (version) {
      const segments = toPath.split("?")[0]!.split("/").filter(Boolean);
      const paths = segments.map((_, i) => `/${segments.slice(0, i + 1).join("/")}`).sort();
      const patch = await fetch(`${base}/__manifest?${new URLSearchParams({ paths: paths.join(","), version })}`, { headers });
      if (patch.ok) manifestBytes = gzipSize(Buffer.from(await patch.arrayBuffer()));
    }
    return {
      bytes: dataBytes + manifestBytes + assets,
      how: "client",
      detail: `.data ${kb(dataBytes)} (${data.status}), manifest ${kb(manifestBytes)}, ${newJs.length} new scripts and ${newCss.length} new stylesheets ${kb(assets)}`,
    };
  }
  return { bytes: to.html + assets, how: "document", detail: `HTML ${kb(to.html)}, ${newJs.length} new scripts and ${newCss.length} new stylesheets ${kb(assets)}` };
}

export type Run = { rps: number; p99: number; non2xx: number; errors: number };

/**
 * Requests a second and p99 (ms) for one URL, `connections` at once for `seconds`. With `warmupSeconds`, the same
 * load runs that long first and is not counted: a page's code is compiled for speed only once it has run a while,
 * which a server that has been up for a day did long ago.
 */
export async function load(url: string, options: { seconds: number; connections: number; headers?: Record<string, string>; warmupSeconds?: number }): Promise<Run> {
  if (options.warmupSeconds) await autocannon({ url, connections: options.connections, duration: options.warmupSeconds, headers: options.headers });
  const result = await autocannon({ url, connections: options.connections, duration: options.seconds, headers: options.headers });
  return { rps: result.requests.average, p99: result.latency.p99, non2xx: result.non2xx, errors: result.errors };
}
