import { and, eq, isNotNull, sql } from "drizzle-orm";
import { candidates, referrals, users } from "../../../db/schema";
import type { AppDb } from "~/lib/db.server";
import { phoneDigits } from "~/features/account/erasure.server";

type Reader = Pick<AppDb, "select">;

/** Who a referral's contact details already belong to: a person's account, or a record that has none yet. */
export type ExistingPerson = { kind: "account"; userId: string } | { kind: "record"; candidateId: string };

/** A stored phone as digits, +44 written as 0: the rule erasure.server.ts's phoneDigits applies to the typed one. */
const storedPhoneDigits = sql<string>`regexp_replace(regexp_replace(coalesce(${referrals.phone}, ''), '[^0-9]', '', 'g'), '^44', '0')`;

/**
 * Finds the real person a referral's email or phone already belongs to. The email matches a candidate account's
 * verified email, in any case; the phone matches (as digits) the phone given on an earlier referral of a real
 * candidate record. A match with an account comes first, then a record with no account. Real data only.
 */
export async function findExistingPerson(db: Reader, contact: { email: string | null; phone: string | null }): Promise<ExistingPerson | null> {
  const email = contact.email?.trim().toLowerCase();
  if (email) {
    const [account] = await db
      .select({ userId: users.id })
      .from(users)
      .where(and(sql`lower(${users.email}) = ${email}`, eq(users.emailVerified, true), eq(users.role, "candidate")))
      .limit(1);
    if (account) return { kind: "account", userId: account.userId };
  }
  const phone = phoneDigits(contact.phone);
  if (!phone) return null;
  const matches = await db
    .select({ candidateId: candidates.id, userId: candidates.userId })
    .from(referrals)
    .innerJoin(candidates, eq(candidates.id, referrals.candidateId))
    .where(and(eq(referrals.demo, false), eq(candidates.demo, false), isNotNull(referrals.phone), sql`${storedPhoneDigits} = ${phone}`))
    .orderBy(referrals.createdAt)
    .limit(20);
  const withAccount = matches.find((row) => row.userId);
  if (withAccount?.userId) return { kind: "account", userId: withAccount.userId };
  const record = matches[0];
  return record ? { kind: "record", candidateId: record.candidateId } : null;
}
