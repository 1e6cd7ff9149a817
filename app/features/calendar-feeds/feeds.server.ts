import crypto from "node:crypto";
import { and, desc, eq, isNull } from "drizzle-orm";
import { calendarFeeds, users } from "../../../db/schema";
import { recordAudit } from "~/lib/audit.server";
import type { AppDb } from "~/lib/db.server";
import type { RateLimitRule } from "~/lib/rate-limit.server";
import { uuidv7 } from "~/lib/uuid.server";
import type { FeedStatus } from "./feeds";

/**
 * Private, revocable calendar feeds. A feed belongs to an account, not to a kind of page: the address is a
 * secret only its owner was shown (once), the database keeps only its SHA-256 hash, and fetching it needs no
 * session, as calendar programs have none. Each account has at most one live feed; making a new one turns the
 * old one off. What a feed holds is decided by the owner's role (feed-calendar.server.ts).
 */

/** Calendar programs poll every few minutes to every few hours; this is well above that, and far below guessing. */
export const feedRateLimitRules: RateLimitRule[] = [
  { name: "minute", limit: 30, windowSeconds: 60 },
  { name: "day", limit: 2000, windowSeconds: 24 * 60 * 60 },
];

export function hashFeedToken(token: string): string {
  return crypto.createHash("sha256").update(token, "utf8").digest("hex");
}

type Who = { userId: string; sessionId: string };

/** Makes a new feed for the account (turning off any earlier one) and returns its token, which is never stored. */
export async function createCalendarFeed(db: AppDb, who: Who): Promise<string> {
  const token = crypto.randomBytes(32).toString("base64url");
  await db.transaction(async (tx) => {
    const now = new Date();
    const revoked = await tx
      .update(calendarFeeds)
      .set({ revokedAt: now })
      .where(and(eq(calendarFeeds.userId, who.userId), isNull(calendarFeeds.revokedAt)))
      .returning({ id: calendarFeeds.id });
    const id = uuidv7();
    await tx.insert(calendarFeeds).values({ id, userId: who.userId, tokenHash: hashFeedToken(token), createdAt: now });
    await recordAudit(tx, {
      event: "calendar_feed_created",
      actorUserId: who.userId,
      subjectUserId: who.userId,
      sessionId: who.sessionId,
      detail: { feedId: id, replaced: revoked.map((row) => row.id) },
    });
  });
  return token;
}

/** Turns off the account's live feed; false when it had none. */
export async function revokeCalendarFeeds(db: AppDb, who: Who): Promise<boolean> {
  return db.transaction(async (tx) => {
    const revoked = await tx
      .update(calendarFeeds)
      .set({ revokedAt: new Date() })
      .where(and(eq(calendarFeeds.userId, who.userId), isNull(calendarFeeds.revokedAt)))
      .returning({ id: calendarFeeds.id });
    if (revoked.length === 0) return false;
    await recordAudit(tx, {
      event: "calendar_feed_revoked",
      actorUserId: who.userId,
      subjectUserId: who.userId,
      sessionId: who.sessionId,
      detail: { feedIds: revoked.map((row) => row.id) },
    });
    return true;
  });
}

/** The account's live feed, for its owner's page: when it was made and last read. */
export async function calendarFeedStatus(db: AppDb, userId: string): Promise<FeedStatus> {
  const [row] = await db
    .select({ createdAt: calendarFeeds.createdAt, lastUsedAt: calendarFeeds.lastUsedAt })
    .from(calendarFeeds)
    .where(and(eq(calendarFeeds.userId, userId), isNull(calendarFeeds.revokedAt)))
    .orderBy(desc(calendarFeeds.createdAt))
    .limit(1);
  return row ? { createdAt: row.createdAt.toISOString(), lastUsedAt: row.lastUsedAt?.toISOString() ?? null } : null;
}

/** How often the last-read time is written, so a calendar polling every minute does not write every minute. */
const LAST_USED_EVERY_MS = 15 * 60 * 1000;

export type FeedOwner = { id: string; name: string; role: string };

/**
 * The owner of the live feed with this token, or null when there is none (never made, turned off, or its
 * account suspended). Only the hash is looked up. Notes when the feed was read.
 */
export async function calendarFeedOwner(db: AppDb, token: string, now: Date = new Date()): Promise<FeedOwner | null> {
  const [feed] = await db
    .select({ id: calendarFeeds.id, lastUsedAt: calendarFeeds.lastUsedAt, userId: users.id, name: users.name, role: users.role })
    .from(calendarFeeds)
    .innerJoin(users, eq(users.id, calendarFeeds.userId))
    .where(and(eq(calendarFeeds.tokenHash, hashFeedToken(token)), isNull(calendarFeeds.revokedAt), eq(users.banned, false)))
    .limit(1);
  if (!feed) return null;
  if (!feed.lastUsedAt || now.getTime() - feed.lastUsedAt.getTime() > LAST_USED_EVERY_MS) {
    await db.update(calendarFeeds).set({ lastUsedAt: now }).where(eq(calendarFeeds.id, feed.id));
  }
  return { id: feed.userId, name: feed.name, role: feed.role };
}
