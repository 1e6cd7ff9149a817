import crypto from "node:crypto";
import fs from "node:fs";
import pg from "pg";
import { inject } from "vitest";
import { openDatabase, type Database } from "../../../app/lib/db.server";

export type Backend = "pglite" | "postgres";

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL points at a server (CI sets it). */
export const backends: Backend[] = process.env.TEST_DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];

/**
 * One backend, for suites whose subject is the product's own rules (who may open what, what a page says, what a
 * form keeps) rather than the database: both backends run the same PostgreSQL and the same SQL, so running them
 * twice proves nothing more. PostgreSQL when there is one, as in production; the embedded database otherwise.
 * Suites about the database itself (migrations, locks and claims, triggers, search, backups, scripts on the data
 * folder, seeding, erasure and retention) use `backends` and run on both. Decision 0030.
 */
export const rulesBackend: Backend = process.env.TEST_DATABASE_URL ? "postgres" : "pglite";

export type TestDatabase = Database & { url?: string; drop(): Promise<void> };

/** A new, empty, migrated database that belongs to one test file and is removed by drop(). */
export async function createTestDatabase(backend: Backend): Promise<TestDatabase> {
  if (backend === "pglite") {
    const snapshot = new Blob([fs.readFileSync(inject("pgliteSnapshot"))]);
    const database = await openDatabase({ loadDataDir: snapshot, lock: false, migrate: false });
    return Object.assign(database, { drop: () => database.close() });
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error("TEST_DATABASE_URL is not set");
  const name = `fcw_test_${crypto.randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString() });
  return Object.assign(database, {
    url: url.toString(),
    async drop() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  });
}
