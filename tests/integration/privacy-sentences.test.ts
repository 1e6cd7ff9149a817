import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { diaryEntries } from "../../db/schema";
import { areaPath } from "../../app/features/dashboards/areas";
import { diaryReadersText } from "../../app/features/diary/diary-readers";
import { uuidv7 } from "../../app/lib/uuid.server";
import { castLabels, makeCast, type Cast } from "./support/access-matrix";
import { client, visibleText, type Client } from "./support/auth";
import { startSmtpListener, type SmtpListener } from "./support/smtp";
import { rulesBackend } from "./support/test-database";
import { startTestServer, type TestServer } from "./support/test-server";

/**
 * Each sentence telling a person who can read their diary, checked against the access rules with the access
 * matrix's cast: A let partner P see everything (diary included), B let partner Q see only their profile; C1 is
 * A's caseworker. What the diary page says must be what P, Q and C1 can actually open, before and after A
 * changes their settings. (The apply page's sentence and the unfinished letter: application-sharing.test.ts.)
 */

describe.each([rulesBackend])("who the diary page says can read the diary, on %s", (backend) => {
  let smtp: SmtpListener;
  let server: TestServer;
  let cast: Cast;
  const entry = { a: "Matrix diary entry by Avery", b: "Matrix diary entry by Bailey" };
  const text = async (browser: Client, path: string) => {
    const response = await browser.get(path);
    expect(response.status, path).toBe(200);
    return visibleText(await response.text());
  };

  beforeAll(async () => {
    smtp = await startSmtpListener();
    server = await startTestServer(backend, { CLIENT_IP_HEADER: "x-forwarded-for", MAIL_POLL_INTERVAL_MS: "100", SMTP_URL: smtp.url, SEED_DEMO_DATA: "true" });
    cast = await makeCast(server, smtp, client(server));
    await server.database.db.insert(diaryEntries).values([
      { id: uuidv7(), candidateId: cast.world.candidateA, entryDate: "2026-01-05", title: entry.a, body: "" },
      { id: uuidv7(), candidateId: cast.world.candidateB, entryDate: "2026-01-06", title: entry.b, body: "" },
    ]);
  }, 300_000);
  afterAll(async () => {
    await server?.stop();
    await smtp?.close();
  });

  const diaryOf = (who: "A" | "B") => areaPath("partnerPersonDiaryPortal", { candidateId: who === "A" ? cast.world.candidateA : cast.world.candidateB });

  it("A's page names partner P, and P can read A's entries; it says caseworkers do not, and C1's record of A shows none", async () => {
    const page = await text(cast.browsers.candidateA, areaPath("candidatePortalDiary"));
    expect(page).toContain(diaryReadersText([castLabels.partnerP]));
    expect(page).not.toContain("Only you and your caseworker can read your diary.");
    expect(await text(cast.browsers.partnerP, diaryOf("A"))).toContain(entry.a);
    // The other partner, and A's own caseworker, cannot read it.
    expect((await cast.browsers.partnerQ.get(diaryOf("A"))).status).toBe(404);
    const record = await text(cast.browsers.caseworkerC1, areaPath("caseworkerCandidatePortal", { candidateId: cast.world.candidateA }));
    expect(record).toContain(castLabels.candidateA);
    expect(record).not.toContain(entry.a);
  });

  it("B's page says only B can read it, and partner Q, who referred B, cannot", async () => {
    const page = await text(cast.browsers.candidateB, areaPath("candidatePortalDiary"));
    expect(page).toContain(diaryReadersText([]));
    expect(page).not.toContain(castLabels.partnerQ);
    const asQ = await text(cast.browsers.partnerQ, diaryOf("B"));
    expect(asQ).not.toContain(entry.b);
  });

  it("when A stops sharing the diary with P, A's page says only A can read it, and P no longer can", async () => {
    const saved = await cast.browsers.candidateA.post(areaPath("candidatePortalSettings"), {
      intent: `save-sharing:${cast.world.referralP}`,
      referralId: cast.world.referralP,
      partnerMaySee: "profile",
    });
    expect(saved.status).toBe(302);
    const page = await text(cast.browsers.candidateA, areaPath("candidatePortalDiary"));
    expect(page).toContain(diaryReadersText([]));
    expect(page).not.toContain(castLabels.partnerP);
    expect(await text(cast.browsers.partnerP, diaryOf("A"))).not.toContain(entry.a);
  });
});
