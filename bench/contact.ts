/**
 * `npm run bench:contact`: POST /api/contact under load, as it runs in production (rate limiting and
 * the mail worker off, so the figures are the endpoint's own).
 *
 * Builds the app if the build is missing or older than the source, then for PGlite, and for a fresh
 * PostgreSQL database when BENCH_DATABASE_URL or TEST_DATABASE_URL is set, starts the server in its own
 * process and runs autocannon with varied valid enquiries: first as fast as it will go for
 * BENCH_SECONDS (10), then at a steady 200 requests per second (evenly spaced, each latency counted from when
 * its request was due, after BENCH_WARMUP_SECONDS (2) at that rate not counted). Target on PostgreSQL: p99 under 20 ms
 * at 200 requests per second. The server is the compiled one, started as `npm run serve` starts it.
 *
 * For looking into a figure: BENCH_NODE_FLAGS adds Node options to the server's (say `--trace-gc`, or another
 * `--max-semi-space-size`), and BENCH_POSTGRES_ONLY=1 leaves out the PGlite runs.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import pg from "pg";
import { startServeProcess, withThrowawayDatabase, type ServeProcess } from "./support";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const FIXED_RATE = 200;
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 2);
const TARGET_P99_MS = 20;

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
}

function buildIfNeeded() {
  if (process.env.BENCH_SKIP_BUILD === "1") return;
  const built = [path.join(ROOT, "build/server/index.js"), path.join(ROOT, "build/main.js")];
  const source = Math.max(newestMtime(path.join(ROOT, "app")), newestMtime(path.join(ROOT, "db")), newestMtime(path.join(ROOT, "server")));
  if (built.every((file) => fs.existsSync(file) && fs.statSync(file).mtimeMs >= source)) return;
  console.log("Building the app...");
  const result = spawnSync("npm", ["run", "build"], { cwd: ROOT, stdio: "inherit" });
  if (result.status !== 0) throw new Error("The build failed.");
}

type BenchServer = ServeProcess;

/** CPU time a process has used, in ms (Linux only: undefined elsewhere). Clock ticks are 10 ms on Linux. */
function cpuMs(pid: number | undefined): number | undefined {
  if (!pid) return undefined;
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return undefined;
  }
}

/** The real server in a process of its own, with only the endpoint under test doing work. */
function startServerProcess(env: Record<string, string>): Promise<BenchServer> {
  return startServeProcess({
    env: {
      LOG_LEVEL: "info",
      RATE_LIMIT_ENABLED: "false",
      // The endpoint alone: a worker sending 400 emails a second would measure the mail path, not this one.
      MAIL_WORKER_ENABLED: "false",
      SMTP_URL: "",
      DATABASE_URL: "",
      ...env,
    },
    nodeFlags: process.env.BENCH_NODE_FLAGS ? process.env.BENCH_NODE_FLAGS.split(" ") : [],
  });
}

const sources = ["general", "employer", "partner", "candidate"] as const;
const firstNames = ["Amira", "Tom", "Zoë", "Kwame", "Siobhan", "Darius", "Mei", "Callum"];
const places = ["Manchester", "Leeds", "Cardiff", "Bristol", "Newcastle upon Tyne", "Croydon"];
let sequence = 0;

/** A different valid enquiry every time, so none is taken for a repeat of another. */
function nextEnquiry(): string {
  const n = sequence++;
  const source = sources[n % sources.length]!;
  const tag = `${process.pid}-${n}`;
  const base = {
    form_source: source,
    firstName: firstNames[n % firstNames.length],
    lastName: `Tester ${tag}`,
    email: `bench.${tag}@example.org`,
    phoneNumber: n % 3 === 0 ? "+44 20 7946 0321" : `07700 9${String(n % 100000).padStart(5, "0")}`,
    location: places[n % places.length],
    contactConsent: true,
    marketingConsent: n % 2 === 0,
    ...(n % 5 === 0 ? { referral: "A friend told me about you" } : {}),
  };
  const text = `Enquiry ${tag}. ${"I would like to talk about work and training. ".repeat(1 + (n % 6))}`;
  const extra =
    source === "employer"
      ? { message: text, companyName: "Northern Logistics Ltd", jobTitle: "Operations Manager" }
      : source === "partner"
        ? { message: text, organisation: "Salford Resettlement Trust", organisationType: "charity" }
        : source === "candidate"
          ? { support: text }
          : { message: text };
  return JSON.stringify({ ...base, ...extra });
}

type Figures = {
  label: string;
  rps: number;
  p50: number;
  p99: number;
  max: number;
  total: number;
  non2xx: number;
  errors: number;
  /** The server's own CPU time per request, which other work on the machine barely changes. */
  cpuMsPerRequest: number | undefined;
  /** Paced runs: how late the client itself sent its requests (p99), so a client that fell behind is seen. */
  sendLagP99?: number;
};

async function load(
  server: BenchServer,
  label: string,
  options: { connections?: number } = {},
): Promise<Figures> {
  const cpuBefore = cpuMs(server.pid);
  const result = await autocannon({
    url: server.base,
    duration: SECONDS,
    connections: options.connections ?? CONNECTIONS,
    requests: [
      {
        method: "POST",
        path: "/api/contact",
        headers: { "content-type": "application/json" },
        setupRequest: (request) => ({ ...request, body: nextEnquiry() }),
      },
    ],
  });
  return {
    label,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    total: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    cpuMsPerRequest:
      cpuBefore === undefined || result.requests.total === 0
        ? undefined
        : ((cpuMs(server.pid) ?? cpuBefore) - cpuBefore) / result.requests.total,
  };
}

/**
 * One POST with node:http over kept-alive connections: the paced client's own work, on the same two cores as the
 * server, is kept small (fetch allocated several times more per request, and the client's collections showed up
 * in the latencies it measured).
 */
const keepAlive = new http.Agent({ keepAlive: true, maxSockets: 64 });
function postContact(base: string, body: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.request(`${base}/api/contact`, { method: "POST", agent: keepAlive, headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body) } }, (response) => {
      response.resume();
      response.on("end", () => resolve(response.statusCode ?? 0));
      response.on("error", reject);
    });
    request.on("error", reject);
    request.end(body);
  });
}

/**
 * `rate` requests a second, evenly spaced (one every 1000/rate ms) whatever the answers do, for SECONDS. Each
 * latency runs from when the request was due, not when it was sent, so a client that fell behind is counted
 * against the server rather than hidden. (autocannon's own rate limit lets each connection send its share of a
 * second back to back and then wait: a burst at the top of every second, which measures the queue, not the rate.)
 * The first WARMUP_SECONDS at the same rate are sent but not counted: this client's own connections and
 * compiled code start cold, and a steady rate is what is measured.
 */
async function paced(server: BenchServer, label: string, rate: number): Promise<Figures> {
  const interval = 1000 / rate;
  const warmup = Math.round(rate * WARMUP_SECONDS);
  for (let n = 0; n < warmup; n++) {
    await new Promise((resolve) => setTimeout(resolve, interval));
    void postContact(server.base, nextEnquiry()).catch(() => undefined);
  }
  const cpuBefore = cpuMs(server.pid);
  const total = Math.round(rate * SECONDS);
  const latencies: number[] = [];
  const sendLag: number[] = [];
  let non2xx = 0;
  let errors = 0;
  const inFlight: Promise<void>[] = [];
  const started = performance.now();
  for (let n = 0; n < total; n++) {
    const due = started + n * interval;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    sendLag.push(performance.now() - due);
    inFlight.push(
      postContact(server.base, nextEnquiry())
        .then((status) => {
          if (status < 200 || status > 299) non2xx += 1;
          latencies.push(performance.now() - due);
        })
        .catch(() => {
          errors += 1;
        }),
    );
  }
  await Promise.all(inFlight);
  sendLag.sort((a, b) => a - b);
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q: number) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? Number.NaN);
  return {
    label,
    rps: total / elapsed,
    p50: at(0.5),
    p99: at(0.99),
    max: Math.round(latencies.at(-1) ?? Number.NaN),
    total,
    non2xx,
    errors,
    cpuMsPerRequest: cpuBefore === undefined ? undefined : ((cpuMs(server.pid) ?? cpuBefore) - cpuBefore) / total,
    sendLagP99: Math.max(0, sendLag[Math.floor(0.99 * sendLag.length)] ?? 0),
  };
}

function print(f: Figures) {
  console.log(
    `  ${f.label.padEnd(44)} ${f.rps.toFixed(0).padStart(5)} req/s   p50 ${String(f.p50).padStart(3)} ms   p99 ${String(f.p99).padStart(4)} ms   max ${f.max} ms   server CPU ${f.cpuMsPerRequest?.toFixed(2) ?? "?"} ms/request   (${f.total} requests, ${f.non2xx} non-2xx, ${f.errors} errors)${f.sendLagP99 === undefined ? "" : `, sent p99 ${f.sendLagP99.toFixed(1)} ms late`}`,
  );
}

async function benchPglite(): Promise<Figures[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "fcw-bench-contact-"));
  const server = await startServerProcess({ DATA_DIR: path.join(dir, "pglite") });
  try {
    await load(server, "warm-up", { connections: 2 }).catch(() => undefined);
    return [
      await load(server, `PGlite, ${CONNECTIONS} connections, flat out`),
      await paced(server, `PGlite, steady ${FIXED_RATE} req/s`, FIXED_RATE),
    ];
  } finally {
    await server.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

async function benchPostgres(adminUrl: string): Promise<Figures[]> {
  return withThrowawayDatabase("contact", (url) => benchPostgresAt(url), adminUrl);
}

async function benchPostgresAt(url: string): Promise<Figures[]> {
  const server = await startServerProcess({ DATABASE_URL: url });
  try {
    await load(server, "warm-up", { connections: 2 }).catch(() => undefined);
    const figures = [
      await load(server, `PostgreSQL, ${CONNECTIONS} connections, flat out`),
      await paced(server, `PostgreSQL, steady ${FIXED_RATE} req/s`, FIXED_RATE),
    ];
    const check = new pg.Client({ connectionString: url });
    await check.connect();
    const { rows } = await check.query<{ enquiries: string; mail: string }>(
      "select (select count(*) from enquiries) as enquiries, (select count(*) from mail_outbox) as mail",
    );
    await check.end();
    console.log(`  stored on PostgreSQL: ${rows[0]?.enquiries} enquiries and ${rows[0]?.mail} queued emails`);
    return figures;
  } finally {
    await server.stop();
  }
}

async function main() {
  buildIfNeeded();
  // Other work on the machine skews every figure: the load average says how much there was.
  const load = os.loadavg().map((n) => n.toFixed(1)).join(", ");
  console.log(`POST /api/contact, ${SECONDS} s per run, rate limiting and mail worker off, ${os.cpus().length} CPU(s), load average ${load}, Node ${process.version}\n`);
  const all = process.env.BENCH_POSTGRES_ONLY === "1" ? [] : await benchPglite();
  all.forEach(print);

  const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const figures = await benchPostgres(adminUrl);
    figures.forEach(print);
    all.push(...figures);
    const fixed = figures[1]!;
    console.log(
      `\nTarget on PostgreSQL, p99 under ${TARGET_P99_MS} ms at ${FIXED_RATE} req/s: ${fixed.p99 < TARGET_P99_MS && fixed.non2xx === 0 ? "met" : "NOT met"} (p99 ${fixed.p99} ms)`,
    );
  } else {
    console.log("\nSet BENCH_DATABASE_URL (or TEST_DATABASE_URL) to a PostgreSQL server to measure it too.");
  }

  const resultsDir = path.join(ROOT, "bench/results");
  fs.mkdirSync(resultsDir, { recursive: true });
  fs.writeFileSync(path.join(resultsDir, "contact.json"), JSON.stringify({ at: new Date().toISOString(), seconds: SECONDS, runs: all }, null, 2));
  if (all.some((f) => f.non2xx > 0 || f.errors > 0)) {
    console.log("\nSome requests failed: see the non-2xx and error counts above.");
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
