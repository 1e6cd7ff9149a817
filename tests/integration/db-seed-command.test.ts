import { execFile } from "node:child_process";
import { fileURLToPath } from "node:url";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { candidates } from "../../db/schema";
import type { Database } from "../../app/lib/db.server";
import { restartableDatabase, type RestartableDatabase } from "./support/restartable-database";
import { backends } from "./support/test-database";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));

function dbSeed(args: string[], env: Record<string, string>): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ["--import", "tsx", "scripts/db-seed.ts", ...args],
      { cwd: ROOT, env: { ...process.env, DATABASE_URL: "", DATA_DIR: "", NODE_ENV: "test", ...env }, timeout: 120_000 },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

describe.each(backends)("npm run db:seed on %s", (backend) => {
  let store: RestartableDatabase;
  let scriptEnv: Record<string, string>;
  let held: Database | undefined;
  beforeAll(async () => {
    store = await restartableDatabase(backend);
    scriptEnv = backend === "postgres" ? { DATABASE_URL: store.url! } : { DATA_DIR: store.dataDir! };
    // As a running server would.
    held = await store.open();
  });
  afterAll(async () => {
    await held?.close();
    await store?.drop();
  });

  if (backend === "pglite") {
    it("refuses while a server holds the database folder", async () => {
      const run = await dbSeed([], scriptEnv);
      expect(run.code).toBe(2);
      expect(run.stderr).toContain("in use by a running server");
      await held!.close();
      held = undefined;
    });
  }

  it("loads the set, says how long it took, then does nothing the second time", async () => {
    const first = await dbSeed([], scriptEnv);
    expect(first.stderr).toBe("");
    expect(first.code).toBe(0);
    expect(first.stdout).toMatch(/^Loaded the demonstration data set at scale 1 \(there was none\): [\d,]+ rows in \d+\.\d s\.$/m);
    const second = await dbSeed([], scriptEnv);
    expect(second.stdout).toContain("already loaded at scale 1 and current: nothing to do");
    const replaced = await dbSeed(["--replace", "--scale", "2"], scriptEnv);
    expect(replaced.stdout).toContain("at scale 2 (--replace was given)");
    const database = held ?? (await store.open());
    try {
      const [demo] = await database.db.select({ n: count() }).from(candidates).where(eq(candidates.demo, true));
      expect(demo?.n).toBe(80);
    } finally {
      if (!held) await database.close();
    }
  });

  it("explains a scale it cannot use", async () => {
    const run = await dbSeed(["--scale", "ten"], scriptEnv);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain("--scale must be a whole number from 1 to 1000");
  });
});
