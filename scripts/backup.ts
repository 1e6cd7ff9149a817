/**
 * `npm run db:backup -- FILE` and `npm run db:restore -- FILE`: a copy of the whole database, and putting one back.
 * PostgreSQL (DATABASE_URL): pg_dump's custom format, restored with pg_restore. The embedded database (DATA_DIR):
 * PGlite's own dump of its folder (a .tar.gz), with the server stopped.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { openDatabase } from "../app/lib/db.server";
import { loadEnv } from "../app/lib/env.server";
import { runScript, ScriptError, UsageError } from "./support/cli";

const USAGE = `Usage:
  npm run db:backup -- FILE    write a copy of the database to FILE
  npm run db:restore -- FILE   put the copy in FILE back

On PostgreSQL (DATABASE_URL) these run pg_dump and pg_restore, which must be installed (the postgresql-client
package), and work while servers run; restore replaces every table it holds. On the embedded database
(DATA_DIR) stop the server first; restore needs DATA_DIR to be empty or absent, so nothing is overwritten.`;

/** The connection as libpq variables, so the password never appears in the process list. */
function libpqEnvironment(databaseUrl: string): NodeJS.ProcessEnv {
  const url = new URL(databaseUrl);
  const env: NodeJS.ProcessEnv = { ...process.env, PGHOST: url.hostname, PGPORT: url.port || "5432", PGDATABASE: decodeURIComponent(url.pathname.slice(1)) };
  if (url.username) env.PGUSER = decodeURIComponent(url.username);
  if (url.password) env.PGPASSWORD = decodeURIComponent(url.password);
  const sslmode = url.searchParams.get("sslmode");
  if (sslmode) env.PGSSLMODE = sslmode;
  return env;
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ["ignore", "inherit", "inherit"] });
    child.on("error", (error: NodeJS.ErrnoException) =>
      reject(new ScriptError(error.code === "ENOENT" ? `${command} is not installed: install PostgreSQL's client tools (e.g. apt-get install postgresql-client).` : error.message)),
    );
    child.on("exit", (code) => (code === 0 ? resolve() : reject(new ScriptError(`${command} failed (exit code ${code}); its message is above.`))));
  });
}

async function main() {
  const { positionals, values } = parseArgs({ args: process.argv.slice(2), options: { help: { type: "boolean", short: "h", default: false } }, allowPositionals: true, strict: true });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const [mode, file] = positionals;
  if ((mode !== "backup" && mode !== "restore") || !file || positionals.length > 2) throw new UsageError("Give one file name.");
  const target = path.resolve(file);
  const env = loadEnv();

  if (env.databaseUrl) {
    const pgEnv = libpqEnvironment(env.databaseUrl);
    if (mode === "backup") {
      await run("pg_dump", ["--format=custom", "--no-owner", "--no-privileges", `--file=${target}`], pgEnv);
      console.log(`Saved the PostgreSQL database to ${target}.`);
    } else {
      if (!fs.existsSync(target)) throw new ScriptError(`There is no file ${target}.`);
      await run("pg_restore", ["--clean", "--if-exists", "--no-owner", "--no-privileges", "--single-transaction", `--dbname=${pgEnv.PGDATABASE}`, target], pgEnv);
      console.log(`Restored ${target} into the PostgreSQL database.`);
    }
    return;
  }

  if (mode === "backup") {
    if (!fs.existsSync(env.dataDir)) throw new ScriptError(`There is no database at ${env.dataDir}.`);
    const database = await openDatabase({ dataDir: env.dataDir, migrate: false });
    try {
      const client = (database.db as unknown as { $client: { dumpDataDir(compression: "gzip"): Promise<Blob> } }).$client;
      const dump = await client.dumpDataDir("gzip");
      fs.writeFileSync(target, Buffer.from(await dump.arrayBuffer()), { mode: 0o600 });
    } finally {
      await database.close();
    }
    console.log(`Saved the embedded database (${env.dataDir}) to ${target}.`);
    return;
  }
  if (!fs.existsSync(target)) throw new ScriptError(`There is no file ${target}.`);
  if (fs.existsSync(env.dataDir) && fs.readdirSync(env.dataDir).length > 0) {
    throw new ScriptError(`${env.dataDir} is not empty. Move it aside (keep it until the restored copy is checked), then run this again.`);
  }
  const database = await openDatabase({ dataDir: env.dataDir, loadDataDir: new Blob([fs.readFileSync(target)]), migrate: false });
  await database.close();
  console.log(`Restored ${target} into ${env.dataDir}. Start the server: it applies any newer migrations.`);
}

runScript(main, USAGE);
