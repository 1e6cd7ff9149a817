/**
 * `npm run audit -- <command>`: checks the audit trail's hash chain.
 *
 *   verify [--expect SEQ:HASH]   check every entry from the earliest remaining to the newest
 *   head                         print the newest entry's number and hash, to keep somewhere else
 *
 * With DATABASE_URL it works on PostgreSQL, alongside running servers. On the embedded database (DATA_DIR) it
 * opens the folder itself, so it refuses while a server holds it.
 */
import { parseArgs } from "node:util";
import { and, eq } from "drizzle-orm";
import { auditEvents } from "../db/schema";
import { auditChainHeadOf, verifyAuditChain } from "../app/features/audit/chain.server";
import { loadEnv } from "../app/lib/env.server";
import { openScriptDatabase, runScript, ScriptError, UsageError } from "./support/cli";

const USAGE = `Usage:
  npm run audit -- verify [--expect SEQ:HASH]
  npm run audit -- head

verify  checks that no audit entry was changed or removed: each entry's hash matches what it says, each
        names the one before it, the numbers run without a gap from the earliest remaining entry (older
        ones may have been removed by the retention sweep, which records it) to the newest the chain
        recorded. Prints "OK" and exits 0, or names the first broken or missing entry and exits 3.
        --expect SEQ:HASH also checks that entry SEQ still has the hash you noted earlier from "head",
        which catches a chain rewritten from that entry on.
head    prints the newest entry's number and hash. Keep them outside the database (a ticket, an email to
        yourself) to check against later with verify --expect.`;

async function main() {
  const { values, positionals } = parseArgs({
    args: process.argv.slice(2),
    options: { expect: { type: "string" }, help: { type: "boolean", short: "h", default: false } },
    strict: true,
    allowPositionals: true,
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const [command, ...rest] = positionals;
  if (rest.length > 0 || (command !== "verify" && command !== "head")) throw new UsageError(command ? `Unknown command: ${command}` : "Say which command to run.");
  let expected: { seq: number; hash: string } | null = null;
  if (values.expect !== undefined) {
    const match = /^(\d+):([0-9a-f]{64})$/.exec(values.expect.trim());
    if (!match || command !== "verify") throw new UsageError("--expect takes SEQ:HASH as printed by head, with verify.");
    expected = { seq: Number(match[1]), hash: match[2]! };
  }

  const env = loadEnv();
  const database = await openScriptDatabase(env);
  try {
    if (command === "head") {
      const head = await auditChainHeadOf(database.db);
      if (!head) throw new ScriptError("The audit chain has no head record: has migration 0008 run?");
      console.log(`${head.seq}:${head.hash}`);
      console.log(`Newest entry ${head.seq}, written ${head.at.toISOString()}.`);
      return;
    }
    const report = await verifyAuditChain(database.db);
    if (!report.ok) {
      console.log(`BROKEN: ${report.problem}`);
      console.log(`${report.entries} entries before it were checked and are intact.`);
      process.exitCode = 3;
      return;
    }
    if (expected) {
      const [entry] = await database.db.select({ hash: auditEvents.hash }).from(auditEvents).where(and(eq(auditEvents.seq, expected.seq)));
      if (!entry && (report.first === null || expected.seq >= report.first)) {
        console.log(`BROKEN: Entry ${expected.seq}, which you noted, is missing.`);
        process.exitCode = 3;
        return;
      }
      if (entry && entry.hash !== expected.hash) {
        console.log(`BROKEN: Entry ${expected.seq} no longer has the hash you noted: the chain was rewritten from there on.`);
        process.exitCode = 3;
        return;
      }
    }
    console.log(
      report.entries === 0
        ? "OK: the audit trail is empty."
        : `OK: ${report.entries} entries checked, ${report.first} to ${report.last}; newest hash ${report.headHash}.`,
    );
  } finally {
    await database.close();
  }
}

runScript(main, USAGE);
