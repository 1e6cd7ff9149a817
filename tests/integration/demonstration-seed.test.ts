import { count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { candidates, convictionRecords, jobs, organisations, applications, users, auditEvents, caseworkers } from "../../db/schema";
import { generateDemonstrationData } from "../../app/demonstration/generate";
import { seedDemonstrationData } from "../../app/demonstration/seed.server";
import { readConvictionRecords } from "../../app/features/convictions/conviction-records.server";
import { listAccounts } from "../../app/features/admin/accounts.server";
import { DEMO_EMAIL_DOMAIN, DEMO_PERSONAS } from "../../app/lib/demonstration";
import { developmentKeyRing } from "../../app/lib/field-encryption.server";
import { uuidv7 } from "../../app/lib/uuid.server";
import { backends, createTestDatabase, type TestDatabase } from "./support/test-database";

const keys = developmentKeyRing();
const DAY = 86_400_000;
const anchor = new Date("2026-05-01T10:00:00Z");

describe.each(backends)("the demonstration data set on %s", (backend) => {
  let database: TestDatabase;
  let realCandidateId: string;
  beforeAll(async () => {
    database = await createTestDatabase(backend);
    // A few real rows, which no load or reload of the demonstration set may touch.
    const db = database.db;
    const userId = uuidv7();
    await db.insert(users).values([
      { id: userId, name: "Real Candidate", email: "real.candidate@example.com" },
      { id: uuidv7(), name: "Real Admin", email: "real.admin@example.com", role: "admin" },
    ]);
    realCandidateId = uuidv7();
    const employerId = uuidv7();
    const jobId = uuidv7();
    await db.insert(candidates).values({ id: realCandidateId, userId, fullName: "Real Candidate" });
    await db.insert(organisations).values({ id: employerId, kind: "employer", name: "Real Employer Ltd" });
    await db.insert(jobs).values({ id: jobId, title: "Porter", sector: "Hospitality", employerId, employerName: "Real Employer Ltd", locationName: "Anywhere", national: true, contractType: "permanent", hours: "full_time" });
    await db.insert(applications).values({ id: uuidv7(), jobId, candidateId: realCandidateId });
  });
  afterAll(async () => {
    await database?.drop();
  });

  async function countsByDemo(table: typeof candidates | typeof organisations | typeof jobs | typeof applications) {
    const rows = await database.db.select({ demo: table.demo, n: count() }).from(table).groupBy(table.demo);
    return Object.fromEntries(rows.map((r) => [String(r.demo), r.n]));
  }

  it("loads once into an empty database, then does nothing while it is current", async () => {
    const first = await seedDemonstrationData(database.db, { keys, anchor });
    const expected = Object.values(generateDemonstrationData({ scale: 1, anchor })).reduce((sum, list) => sum + list.length, 0);
    expect(first).toEqual({ loaded: true, scale: 1, rows: expected, reason: "empty" });
    expect(await countsByDemo(candidates)).toEqual({ true: 40, false: 1 });
    expect(await countsByDemo(organisations)).toEqual({ true: 12, false: 1 });
    expect(await countsByDemo(jobs)).toEqual({ true: 60, false: 1 });
    expect(await countsByDemo(applications)).toEqual({ true: 150, false: 1 });
    const again = await seedDemonstrationData(database.db, { keys, anchor: new Date(anchor.getTime() + 6 * DAY) });
    expect(again).toEqual({ loaded: false, scale: 1, rows: 0, reason: "current" });
  });

  it("creates no accounts: the admin list and every users query show real people only", async () => {
    const [demoUsers] = await database.db.select({ n: count() }).from(users).where(sql`${users.email} like ${`%@${DEMO_EMAIL_DOMAIN}`}`);
    expect(demoUsers?.n).toBe(0);
    const listed = await listAccounts(database.db, { status: "all", search: "" });
    expect(listed.total).toBe(2);
    expect(listed.accounts.map((a) => a.email).sort()).toEqual(["real.admin@example.com", "real.candidate@example.com"]);
    const [linked] = await database.db.select({ n: count() }).from(candidates).where(sql`${candidates.demo} and ${candidates.userId} is not null`);
    expect(linked?.n).toBe(0);
    const [workers] = await database.db.select({ n: count() }).from(caseworkers).where(sql`${caseworkers.demo} and ${caseworkers.userId} is not null`);
    expect(workers?.n).toBe(0);
  });

  it("keeps conviction details encrypted at rest, readable only with the key", async () => {
    const stored = await database.db.select().from(convictionRecords).where(eq(convictionRecords.candidateId, DEMO_PERSONAS.candidateId));
    expect(stored.length).toBeGreaterThan(0);
    expect(stored.every((r) => r.keyId === "dev" && r.demo)).toBe(true);
    expect(JSON.stringify(stored)).not.toMatch(/Burglary|imprisonment/);
    const [admin] = await database.db.select({ id: users.id }).from(users).where(eq(users.role, "admin"));
    const read = await readConvictionRecords(database.db, keys, { kind: "admin", userId: admin!.id, reason: "Checking the demonstration set" }, DEMO_PERSONAS.candidateId);
    expect(read.access === "full" && "offenceDescription" in read.records[0]!.payload && read.records[0]!.payload.offenceDescription).toBe("Burglary of a dwelling");
    await database.db.delete(auditEvents);
  });

  it("reloads when its dates go stale, when asked to, and at another scale, deleting only demonstration rows", async () => {
    const stale = await seedDemonstrationData(database.db, { keys, anchor: new Date(anchor.getTime() + 8 * DAY) });
    expect(stale).toMatchObject({ loaded: true, scale: 1, reason: "stale" });
    const [persona] = await database.db.select().from(candidates).where(eq(candidates.id, DEMO_PERSONAS.candidateId));
    expect(persona!.createdAt.getTime()).toBe(anchor.getTime() + 8 * DAY - 600 * DAY);

    expect(await seedDemonstrationData(database.db, { keys, anchor: new Date(anchor.getTime() + 8 * DAY), replace: true })).toMatchObject({ loaded: true, reason: "replace" });
    const bigger = await seedDemonstrationData(database.db, { keys, scale: 2, anchor: new Date(anchor.getTime() + 8 * DAY) });
    expect(bigger).toMatchObject({ loaded: true, scale: 2, reason: "scale" });
    expect(await countsByDemo(candidates)).toEqual({ true: 80, false: 1 });
    expect(await countsByDemo(applications)).toEqual({ true: 300, false: 1 });
    // Without a scale, the one loaded is kept (a benchmark's 100x survives a restart).
    expect(await seedDemonstrationData(database.db, { keys, anchor: new Date(anchor.getTime() + 9 * DAY) })).toMatchObject({ loaded: false, scale: 2, reason: "current" });

    expect(await countsByDemo(organisations)).toEqual({ true: 24, false: 1 });
    expect(await countsByDemo(jobs)).toEqual({ true: 120, false: 1 });
    const [real] = await database.db.select().from(candidates).where(eq(candidates.id, realCandidateId));
    expect(real?.fullName).toBe("Real Candidate");
  });

  it("refuses a scale that is not a whole number from 1 to 1000", async () => {
    await expect(seedDemonstrationData(database.db, { keys, scale: 0 })).rejects.toThrow(/whole number from 1 to 1000/);
    await expect(seedDemonstrationData(database.db, { keys, scale: 1.5 })).rejects.toThrow(/whole number/);
  });
});
