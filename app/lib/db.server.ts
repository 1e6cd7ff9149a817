import { execFile } from "node:child_process";
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import pg from "pg";
import * as schema from "../../db/schema";

export type AppDb = PgDatabase<PgQueryResultHKT, typeof schema>;

/** One parameterised statement's rows (see `Database.rawTransaction`). */
export type RawQuery = <Row = Record<string, unknown>>(text: string, params: readonly unknown[]) => Promise<Row[]>;

export type Database = {
  db: AppDb;
  kind: "pglite" | "postgres";
  /**
   * Runs `work` in a transaction of its own, sending fixed, parameterised SQL text straight to the driver. Only for a
   * path taken many times a second (storing an enquiry): drizzle builds each statement afresh, allocating more per
   * call than the rest of the request, and what it allocates is what the garbage collector then pauses for.
   */
  rawTransaction<T>(work: (query: RawQuery) => Promise<T>): Promise<T>;
  /** One fixed, parameterised statement outside a transaction, as `rawTransaction` sends it. */
  rawQuery: RawQuery;
  /** Resolves when a trivial query succeeds; rejects with the driver's error otherwise. */
  ping(): Promise<void>;
  /** Connections in the pool (PostgreSQL only), for the metrics. */
  poolStats?(): { total: number; idle: number; waiting: number };
  /** Runs `work` on one connection of its own (PostgreSQL), e.g. to hold a session-level advisory lock. */
  withConnection?<T>(work: (db: AppDb) => Promise<T>): Promise<T>;
  close(): Promise<void>;
};

// db/migrations beside the source (app/lib), or beside the compiled server (build/main.js in the container).
export const MIGRATIONS_FOLDER = [new URL("../../db/migrations", import.meta.url), new URL("../db/migrations", import.meta.url)]
  .map((url) => fileURLToPath(url))
  .find((folder) => fs.existsSync(path.join(folder, "meta", "_journal.json"))) ?? fileURLToPath(new URL("../../db/migrations", import.meta.url));

/** Key of the PostgreSQL advisory lock held while migrating, so servers starting together migrate one at a time. */
export const MIGRATION_LOCK_KEY = 7_460_318_001;

/** A migration failed: says which step and why (the database's own message and code), never the connection string. */
export class MigrationError extends Error {
  constructor(cause: unknown) {
    super(`The database could not be migrated: ${describeCause(cause)}`, { cause });
    this.name = "MigrationError";
  }
}

function describeCause(error: unknown): string {
  const parts: string[] = [];
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    const { message, code } = current as { message?: unknown; code?: unknown };
    // Drizzle's own message quotes the whole statement; its cause says what went wrong.
    if (typeof message === "string") parts.push(message.split("\n")[0]!.slice(0, 300) + (typeof code === "string" ? ` (code ${code})` : ""));
    current = (current as { cause?: unknown }).cause;
  }
  return parts.length > 0 ? parts.join(": caused by ") : String(error);
}

export class DatabaseLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The database folder ${dataDir} is in use by another process (pid ${pid}). ` +
        "Only one process may open it at a time: stop that process first, or set DATABASE_URL to use PostgreSQL.",
    );
    this.name = "DatabaseLockedError";
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * PGlite has no cross-process locking, so a second process on the same folder would corrupt it.
 * A lock file beside the folder records the owner's pid; a stale lock (dead pid) is taken over.
 */
export function acquireDataDirLock(dataDir: string): () => void {
  const lockPath = `${path.resolve(dataDir)}.lock`;
  fs.mkdirSync(path.dirname(lockPath), { recursive: true });
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: "wx" });
      let released = false;
      return () => {
        if (released) return;
        released = true;
        try {
          if (fs.readFileSync(lockPath, "utf8").trim() === String(process.pid)) fs.unlinkSync(lockPath);
        } catch {
          // Already gone: nothing to release.
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const owner = Number.parseInt(fs.readFileSync(lockPath, "utf8").trim(), 10);
      if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && isAlive(owner)) {
        throw new DatabaseLockedError(dataDir, owner);
      }
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`Could not take the lock on ${dataDir}`);
}

export type OpenDatabaseOptions = {
  databaseUrl?: string;
  dataDir?: string;
  /** A PGlite data directory dump (from dumpDataDir) to start from instead of the folder. */
  loadDataDir?: Blob | File;
  /** Take the single-process lock on the PGlite folder. Off only for in-memory test databases. */
  lock?: boolean;
  migrate?: boolean;
};

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  const database = options.databaseUrl
    ? openPostgres(options.databaseUrl)
    : await openPglite(options);
  if (options.migrate !== false) {
    try {
      await migrateDatabase(database);
    } catch (error) {
      await database.close().catch(() => {});
      throw error;
    }
  }
  return database;
}

function openPostgres(connectionString: string): Database {
  const pool = new pg.Pool({ connectionString, max: 10, connectionTimeoutMillis: 5000 });
  // A client losing its connection must not crash the process: idle ones report through the pool,
  // busy ones (say, cut off mid-transaction) through their own 'error' event. The query that was
  // running rejects either way, and the pool replaces the client.
  pool.on("error", () => {});
  pool.on("connect", (client) => client.on("error", () => {}));
  const db = drizzlePg(pool, { schema }) as unknown as AppDb;
  let closed = false;
  return {
    db,
    kind: "postgres",
    async ping() {
      if (closed) throw new Error("database connection is closed");
      await db.execute(sql`select 1`);
    },
    async rawTransaction(work) {
      const client = await pool.connect();
      // A connection that cannot even roll back (cut off, say) is closed rather than returned to the pool.
      let broken: Error | undefined;
      try {
        await client.query("begin");
        const result = await work(async (text, params) => (await client.query(text, params as unknown[])).rows);
        await client.query("commit");
        return result;
      } catch (error) {
        await client.query("rollback").catch((rollbackFailed: Error) => (broken = rollbackFailed));
        throw error;
      } finally {
        client.release(broken);
      }
    },
    rawQuery: async (text, params) => (await pool.query(text, params as unknown[])).rows,
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    async withConnection(work) {
      const client = await pool.connect();
      try {
        return await work(drizzlePg(client, { schema }) as unknown as AppDb);
      } finally {
        client.release();
      }
    },
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}

/**
 * PGlite's own defaults plus smaller memory settings. Its PostgreSQL runs inside the process's WebAssembly memory,
 * which grows and never shrinks: 128 MB of shared buffers (PostgreSQL's default) cost that much for good. One
 * process serving a small site's data does well on 16 MB (docs/decisions/0019).
 */
const PGLITE_START_PARAMS = [
  ...((PGlite as unknown as { defaultStartParams?: string[] }).defaultStartParams ?? []),
  ...["shared_buffers=16MB", "work_mem=4MB", "maintenance_work_mem=16MB", "temp_buffers=4MB", "wal_buffers=1MB"].flatMap((setting) => ["-c", setting]),
];

/**
 * Makes a new PGlite folder (PostgreSQL's initdb) in a short-lived process of its own: initdb takes the
 * WebAssembly memory to about 800 MB, which would otherwise stay with the server for its whole life.
 */
async function createPgliteFolder(dataDir: string): Promise<void> {
  const pgliteEntry = createRequire(import.meta.url).resolve("@electric-sql/pglite");
  const script = "require(process.argv[1]).PGlite.create({ dataDir: process.argv[2] }).then((db) => db.close())";
  await new Promise<void>((resolve, reject) => {
    execFile(process.execPath, ["-e", script, pgliteEntry, dataDir], { timeout: 300_000 }, (error, _stdout, stderr) =>
      error ? reject(new Error(`Could not create the database folder ${dataDir}: ${stderr.trim() || error.message}`)) : resolve(),
    );
  });
}

async function openPglite(options: OpenDatabaseOptions): Promise<Database> {
  const dataDir = options.dataDir;
  const release = dataDir && options.lock !== false ? acquireDataDirLock(dataDir) : () => {};
  try {
    if (dataDir) fs.mkdirSync(dataDir, { recursive: true });
    if (dataDir && !options.loadDataDir && !fs.existsSync(path.join(dataDir, "PG_VERSION"))) await createPgliteFolder(dataDir);
    const client = await PGlite.create({
      dataDir: dataDir ?? undefined,
      loadDataDir: options.loadDataDir,
      startParams: [...PGLITE_START_PARAMS],
    });
    const db = drizzlePglite(client, { schema }) as unknown as AppDb;
    let closed = false;
    return {
      db,
      kind: "pglite",
      rawTransaction: (work) => client.transaction((tx) => work(async (text, params) => (await tx.query(text, params as unknown[])).rows as never[])),
      rawQuery: async (text, params) => (await client.query(text, params as unknown[])).rows as never[],
      async ping() {
        if (closed) throw new Error("database is closed");
        await db.execute(sql`select 1`);
      },
      async close() {
        if (closed) return;
        closed = true;
        try {
          await client.close();
        } finally {
          release();
        }
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

/**
 * Brings the schema up to date. On PostgreSQL it holds an advisory lock while doing so: a second server
 * starting at the same moment waits for the first, then finds nothing left to do.
 */
export async function migrateDatabase(database: Database): Promise<void> {
  try {
    if (database.kind === "pglite") {
      await migratePglite(database.db as never, { migrationsFolder: MIGRATIONS_FOLDER });
      return;
    }
    if (!database.withConnection) {
      await migratePg(database.db as never, { migrationsFolder: MIGRATIONS_FOLDER });
      return;
    }
    await database.withConnection(async (db) => {
      await db.execute(sql`select pg_advisory_lock(${MIGRATION_LOCK_KEY})`);
      try {
        await migratePg(db as never, { migrationsFolder: MIGRATIONS_FOLDER });
      } finally {
        await db.execute(sql`select pg_advisory_unlock(${MIGRATION_LOCK_KEY})`).catch(() => {});
      }
    });
  } catch (error) {
    throw new MigrationError(error);
  }
}
