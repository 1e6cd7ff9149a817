import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appointments, candidates, caseworkerAssignments, caseworkers } from "../../db/schema";
import { calendarExport, calendarPage } from "../../app/features/appointments/calendar.server";
import { uuidv7 } from "../../app/lib/uuid.server";
import { backends, createTestDatabase, type TestDatabase } from "./support/test-database";

/**
 * A week or month holding more appointments than the calendar shows says so, rather than stopping silently
 * (issue 32): the first 500, soonest first, and the page's notice; the week's .ics file holds them all.
 */

const NOW = new Date("2026-07-01T08:00:00Z");
const MONDAY = "2026-07-06";

describe.each(backends)("a calendar range with more appointments than it shows (%s)", (backend) => {
  let database: TestDatabase;
  const caseworkerId = uuidv7();
  const candidateId = uuidv7();

  beforeAll(async () => {
    database = await createTestDatabase(backend);
    const db = database.db;
    await db.insert(caseworkers).values({ id: caseworkerId, fullName: "Kim Busy" });
    await db.insert(candidates).values({ id: candidateId, fullName: "Avery Booked" });
    await db.insert(caseworkerAssignments).values({ id: uuidv7(), candidateId, caseworkerId });
    // 501 ten-minute appointments from Monday 08:00 (London, UTC+1 in July) onwards.
    const start = new Date(`${MONDAY}T07:00:00Z`).getTime();
    await db.insert(appointments).values(
      Array.from({ length: 501 }, (_, n) => {
        const startsAt = new Date(start + n * 10 * 60_000);
        return { id: uuidv7(), candidateId, caseworkerId, title: `Slot ${n + 1}`, mode: "phone" as const, startsAt, endsAt: new Date(startsAt.getTime() + 10 * 60_000) };
      }),
    );
  });
  afterAll(async () => {
    await database?.drop();
  });

  const subject = { kind: "caseworker" as const, demo: false, caseworkerId };

  it("shows the first 500 of the week, soonest first, and says there are more", async () => {
    const week = await calendarPage(database.db, subject, new URL(`https://example.test/c?view=week&date=${MONDAY}`), NOW);
    expect(week.appointments).toHaveLength(500);
    expect(week.appointments[0]?.title).toBe("Slot 1");
    expect(week.appointments.at(-1)?.title).toBe("Slot 500");
    expect(week.onlyFirst).toBe(500);
  });

  it("puts every appointment of the week in its .ics file, not only those the page shows", async () => {
    const file = await (await calendarExport(database.db, subject, new URL(`https://example.test/c?view=week&date=${MONDAY}`), NOW)).text();
    expect(file.match(/^BEGIN:VEVENT/gm)).toHaveLength(501);
    expect(file).toContain("SUMMARY:Slot 501 with Avery Booked");
  });

  it("says nothing of the kind for a range that fits", async () => {
    const next = await calendarPage(database.db, subject, new URL("https://example.test/c?view=week&date=2026-07-20"), NOW);
    expect(next.appointments).toHaveLength(0);
    expect(next.onlyFirst).toBeNull();
  });
});

/**
 * A caseload larger than the booking form lists: the form holds the first 500 by name and says so, and a person
 * past them is offered (and chosen) when their record's "Book an appointment" link names them.
 */
describe.each(backends)("a caseload larger than the booking form lists (%s)", (backend) => {
  let database: TestDatabase;
  const caseworkerId = uuidv7();
  const otherCaseworkerId = uuidv7();
  const people = Array.from({ length: 501 }, (_, n) => ({ id: uuidv7(), fullName: `Person ${String(n + 1).padStart(3, "0")}` }));
  const someoneElses = { id: uuidv7(), fullName: "Aaron Elsewhere" };
  const subject = { kind: "caseworker" as const, demo: false, caseworkerId };
  const page = (query: string) => calendarPage(database.db, subject, new URL(`https://example.test/c?view=week&date=${MONDAY}${query}`), NOW);

  beforeAll(async () => {
    database = await createTestDatabase(backend);
    const db = database.db;
    await db.insert(caseworkers).values([
      { id: caseworkerId, fullName: "Kim Crowded" },
      { id: otherCaseworkerId, fullName: "Lee Other" },
    ]);
    await db.insert(candidates).values([...people, someoneElses]);
    await db.insert(caseworkerAssignments).values([
      ...people.map((person) => ({ id: uuidv7(), candidateId: person.id, caseworkerId })),
      { id: uuidv7(), candidateId: someoneElses.id, caseworkerId: otherCaseworkerId },
    ]);
  });
  afterAll(async () => {
    await database?.drop();
  });

  it("lists the first 500 by name and says there are more", async () => {
    const calendar = await page("");
    expect(calendar.caseload).toHaveLength(500);
    expect(calendar.caseload[0]?.fullName).toBe("Person 001");
    expect(calendar.caseload.at(-1)?.fullName).toBe("Person 500");
    expect(calendar.caseloadMore).toBe(true);
    expect(calendar.bookWith).toBeNull();
  });

  it("offers and starts with the person the record's link names, even past the first 500", async () => {
    const last = people.at(-1)!;
    const calendar = await page(`&with=${last.id}`);
    expect(calendar.bookWith).toBe(last.id);
    expect(calendar.caseload).toHaveLength(501);
    expect(calendar.caseload.at(-1)).toEqual(last);
    // Someone already listed is not listed twice.
    const first = await page(`&with=${people[0]!.id}`);
    expect(first.bookWith).toBe(people[0]!.id);
    expect(first.caseload).toHaveLength(500);
  });

  it("ignores a link naming someone on another caseload, or no one", async () => {
    for (const query of [`&with=${someoneElses.id}`, "&with=not-an-id", "&with="]) {
      const calendar = await page(query);
      expect(calendar.bookWith, query).toBeNull();
      expect(calendar.caseload.map((person) => person.id), query).not.toContain(someoneElses.id);
    }
  });

  it("says nothing of the kind for a caseload that fits", async () => {
    const calendar = await calendarPage(database.db, { ...subject, caseworkerId: otherCaseworkerId }, new URL(`https://example.test/c?view=week&date=${MONDAY}`), NOW);
    expect(calendar.caseload).toEqual([someoneElses]);
    expect(calendar.caseloadMore).toBe(false);
  });
});
