import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applications, candidates, jobs, organisations, referrals } from "../../db/schema";
import { PARTNER_APPLICATIONS_PAGE_SIZE, partnerApplicationPage, partnerApplicationsPage } from "../../app/features/applications/partner-applications.server";
import { uuidv7 } from "../../app/lib/uuid.server";
import { backends, createTestDatabase, type TestDatabase } from "./support/test-database";

/**
 * A partner's view of the applications of the people it referred, counted and paged in the database (issue 32): it
 * listed the newest 200 and counted only those. Each person's newest referral by this partner says whether the
 * partner may see their applications; every page put together is every such application, newest change first.
 */

const START = new Date("2026-05-01T09:00:00Z").getTime();
const HOUR = 3_600_000;
const APPLICATIONS = 63;

describe.each(backends)("a partner's applications list, paged in the database (%s)", (backend) => {
  let database: TestDatabase;
  const partnerId = uuidv7();
  const sharing = [uuidv7(), uuidv7(), uuidv7()];
  /** Shared once, then referred again without sharing: the newest referral decides, so not shown. */
  const stoppedSharing = uuidv7();
  /** Referred by another partner, who may see their applications: not this partner's. */
  const othersOnly = uuidv7();
  const expected: { id: string; updatedAt: number }[] = [];
  const hidden: string[] = [];

  beforeAll(async () => {
    database = await createTestDatabase(backend);
    const db = database.db;
    const otherPartnerId = uuidv7();
    const employerId = uuidv7();
    await db.insert(organisations).values([
      { id: partnerId, kind: "partner", name: "Referring Trust" },
      { id: otherPartnerId, kind: "partner", name: "Other Trust" },
      { id: employerId, kind: "employer", name: "Ember Warehousing" },
    ]);
    // One job a row: a person applies for a job once.
    const jobIds = Array.from({ length: APPLICATIONS + 3 }, () => uuidv7());
    await db.insert(jobs).values(
      jobIds.map((id, i) => ({ id, title: `Picker ${i}`, sector: "Logistics", employerId, employerName: "Ember Warehousing", locationName: "Anywhere in the UK", national: true, contractType: "permanent" as const, hours: "full_time" as const })),
    );
    const jobId = () => jobIds.pop()!;
    await db.insert(candidates).values([...sharing, stoppedSharing, othersOnly].map((id, i) => ({ id, fullName: `Person ${i}` })));
    const referral = (partner: string, candidateId: string, partnerMaySee: ("progress" | "applications")[], hoursIn: number) => ({
      id: uuidv7(), partnerId: partner, candidateId, firstName: "Person", lastName: candidateId.slice(0, 4), status: "in_support" as const, partnerMaySee,
      consentGiven: true, consentRecordedAt: new Date(START), consentRecordedBy: "Sam", referredByName: "Sam", createdAt: new Date(START + hoursIn * HOUR),
    });
    await db.insert(referrals).values([
      // The first sharing person was first referred without sharing: the newer referral shares.
      referral(partnerId, sharing[0]!, ["progress"], 0),
      ...sharing.map((id) => referral(partnerId, id, ["progress", "applications"], 1)),
      referral(partnerId, stoppedSharing, ["applications"], 0),
      referral(partnerId, stoppedSharing, ["progress"], 2),
      referral(otherPartnerId, othersOnly, ["applications"], 0),
    ]);
    const rows = [];
    for (let i = 0; i < APPLICATIONS; i++) {
      const application = { id: uuidv7(), updatedAt: START + ((i * 29) % APPLICATIONS) * HOUR };
      expected.push(application);
      rows.push({ id: application.id, jobId: jobId(), candidateId: sharing[i % sharing.length]!, updatedAt: new Date(application.updatedAt), appliedAt: new Date(START) });
    }
    for (const candidateId of [stoppedSharing, othersOnly]) {
      const id = uuidv7();
      hidden.push(id);
      rows.push({ id, jobId: jobId(), candidateId, updatedAt: new Date(START + 500 * HOUR), appliedAt: new Date(START) });
    }
    // A demonstration application of a sharing person: never in the real list.
    const demoId = uuidv7();
    hidden.push(demoId);
    rows.push({ id: demoId, jobId: jobId(), candidateId: sharing[1]!, demo: true, updatedAt: new Date(START + 600 * HOUR), appliedAt: new Date(START) });
    await db.insert(applications).values(rows);
  });
  afterAll(async () => {
    await database?.drop();
  });

  const subject = () => ({ kind: "partner" as const, demo: false, organisationId: partnerId });

  it("lists every shared application once over its pages, newest change first, counting them all", async () => {
    const first = (await partnerApplicationsPage(database.db, subject()))!;
    expect([first.total, first.people, first.pages]).toEqual([APPLICATIONS, sharing.length, Math.ceil(APPLICATIONS / PARTNER_APPLICATIONS_PAGE_SIZE)]);
    const seen: string[] = [];
    for (let page = 1; page <= first.pages; page++) {
      const list = (await partnerApplicationsPage(database.db, subject(), page))!;
      expect([list.page, list.offset, list.total]).toEqual([page, (page - 1) * PARTNER_APPLICATIONS_PAGE_SIZE, APPLICATIONS]);
      seen.push(...list.applications.map((application) => application.id));
    }
    const order = [...expected].sort((a, b) => b.updatedAt - a.updatedAt || b.id.localeCompare(a.id)).map((application) => application.id);
    expect(seen).toEqual(order);
    expect(seen.some((id) => hidden.includes(id))).toBe(false);
  });

  it("shows the last page for a page past the end", async () => {
    const past = (await partnerApplicationsPage(database.db, subject(), 40))!;
    expect([past.page, past.applications.length]).toEqual([2, APPLICATIONS - PARTNER_APPLICATIONS_PAGE_SIZE]);
  });

  it("opens a shared application, and answers 404 for one whose person stopped sharing or was never referred by this partner", async () => {
    expect((await partnerApplicationPage(database.db, subject(), expected[0]!.id)).personName).toMatch(/^Person /);
    for (const id of hidden.slice(0, 2)) {
      await expect(partnerApplicationPage(database.db, subject(), id)).rejects.toMatchObject({ init: { status: 404 } });
    }
  });

  it("counts nothing for a partner nobody agreed to share with", async () => {
    const list = await partnerApplicationsPage(database.db, { kind: "partner", demo: false, organisationId: uuidv7() });
    expect(list).toEqual({ applications: [], people: 0, total: 0, page: 1, pages: 1, offset: 0 });
  });
});
