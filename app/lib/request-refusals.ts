/**
 * The words for a request refused before any page code reads it (app/lib/request-body.server.ts and
 * server/request-guards.ts), here so the error page in the browser bundle can show them too.
 */
export const BODY_TOO_LARGE_MESSAGE = "The request is too large.";

/** PostgreSQL cannot store a NUL character in text; the words are the ones the sign-in forms have always used. */
export const NUL_CHARACTER_MESSAGE = "The request contains a character that is not allowed (a null character). Remove it and try again.";
