import { execFile } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import pg from "pg";
import { openDatabase } from "../../app/lib/db.server";
import { enquiries } from "../../db/schema";
import { restartableDatabase, type RestartableDatabase } from "./support/restartable-database";
import { backends } from "./support/test-database";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));

function script(mode: "backup" | "restore", file: string, env: Record<string, string>): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ["--import", "tsx", "scripts/backup.ts", mode, file],
      { cwd: ROOT, env: { ...process.env, DATABASE_URL: "", DATA_DIR: "", NODE_ENV: "test", ...env }, timeout: 120_000 },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, output: stdout + stderr }),
    );
  });
}

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

describe.each(backends)("backup and restore on %s", (backend) => {
  const stores: RestartableDatabase[] = [];
  afterAll(async () => {
    for (const store of stores) await store.drop();
  });
  const envFor = (store: RestartableDatabase): Record<string, string> => (store.url ? { DATABASE_URL: store.url } : { DATA_DIR: store.dataDir! });

  it("restores a backup into a fresh database, where the data is found", async () => {
    const source = await restartableDatabase(backend);
    stores.push(source);
    const id = crypto.randomUUID();
    const database = await source.open();
    await database.db.insert(enquiries).values({
      id,
      formSource: "general",
      firstName: "Priya",
      lastName: "Example",
      email: "priya@example.org",
      phoneNumber: "07700 900123",
      location: "Leeds",
      contactRequested: true,
      contactRequestedAt: new Date(),
      consentWordingVersion: "test",
      payloadHash: crypto.randomBytes(16).toString("hex"),
    });
    await database.close();

    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "fcw-backup-"));
    dirs.push(dir);
    const file = path.join(dir, backend === "postgres" ? "fcw.dump" : "fcw.tar.gz");
    const backup = await script("backup", file, envFor(source));
    expect(backup.output).toContain("Saved");
    expect(backup.code).toBe(0);
    expect(fs.statSync(file).size).toBeGreaterThan(1000);

    // An empty target: a new PostgreSQL database, or a folder that does not exist yet.
    const target: RestartableDatabase =
      backend === "postgres"
        ? await restartableDatabase("postgres")
        : { dataDir: path.join(dir, "restored"), open: () => openDatabase({ dataDir: path.join(dir, "restored"), migrate: false }), drop: async () => {} };
    stores.push(target);
    if (backend === "postgres") {
      // restartableDatabase migrates its database; start the target truly empty instead.
      const url = new URL(target.url!);
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      await admin.query(`drop database if exists ${url.pathname.slice(1)} with (force)`);
      await admin.query(`create database ${url.pathname.slice(1)}`);
      await admin.end();
    }
    const restore = await script("restore", file, envFor(target));
    expect(restore.output).toContain("Restored");
    expect(restore.code).toBe(0);
    const restored = await target.open();
    try {
      const [row] = await restored.db.select().from(enquiries).where(eq(enquiries.id, id));
      expect(row?.firstName).toBe("Priya");
    } finally {
      await restored.close();
    }

    if (backend === "pglite") {
      // Never over a database already there.
      const again = await script("restore", file, envFor(target));
      expect(again.code).toBe(1);
      expect(again.output).toContain("is not empty");
    }
  });
});
