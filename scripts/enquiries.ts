/**
 * `npm run enquiries -- <command>`: the team's tools for call-back enquiries.
 *
 *   export [--since YYYY-MM-DD] [--until YYYY-MM-DD] [--status new|contacted|closed]
 *          [--format csv|json] [--out FILE]
 *   status <id> new|contacted|closed
 *
 * With DATABASE_URL it works on PostgreSQL, alongside running servers. On the embedded database
 * (DATA_DIR) it opens the folder itself, so it refuses while a server holds it.
 */
import fs from "node:fs";
import { parseArgs } from "node:util";
import {
  isEnquiryStatus,
  listEnquiries,
  parseDay,
  setEnquiryStatus,
  toCsv,
  toJson,
} from "../app/features/enquiries/export.server";
import { loadEnv } from "../app/lib/env.server";
import { openScriptDatabase, runScript, UsageError } from "./support/cli";

const USAGE = `Usage:
  npm run enquiries -- export [--since YYYY-MM-DD] [--until YYYY-MM-DD] [--status new|contacted|closed]
                              [--format csv|json] [--out FILE]
  npm run enquiries -- status <id> new|contacted|closed

export   writes enquiries, oldest first (all of them unless --since/--until/--status narrow it down).
         Dates are UK calendar days: --since 2026-01-01 includes that whole day. Output goes to
         standard output unless --out names a file (created readable by you only).
status   records that an enquiry was followed up (contacted) or finished with (closed).`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function exportCommand(args: string[]) {
  const { values } = parseArgs({
    args,
    options: {
      since: { type: "string" },
      until: { type: "string" },
      status: { type: "string" },
      format: { type: "string", default: "csv" },
      out: { type: "string" },
    },
    strict: true,
    allowPositionals: false,
  });
  const since = values.since === undefined ? undefined : parseDay(values.since);
  if (values.since !== undefined && !since) throw new UsageError(`--since must be a date such as 2026-01-01, not "${values.since}".`);
  const until = values.until === undefined ? undefined : parseDay(values.until);
  if (values.until !== undefined && !until) throw new UsageError(`--until must be a date such as 2026-02-01, not "${values.until}".`);
  const status = values.status;
  if (status !== undefined && !isEnquiryStatus(status)) {
    throw new UsageError(`--status must be new, contacted or closed, not "${status}".`);
  }
  if (values.format !== "csv" && values.format !== "json") {
    throw new UsageError(`--format must be csv or json, not "${values.format}".`);
  }

  const database = await openScriptDatabase(loadEnv());
  try {
    const rows = await listEnquiries(database.db, { since, until, status });
    const text = values.format === "json" ? toJson(rows) : toCsv(rows);
    if (values.out) {
      // The file holds personal data: readable by its owner only.
      fs.writeFileSync(values.out, text, { mode: 0o600 });
      fs.chmodSync(values.out, 0o600);
      console.error(`Wrote ${rows.length} ${rows.length === 1 ? "enquiry" : "enquiries"} to ${values.out}.`);
    } else {
      process.stdout.write(text);
      console.error(`${rows.length} ${rows.length === 1 ? "enquiry" : "enquiries"} exported.`);
    }
  } finally {
    await database.close();
  }
}

async function statusCommand(args: string[]) {
  const [id, status, ...rest] = args;
  if (!id || !status || rest.length > 0) throw new UsageError("status needs an enquiry id and a status.");
  if (!UUID.test(id)) throw new UsageError(`"${id}" is not an enquiry id (they look like 01a2b3c4-...).`);
  if (!isEnquiryStatus(status)) throw new UsageError(`The status must be new, contacted or closed, not "${status}".`);
  const database = await openScriptDatabase(loadEnv());
  try {
    const row = await setEnquiryStatus(database.db, id.toLowerCase(), status);
    if (!row) {
      console.error(`No enquiry has the id ${id}.`);
      process.exitCode = 1;
      return;
    }
    console.log(`Enquiry ${row.id} (${row.firstName} ${row.lastName}) is now marked ${row.status}.`);
  } finally {
    await database.close();
  }
}

async function main() {
  const [command, ...args] = process.argv.slice(2);
  if (command === "export") await exportCommand(args);
  else if (command === "status") await statusCommand(args);
  else if (!command || command === "help" || command === "--help" || command === "-h") console.log(USAGE);
  else throw new UsageError(`Unknown command "${command}".`);
}

runScript(main, USAGE);
