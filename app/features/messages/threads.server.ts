import { and, asc, count, desc, eq, gt, inArray, isNull, ne, or } from "drizzle-orm";
import { tellOfNewMessage } from "./message-notices.server";
import type { Notices } from "~/features/notifications/record-notice.server";
import { messages, messageThreads, threadParticipants } from "../../../db/schema";
import { recordAudit } from "~/lib/audit.server";
import type { Actor, DataSubject } from "~/lib/data-subject";
import type { AppDb } from "~/lib/db.server";
import { firstSubmission } from "~/lib/idempotency.server";
import { pageOf } from "~/lib/paging";
import { uuidv7 } from "~/lib/uuid.server";
import { partyOf, unreadMessageCount } from "./unread.server";
import { visibleThread } from "./visibility.server";
import { isUuid } from "~/lib/uuid-pattern";

export type ThreadSummary = { id: string; subject: string; lastMessageAt: string; unread: number; lastSenderName: string | null };

type Party = NonNullable<ReturnType<typeof partyOf>>;

/** Messages in a thread the party has not read: sent by someone else since it last read the thread. */
function unreadBy(party: Party) {
  return and(
    or(isNull(threadParticipants.lastReadAt), gt(messages.sentAt, threadParticipants.lastReadAt)),
    or(ne(messages.senderKind, party.kind), ne(messages.senderId, party.id)),
  );
}

/** Conversations a page of the list. */
export const THREADS_PAGE_SIZE = 50;

/**
 * One page of the subject's threads, with how many there are and how many messages are unread in all of them;
 * `offset`: how many come before this page.
 */
export type ThreadPage = { threads: ThreadSummary[]; total: number; page: number; pages: number; offset: number; unread: number };

/** The list of someone with no conversations. */
export const NO_THREADS: ThreadPage = { threads: [], total: 0, page: 1, pages: 1, offset: 0, unread: 0 };

/**
 * One page of the subject's threads, most recent first, each with its unread count and who wrote last: counted and
 * paged in the database. Null when the subject is no one yet (a partner account not linked to an organisation).
 */
export async function threadList(db: AppDb, subject: DataSubject, asked = 1): Promise<ThreadPage | null> {
  const party = partyOf(subject);
  if (!party) return null;
  const [[counted], unreadInAll] = await Promise.all([
    db
      .select({ count: count() })
      .from(threadParticipants)
      .innerJoin(messageThreads, eq(messageThreads.id, threadParticipants.threadId))
      .where(visibleThread(subject, party)),
    unreadMessageCount(db, subject),
  ]);
  const total = counted?.count ?? 0;
  const { page, pages, offset } = pageOf(total, THREADS_PAGE_SIZE, asked);
  const none = { threads: [], total, page, pages, offset, unread: unreadInAll };
  if (total === 0) return none;
  const threads = await db
    .select({ id: messageThreads.id, subject: messageThreads.subject, lastMessageAt: messageThreads.lastMessageAt })
    .from(threadParticipants)
    .innerJoin(messageThreads, eq(messageThreads.id, threadParticipants.threadId))
    .where(visibleThread(subject, party))
    .orderBy(desc(messageThreads.lastMessageAt), desc(messageThreads.id))
    .limit(THREADS_PAGE_SIZE)
    .offset(offset);
  if (threads.length === 0) return none;
  const ids = threads.map((thread) => thread.id);
  const [unread, last] = await Promise.all([
    db
      .select({ threadId: threadParticipants.threadId, count: count() })
      .from(threadParticipants)
      .innerJoin(messages, eq(messages.threadId, threadParticipants.threadId))
      .where(and(inArray(threadParticipants.threadId, ids), eq(threadParticipants.partyKind, party.kind), eq(threadParticipants.partyId, party.id), unreadBy(party)))
      .groupBy(threadParticipants.threadId),
    db
      .selectDistinctOn([messages.threadId], { threadId: messages.threadId, senderName: messages.senderName })
      .from(messages)
      .where(inArray(messages.threadId, ids))
      .orderBy(messages.threadId, desc(messages.sentAt)),
  ]);
  const unreadOf = new Map(unread.map((row) => [row.threadId, row.count]));
  const lastOf = new Map(last.map((row) => [row.threadId, row.senderName]));
  return {
    ...none,
    threads: threads.map((thread) => ({
      id: thread.id,
      subject: thread.subject,
      lastMessageAt: thread.lastMessageAt.toISOString(),
      unread: unreadOf.get(thread.id) ?? 0,
      lastSenderName: lastOf.get(thread.id) ?? null,
    })),
  };
}

export type ThreadMessage = { id: string; senderName: string; own: boolean; body: string; sentAt: string; unread: boolean };
export type ThreadDetail = { id: string; subject: string; messages: ThreadMessage[] };

/** One of the subject's threads with its messages, oldest first; null when it is not the subject's (or no thread). */
export async function threadDetail(db: AppDb, subject: DataSubject, threadId: string): Promise<ThreadDetail | null> {
  const party = partyOf(subject);
  if (!party || !isUuid(threadId)) return null;
  const [thread] = await db
    .select({ id: messageThreads.id, subject: messageThreads.subject, lastReadAt: threadParticipants.lastReadAt })
    .from(threadParticipants)
    .innerJoin(messageThreads, eq(messageThreads.id, threadParticipants.threadId))
    .where(and(visibleThread(subject, party), eq(messageThreads.id, threadId)))
    .limit(1);
  if (!thread) return null;
  const rows = await db.select().from(messages).where(eq(messages.threadId, thread.id)).orderBy(asc(messages.sentAt), asc(messages.id)).limit(500);
  return {
    id: thread.id,
    subject: thread.subject,
    messages: rows.map((row) => {
      const own = row.senderKind === party.kind && row.senderId === party.id;
      return {
        id: row.id,
        senderName: row.senderName,
        own,
        body: row.body,
        sentAt: row.sentAt.toISOString(),
        unread: !own && (thread.lastReadAt === null || row.sentAt > thread.lastReadAt),
      };
    }),
  };
}

/** True when the thread is one of the subject's, in its data set. */
export async function isOwnThread(db: AppDb, subject: DataSubject, threadId: string): Promise<boolean> {
  const party = partyOf(subject);
  if (!party || !isUuid(threadId)) return false;
  const [row] = await db
    .select({ id: messageThreads.id })
    .from(threadParticipants)
    .innerJoin(messageThreads, eq(messageThreads.id, threadParticipants.threadId))
    .where(and(visibleThread(subject, party), eq(messageThreads.id, threadId)))
    .limit(1);
  return Boolean(row);
}

/** Marks a real thread read by the subject (the demonstration is read-only). */
export async function markThreadRead(db: AppDb, subject: DataSubject, threadId: string, now: Date = new Date()): Promise<void> {
  const party = partyOf(subject);
  if (!party || subject.demo) return;
  await db
    .update(threadParticipants)
    .set({ lastReadAt: now })
    .where(and(eq(threadParticipants.threadId, threadId), eq(threadParticipants.partyKind, party.kind), eq(threadParticipants.partyId, party.id)));
}

/**
 * Adds the subject's reply to one of its real threads, in one transaction with the thread's time, the
 * sender's read mark and an audit row (ids only: never the message). False when the thread is not theirs. A reply
 * whose form key was already used (a double press) is not added again, and answers true as the first did.
 */
export async function replyToThread(
  db: AppDb,
  subject: DataSubject,
  actor: Actor,
  threadId: string,
  body: string,
  now: Date = new Date(),
  formKey: string | null = null,
  notices: Notices | null = null,
): Promise<boolean> {
  const party = partyOf(subject);
  if (!party || subject.demo || !isUuid(threadId)) return false;
  let told = 0;
  const replied = await db.transaction(async (tx) => {
    const [thread] = await tx
      .select({ id: messageThreads.id })
      .from(threadParticipants)
      .innerJoin(messageThreads, eq(messageThreads.id, threadParticipants.threadId))
      .where(and(visibleThread(subject, party), eq(messageThreads.id, threadId)))
      .limit(1);
    if (!thread) return false;
    if (!(await firstSubmission(tx, actor.userId, formKey, now))) return true;
    const messageId = uuidv7();
    await tx.insert(messages).values({ id: messageId, threadId, senderKind: party.kind, senderId: party.id, senderName: actor.name, body, sentAt: now });
    await tx.update(messageThreads).set({ lastMessageAt: now }).where(eq(messageThreads.id, threadId));
    await tx
      .update(threadParticipants)
      .set({ lastReadAt: now })
      .where(and(eq(threadParticipants.threadId, threadId), eq(threadParticipants.partyKind, party.kind), eq(threadParticipants.partyId, party.id)));
    await recordAudit(tx, { event: "message_sent", actorUserId: actor.userId, detail: { threadId, messageId } });
    if (notices) told = await tellOfNewMessage(tx, notices.settings, { threadId, from: party, actorUserId: actor.userId, at: now });
    return true;
  });
  if (notices && told > 0) notices.wake();
  return replied;
}
