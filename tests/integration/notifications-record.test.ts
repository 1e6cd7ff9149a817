import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox, notificationPreferences, notifications, users } from "../../db/schema";
import { cancelPendingNotices } from "../../app/features/notifications/cancel-notices.server";
import { appointmentKey, appointmentKeyPrefix } from "../../app/features/notifications/event-keys";
import { recordNotice, type NoticeSettings } from "../../app/features/notifications/record-notice.server";
import { uuidv7 } from "../../app/lib/uuid.server";
import { backends, createTestDatabase, type TestDatabase } from "./support/test-database";

const settings: NoticeSettings = {
  contact: { siteName: "Fair Chance Works", email: "team@example.org", phone: "0161 496 0000", publicUrl: "https://fcw.example" },
  textsAvailable: true,
};
const noon = new Date("2027-02-10T12:00:00Z");

describe.each(backends)("recordNotice on %s", (backend) => {
  let database: TestDatabase;
  const person = (name: string, extra: Partial<typeof users.$inferInsert> = {}) => ({
    id: uuidv7(),
    name,
    email: `${name.toLowerCase().replace(/\s+/g, ".")}.${uuidv7().slice(-6)}@example.org`,
    emailVerified: true,
    role: "candidate",
    ...extra,
  });
  const sam = person("Sam Jones");
  const priya = person("Priya Shah");
  const unverified = person("Una Verified", { emailVerified: false });
  const suspended = person("Sus Pended", { banned: true });

  beforeAll(async () => {
    database = await createTestDatabase(backend);
    await database.db.insert(users).values([sam, priya, unverified, suspended]);
    // Priya has a confirmed mobile and turned message emails off; Sam has an unconfirmed one.
    await database.db.insert(notificationPreferences).values([
      { userId: priya.id, mobile: "+447700900123", mobileConfirmedAt: noon, choices: { messages: { email: false, sms: true } } },
      { userId: sam.id, mobile: "+447700900456", choices: { messages: { sms: true } } },
    ]);
  });
  afterAll(async () => database?.drop());

  const outboxOf = (userId: string) => database.db.select().from(mailOutbox).where(eq(mailOutbox.userId, userId));

  it("writes a notice for each recipient and the channels each chose, never to the actor, the unverified or the suspended", async () => {
    const threadId = uuidv7();
    const written = await database.db.transaction((tx) =>
      recordNotice(tx, settings, {
        kind: "message.new",
        key: `${threadId}:never`,
        recipients: [sam.id, priya.id, unverified.id, suspended.id, sam.id],
        actorUserId: unverified.id,
        link: "/dashboard/candidate/messages",
        relatedId: threadId,
        at: noon,
      }),
    );
    expect(written).toBe(2);
    const notices = await database.db.select().from(notifications).where(eq(notifications.relatedId, threadId));
    expect(notices.map((row) => row.userId).sort()).toEqual([sam.id, priya.id].sort());
    expect(notices.every((row) => row.readAt === null && row.link === "/dashboard/candidate/messages")).toBe(true);

    // Sam: email on by default; his mobile is not confirmed, so no text.
    const samRows = await outboxOf(sam.id);
    expect(samRows.map((row) => row.channel)).toEqual(["email"]);
    expect(samRows[0]!.toAddress).toBe(sam.email);
    expect(samRows[0]!.textBody).toContain("Hello Sam,");
    expect(samRows[0]!.textBody).toContain("You have a new message.");
    expect(samRows[0]!.textBody).toContain("https://fcw.example/dashboard/candidate/messages");
    // Priya: email off, texts on and a confirmed mobile.
    const priyaRows = await outboxOf(priya.id);
    expect(priyaRows.map((row) => row.channel)).toEqual(["sms"]);
    const notice = notices.find((row) => row.userId === priya.id)!;
    expect(priyaRows[0]!.toAddress).toBe("+447700900123");
    expect(priyaRows[0]!.textBody).toBe(`Fair Chance Works: You have a new message. https://fcw.example/n/${notice.id}`);
    expect(priyaRows[0]!.personalisation).toEqual({ link: `https://fcw.example/n/${notice.id}` });
    expect(priyaRows[0]!.dedupeKey).toBe(`message.new:${threadId}:never:${priya.id}:sms`);
  });

  it("writes nothing more when the same event is recorded again", async () => {
    const id = uuidv7();
    const event = { kind: "mentor.assigned" as const, key: id, recipients: [sam.id], link: "/dashboard/candidate/mentoring", relatedId: id, at: noon };
    expect(await database.db.transaction((tx) => recordNotice(tx, settings, event))).toBe(1);
    expect(await database.db.transaction((tx) => recordNotice(tx, settings, event))).toBe(0);
    expect(await database.db.select().from(notifications).where(eq(notifications.relatedId, id))).toHaveLength(1);
    expect(await database.db.select().from(mailOutbox).where(eq(mailOutbox.relatedId, id))).toHaveLength(1);
  });

  it("holds a text written in the evening until 08:00, and sends the email at once", async () => {
    const id = uuidv7();
    const evening = new Date("2027-02-10T22:30:00Z");
    const startsAt = new Date("2027-02-11T10:00:00Z");
    await database.db.transaction((tx) =>
      recordNotice(tx, settings, {
        kind: "appointment.reminder",
        key: appointmentKey("appointment", id, startsAt),
        recipients: [priya.id],
        link: "/dashboard/candidate/appointments",
        relatedId: id,
        params: { when: "Thu 11 Feb 2027, 10:00" },
        at: evening,
      }),
    );
    const rows = await database.db.select().from(mailOutbox).where(eq(mailOutbox.relatedId, id));
    expect(rows.map((row) => [row.channel, row.nextAttemptAt.toISOString()]).sort()).toEqual([
      ["email", evening.toISOString()],
      ["sms", "2027-02-11T08:00:00.000Z"],
    ]);
  });

  it("does not write texts where texts are not available, and never sends a stopped person texts", async () => {
    const id = uuidv7();
    const startsAt = new Date("2027-02-12T10:00:00Z");
    const reminder = { kind: "appointment.reminder" as const, key: appointmentKey("appointment", id, startsAt), recipients: [priya.id], link: "/dashboard/candidate", relatedId: id, params: { when: "Fri 12 Feb 2027, 10:00" }, at: noon };
    await database.db.transaction((tx) => recordNotice(tx, { ...settings, textsAvailable: false }, reminder));
    expect((await database.db.select().from(mailOutbox).where(eq(mailOutbox.relatedId, id))).map((row) => row.channel)).toEqual(["email"]);

    const second = uuidv7();
    await database.db.update(notificationPreferences).set({ textsStoppedAt: noon }).where(eq(notificationPreferences.userId, priya.id));
    await database.db.transaction((tx) => recordNotice(tx, settings, { ...reminder, key: appointmentKey("appointment", second, startsAt), relatedId: second }));
    expect((await database.db.select().from(mailOutbox).where(eq(mailOutbox.relatedId, second))).map((row) => row.channel)).toEqual(["email"]);
    await database.db.update(notificationPreferences).set({ textsStoppedAt: null }).where(eq(notificationPreferences.userId, priya.id));
  });

  it("cancels a moved appointment's pending reminder by its key, and only that one", async () => {
    const moved = uuidv7();
    const other = uuidv7();
    const startsAt = new Date("2027-02-15T10:00:00Z");
    for (const id of [moved, other]) {
      await database.db.transaction((tx) =>
        recordNotice(tx, settings, { kind: "appointment.reminder", key: appointmentKey("appointment", id, startsAt), recipients: [priya.id], link: "/dashboard/candidate", relatedId: id, params: { when: "Mon 15 Feb 2027, 10:00" }, at: noon }),
      );
    }
    const cancelled = await database.db.transaction((tx) => cancelPendingNotices(tx, "appointment.reminder", appointmentKeyPrefix("appointment", moved)));
    expect(cancelled).toBe(2);
    const statuses = async (id: string) => (await database.db.select().from(mailOutbox).where(eq(mailOutbox.relatedId, id))).map((row) => row.status);
    expect(await statuses(moved)).toEqual(["cancelled", "cancelled"]);
    expect(await statuses(other)).toEqual(["pending", "pending"]);
  });
});
