/**
 * `node --import tsx bench/profile-dashboard.ts`: where the compiled server spends its CPU on one signed-in page.
 * It makes the people of bench:dashboards on a fresh embedded database (or PROFILE_DATABASE_URL), starts the built
 * server under `--cpu-prof`, signs them in, loads PROFILE_PAGE (/dashboard/caseworker) as PROFILE_PERSON
 * (caseworker) for PROFILE_SECONDS (5) at 10 connections, stops the server so the profile is written, and prints
 * the functions with the most self time (bench/cpuprofile-summary.ts). Extra Node flags: PROFILE_NODE_FLAGS
 * (space-separated, after the serve command's own). Build first; it does not.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { openDatabase } from "../app/lib/db.server";
import { makePeople, signInPeople, type MadePerson } from "./dashboard-people";
import { load } from "./page-load";
import { summariseProfile } from "./cpuprofile-summary";
import { startServeProcess } from "./support";

const PAGE = process.env.PROFILE_PAGE ?? "/dashboard/caseworker";
const PERSON = process.env.PROFILE_PERSON ?? "caseworker";
const SECONDS = Number(process.env.PROFILE_SECONDS ?? 5);
const PROFILE = process.env.PROFILE_CPU !== "0";
const extraFlags = (process.env.PROFILE_NODE_FLAGS ?? "").split(" ").filter(Boolean);

/**
 * The server's CPU time so far (user and system, from /proc): divided by the requests answered it gives CPU a
 * request, which other work on a shared machine does not inflate as it does requests a second.
 */
function cpuMs(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "fcw-profile-"));
  const profileDir = path.join(dataDir, "profile");
  try {
    const databaseUrl = process.env.PROFILE_DATABASE_URL;
    const pgliteDir = path.join(dataDir, "pglite");
    const database = await openDatabase(databaseUrl ? { databaseUrl } : { dataDir: pgliteDir });
    let made: MadePerson[];
    try {
      made = await makePeople(database, "http://localhost");
    } finally {
      await database.close();
    }
    const server = await startServeProcess({
      env: { LOG_LEVEL: "info", RATE_LIMIT_ENABLED: "false", MAIL_WORKER_ENABLED: "false", ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATA_DIR: pgliteDir, DATABASE_URL: "" }) },
      nodeFlags: [...(PROFILE ? ["--cpu-prof", `--cpu-prof-dir=${profileDir}`] : []), ...extraFlags],
      readyWithinMs: 180_000,
    });
    let rss = 0;
    let window: { from: number; to: number } | undefined;
    try {
      const people = await signInPeople(server.base, made);
      const person = people.find((p) => p.kind === PERSON)!;
      // Warm up, then the measured run.
      await load(server.base + PAGE, { seconds: 2, connections: 10, headers: { cookie: person.cookie } });
      const from = Number(process.hrtime.bigint() / 1000n);
      const cpuBefore = cpuMs(server.pid);
      const run = await load(server.base + PAGE, { seconds: SECONDS, connections: 10, headers: { cookie: person.cookie } });
      const cpuPerRequest = (cpuMs(server.pid) - cpuBefore) / (run.rps * SECONDS);
      window = { from, to: Number(process.hrtime.bigint() / 1000n) };
      rss = Number(/VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${server.pid}/status`, "utf8"))?.[1]) / 1024;
      console.log(`${PAGE} as ${PERSON}: ${run.rps.toFixed(1)} req/s, p99 ${run.p99} ms, ${run.non2xx + run.errors} failed; server CPU ${cpuPerRequest.toFixed(1)} ms a request; RSS ${rss.toFixed(0)} MB; load ${os.loadavg()[0]!.toFixed(2)}`);
    } finally {
      await server.stop();
    }
    if (PROFILE) {
      const file = fs.readdirSync(profileDir).find((f) => f.endsWith(".cpuprofile"));
      if (!file) throw new Error("no profile written");
      const kept = path.join(os.tmpdir(), `fcw-profile-${Date.now()}.cpuprofile`);
      fs.copyFileSync(path.join(profileDir, file), kept);
      console.log(`profile: ${kept}`);
      console.log(summariseProfile(JSON.parse(fs.readFileSync(kept, "utf8")), Number(process.env.PROFILE_ROWS ?? 40), window));
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
