import { partnerSupportActionTotals } from "~/features/candidates/support-actions.server";
import { onlyUnreadThreadId, unreadMessageCount } from "~/features/messages/unread.server";
import { messagesLink } from "~/features/messages/messages-link";
import { organisationProfile } from "~/features/organisations/organisation.server";
import { onboardingProgress } from "~/features/organisations/partner-onboarding.server";
import type { ReferralStatus } from "../../../db/schema/vocabulary";
import type { PartnerSubject } from "~/lib/data-subject";
import type { AppDb } from "~/lib/db.server";
import { londonDate } from "~/lib/dates";
import { peoplePlacedInWork, recentReferrals, referralCounts, type ReferralItem } from "~/features/referrals/referrals.server";

export type PartnerSummary = {
  organisationName: string | null;
  referralCounts: { value: ReferralStatus; count: number }[];
  recentReferrals: ReferralItem[];
  placedInWork: number;
  supportActions: { open: number; overdue: number };
  unreadMessages: number;
  /** Where the unread count leads: the one thread with something unread, or the messages page; null with no profile. */
  messagesHref: string | null;
  /** Steps of the onboarding checklist done, out of how many. */
  onboarding: { done: number; total: number } | null;
};

export const emptyPartnerSummary: PartnerSummary = {
  organisationName: null,
  referralCounts: [],
  recentReferrals: [],
  placedInWork: 0,
  supportActions: { open: 0, overdue: 0 },
  unreadMessages: 0,
  messagesHref: null,
  onboarding: null,
};

/** Everything the partner home shows, from independent queries run together. */
export async function partnerSummary(db: AppDb, subject: PartnerSubject, now: Date = new Date()): Promise<PartnerSummary> {
  const organisationId = subject.organisationId;
  if (!organisationId) return emptyPartnerSummary;
  const known = { ...subject, organisationId };
  const [organisation, counts, recent, placedInWork, supportActions, unreadMessages, unreadThreadId, onboarding] = await Promise.all([
    organisationProfile(db, known),
    referralCounts(db, known),
    recentReferrals(db, known, 5),
    peoplePlacedInWork(db, known),
    partnerSupportActionTotals(db, known, londonDate(now)),
    unreadMessageCount(db, known),
    onlyUnreadThreadId(db, known),
    onboardingProgress(db, known),
  ]);
  if (!organisation) return emptyPartnerSummary;
  return { organisationName: organisation.name, referralCounts: counts, recentReferrals: recent, placedInWork, supportActions, unreadMessages, messagesHref: messagesLink("partner", subject.demo, unreadThreadId), onboarding };
}
