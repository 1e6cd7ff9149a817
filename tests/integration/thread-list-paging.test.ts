import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { candidates, caseworkers, messages, messageThreads, threadParticipants } from "../../db/schema";
import { THREADS_PAGE_SIZE, threadList } from "../../app/features/messages/threads.server";
import { uuidv7 } from "../../app/lib/uuid.server";
import { backends, createTestDatabase, type TestDatabase } from "./support/test-database";

/**
 * A message list is counted and paged in the database (issue 32): every page put together is every conversation of
 * the person's, most recent first, and the unread count on each page is of all of them, not of the page.
 */

const START = new Date("2026-04-01T09:00:00Z").getTime();
const HOUR = 3_600_000;
const CONVERSATIONS = 120;

describe.each(backends)("a message list, paged in the database (%s)", (backend) => {
  let database: TestDatabase;
  const caseworkerId = uuidv7();
  const candidateId = uuidv7();
  const otherCandidateId = uuidv7();
  const expected: { id: string; lastMessageAt: number }[] = [];

  beforeAll(async () => {
    database = await createTestDatabase(backend);
    const db = database.db;
    await db.insert(caseworkers).values({ id: caseworkerId, fullName: "Kim Threads" });
    await db.insert(candidates).values([
      { id: candidateId, fullName: "Avery Threads" },
      { id: otherCandidateId, fullName: "Someone Else" },
    ]);
    for (let i = 0; i < CONVERSATIONS; i++) expected.push({ id: uuidv7(), lastMessageAt: START + ((i * 71) % CONVERSATIONS) * HOUR });
    const otherThread = uuidv7();
    await db.insert(messageThreads).values([
      ...expected.map((thread, i) => ({ id: thread.id, subject: `Conversation ${i}`, candidateId, lastMessageAt: new Date(thread.lastMessageAt) })),
      { id: otherThread, subject: "Not yours", candidateId: otherCandidateId },
    ]);
    await db.insert(threadParticipants).values([
      ...expected.flatMap((thread) => [
        { threadId: thread.id, partyKind: "candidate" as const, partyId: candidateId },
        { threadId: thread.id, partyKind: "caseworker" as const, partyId: caseworkerId },
      ]),
      { threadId: otherThread, partyKind: "candidate", partyId: otherCandidateId },
    ]);
    // One unread message from the caseworker in every third conversation, and the candidate's own in every other.
    await db.insert(messages).values(
      expected.flatMap((thread, i) => [
        ...(i % 3 === 0 ? [{ id: uuidv7(), threadId: thread.id, senderKind: "caseworker" as const, senderId: caseworkerId, senderName: "Kim Threads", body: "Are you free on Monday?", sentAt: new Date(thread.lastMessageAt) }] : []),
        ...(i % 2 === 0 ? [{ id: uuidv7(), threadId: thread.id, senderKind: "candidate" as const, senderId: candidateId, senderName: "Avery Threads", body: "Thank you.", sentAt: new Date(thread.lastMessageAt - HOUR) }] : []),
      ]),
    );
  });
  afterAll(async () => {
    await database?.drop();
  });

  it("lists every conversation once, most recent first, a page at a time, with the unread count of them all", async () => {
    const subject = { kind: "candidate" as const, demo: false, candidateId };
    const first = await threadList(database.db, subject);
    expect(first?.total).toBe(CONVERSATIONS);
    expect(first?.pages).toBe(Math.ceil(CONVERSATIONS / THREADS_PAGE_SIZE));
    const seen: string[] = [];
    for (let page = 1; page <= first!.pages; page++) {
      const list = await threadList(database.db, subject, page);
      expect(list?.page).toBe(page);
      expect(list?.unread).toBe(Math.ceil(CONVERSATIONS / 3));
      seen.push(...list!.threads.map((thread) => thread.id));
    }
    const newestFirst = [...expected].sort((a, b) => b.lastMessageAt - a.lastMessageAt || (a.id < b.id ? 1 : -1));
    expect(seen).toEqual(newestFirst.map((thread) => thread.id));
    // A page past the end shows the last.
    const past = await threadList(database.db, subject, 99);
    expect(past?.page).toBe(first!.pages);
    expect(past?.threads.map((thread) => thread.id)).toEqual(newestFirst.slice((first!.pages - 1) * THREADS_PAGE_SIZE).map((thread) => thread.id));
  });

  it("gives someone with no conversations an empty first page", async () => {
    const list = await threadList(database.db, { kind: "caseworker", demo: false, caseworkerId: uuidv7() });
    expect(list).toEqual({ threads: [], total: 0, page: 1, pages: 1, offset: 0, unread: 0 });
  });
});
