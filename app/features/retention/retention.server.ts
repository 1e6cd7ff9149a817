import { count, lt, sql, type SQL } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Logger } from "pino";
import { enquiries, formSubmissions, mailOutbox, notifications, rateLimits, referralInvitations, sessions, usedOneTimeCodes, verifications } from "../../../db/schema";
import type { AppDb } from "~/lib/db.server";
import type { Organisation } from "~/lib/organisation";
import { monthsBeforeUtc } from "~/lib/dates";
import { claimJob } from "~/features/operations/scheduled-jobs.server";
import { pruneAuditTrail } from "~/features/audit/chain.server";
import { sweepInactiveAccounts, type InactiveAccountCounts } from "./inactive-accounts.server";
import { retentionPeriods } from "./periods";
import { FORM_KEY_HOURS } from "~/lib/idempotency.server";

/** What one sweep removed (or, in a dry run, would remove), by kind of record. */
export type SweepCounts = InactiveAccountCounts & {
  enquiries: number;
  sentMail: number;
  expiredSessions: number;
  expiredLinksAndCodes: number;
  expiredReferralInvitations: number;
  usedCodes: number;
  notices: number;
  rateLimitWindows: number;
  formKeys: number;
  auditEntries: number;
};

type Rule = { kind: Exclude<keyof SweepCounts, "auditEntries">; table: PgTable; where: SQL };

function rules(now: Date): Rule[] {
  const enquiryCutoff = monthsBeforeUtc(now, retentionPeriods.enquiryMonths);
  const mailCutoff = monthsBeforeUtc(now, retentionPeriods.sentMailMonths);
  return [
    { kind: "enquiries", table: enquiries, where: lt(sql`greatest(${enquiries.createdAt}, ${enquiries.statusChangedAt})`, enquiryCutoff) },
    { kind: "sentMail", table: mailOutbox, where: lt(mailOutbox.createdAt, mailCutoff) },
    { kind: "notices", table: notifications, where: lt(notifications.createdAt, monthsBeforeUtc(now, retentionPeriods.noticeMonths)) },
    // Housekeeping: rows that no longer do anything once they have run out.
    { kind: "expiredSessions", table: sessions, where: lt(sessions.expiresAt, now) },
    { kind: "expiredLinksAndCodes", table: verifications, where: lt(verifications.expiresAt, now) },
    { kind: "expiredReferralInvitations", table: referralInvitations, where: lt(referralInvitations.expiresAt, now) },
    { kind: "usedCodes", table: usedOneTimeCodes, where: lt(usedOneTimeCodes.expiresAt, now) },
    { kind: "rateLimitWindows", table: rateLimits, where: lt(rateLimits.resetAt, now) },
    { kind: "formKeys", table: formSubmissions, where: lt(formSubmissions.createdAt, new Date(now.getTime() - FORM_KEY_HOURS * 60 * 60 * 1000)) },
  ];
}

/**
 * Deletes what the retention periods say is due, or with `dryRun` only counts it. Safe to run from several
 * servers at once: each statement deletes only rows that are past their time, whoever gets there first, and
 * each warning and account deletion is recorded once by key (inactive-accounts.server.ts).
 */
export async function sweepExpiredRecords(
  db: AppDb,
  options: { publicUrl: string; contact: Organisation; now?: Date; dryRun?: boolean },
): Promise<SweepCounts> {
  const now = options.now ?? new Date();
  // Accounts first: a session's last use counts as activity, and expired sessions go below.
  const accounts = await sweepInactiveAccounts(db, { now, publicUrl: options.publicUrl, contact: options.contact, dryRun: options.dryRun });
  const counts: SweepCounts = { ...accounts, enquiries: 0, sentMail: 0, expiredSessions: 0, expiredLinksAndCodes: 0, expiredReferralInvitations: 0, usedCodes: 0, notices: 0, rateLimitWindows: 0, formKeys: 0, auditEntries: 0 };
  for (const rule of rules(now)) {
    if (options.dryRun) {
      const [row] = await db.select({ n: count() }).from(rule.table).where(rule.where);
      counts[rule.kind] = row?.n ?? 0;
    } else {
      const deleted = await db.delete(rule.table).where(rule.where).returning({ one: sql<number>`1` });
      counts[rule.kind] = deleted.length;
    }
  }
  // The oldest audit entries go as one block, recorded in the chain (app/features/audit/chain.server.ts).
  counts.auditEntries = await pruneAuditTrail(db, monthsBeforeUtc(now, retentionPeriods.auditTrailMonths), { dryRun: options.dryRun });
  return counts;
}

/** The job's name in scheduled_jobs. */
export const RETENTION_JOB = "retention-sweep";

/**
 * Runs the sweep in the server: shortly after start, then every `intervalHours`. The first run waits a
 * little so that start-up (and a rolling restart) is not slowed by it. Every server tries; the one that claims
 * the job in scheduled_jobs runs it, and the others skip it until the interval has passed again.
 */
export class RetentionSweeper {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;
  /** Called after each sweep, e.g. to send the warning emails it queued straight away. */
  onSwept: (() => void) | undefined;
  private stopped = true;

  constructor(
    private readonly db: AppDb,
    private readonly logger: Logger,
    private readonly publicUrl: string,
    private readonly contact: Organisation,
    private readonly intervalHours: number,
    private readonly firstDelayMs = 60_000,
  ) {}

  start() {
    if (!this.stopped || this.intervalHours <= 0) return;
    this.stopped = false;
    this.schedule(this.firstDelayMs);
  }

  private schedule(delayMs: number) {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.running = this.runOnce().finally(() => this.schedule(this.intervalHours * 3_600_000));
    }, delayMs);
    this.timer.unref();
  }

  /** One sweep, logged with its counts (never the records themselves). A failure is logged and retried next time. */
  async runOnce(): Promise<SweepCounts | null> {
    let claim;
    try {
      claim = await claimJob(this.db, RETENTION_JOB, { intervalMs: this.intervalHours * 3_600_000, leaseMs: 30 * 60_000 });
      if (!claim) {
        this.logger.info("retention sweep: skipped, another server has run it or is running it");
        return null;
      }
      const counts = await sweepExpiredRecords(this.db, { publicUrl: this.publicUrl, contact: this.contact });
      await claim.finish();
      this.logger.info({ retention: counts }, "retention sweep");
      this.onSwept?.();
      return counts;
    } catch (error) {
      await claim?.release().catch(() => {});
      this.logger.error({ err: error }, "retention sweep failed");
      return null;
    }
  }

  async stop() {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running;
  }
}
