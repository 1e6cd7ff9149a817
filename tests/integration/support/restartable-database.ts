import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { inject } from "vitest";
import { openDatabase, type Database } from "../../../app/lib/db.server";
import { createTestDatabase, type Backend } from "./test-database";

export type RestartableDatabase = {
  /** Opens the database afresh, as a restarted server (or a script) would. */
  open(): Promise<Database>;
  /** The PGlite folder, or the PostgreSQL address. */
  dataDir?: string;
  url?: string;
  drop(): Promise<void>;
};

/** A database that outlives the process using it: a PGlite folder or a PostgreSQL database. */
export async function restartableDatabase(backend: Backend): Promise<RestartableDatabase> {
  if (backend === "postgres") {
    const test = await createTestDatabase("postgres");
    await test.close();
    return {
      url: test.url,
      open: () => openDatabase({ databaseUrl: test.url, migrate: false }),
      drop: () => test.drop(),
    };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "fcw-restart-"));
  const dataDir = path.join(dir, "pglite");
  let first = true;
  return {
    dataDir,
    open: () => {
      // The first open starts from the migrated snapshot; later ones find the folder as it was left.
      const snapshot = first ? new Blob([fs.readFileSync(inject("pgliteSnapshot"))]) : undefined;
      first = false;
      return openDatabase({ dataDir, loadDataDir: snapshot, migrate: false });
    },
    drop: async () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}
