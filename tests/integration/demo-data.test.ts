import { count, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { enquiries, mailOutbox } from "../../db/schema";
import { seedDemonstrationEnquiries } from "../../app/demonstration/enquiries.server";
import { DEMO_EMAIL_DOMAIN } from "../../app/lib/demonstration";
import { backends, createTestDatabase, type TestDatabase } from "./support/test-database";

describe.each(backends)("demonstration data on %s", (backend) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(backend);
  });
  afterAll(async () => {
    await database?.drop();
  });

  it("loads a few clearly marked enquiries once, in every status, and queues no email", async () => {
    expect((await seedDemonstrationEnquiries(database.db)).inserted).toBe(3);
    expect((await seedDemonstrationEnquiries(database.db)).inserted).toBe(0);
    const rows = await database.db.select().from(enquiries).where(like(enquiries.email, `%@${DEMO_EMAIL_DOMAIN}`));
    expect(rows).toHaveLength(3);
    expect(new Set(rows.map((r) => r.status))).toEqual(new Set(["new", "contacted", "closed"]));
    const [mail] = await database.db.select({ n: count() }).from(mailOutbox);
    expect(mail?.n).toBe(0);
  });
});
