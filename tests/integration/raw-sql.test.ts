import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox } from "../../db/schema";
import { rawInsert } from "../../app/lib/raw-insert.server";
import { uuidv7 } from "../../app/lib/uuid.server";
import { backends, createTestDatabase, type TestDatabase } from "./support/test-database";

const insertMail = rawInsert(mailOutbox, ["id", "kind", "toAddress", "replyTo", "subject", "textBody", "sensitive", "nextAttemptAt"]);

function mailRow(overrides: Partial<typeof mailOutbox.$inferInsert> = {}) {
  return {
    id: uuidv7(),
    kind: "test.raw",
    toAddress: "someone@example.org",
    replyTo: null,
    subject: "Subject",
    textBody: "Body",
    sensitive: false,
    nextAttemptAt: new Date("2026-03-29T01:30:00.000Z"),
    ...overrides,
  };
}

describe.each(backends)("plain SQL for the busiest path (%s)", (backend) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(backend);
  });
  afterAll(async () => {
    await database?.drop();
  });

  it("stores what drizzle would store: dates, booleans and nulls, and the columns left out take their defaults", async () => {
    const first = mailRow({ sensitive: true });
    const second = mailRow({ replyTo: "team@example.org", textBody: "Quotes ' and \" and $1 stay text" });
    await database.rawTransaction((query) => insertMail(query, [first, second]));
    const stored = await database.db.select().from(mailOutbox).where(eq(mailOutbox.kind, "test.raw"));
    const byId = new Map(stored.map((row) => [row.id, row]));
    expect(byId.get(first.id)).toMatchObject({ sensitive: true, replyTo: null, status: "pending", attempts: 0, nextAttemptAt: first.nextAttemptAt });
    expect(byId.get(second.id)).toMatchObject({ replyTo: "team@example.org", textBody: second.textBody, sensitive: false });
  });

  it("keeps nothing of a transaction whose work fails, and the next one goes ahead", async () => {
    const lost = mailRow();
    await expect(
      database.rawTransaction(async (query) => {
        await insertMail(query, [lost]);
        await query("select 1 / 0", []);
      }),
    ).rejects.toThrow(/division by zero/);
    expect(await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, lost.id))).toEqual([]);

    const kept = mailRow();
    const rows = await database.rawTransaction(async (query) => {
      await insertMail(query, [kept]);
      return query<{ id: string }>("select id from mail_outbox where id = $1", [kept.id]);
    });
    expect(rows).toEqual([{ id: kept.id }]);
    expect(await database.rawQuery<{ n: number }>("select count(*)::int as n from mail_outbox where id = $1", [kept.id])).toEqual([{ n: 1 }]);
  });
});
