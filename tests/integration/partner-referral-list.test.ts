import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { organisations, referrals } from "../../db/schema";
import { referralStatuses, type ReferralStatus } from "../../db/schema/vocabulary";
import { REFERRALS_PAGE_SIZE, referralFiltersFrom } from "../../app/features/referrals/list-filters";
import { partnerReferralList } from "../../app/features/referrals/referrals.server";
import { uuidv7 } from "../../app/lib/uuid.server";
import { backends, createTestDatabase, type TestDatabase } from "./support/test-database";

/**
 * A partner's referral list is filtered, sorted and paged in the database (issue 32): every page of every order,
 * put together, is every one of the partner's referrals in the order the page promises, and nothing else.
 */

const START = new Date("2026-03-01T09:00:00Z").getTime();
const HOUR = 3_600_000;
const REFERRED = 130;

type Expected = { id: string; firstName: string; lastName: string; status: ReferralStatus; createdAt: number };

describe.each(backends)("a partner's referral list, paged in the database (%s)", (backend) => {
  let database: TestDatabase;
  const partnerId = uuidv7();
  const expected: Expected[] = [];
  const subject = { kind: "partner" as const, demo: false, organisationId: partnerId };

  beforeAll(async () => {
    database = await createTestDatabase(backend);
    const otherId = uuidv7();
    await database.db.insert(organisations).values([
      { id: partnerId, kind: "partner", name: "Paging Trust" },
      { id: otherId, kind: "partner", name: "Another Trust" },
    ]);
    const consent = { consentGiven: true, consentRecordedAt: new Date(START), consentRecordedBy: "Sam Referrer", referredByName: "Sam Referrer" };
    for (let i = 0; i < REFERRED; i++) {
      // Surnames repeat, so the order by name falls back to the first name and then the id.
      expected.push({
        id: uuidv7(),
        firstName: `First ${String((i * 17) % REFERRED).padStart(3, "0")}`,
        lastName: `Surname ${String(i % 40).padStart(2, "0")}`,
        status: referralStatuses[(i * 3) % referralStatuses.length]!,
        createdAt: START + ((i * 53) % REFERRED) * HOUR,
      });
    }
    await database.db.insert(referrals).values([
      ...expected.map((row) => ({ ...consent, ...row, partnerId, createdAt: new Date(row.createdAt) })),
      // Another partner's referral and a demonstration one are never listed.
      { ...consent, id: uuidv7(), partnerId: otherId, firstName: "Not", lastName: "Theirs" },
      { ...consent, id: uuidv7(), partnerId, firstName: "Made", lastName: "Up", demo: true },
    ]);
  });
  afterAll(async () => {
    await database?.drop();
  });

  const byId = (a: Expected, b: Expected) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
  const orders: Record<string, (a: Expected, b: Expected) => number> = {
    newest: (a, b) => b.createdAt - a.createdAt || byId(b, a),
    oldest: (a, b) => a.createdAt - b.createdAt || byId(a, b),
    name: (a, b) => a.lastName.localeCompare(b.lastName) || a.firstName.localeCompare(b.firstName) || byId(a, b),
  };

  async function everyPage(query: string) {
    const rows: string[] = [];
    const first = await partnerReferralList(database.db, subject, referralFiltersFrom(new URL(`https://example.test/r?${query}`)));
    for (let page = 1; page <= first.pages; page++) {
      const list = await partnerReferralList(database.db, subject, referralFiltersFrom(new URL(`https://example.test/r?${query}&page=${page}`)));
      expect(list.page).toBe(page);
      expect(list.rows.length).toBe(page < list.pages ? REFERRALS_PAGE_SIZE : list.total - (list.pages - 1) * REFERRALS_PAGE_SIZE);
      rows.push(...list.rows.map((row) => row.id));
    }
    return { first, rows };
  }

  it.each(Object.keys(orders))("lists every referral once, in the %s order, a page at a time", async (sort) => {
    const { first, rows } = await everyPage(`sort=${sort}`);
    expect(first.total).toBe(REFERRED);
    expect(first.pages).toBe(Math.ceil(REFERRED / REFERRALS_PAGE_SIZE));
    expect(rows).toEqual([...expected].sort(orders[sort]).map((row) => row.id));
  });

  it("counts and pages only the status asked for", async () => {
    const status = referralStatuses[0]!;
    const { first, rows } = await everyPage(`status=${status}&sort=oldest`);
    const wanted = expected.filter((row) => row.status === status).sort(orders.oldest);
    expect(first.total).toBe(wanted.length);
    expect(rows).toEqual(wanted.map((row) => row.id));
  });

  it("shows the last page for a page past the end", async () => {
    const list = await partnerReferralList(database.db, subject, referralFiltersFrom(new URL("https://example.test/r?page=99")));
    expect(list.page).toBe(list.pages);
    expect(list.rows.map((row) => row.id)).toEqual([...expected].sort(orders.newest).slice((list.pages - 1) * REFERRALS_PAGE_SIZE).map((row) => row.id));
  });
});
