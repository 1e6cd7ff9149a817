/** How far back and ahead the caseworker's alerts look, shared by the queries and the words on the page. */
export const MISSED_DAYS = 14;
export const INTERVIEW_ALERT_DAYS = 7;
/** No attended appointment and no case note for this many days. */
export const NO_CONTACT_DAYS = 14;
/** Interviews starting within this many hours. */
export const INTERVIEW_SOON_HOURS = 48;
/** A referral with no caseworker after this many working days (Monday to Friday). */
export const REFERRAL_WAIT_WORKING_DAYS = 2;
/** A person in custody whose release is this many days away or fewer, with no appointment booked. */
export const RELEASE_ALERT_DAYS = 14;
/**
 * What partners are promised on the referral form: "We aim to contact them within 2 working days". A referral on
 * a caseload that has not moved on, with no contact recorded since it came, is late after this many working days.
 */
export const REFERRAL_CONTACT_WORKING_DAYS = 2;
