/**
 * `npm run bench:sign-in`: how long one sign-in takes on the server (password hashing included), and
 * how many sign-ins per second the server can do with rate limiting off.
 *
 * Starts the built server in production mode on PGlite (or DATABASE_URL), makes one verified account,
 * times BENCH_SIGN_INS (20) sign-ins one after another, then runs autocannon against
 * the sign-in form (POST /sign-in) for BENCH_SECONDS (10) with BENCH_CONNECTIONS (4) connections.
 * Sign-in is meant to be slow: scrypt at N=2^17, r=8, p=1 costs about 128 MiB and a good part of a
 * second of one core per attempt, which is what makes stolen hashes expensive to crack.
 *
 * Then the storm (bench/sign-in-storm.ts): p99 of GET /resources and the server's memory while 24 clients
 * from 24 addresses send wrong sign-ins, beside the same figures without them, on the embedded database and on
 * a fresh PostgreSQL database made on BENCH_DATABASE_URL (postgres://postgres@127.0.0.1:5432/postgres; dropped
 * after; BENCH_POSTGRES=0 skips it). BENCH_STORM_ONLY=1 runs only the storm.
 */
import os from "node:os";
import { eq } from "drizzle-orm";
import { users } from "../db/schema";
import { hashPassword, verifyPassword } from "../app/features/auth/password.server";
import { describeStorm, signInStorm } from "./sign-in-storm";
import { buildApp, startBenchServer, withThrowawayDatabase } from "./support";

type AutocannonResult = {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number; max: number };
  non2xx: number;
  errors: number;
};
type Autocannon = (options: {
  url: string;
  duration: number;
  connections: number;
  timeout: number;
  requests: { method: string; path: string; headers: Record<string, string>; body: string }[];
}) => Promise<AutocannonResult>;

const autocannonModule = "autocannon";
const autocannon = ((await import(autocannonModule)) as { default: Autocannon }).default;

const SIGN_INS = Number(process.env.BENCH_SIGN_INS ?? 20);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 4);

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

function ms(value: number): string {
  return `${value.toFixed(1)} ms`;
}

async function main() {
  buildApp();
  if (process.env.BENCH_STORM_ONLY !== "1") await singleSignIns();
  const embedded = await signInStorm();
  const postgres = process.env.BENCH_POSTGRES === "0" ? null : await withThrowawayDatabase("storm", (url) => signInStorm(url));
  console.log(`\nSign-in storm (Node ${process.version}, ${os.cpus().length} CPUs, load average ${os.loadavg()[0]!.toFixed(1)})`);
  for (const line of describeStorm("Embedded database (PGlite)", embedded)) console.log(line);
  if (postgres) for (const line of describeStorm("PostgreSQL", postgres)) console.log(line);
}

async function singleSignIns() {
  const email = "bench.person@example.org";
  const password = "granite meadow violin 42";

  // The hash on its own, for comparison.
  const hashStarted = performance.now();
  const hash = await hashPassword(password);
  const hashMs = performance.now() - hashStarted;
  const verifyStarted = performance.now();
  await verifyPassword({ hash, password });
  const verifyMs = performance.now() - verifyStarted;

  const server = await startBenchServer({ RATE_LIMIT_ENABLED: "false" });
  try {
    const base = `http://127.0.0.1:${server.port}`;
    // Through the sign-in page's form, as people sign in (better-auth's own HTTP API is not exposed).
    // The address the form is sent to, as a browser on this page would send it.
    const form = { "Content-Type": "application/x-www-form-urlencoded", Origin: base };
    const signUp = await fetch(`${base}/sign-in`, {
      method: "POST",
      headers: form,
      body: new URLSearchParams({ intent: "signup", name: "Bench Person", email, password, accountType: "candidate" }).toString(),
      redirect: "manual",
    });
    // The page answers a sign-up with itself (200), naming the address the email went to.
    if (signUp.status !== 200) throw new Error(`sign-up answered ${signUp.status}`);
    await server.database.db.update(users).set({ emailVerified: true }).where(eq(users.email, email));

    const body = new URLSearchParams({ intent: "signin", email, password }).toString();
    const request = () => fetch(`${base}/sign-in`, { method: "POST", headers: form, body, redirect: "manual" });
    // A signed-in answer is a redirect to the person's home.
    const signedIn = (response: Response) => response.status === 302 && response.headers.get("location") === "/dashboard/candidateportal";

    const warm = await request();
    if (!signedIn(warm)) throw new Error(`sign-in answered ${warm.status}`);
    const times: number[] = [];
    for (let i = 0; i < SIGN_INS; i++) {
      const started = performance.now();
      const response = await request();
      await response.arrayBuffer();
      times.push(performance.now() - started);
      if (!signedIn(response)) throw new Error(`sign-in answered ${response.status}`);
    }
    times.sort((a, b) => a - b);

    const load = await autocannon({
      url: base,
      duration: SECONDS,
      connections: CONNECTIONS,
      // Each sign-in costs most of a second of CPU by design: allow for a queue.
      timeout: 60,
      requests: [{ method: "POST", path: "/sign-in", headers: form, body }],
    });

    // Let sign-ins still in flight finish before the database closes.
    await new Promise((resolve) => setTimeout(resolve, 8000));
    console.log(`\nSign-in benchmark (${server.database.kind}, Node ${process.version}, ${os.cpus().length} CPUs, load average ${os.loadavg()[0]!.toFixed(1)}, UV_THREADPOOL_SIZE=${process.env.UV_THREADPOOL_SIZE ?? 4})`);
    console.log(`  scrypt N=2^17 r=8 p=1 alone: hash ${ms(hashMs)}, verify ${ms(verifyMs)}`);
    console.log(`  one sign-in, request to answer (${SIGN_INS} in a row): median ${ms(percentile(times, 50))}, p95 ${ms(percentile(times, 95))}, fastest ${ms(times[0]!)}`);
    console.log(
      `  under load, rate limiting off (${CONNECTIONS} connections, ${SECONDS} s): ${load.requests.average.toFixed(1)} sign-ins per second, ` +
        `p50 ${load.latency.p50} ms, p99 ${load.latency.p99} ms, ${load.requests.total} requests, ${load.non2xx} not 2xx, ${load.errors} errors`,
    );
  } finally {
    await server.dispose();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
