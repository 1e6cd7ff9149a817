import { and, asc, count, desc, eq } from "drizzle-orm";
import { organisationContacts, organisations, referrals, users } from "../../../db/schema";
import type { Barrier, ContactMethod, ReferralSetting, ReferralStatus } from "../../../db/schema/vocabulary";
import { daysToRelease } from "~/features/candidates/release-dates";
import type { AppDb } from "~/lib/db.server";
import { londonDate } from "~/lib/dates";

/** The most named contacts of the referring organisation shown beside the referrer. */
const PARTNER_CONTACTS_SHOWN = 3;

/**
 * How to reach a referred person and what they asked for, from their newest referral, as their caseworker needs it
 * for the first call. Read only after the record's own access check; the referral, the person and the partner's
 * contacts all come from the same data set.
 */
export type ReferralContact = {
  referralId: string;
  /** How many referrals there are for the person, this one included. */
  referralCount: number;
  status: ReferralStatus;
  referredAt: string;
  email: string | null;
  phone: string | null;
  preferredContact: ContactMethod | null;
  contactTimes: string | null;
  mayLeaveMessage: boolean | null;
  setting: ReferralSetting | null;
  prison: string | null;
  expectedReleaseOn: string | null;
  /** Days from today (the UK's, when the page was read) to the expected release date; null without one. */
  daysToRelease: number | null;
  probationContact: string | null;
  accessibilityNeeds: string | null;
  preferredLanguage: string | null;
  supportRequested: string | null;
  needs: Barrier[];
  referrer: {
    name: string;
    /** The referrer's account email address, while the account exists. */
    email: string | null;
    partnerName: string;
    partnerContacts: { name: string; jobTitle: string | null; email: string | null; phone: string | null }[];
  };
};

export async function latestReferralContact(db: AppDb, candidateId: string, demo: boolean, now: Date = new Date()): Promise<ReferralContact | null> {
  const where = and(eq(referrals.candidateId, candidateId), eq(referrals.demo, demo));
  const [[row], [counted]] = await Promise.all([
    db
      .select({
        referralId: referrals.id,
        status: referrals.status,
        referredAt: referrals.createdAt,
        email: referrals.email,
        phone: referrals.phone,
        preferredContact: referrals.preferredContact,
        contactTimes: referrals.contactTimes,
        mayLeaveMessage: referrals.mayLeaveMessage,
        setting: referrals.setting,
        prison: referrals.prison,
        expectedReleaseOn: referrals.expectedReleaseOn,
        probationContact: referrals.probationContact,
        accessibilityNeeds: referrals.accessibilityNeeds,
        preferredLanguage: referrals.preferredLanguage,
        supportRequested: referrals.supportRequested,
        notes: referrals.notes,
        needs: referrals.needs,
        referredByName: referrals.referredByName,
        referrerEmail: users.email,
        partnerId: organisations.id,
        partnerName: organisations.name,
      })
      .from(referrals)
      .innerJoin(organisations, and(eq(organisations.id, referrals.partnerId), eq(organisations.demo, demo)))
      .leftJoin(users, eq(users.id, referrals.referredByUserId))
      .where(where)
      .orderBy(desc(referrals.createdAt), desc(referrals.id))
      .limit(1),
    db.select({ count: count() }).from(referrals).where(where),
  ]);
  if (!row) return null;
  const contacts = await db
    .select({ name: organisationContacts.name, jobTitle: organisationContacts.jobTitle, email: organisationContacts.email, phone: organisationContacts.phone })
    .from(organisationContacts)
    .where(and(eq(organisationContacts.organisationId, row.partnerId), eq(organisationContacts.demo, demo)))
    .orderBy(asc(organisationContacts.createdAt), asc(organisationContacts.id))
    .limit(PARTNER_CONTACTS_SHOWN);
  return {
    referralId: row.referralId,
    referralCount: counted?.count ?? 1,
    status: row.status,
    referredAt: row.referredAt.toISOString(),
    email: row.email,
    phone: row.phone,
    preferredContact: row.preferredContact,
    contactTimes: row.contactTimes,
    mayLeaveMessage: row.mayLeaveMessage,
    setting: row.setting,
    prison: row.prison,
    expectedReleaseOn: row.expectedReleaseOn,
    daysToRelease: row.expectedReleaseOn ? daysToRelease(row.expectedReleaseOn, londonDate(now)) : null,
    probationContact: row.probationContact,
    accessibilityNeeds: row.accessibilityNeeds,
    preferredLanguage: row.preferredLanguage,
    // Older referrals kept the support asked for in their notes.
    supportRequested: row.supportRequested ?? row.notes,
    needs: row.needs,
    referrer: {
      name: row.referredByName,
      // Demonstration referrals are made by no account; a real referrer's address is read from their account.
      email: demo ? null : (row.referrerEmail ?? null),
      partnerName: row.partnerName,
      partnerContacts: contacts,
    },
  };
}
