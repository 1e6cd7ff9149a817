/**
 * `npm run jobs -- import FILE`: creates or updates live roles from a job feed, a JSON array of schema.org
 * JobPosting objects (see app/features/jobs/import.server.ts and docs/features/jobs.md).
 *
 * With DATABASE_URL it works on PostgreSQL, alongside running servers. On the embedded database
 * (DATA_DIR) it opens the folder itself, so it refuses while a server holds it.
 */
import fs from "node:fs";
import { FeedError, importJobs, MAX_FEED_BYTES, readFeed } from "../app/features/jobs/import.server";
import { loadEnv } from "../app/lib/env.server";
import { openScriptDatabase, runScript, ScriptError, UsageError } from "./support/cli";

const USAGE = `Usage:
  npm run jobs -- import FILE

import   reads FILE, a JSON array of schema.org JobPosting objects, and creates or updates live roles.
         A posting with the same identifier (name and value) as one imported before updates that role.
         Prints how many roles were created, updated and skipped, and why each skipped one was.`;

async function importCommand(args: string[]) {
  const [file, ...rest] = args;
  if (!file || rest.length > 0) throw new UsageError("import needs exactly one file.");
  let text: string;
  try {
    const stat = fs.statSync(file);
    if (!stat.isFile()) throw new ScriptError(`${file} is not a file.`);
    if (stat.size > MAX_FEED_BYTES) throw new FeedError(`${file} is larger than ${MAX_FEED_BYTES / 1024 / 1024} MB; split it into smaller files.`);
    text = fs.readFileSync(file, "utf8");
  } catch (error) {
    if (error instanceof ScriptError || error instanceof FeedError) throw error;
    throw new ScriptError(`Cannot read ${file}: ${(error as NodeJS.ErrnoException).code === "ENOENT" ? "there is no such file" : (error as Error).message}.`);
  }
  // Read and check the file before opening the database, so a bad file changes nothing.
  const postings = readFeed(text);
  const database = await openScriptDatabase(loadEnv());
  try {
    const report = await importJobs(database.db, postings);
    const roles = (n: number) => `${n} ${n === 1 ? "role" : "roles"}`;
    console.log(`Created ${roles(report.created)}, updated ${roles(report.updated)}, skipped ${roles(report.skipped.length)}.`);
    for (const skip of report.skipped) console.log(`Skipped ${skip.label}: ${skip.reason}.`);
  } finally {
    await database.close();
  }
}

async function main() {
  const [command, ...args] = process.argv.slice(2);
  if (command === "import") await importCommand(args);
  else if (!command || command === "help" || command === "--help" || command === "-h") console.log(USAGE);
  else throw new UsageError(`Unknown command "${command}".`);
}

runScript(main, USAGE, [FeedError]);
