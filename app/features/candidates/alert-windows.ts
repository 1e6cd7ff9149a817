/** How far back and ahead the caseworker's alerts look, shared by the query and the words on the page. */
export const MISSED_DAYS = 14;
export const INTERVIEW_ALERT_DAYS = 7;
