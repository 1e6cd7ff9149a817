/**
 * What the operator commands (`npm run admin`, `npm run enquiries`, `npm run retention`) share: opening the
 * database the server uses, and turning failures into plain messages and exit codes instead of stack traces.
 */
import fs from "node:fs";
import { DatabaseLockedError, openDatabase, type Database } from "../../app/lib/db.server";
import { ConfigError, type Env } from "../../app/lib/env.server";
import { scrubText } from "../../app/lib/log-safety.server";

/** A mistake in how the command was typed: reported with the usage text. */
export class UsageError extends Error {}

/** A problem to report as it is, without the usage text. */
export class ScriptError extends Error {}

/**
 * The service's database. Servers migrate PostgreSQL when they start, and the command works alongside them;
 * the embedded folder is this command's alone while it holds the lock, so it refuses while a server runs.
 */
export async function openScriptDatabase(env: Env): Promise<Database> {
  if (env.databaseUrl) return openDatabase({ databaseUrl: env.databaseUrl, migrate: false });
  if (!fs.existsSync(env.dataDir)) {
    throw new ScriptError(
      `There is no database at ${env.dataDir} yet. Start the server once to create it, or set DATA_DIR (or DATABASE_URL) to the one you use.`,
    );
  }
  return openDatabase({ dataDir: env.dataDir, migrate: false });
}

/**
 * Runs a command's main function. `plainErrors` are further error classes whose message is shown as it is.
 * Exit codes: 0 done, 1 a mistake or failure, 2 the embedded database is held by a running server.
 */
export function runScript(main: () => Promise<void>, usage: string, plainErrors: Array<new (...args: never[]) => Error> = []) {
  main().catch((error: unknown) => {
    if (error instanceof DatabaseLockedError) {
      console.error(
        `The database (${error.dataDir}) is in use by a running server (pid ${error.pid}), and only one process may open it ` +
          "at a time.\nTo go ahead, either stop the server, run this command again and then start the server again; or run " +
          "the service on PostgreSQL (set DATABASE_URL), where this command works while servers run.",
      );
      process.exitCode = 2;
    } else if (error instanceof ConfigError || error instanceof ScriptError || plainErrors.some((type) => error instanceof type)) {
      console.error((error as Error).message);
      process.exitCode = 1;
    } else if (error instanceof UsageError || (error as { code?: string }).code?.startsWith("ERR_PARSE_ARGS")) {
      console.error(`${(error as Error).message}\n\n${usage}`);
      process.exitCode = 1;
    } else {
      // An unexpected failure (a query, say) is shown without the query's parameters, addresses or tokens.
      console.error(`The command failed: ${scrubText(error instanceof Error ? error.message : String(error))}`);
      process.exitCode = 1;
    }
  });
}
