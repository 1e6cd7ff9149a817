import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { candidates, organisations, referrals, supportActions } from "../../db/schema";
import { SUPPORT_ACTIONS_PAGE_SIZE, partnerSupportActionTotals, partnerSupportActions } from "../../app/features/candidates/support-actions.server";
import { uuidv7 } from "../../app/lib/uuid.server";
import { backends, createTestDatabase, type TestDatabase } from "./support/test-database";

/**
 * A partner's support actions are counted and paged in the database (issue 32): every page put together is every
 * action for the people it referred, open ones first by due date, and the open and overdue counts are of them all.
 */

const TODAY = "2026-06-15";
const START = new Date("2026-05-01T09:00:00Z").getTime();
const HOUR = 3_600_000;
const ACTIONS = 140;
const statuses = ["open", "done", "cancelled"] as const;

type Expected = { id: string; status: (typeof statuses)[number]; dueOn: string | null; createdAt: number };

describe.each(backends)("a partner's support actions, paged in the database (%s)", (backend) => {
  let database: TestDatabase;
  const partnerId = uuidv7();
  const expected: Expected[] = [];

  beforeAll(async () => {
    database = await createTestDatabase(backend);
    const db = database.db;
    const otherPartnerId = uuidv7();
    await db.insert(organisations).values([
      { id: partnerId, kind: "partner", name: "Support Trust" },
      { id: otherPartnerId, kind: "partner", name: "Other Trust" },
    ]);
    const referred = [uuidv7(), uuidv7(), uuidv7()];
    const notReferred = uuidv7();
    await db.insert(candidates).values([...referred.map((id, i) => ({ id, fullName: `Referred ${i}` })), { id: notReferred, fullName: "Not Referred" }]);
    const consent = { consentGiven: true, consentRecordedAt: new Date(START), consentRecordedBy: "Sam", referredByName: "Sam" };
    await db.insert(referrals).values(referred.map((candidateId, i) => ({ ...consent, id: uuidv7(), partnerId, candidateId, firstName: "Referred", lastName: String(i), status: "in_support" as const })));
    for (let i = 0; i < ACTIONS; i++) {
      const day = ((i * 13) % 40) + 1;
      expected.push({
        id: uuidv7(),
        status: statuses[i % 4 === 0 ? 1 : i % 7 === 0 ? 2 : 0],
        dueOn: i % 5 === 0 ? null : `2026-06-${String(Math.min(day, 30)).padStart(2, "0")}`,
        createdAt: START + ((i * 37) % ACTIONS) * HOUR,
      });
    }
    await db.insert(supportActions).values([
      ...expected.map((action, i) => ({ ...action, candidateId: referred[i % referred.length]!, organisationId: partnerId, title: `Action ${i}`, createdAt: new Date(action.createdAt) })),
      // Never counted or listed: another partner's, one for someone this partner did not refer, a demonstration one.
      { id: uuidv7(), candidateId: referred[0]!, organisationId: otherPartnerId, title: "Theirs" },
      { id: uuidv7(), candidateId: notReferred, organisationId: partnerId, title: "Not referred" },
      { id: uuidv7(), candidateId: referred[0]!, organisationId: partnerId, title: "Made up", demo: true },
    ]);
  });
  afterAll(async () => {
    await database?.drop();
  });

  it("lists every action once, open ones first by due date, with the counts of them all on every page", async () => {
    const subject = { kind: "partner" as const, demo: false, organisationId: partnerId };
    const first = await partnerSupportActions(database.db, subject, TODAY);
    const open = expected.filter((action) => action.status === "open");
    expect(first.total).toBe(ACTIONS);
    expect(first.open).toBe(open.length);
    expect(first.overdue).toBe(open.filter((action) => action.dueOn !== null && action.dueOn < TODAY).length);
    expect(first.pages).toBe(Math.ceil(ACTIONS / SUPPORT_ACTIONS_PAGE_SIZE));
    // The partner's home counts the same rows (the open action for someone it did not refer is in neither).
    expect(await partnerSupportActionTotals(database.db, subject, TODAY)).toEqual({ open: first.open, overdue: first.overdue });

    const seen: string[] = [];
    for (let page = 1; page <= first.pages; page++) {
      const list = await partnerSupportActions(database.db, subject, TODAY, page);
      expect([list.page, list.open, list.overdue]).toEqual([page, first.open, first.overdue]);
      seen.push(...list.actions.map((action) => action.id));
    }
    const order = [...expected].sort(
      (a, b) =>
        Number(a.status !== "open") - Number(b.status !== "open") ||
        (a.dueOn ?? "9999").localeCompare(b.dueOn ?? "9999") ||
        b.createdAt - a.createdAt ||
        (a.id < b.id ? -1 : 1),
    );
    expect(seen).toEqual(order.map((action) => action.id));

    const past = await partnerSupportActions(database.db, subject, TODAY, 50);
    expect(past.page).toBe(first.pages);
  });
});
