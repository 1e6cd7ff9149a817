/**
 * `npm test`: builds the app and the compiled server, then runs unit, integration, cluster and end-to-end
 * tests in turn. Integration tests run on PGlite; with TEST_DATABASE_URL set, the suites about the database run on
 * PostgreSQL too and the suites about the product's rules run on PostgreSQL instead (decision 0030);
 * the cluster tests (two servers on PostgreSQL and Redis) run when TEST_DATABASE_URL is set.
 * A missing browser is a failure, not a skip.
 */
import { spawnSync } from "node:child_process";
import { chromePath } from "../tests/e2e/support/chrome";

type Step = { name: string; command: string; args: string[] };

const steps: Step[] = [
  { name: "build", command: "npx", args: ["react-router", "build"] },
  { name: "compiled server", command: "npm", args: ["run", "build:server"] },
  { name: "unit tests", command: "npx", args: ["vitest", "run", "--config", "vitest.config.ts"] },
  { name: "integration tests", command: "npx", args: ["vitest", "run", "--config", "vitest.integration.config.ts"] },
  ...(process.env.TEST_DATABASE_URL ? [{ name: "cluster tests", command: "npx", args: ["vitest", "run", "--config", "vitest.cluster.config.ts"] }] : []),
  { name: "end-to-end tests", command: "npx", args: ["playwright", "test"] },
];

function main() {
  try {
    console.log(`Chromium: ${chromePath()}`);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  console.log(
    process.env.TEST_DATABASE_URL
      ? "Integration tests run on PostgreSQL (TEST_DATABASE_URL), and those about the database on PGlite too."
      : "Integration tests run on PGlite only, and the cluster tests do not run: set TEST_DATABASE_URL to a PostgreSQL server (and run Redis) for both.",
  );
  const results: { name: string; ok: boolean; seconds: number }[] = [];
  for (const step of steps) {
    console.log(`\n=== ${step.name} ===`);
    const started = Date.now();
    const result = spawnSync(step.command, step.args, {
      stdio: "inherit",
      env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: "1" },
    });
    const ok = result.status === 0;
    results.push({ name: step.name, ok, seconds: Math.round((Date.now() - started) / 100) / 10 });
    if (!ok) break;
  }
  console.log("\n=== summary ===");
  for (const r of results) console.log(`${r.ok ? "ok  " : "FAIL"} ${r.name} (${r.seconds}s)`);
  const failed = results.some((r) => !r.ok) || results.length < steps.length;
  process.exit(failed ? 1 : 0);
}

main();
