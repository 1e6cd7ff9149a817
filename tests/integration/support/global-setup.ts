import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../../../app/lib/db.server";

/**
 * Migrating a fresh PGlite database takes seconds, so it is done once: the migrated data directory
 * is dumped to a file and each test database starts from that snapshot.
 */
export default async function setup(project: TestProject) {
  if (!fs.existsSync(new URL("../../../build/server/index.js", import.meta.url))) {
    throw new Error("Integration tests need the built app: run `npm run build` first (npm test does this).");
  }
  const database = await openDatabase({ lock: false });
  const dump = await (database.db as unknown as { $client: { dumpDataDir(c: "gzip"): Promise<File | Blob> } }).$client.dumpDataDir("gzip");
  await database.close();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "fcw-snapshot-"));
  const file = path.join(dir, "migrated.tar.gz");
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide("pgliteSnapshot", file);
  return () => fs.rmSync(dir, { recursive: true, force: true });
}

declare module "vitest" {
  export interface ProvidedContext {
    pgliteSnapshot: string;
  }
}
