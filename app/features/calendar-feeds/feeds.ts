/** A private calendar feed's address (browser-safe): the secret is the last part of the path. */

export const FEED_PREFIX = "/calendar/feed/";

/** 32 random bytes in base64url, then ".ics". */
export const FEED_FILE = /^([A-Za-z0-9_-]{43})\.ics$/;

export function feedPath(token: string): string {
  return `${FEED_PREFIX}${token}.ics`;
}

/** The token in a feed's file name ("<token>.ics"), or null for anything else. */
export function tokenFromFile(file: string | undefined): string | null {
  return FEED_FILE.exec(file ?? "")?.[1] ?? null;
}

/** What the diary page knows about the person's feed: never its address, which is shown once when made. */
export type FeedStatus = { createdAt: string; lastUsedAt: string | null } | null;

/** Which feed button is being asked about before it stops the calendars subscribed to the current address. */
export type FeedConfirmation = "replace" | "revoke";
