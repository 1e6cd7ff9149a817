import { erasePersonalData } from "~/features/account/erasure.server";
import { and, eq, lt, sql } from "drizzle-orm";
import { users } from "../../../db/schema";
import { recordAudit } from "~/lib/audit.server";
import type { AppDb } from "~/lib/db.server";
import { enqueueMail, type OutgoingMail } from "~/lib/mail-outbox.server";
import { recordOnce } from "~/features/operations/scheduled-jobs.server";
import { DAY_MS, formatDate, monthsBeforeUtc } from "~/lib/dates";
import { siteName, type Organisation } from "~/lib/organisation";
import { retentionPeriods } from "./periods";

/** The most accounts one sweep warns or deletes, so a backlog is worked through over several sweeps. */
const BATCH = 200;

/**
 * When the person last used their account: the latest of its creation, a session's last use (sessions slide
 * forward as they are used) and anything they did themselves that the audit trail records (signing in,
 * changing a detail). What an administrator did to the account does not count.
 */
// Qualified by hand: drizzle leaves columns in a select list unqualified, which inside these subqueries
// would name the subquery's own columns.
const userId = sql.raw(`"users"."id"`);
const userCreatedAt = sql.raw(`"users"."created_at"`);

const lastActiveAt = sql<string>`greatest(
  ${userCreatedAt},
  coalesce((select max(s.updated_at) from sessions s where s.user_id = ${userId}), ${userCreatedAt}),
  coalesce((select max(a.created_at) from audit_events a where a.actor_user_id = ${userId}), ${userCreatedAt})
)`;

const warnedAt = sql<string | null>`(
  select max(a.created_at) from audit_events a where a.subject_user_id = ${userId} and a.event = 'inactivity_warning_sent'
)`;

export type InactiveAccountCounts = { inactiveAccountsWarned: number; inactiveAccountsDeleted: number };

/**
 * Keeps the privacy policy's promise for accounts: deleted after 24 months without use, and only once the
 * person has had our email saying so at least 30 days before. Using the account in between (signing in is
 * enough) starts the clock again, and a later period of disuse gets a new warning.
 */
export async function sweepInactiveAccounts(db: AppDb, options: { now: Date; publicUrl: string; contact: Organisation; dryRun?: boolean }): Promise<InactiveAccountCounts> {
  const { now } = options;
  const deleteBefore = monthsBeforeUtc(now, retentionPeriods.inactiveAccountMonths);
  const warningDays = retentionPeriods.inactiveAccountWarningDays;
  // Warn a notice period before the deletion date, so the email always gives at least that long.
  const warnBefore = new Date(deleteBefore.getTime() + warningDays * DAY_MS);

  const candidates = await db
    .select({ id: users.id, name: users.name, email: users.email, lastActiveAt, warnedAt })
    .from(users)
    .where(lt(lastActiveAt, warnBefore))
    .orderBy(lastActiveAt)
    .limit(BATCH);

  const counts: InactiveAccountCounts = { inactiveAccountsWarned: 0, inactiveAccountsDeleted: 0 };
  for (const account of candidates) {
    const lastActive = new Date(account.lastActiveAt);
    const warned = account.warnedAt ? new Date(account.warnedAt) : null;
    const warnedSinceLastUse = warned !== null && warned > lastActive;
    if (!warnedSinceLastUse) {
      if (options.dryRun) {
        counts.inactiveAccountsWarned += 1;
        continue;
      }
      const deletionDate = new Date(Math.max(lastActive.getTime() + (now.getTime() - deleteBefore.getTime()), now.getTime() + warningDays * DAY_MS));
      // One warning per period of disuse, even if two sweeps reach this account at once.
      const warned = await db.transaction(async (tx) => {
        if (!(await recordOnce(tx, `inactivity_warning:${account.id}:${lastActive.toISOString()}`))) return false;
        await recordAudit(tx, { event: "inactivity_warning_sent", subjectUserId: account.id, detail: { deletionDate: deletionDate.toISOString() } });
        await enqueueMail(tx, [inactiveAccountMail(account, deletionDate, options.publicUrl, options.contact)]);
        return true;
      });
      if (warned) counts.inactiveAccountsWarned += 1;
      continue;
    }
    const noticeGiven = now.getTime() - warned.getTime() >= warningDays * DAY_MS;
    if (lastActive < deleteBefore && noticeGiven) {
      if (options.dryRun) {
        counts.inactiveAccountsDeleted += 1;
        continue;
      }
      const deleted = await db.transaction(async (tx) => {
        // Still unused, and locked until this transaction ends: then the person's data and the account are erased,
        // as when a person deletes their account. A second sweep waits on the row's lock and then finds it gone,
        // so only one records the deletion.
        const still = await tx.select({ id: users.id }).from(users).where(and(eq(users.id, account.id), lt(lastActiveAt, deleteBefore))).for("update");
        if (still.length === 0) return false;
        const erased = await erasePersonalData(tx as unknown as AppDb, account.id);
        if (!erased || !(await recordOnce(tx, `account_deleted:${account.id}`))) return false;
        await recordAudit(tx, { event: "account_deleted", subjectUserId: account.id, detail: { reason: "inactive", lastActiveAt: lastActive.toISOString() } });
        return true;
      });
      if (deleted) counts.inactiveAccountsDeleted += 1;
    }
  }
  return counts;
}

export function inactiveAccountMail(account: { id: string; name: string; email: string }, deletionDate: Date, publicUrl: string, contact: Organisation): OutgoingMail {
  return {
    kind: "account.inactive-warning",
    to: account.email,
    replyTo: contact.email,
    relatedId: account.id,
    subject: `Your ${siteName} account will be deleted on ${formatDate(deletionDate)}`,
    text: [
      `Hello ${account.name},`,
      "",
      `You have not used your ${siteName} account for nearly two years. As our privacy policy says, we delete`,
      `accounts that have not been used for two years, so we will delete yours and the information in it on ${formatDate(deletionDate)}.`,
      "",
      "If you want to keep it, just sign in before then:",
      "",
      `${publicUrl}/sign-in`,
      "",
      "If you are happy for it to go, you do not need to do anything.",
      "",
      `The ${siteName} team`,
      `${contact.email} · ${contact.phone}`,
    ].join("\n"),
  };
}

