import type { formSources } from "../../../db/schema/enquiries";
import type { OutcomeCheckpoint } from "../../../db/schema/vocabulary";

/** The caseworker's alerts as the pages show them (browser-safe); alerts.server.ts computes them. */

export type AlertList<T> = { total: number; items: T[] };

export type NoContactAlert = { candidateId: string; candidateName: string; lastContact: string | null; since: string };
export type InterviewAlert = { appointmentId: string; candidateId: string; candidateName: string; title: string; startsAt: string };
export type ReferralAlert = { referralId: string; personName: string; partnerName: string; referredAt: string; candidateId: string | null };
export type ReleaseAlert = { candidateId: string; candidateName: string; releaseOn: string; daysToGo: number };
export type FirstContactAlert = { referralId: string; candidateId: string; candidateName: string; partnerName: string; referredAt: string; dueAt: string };
export type EnquiryAlert = { enquiryId: string; name: string; formSource: (typeof formSources)[number]; receivedAt: string; dueAt: string };
export type MentorRequestAlert = { supportActionId: string; candidateId: string; candidateName: string; askedAt: string };
export type OutcomeAlert = { applicationId: string; candidateId: string; candidateName: string; jobTitle: string; checkpoint: OutcomeCheckpoint; dueOn: string };

export type CaseworkerAlerts = {
  noContact: AlertList<NoContactAlert>;
  interviews: AlertList<InterviewAlert>;
  referrals: AlertList<ReferralAlert>;
  /** People on the caseload leaving custody within 14 days with no appointment booked. */
  releases: AlertList<ReleaseAlert>;
  /** Referrals on the caseload past the promised first contact, with no contact recorded since. */
  firstContact: AlertList<FirstContactAlert>;
  /** Null on the demonstration tree: enquiries are real only. */
  enquiries: AlertList<EnquiryAlert> | null;
  outcomes: AlertList<OutcomeAlert>;
  /** People on the caseload who asked for a mentor and are waiting for an answer, the longest waiting first. */
  mentorRequests: AlertList<MentorRequestAlert>;
};

export const emptyAlerts = (demo: boolean): CaseworkerAlerts => ({
  noContact: { total: 0, items: [] },
  interviews: { total: 0, items: [] },
  referrals: { total: 0, items: [] },
  releases: { total: 0, items: [] },
  firstContact: { total: 0, items: [] },
  enquiries: demo ? null : { total: 0, items: [] },
  outcomes: { total: 0, items: [] },
  mentorRequests: { total: 0, items: [] },
});

export function alertTotal(alerts: CaseworkerAlerts): number {
  return alerts.noContact.total + alerts.interviews.total + alerts.referrals.total + alerts.releases.total + alerts.firstContact.total + (alerts.enquiries?.total ?? 0) + alerts.outcomes.total + alerts.mentorRequests.total;
}

