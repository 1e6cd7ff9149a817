import { and, count, eq, gt, isNull, ne, or } from "drizzle-orm";
import { messages, messageThreads, threadParticipants } from "../../../db/schema";
import type { PartyKind } from "../../../db/schema/vocabulary";
import type { DataSubject } from "~/lib/data-subject";
import type { AppDb } from "~/lib/db.server";
import { visibleThread } from "./visibility.server";

/** Who a subject is in message threads: a candidate, an organisation or a caseworker. Null if no one yet. */
export function partyOf(subject: DataSubject): { kind: PartyKind; id: string } | null {
  switch (subject.kind) {
    case "candidate":
      return subject.candidateId ? { kind: "candidate", id: subject.candidateId } : null;
    case "caseworker":
      return subject.caseworkerId ? { kind: "caseworker", id: subject.caseworkerId } : null;
    case "employer":
    case "partner":
      return subject.organisationId ? { kind: "organisation", id: subject.organisationId } : null;
  }
}

/** Messages sent to the subject's threads by others since the subject last read each thread. */
export async function unreadMessageCount(db: AppDb, subject: DataSubject): Promise<number> {
  const party = partyOf(subject);
  if (!party) return 0;
  const [row] = await db
    .select({ count: count() })
    .from(threadParticipants)
    .innerJoin(messageThreads, eq(messageThreads.id, threadParticipants.threadId))
    .innerJoin(messages, eq(messages.threadId, threadParticipants.threadId))
    .where(
      and(
        visibleThread(subject, party),
        or(isNull(threadParticipants.lastReadAt), gt(messages.sentAt, threadParticipants.lastReadAt)),
        or(ne(messages.senderKind, party.kind), ne(messages.senderId, party.id)),
      ),
    );
  return row?.count ?? 0;
}

/**
 * The one thread holding all the subject's unread messages, when there is exactly one such thread (so an unread
 * count can open it directly); null when none or several threads have something unread.
 */
export async function onlyUnreadThreadId(db: AppDb, subject: DataSubject): Promise<string | null> {
  const party = partyOf(subject);
  if (!party) return null;
  const rows = await db
    .selectDistinct({ threadId: threadParticipants.threadId })
    .from(threadParticipants)
    .innerJoin(messageThreads, eq(messageThreads.id, threadParticipants.threadId))
    .innerJoin(messages, eq(messages.threadId, threadParticipants.threadId))
    .where(
      and(
        visibleThread(subject, party),
        or(isNull(threadParticipants.lastReadAt), gt(messages.sentAt, threadParticipants.lastReadAt)),
        or(ne(messages.senderKind, party.kind), ne(messages.senderId, party.id)),
      ),
    )
    .limit(2);
  return rows.length === 1 ? rows[0]!.threadId : null;
}
