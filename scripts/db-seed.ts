/**
 * `npm run db:seed -- [--scale N] [--replace]`: loads the demonstration data set (app/demonstration), as a
 * server does at start. Idempotent: with the same scale loaded and current it does nothing.
 *
 * With DATABASE_URL it works on PostgreSQL, alongside running servers. On the embedded database
 * (DATA_DIR) it opens the folder itself, so it refuses while a server holds it.
 */
import { parseArgs } from "node:util";
import { MAX_SCALE, seedDemonstrationData, FRESH_FOR_DAYS } from "../app/demonstration/seed.server";
import { migrateDatabase } from "../app/lib/db.server";
import { loadEnv } from "../app/lib/env.server";
import { openScriptDatabase, runScript, UsageError } from "./support/cli";

const USAGE = `Usage:
  npm run db:seed                      load the demonstration data set (scale 1) if it is not there
  npm run db:seed -- --scale 10        ten times as much (up to ${MAX_SCALE}), for benchmarks
  npm run db:seed -- --replace         delete the demonstration rows and load them again

Only rows marked as demonstration data are ever deleted. The set is also reloaded, with today's dates,
when the one loaded is more than ${FRESH_FOR_DAYS} days old. It creates no accounts and sends no email.`;

const reasons = {
  empty: "there was none",
  replace: "--replace was given",
  scale: "a different scale was loaded",
  stale: `the dates were more than ${FRESH_FOR_DAYS} days old`,
  current: "",
} as const;

async function main() {
  const { values } = parseArgs({
    args: process.argv.slice(2),
    options: {
      scale: { type: "string" },
      replace: { type: "boolean", default: false },
      help: { type: "boolean", short: "h", default: false },
    },
    strict: true,
    allowPositionals: false,
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const scale = values.scale === undefined ? 1 : Number(values.scale);
  if (!Number.isInteger(scale) || scale < 1 || scale > MAX_SCALE) throw new UsageError(`--scale must be a whole number from 1 to ${MAX_SCALE}.`);

  const env = loadEnv();
  const database = await openScriptDatabase(env);
  try {
    // A fresh PostgreSQL database (for a benchmark, say) gets its tables first, as a server would make them.
    await migrateDatabase(database);
    const started = performance.now();
    const result = await seedDemonstrationData(database.db, { keys: env.dataEncryption, scale, replace: values.replace });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    if (result.loaded) {
      console.log(`Loaded the demonstration data set at scale ${result.scale} (${reasons[result.reason]}): ${result.rows.toLocaleString("en-GB")} rows in ${seconds} s.`);
    } else {
      console.log(`The demonstration data set is already loaded at scale ${result.scale} and current: nothing to do (${seconds} s). Use --replace to load it again.`);
    }
  } finally {
    await database.close();
  }
}

runScript(main, USAGE);
