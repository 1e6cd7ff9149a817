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
