/**
 * `npm run db:migrate`: brings the database's schema up to date and exits. Servers also migrate when they start
 * (under a lock, so several starting together are safe); run this as its own release step to see any failure
 * before traffic moves, or to prepare an empty database.
 */
import { parseArgs } from "node:util";
import { MigrationError, openDatabase } from "../app/lib/db.server";
import { loadEnv } from "../app/lib/env.server";
import { runScript } from "./support/cli";

const USAGE = `Usage:
  npm run db:migrate   apply any migrations not yet applied to DATABASE_URL (or the embedded database in DATA_DIR)`;

async function main() {
  const { values } = parseArgs({ args: process.argv.slice(2), options: { help: { type: "boolean", short: "h", default: false } }, strict: true });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const env = loadEnv();
  const database = await openDatabase({ databaseUrl: env.databaseUrl, dataDir: env.dataDir });
  await database.close();
  console.log(`The ${database.kind === "postgres" ? "PostgreSQL" : "embedded"} database is up to date.`);
}

runScript(main, USAGE, [MigrationError]);
