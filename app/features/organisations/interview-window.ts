/** How far ahead the employer home lists interviews, shared by the query and the words on the page. */
export const INTERVIEW_DAYS = 14;
