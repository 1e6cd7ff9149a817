import { spawn, type ChildProcess } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { developmentOrganisation, organisationVariables } from "../../app/lib/organisation";
import { freePort } from "./support/free-port";

const root = path.resolve(import.meta.dirname, "../..");
const children: ChildProcess[] = [];
const dirs: string[] = [];

afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill("SIGKILL");
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});


type Run = { child: ChildProcess; output: () => string; exited: Promise<number | null> };

function runServer(env: Record<string, string>): Run {
  const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    cwd: root,
    env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", HOST: "127.0.0.1", LOG_LEVEL: "info", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.push(child);
  let output = "";
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return { child, output: () => output, exited };
}

async function waitFor(check: () => boolean, ms: number) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (check()) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error("timed out");
}

describe("the server process", () => {
  it("refuses to start in production without its secrets, naming each one", async () => {
    const run = runServer({ NODE_ENV: "production", PORT: "0" });
    expect(await run.exited).toBe(1);
    expect(run.output()).toContain("BETTER_AUTH_SECRET is required in production");
    expect(run.output()).toContain("PUBLIC_URL is required in production");
  });

  // Set apart from the contact details, so each run below fails on those alone.
  const secrets = {
    NODE_ENV: "production",
    PORT: "0",
    BETTER_AUTH_SECRET: crypto.randomBytes(32).toString("base64url"),
    PUBLIC_URL: "https://fairchance.test",
    DATA_ENCRYPTION_KEYS: `k1:${crypto.randomBytes(32).toString("base64")}`,
    DATA_ENCRYPTION_KEY_ID: "k1",
  };

  it("refuses to start in production while a contact detail is unset, naming each variable", async () => {
    const run = runServer(secrets);
    expect(await run.exited).toBe(1);
    for (const variable of Object.values(organisationVariables)) {
      expect(run.output()).toContain(`${variable} is required in production`);
    }
    expect(run.output()).not.toContain("Serving on");
  });

  it("refuses to start in production with the development example contact details, naming each variable", async () => {
    const examples = Object.fromEntries(
      Object.entries(organisationVariables).map(([key, variable]) => [variable, developmentOrganisation[key as keyof typeof organisationVariables]]),
    );
    const run = runServer({ ...secrets, ...examples });
    expect(await run.exited).toBe(1);
    for (const variable of Object.values(organisationVariables)) {
      expect(run.output()).toContain(`${variable} is still the development example`);
    }
    expect(run.output()).not.toContain("is required in production");
  });

  it("holds the PGlite folder alone, then exits promptly on SIGTERM after finishing requests in flight", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "fcw-process-"));
    dirs.push(dir);
    const dataDir = path.join(dir, "pglite");
    const port = await freePort();
    const first = runServer({ PORT: String(port), DATA_DIR: dataDir });
    await waitFor(() => first.output().includes("Serving on"), 60_000);

    const second = runServer({ PORT: String(await freePort()), DATA_DIR: dataDir });
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(`is in use by another process (pid ${first.child.pid})`);

    // A request that is still being answered when the signal arrives completes normally.
    const inFlight = fetch(`http://127.0.0.1:${port}/`).then((r) => r.status);
    await new Promise((r) => setTimeout(r, 20));
    const signalledAt = Date.now();
    first.child.kill("SIGTERM");
    expect(await inFlight).toBe(200);
    expect(await first.exited).toBe(0);
    expect(Date.now() - signalledAt).toBeLessThan(5000);
    expect(first.output()).toContain("stopped");
    expect(fs.existsSync(`${dataDir}.lock`)).toBe(false);
  });
});
