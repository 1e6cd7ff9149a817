import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { acquireDataDirLock, DatabaseLockedError, MigrationError } from "./db.server";

const dirs: string[] = [];
function tempDataDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "fcw-lock-"));
  dirs.push(dir);
  return path.join(dir, "pglite");
}
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe("the PGlite folder lock", () => {
  it("refuses a second holder while the first process is alive, naming its pid", () => {
    const dataDir = tempDataDir();
    const holder = spawn(process.execPath, ["-e", "setTimeout(() => {}, 30000)"]);
    try {
      fs.writeFileSync(`${dataDir}.lock`, String(holder.pid));
      expect(() => acquireDataDirLock(dataDir)).toThrow(DatabaseLockedError);
      expect(() => acquireDataDirLock(dataDir)).toThrow(`pid ${holder.pid}`);
    } finally {
      holder.kill();
    }
  });

  it("takes over a lock left by a process that has died, and releases it", () => {
    const dataDir = tempDataDir();
    fs.writeFileSync(`${dataDir}.lock`, "999999");
    const release = acquireDataDirLock(dataDir);
    expect(fs.readFileSync(`${dataDir}.lock`, "utf8")).toBe(String(process.pid));
    release();
    expect(fs.existsSync(`${dataDir}.lock`)).toBe(false);
  });
});

describe("MigrationError", () => {
  it("names the database's own reason and code, not only Drizzle's wrapper", () => {
    const driver = Object.assign(new Error('duplicate key value violates unique constraint "pg_type_typname_nsp_index"'), { code: "23505" });
    const wrapped = new Error('Failed query: CREATE TABLE "enquiries" (\n"id" uuid)\nparams: ', { cause: driver });
    const message = new MigrationError(wrapped).message;
    expect(message).toContain("pg_type_typname_nsp_index");
    expect(message).toContain("code 23505");
    expect(message).not.toContain("params");
  });
});
