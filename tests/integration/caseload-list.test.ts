import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appointments, candidates, caseNotes, caseworkerAssignments, caseworkers } from "../../db/schema";
import { readinessStatuses } from "../../db/schema/vocabulary";
import { CASELOAD_PAGE_SIZE, parseCaseloadFilter } from "../../app/features/candidates/caseload-filter";
import { caseloadList } from "../../app/features/candidates/caseload-list.server";
import { uuidv7 } from "../../app/lib/uuid.server";
import { backends, createTestDatabase, type TestDatabase } from "./support/test-database";

/**
 * The caseload list is filtered, sorted and paged in the database (issue 32): every page of every sort, put
 * together, is the whole caseload in the order the page promises, with last contact worked out in SQL.
 */

const NOW = new Date("2026-06-10T10:00:00Z");
const DAY = 86_400_000;
const PEOPLE = 120;

type Expected = { id: string; fullName: string; readiness: string; lastContact: string | null };

describe.each(backends)("the caseload list, paged in the database (%s)", (backend) => {
  let database: TestDatabase;
  const caseworkerId = uuidv7();
  const expected: Expected[] = [];

  beforeAll(async () => {
    database = await createTestDatabase(backend);
    const db = database.db;
    await db.insert(caseworkers).values({ id: caseworkerId, fullName: "Kim Paging" });
    const people = Array.from({ length: PEOPLE }, (_, i) => ({
      id: uuidv7(),
      fullName: `Person ${String(i + 1).padStart(3, "0")}`,
      readinessStatus: readinessStatuses[(i * 7) % readinessStatuses.length]!,
      readinessReason: "Agreed at the last review.",
    }));
    // Someone no longer on the caseload, and a demonstration person on it, are never listed.
    const gone = { id: uuidv7(), fullName: "Person Gone", readinessStatus: readinessStatuses[0] };
    const made = { id: uuidv7(), fullName: "Person Demo", readinessStatus: readinessStatuses[0], demo: true };
    await db.insert(candidates).values([...people, gone, made]);
    await db.insert(caseworkerAssignments).values([
      ...people.map((person) => ({ id: uuidv7(), candidateId: person.id, caseworkerId })),
      { id: uuidv7(), candidateId: gone.id, caseworkerId, endedAt: new Date(NOW.getTime() - DAY) },
      { id: uuidv7(), candidateId: made.id, caseworkerId },
    ]);
    const contacts: { appointments: (typeof appointments.$inferInsert)[]; notes: (typeof caseNotes.$inferInsert)[] } = { appointments: [], notes: [] };
    for (const [i, person] of people.entries()) {
      let last: Date | null = null;
      // Every third person has had an attended appointment, every fifth a case note; some both, in either order.
      if (i % 3 === 0) {
        const startsAt = new Date(NOW.getTime() - ((i * 37) % 200) * DAY - DAY);
        contacts.appointments.push({ id: uuidv7(), candidateId: person.id, caseworkerId, title: "Review", mode: "in_person", startsAt, endsAt: new Date(startsAt.getTime() + 3_600_000), attendance: "attended" });
        last = startsAt;
      }
      if (i % 5 === 0) {
        const createdAt = new Date(NOW.getTime() - ((i * 53) % 300) * DAY - 2 * DAY);
        contacts.notes.push({ id: uuidv7(), candidateId: person.id, caseworkerId, authorName: "Kim Paging", body: "Spoke on the phone.", createdAt });
        if (!last || createdAt > last) last = createdAt;
      }
      // Not contact: a missed appointment, and one still to come.
      if (i % 4 === 0) {
        const missed = new Date(NOW.getTime() - DAY / 2);
        contacts.appointments.push({ id: uuidv7(), candidateId: person.id, caseworkerId, title: "Missed", mode: "phone", startsAt: missed, endsAt: new Date(missed.getTime() + 3_600_000), attendance: "did_not_attend" });
        const later = new Date(NOW.getTime() + 3 * DAY);
        contacts.appointments.push({ id: uuidv7(), candidateId: person.id, caseworkerId, title: "Next review", mode: "phone", startsAt: later, endsAt: new Date(later.getTime() + 3_600_000) });
      }
      expected.push({ id: person.id, fullName: person.fullName, readiness: person.readinessStatus, lastContact: last?.toISOString() ?? null });
    }
    await db.insert(appointments).values(contacts.appointments);
    await db.insert(caseNotes).values(contacts.notes);
  });
  afterAll(async () => {
    await database?.drop();
  });

  const subject = () => ({ kind: "caseworker" as const, demo: false, caseworkerId });
  const filterOf = (query: string) => parseCaseloadFilter(new URL(`https://example.test/dashboard/caseworkerportal/caseload${query}`));

  /** Every page of one filter, one after another. */
  async function allPages(query: string) {
    const first = await caseloadList(database.db, subject(), filterOf(query), NOW);
    const people = [...first.people];
    for (let page = 2; page <= first.pages; page++) {
      const next = await caseloadList(database.db, subject(), filterOf(`${query}${query ? "&" : "?"}page=${page}`), NOW);
      expect(next.page).toBe(page);
      expect(next.people.length).toBeLessThanOrEqual(CASELOAD_PAGE_SIZE);
      people.push(...next.people);
    }
    return { first, people };
  }

  const byName = (a: Expected, b: Expected) => a.fullName.localeCompare(b.fullName);

  it("lists 50 a page by name, with the caseload's size and the number of pages", async () => {
    const { first, people } = await allPages("");
    expect(first).toMatchObject({ total: PEOPLE, matching: PEOPLE, page: 1, pages: Math.ceil(PEOPLE / CASELOAD_PAGE_SIZE) });
    expect(first.people).toHaveLength(CASELOAD_PAGE_SIZE);
    expect(people.map((p) => p.fullName)).toEqual([...expected].sort(byName).map((p) => p.fullName));
    expect(people.map((p) => p.lastContact)).toEqual([...expected].sort(byName).map((p) => p.lastContact));
  });

  it("sorts by longest since last contact in the database: never contacted first, then the oldest contact", async () => {
    const { people } = await allPages("?sort=last_contact");
    const order = [...expected].sort(byName).sort((a, b) => (a.lastContact ?? "").localeCompare(b.lastContact ?? ""));
    expect(people.map((p) => p.id)).toEqual(order.map((p) => p.id));
    // A missed appointment or one still to come is not contact.
    expect(people.filter((p) => p.lastContact === null).length).toBe(expected.filter((p) => p.lastContact === null).length);
  });

  it("sorts by readiness in the order the statuses run, by name within each", async () => {
    const { people } = await allPages("?sort=readiness");
    const order = [...expected].sort(byName).sort((a, b) => readinessStatuses.indexOf(a.readiness as never) - readinessStatuses.indexOf(b.readiness as never));
    expect(people.map((p) => p.id)).toEqual(order.map((p) => p.id));
  });

  it("pages a filtered list by what matches, and shows the last page for a page past the end", async () => {
    const ready = expected.filter((p) => p.readiness === "ready_to_work");
    const filtered = await caseloadList(database.db, subject(), filterOf("?readiness=ready_to_work"), NOW);
    expect(filtered).toMatchObject({ total: PEOPLE, matching: ready.length, page: 1, pages: Math.max(1, Math.ceil(ready.length / CASELOAD_PAGE_SIZE)) });
    const named = await caseloadList(database.db, subject(), filterOf("?q=Person%2011"), NOW);
    expect(named.people.map((p) => p.fullName)).toEqual(expected.filter((p) => p.fullName.includes("Person 11")).map((p) => p.fullName).sort());
    const past = await caseloadList(database.db, subject(), filterOf("?page=40"), NOW);
    expect(past.page).toBe(3);
    expect(past.people.map((p) => p.fullName)).toEqual([...expected].sort(byName).slice(2 * CASELOAD_PAGE_SIZE).map((p) => p.fullName));
    const none = await caseloadList(database.db, subject(), filterOf("?q=Nobody"), NOW);
    expect(none).toMatchObject({ people: [], total: PEOPLE, matching: 0, page: 1, pages: 1 });
  });
});
