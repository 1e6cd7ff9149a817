import { and, count, desc, eq, isNull, sql } from "drizzle-orm";
import { notifications } from "../../../db/schema";
import type { AppDb } from "~/lib/db.server";
import { formatDateTime } from "~/lib/dates";
import { pageOf } from "~/lib/paging";
import { keptWhileUnchanged } from "~/lib/kept-while-unchanged.server";
import { noticeSentence, type NoticeParams } from "./templates";
import type { NotificationKind } from "../../../db/schema/vocabulary";
import { isUuid } from "~/lib/uuid-pattern";

type Reader = Pick<AppDb, "select">;
type Writer = Pick<AppDb, "update">;

/** A page of the list: 30 notices, newest first. */
export const NOTICES_PER_PAGE = 30;

/** One row of the notifications page, worded when it is drawn (the notice stores only kind and params). */
export type InboxNotice = { id: string; sentence: string; when: string; at: string; unread: boolean };

export type Inbox = { notices: InboxNotice[]; page: number; hasMore: boolean; unread: number };

/** True for a string that can be a notice's id, so a bad one is a 404 and never a database error. */
export function isNoticeId(value: string): boolean {
  return isUuid(value);
}

export function toInboxNotice(row: { id: string; kind: NotificationKind; params: NoticeParams; createdAt: Date; readAt: Date | null }): InboxNotice {
  return { id: row.id, sentence: noticeSentence(row.kind, row.params), when: formatDateTime(row.createdAt), at: row.createdAt.toISOString(), unread: row.readAt === null };
}

/**
 * A person's notices, newest first, a page at a time. A page past the end (an old link, notices since deleted
 * by retention) shows the last page there is.
 */
export async function inboxOf(db: Reader, userId: string, asked = 1): Promise<Inbox> {
  const [counts] = await db
    .select({ total: count(), unread: sql<number>`count(*) filter (where ${notifications.readAt} is null)`.mapWith(Number) })
    .from(notifications)
    .where(eq(notifications.userId, userId));
  const { page, pages, offset } = pageOf(Number(counts?.total ?? 0), NOTICES_PER_PAGE, asked);
  const rows = await db
    .select({ id: notifications.id, kind: notifications.kind, params: notifications.params, createdAt: notifications.createdAt, readAt: notifications.readAt })
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(NOTICES_PER_PAGE)
    .offset(offset);
  return { notices: rows.map(toInboxNotice), page, hasMore: page < pages, unread: counts?.unread ?? 0 };
}

/** How many notices the person has not read (the header's count): the partial index on unread rows serves it. */
export async function unreadNoticeCount(db: Reader, userId: string): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return Number(row?.value ?? 0);
}

const keptHeaderCounts = keptWhileUnchanged<number>({ seconds: 30, maxEntries: 5_000 });

/**
 * The count in the header of every dashboard page. Where the request has a database snapshot it is kept per person
 * while the database is unchanged (decision 0043): a notice delivered or read is a write, so it is counted afresh.
 */
export async function headerUnreadCount(db: Reader, userId: string, snapshotOf?: () => Promise<string>): Promise<number> {
  if (!snapshotOf) return unreadNoticeCount(db, userId);
  return keptHeaderCounts.get(userId, await snapshotOf(), async () => ({ value: await unreadNoticeCount(db, userId), keepUntil: Infinity }));
}

/**
 * Marks one of the person's own notices read and gives its link; null when there is no such notice for them (an
 * unknown id and someone else's answer the same). Reading it again keeps the first time it was read.
 */
export async function openNotice(db: Reader & Writer, userId: string, id: string, at = new Date()): Promise<{ link: string } | null> {
  if (!isNoticeId(id)) return null;
  const [row] = await db
    .select({ link: notifications.link, readAt: notifications.readAt })
    .from(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .limit(1);
  if (!row) return null;
  if (!row.readAt) {
    await db
      .update(notifications)
      .set({ readAt: at })
      .where(and(eq(notifications.id, id), eq(notifications.userId, userId), isNull(notifications.readAt)));
  }
  return { link: safeLink(row.link) };
}

/**
 * Where opening a notice goes: its link only when it is a path inside the service (one "/", not "//" or "/\",
 * which a browser reads as another site); anything else goes to the home of the dashboards.
 */
export function safeLink(link: string): string {
  return /^\/(?![/\\])/.test(link) && !/[\r\n\t]/.test(link) ? link : "/dashboard";
}

/** Marks every unread notice of the person read; pressing it twice changes nothing more. Returns how many changed. */
export async function markAllNoticesRead(db: Writer, userId: string, at = new Date()): Promise<number> {
  const changed = await db
    .update(notifications)
    .set({ readAt: at })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return changed.length;
}
