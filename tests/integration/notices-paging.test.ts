import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { notifications, users } from "../../db/schema";
import { inboxOf, NOTICES_PER_PAGE } from "../../app/features/notifications/inbox.server";
import { uuidv7 } from "../../app/lib/uuid.server";
import { backends, createTestDatabase, type TestDatabase } from "./support/test-database";

/**
 * A person's notices, a page at a time in the database (the notifications page): newest first, the counts over all
 * of them, and a page past the end shows the last page rather than an empty list.
 */

describe.each(backends)("the notices list, paged (%s)", (backend) => {
  let database: TestDatabase;
  const userId = `user-${uuidv7()}`;
  const otherId = `user-${uuidv7()}`;
  // 65 notices an hour apart, the newest last; the 20 oldest are read.
  const start = new Date("2026-10-01T08:00:00Z").getTime();

  beforeAll(async () => {
    database = await createTestDatabase(backend);
    const db = database.db;
    await db.insert(users).values([
      { id: userId, name: "Pat Paged", email: `${userId}@example.org` },
      { id: otherId, name: "Someone Else", email: `${otherId}@example.org` },
    ]);
    await db.insert(notifications).values(
      Array.from({ length: 65 }, (_, n) => ({
        id: uuidv7(),
        userId,
        kind: "message.new" as const,
        eventKey: `paged-${n + 1}`,
        link: "/dashboard/candidateportal/messages",
        createdAt: new Date(start + n * 3600_000),
        readAt: n < 20 ? new Date(start + 70 * 3600_000) : null,
      })),
    );
    await db.insert(notifications).values({ id: uuidv7(), userId: otherId, kind: "message.new", eventKey: "theirs", link: "/dashboard/candidateportal/messages" });
  });
  afterAll(async () => {
    await database?.drop();
  });

  it("lists every notice once over its pages, newest first, with the unread count over all of them", async () => {
    const pages = [await inboxOf(database.db, userId, 1), await inboxOf(database.db, userId, 2), await inboxOf(database.db, userId, 3)];
    expect(pages.map((page) => page.notices.length)).toEqual([NOTICES_PER_PAGE, NOTICES_PER_PAGE, 5]);
    expect(pages.map((page) => page.hasMore)).toEqual([true, true, false]);
    expect(pages.every((page) => page.unread === 45)).toBe(true);
    const all = pages.flatMap((page) => page.notices.map((notice) => notice.at));
    expect(new Set(all).size).toBe(65);
    expect(all).toEqual([...all].sort().reverse());
    expect(pages[2]!.notices.at(-1)?.unread).toBe(false);
  });

  it("shows the last page for a page past the end", async () => {
    const past = await inboxOf(database.db, userId, 9);
    expect(past.page).toBe(3);
    expect(past.notices).toHaveLength(5);
    expect(past.hasMore).toBe(false);
  });

  it("shows an empty first page to a person with no notices", async () => {
    const none = await inboxOf(database.db, `user-${uuidv7()}`, 4);
    expect(none).toEqual({ notices: [], page: 1, hasMore: false, unread: 0 });
  });
});
