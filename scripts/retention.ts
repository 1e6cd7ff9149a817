/**
 * `npm run retention -- [--dry-run]`: deletes records past the retention periods the privacy policy promises
 * (app/features/retention/periods.ts), as each server also does once a day (RETENTION_SWEEP_HOURS).
 * Use it from a scheduler when servers run with RETENTION_SWEEP_HOURS=0, or to see what is due.
 */
import { parseArgs } from "node:util";
import { removeOrphanUploads } from "../app/features/applications/uploads.server";
import { retentionPeriods } from "../app/features/retention/periods";
import { sweepExpiredRecords, type SweepCounts } from "../app/features/retention/retention.server";
import { loadEnv } from "../app/lib/env.server";
import { openScriptDatabase, runScript } from "./support/cli";

const USAGE = `Usage:
  npm run retention              delete what is past its retention period now
  npm run retention -- --dry-run only count it

Call-back enquiries go ${retentionPeriods.enquiryMonths} months after the last contact, copies of sent email after ${retentionPeriods.sentMailMonths} months,
accounts ${retentionPeriods.inactiveAccountMonths} months after their last use (and at least ${retentionPeriods.inactiveAccountWarningDays} days after an email warning them);
expired sessions, email links, one-time codes and rate-limit windows as soon as they have run out; form keys after a day;
audit trail entries ${retentionPeriods.auditTrailMonths / 12} years after they were written (the removal is itself recorded in the trail).
Warning emails are queued; a running server sends them.`;

const labels: Record<keyof SweepCounts, string> = {
  inactiveAccountsWarned: "unused accounts emailed a deletion warning",
  inactiveAccountsDeleted: "unused accounts deleted after their warning",
  enquiries: "call-back enquiries",
  sentMail: "copies of sent email and texts",
  notices: "notices in the service",
  expiredSessions: "expired sessions",
  expiredLinksAndCodes: "expired email links and codes",
  expiredReferralInvitations: "expired referral invitations",
  usedCodes: "used one-time code records",
  rateLimitWindows: "finished rate-limit windows",
  formKeys: "form idempotency keys over a day old",
  auditEntries: "audit trail entries past their period",
};

async function main() {
  const { values } = parseArgs({
    args: process.argv.slice(2),
    options: { "dry-run": { type: "boolean", default: false }, help: { type: "boolean", short: "h", default: false } },
    strict: true,
    allowPositionals: false,
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const dryRun = values["dry-run"];
  const env = loadEnv();
  const database = await openScriptDatabase(env);
  try {
    const counts = await sweepExpiredRecords(database.db, { dryRun, publicUrl: env.publicUrl, contact: env.organisation });
    console.log(dryRun ? "Due for deletion (nothing was deleted):" : "Deleted:");
    for (const [kind, label] of Object.entries(labels) as [keyof SweepCounts, string][]) {
      console.log(`  ${String(counts[kind]).padStart(6)}  ${label}`);
    }
    // Files on disk, so not counted in a dry run: CV files whose applications are gone.
    if (!dryRun) console.log(`  ${String(await removeOrphanUploads(database.db, env.uploadDir)).padStart(6)}  uploaded CV files whose applications are gone`);
  } finally {
    await database.close();
  }
}

runScript(main, USAGE);
