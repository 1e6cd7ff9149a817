/**
 * How long the service keeps each kind of record: the periods the privacy policy promises
 * (app/features/legal/privacy-policy.tsx, "How long we keep it"). Change both together.
 */
export const retentionPeriods = {
  /** Call-back enquiries: 24 months after our last contact (the later of arrival and the last status change). */
  enquiryMonths: 24,
  /** Copies of emails we send (the outbox keeps each message's text): 12 months after it was written. */
  sentMailMonths: 12,
  /** Notices in the service ("You have a new message"): 6 months after each was written. */
  noticeMonths: 6,
  /** Accounts: 24 months after the person last signed in or used the service... */
  inactiveAccountMonths: 24,
  /** ...and never sooner than this many days after we emailed them to say so. */
  inactiveAccountWarningDays: 30,
  /**
   * The audit trail (who saw or changed what): 6 years after each entry, the time limit for most legal claims in
   * England and Wales (Limitation Act 1980), so a complaint or claim about how someone's data was handled can be
   * answered. The sweep removes the oldest entries and records that it did, so the hash chain still verifies.
   */
  auditTrailMonths: 72,
} as const;
