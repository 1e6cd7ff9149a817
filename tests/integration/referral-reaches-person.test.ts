import { and, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { candidates, referrals, referralStatusChanges, users } from "../../db/schema";
import { areaPath } from "../../app/features/dashboards/areas";
import { makeCast, castLabels, type Cast } from "./support/access-matrix";
import { client, verifiedUser, visibleText, type Client } from "./support/auth";
import { startSmtpListener, type SmtpListener } from "./support/smtp";
import { rulesBackend } from "./support/test-database";
import { startTestServer, type TestServer } from "./support/test-server";

/**
 * A referral reaches the person: a partner's referral of someone who already has an account (their verified email
 * in any case, or the phone of their record) makes no second record and waits for them on their home; they accept
 * (it attaches to their record, and their settings name the partner) or decline (asked first; the partner sees only
 * "Closed"). The partner's pages are the same whether or not an account exists, and no one else can answer.
 */

const form = (values: Record<string, string>) => ({
  lastName: "Referred",
  needs: "education",
  supportAskedFor: "Help to find warehouse work",
  consentGiven: "on",
  setting: "community",
  partnerMaySee: "profile",
  ...values,
});

describe.each([rulesBackend])("a referral reaches the person on %s", (backend) => {
  let smtp: SmtpListener;
  let server: TestServer;
  let cast: Cast;
  let partnerP: Client;
  let emailReferral: string;
  let newPersonReferral: string;
  let phoneReferral: string;
  const db = () => server.database.db;
  const page = async (browser: Client, path: string) => {
    const response = await browser.get(path);
    expect(response.status, path).toBe(200);
    return response.text();
  };
  const recordCount = async () => (await db().select({ n: count() }).from(candidates).where(eq(candidates.demo, false)))[0]!.n;
  const referralNamed = async (firstName: string) => (await db().select().from(referrals).where(eq(referrals.firstName, firstName)))[0]!;
  const home = areaPath("candidatePortal");

  beforeAll(async () => {
    smtp = await startSmtpListener();
    server = await startTestServer(backend, { CLIENT_IP_HEADER: "x-forwarded-for", MAIL_POLL_INTERVAL_MS: "100", SMTP_URL: smtp.url, SEED_DEMO_DATA: "true" });
    cast = await makeCast(server, smtp, client(server));
    partnerP = cast.browsers.partnerP;
  }, 300_000);
  afterAll(async () => {
    await server?.stop();
    await smtp?.close();
  });

  it("a referral by the verified email of an existing account, in another case, makes no record and waits for the person", async () => {
    const [b] = await db().select({ email: users.email }).from(users).where(eq(users.id, cast.world.users.candidateB));
    await db().update(users).set({ emailVerified: true }).where(eq(users.id, cast.world.users.candidateB));
    const before = await recordCount();
    const sent = await partnerP.post(areaPath("partnerReferralNewPortal"), form({ firstName: "Emailmatch", email: b!.email.toUpperCase() }));
    expect(sent.status).toBe(302);
    const made = await referralNamed("Emailmatch");
    expect(made).toMatchObject({ candidateId: null, awaitingUserId: cast.world.users.candidateB, status: "submitted" });
    expect(await recordCount()).toBe(before);
    emailReferral = made.id;
  });

  it("a referral of someone with no account makes one new record, as before", async () => {
    const before = await recordCount();
    const sent = await partnerP.post(areaPath("partnerReferralNewPortal"), form({ firstName: "Newperson", email: "newperson.referral@example.test" }));
    expect(sent.status).toBe(302);
    const made = await referralNamed("Newperson");
    expect(made.candidateId).not.toBeNull();
    expect(made.awaitingUserId).toBeNull();
    expect(await recordCount()).toBe(before + 1);
    newPersonReferral = made.id;
  });

  it("a referral by the phone of an existing record with an account (as digits, +44 or 0) waits for that person", async () => {
    await db().update(referrals).set({ phone: "07700 900 111" }).where(eq(referrals.id, cast.world.referralP));
    const before = await recordCount();
    const sent = await cast.browsers.partnerQ.post(areaPath("partnerReferralNewPortal"), form({ firstName: "Phonematch", phone: "+44 (0)7700-900111".replace("(0)", "") }));
    expect(sent.status).toBe(302);
    const made = await referralNamed("Phonematch");
    expect(made).toMatchObject({ candidateId: null, awaitingUserId: cast.world.users.candidateA, status: "submitted" });
    expect(await recordCount()).toBe(before);
    phoneReferral = made.id;
  });

  it("the partner's pages are the same whether or not the person has an account", async () => {
    const list = await page(partnerP, areaPath("partnerReferralsPortal"));
    const rowOf = (name: string) => {
      const at = list.indexOf(name);
      expect(at, name).toBeGreaterThan(-1);
      return list.slice(list.lastIndexOf("<tr", at), list.indexOf("</tr>", at));
    };
    const strip = (row: string, name: string) => visibleText(row.replaceAll(name, "NAME").replace(/[0-9a-f-]{36}/g, "ID"));
    expect(strip(rowOf("Emailmatch Referred"), "Emailmatch")).toBe(strip(rowOf("Newperson Referred"), "Newperson"));
    expect(list).not.toContain(`people/${cast.world.candidateB}`);
    const made = await referralNamed("Newperson");
    expect(list).not.toContain(`people/${made.candidateId}`);
    // The partner's home and outcomes count both referrals alike.
    expect(visibleText(await page(partnerP, areaPath("partnerPortal")))).toContain("Emailmatch Referred");
    // The person's record is not the partner's to open while the referral waits.
    const person = await partnerP.get(areaPath("partnerPersonPortal", { candidateId: cast.world.candidateB }));
    expect(person.status).not.toBe(200);
    expect(await person.text()).not.toContain(castLabels.candidateB);
  });

  it("the person's home shows the referral, what was asked and what the partner would see; no one else's does", async () => {
    const text = visibleText(await page(cast.browsers.candidateB, home));
    expect(text).toContain(`${castLabels.partnerP} has referred you to us`);
    expect(text).toContain("Help to find warehouse work");
    expect(text).toContain("Your profile: your town");
    expect(text).not.toContain("Your diary:");
    expect(text).toContain("Accept the referral");
    expect(text).toContain("Decline the referral");
    expect(visibleText(await page(cast.browsers.candidateA, home))).not.toContain(`${castLabels.partnerP} has referred you to us`);
    expect(visibleText(await page(cast.browsers.candidateA, areaPath("candidateDemo")))).not.toContain("has referred you to us");
  });

  it("another candidate cannot accept or decline someone else's referral; the demonstration refuses", async () => {
    for (const intent of ["accept-referral", "decline-referral"]) {
      const refused = await cast.browsers.candidateA.post(home, { intent, referralId: emailReferral, confirmed: "yes" });
      expect(refused.status).toBe(404);
    }
    expect((await cast.browsers.partnerP.post(home, { intent: "accept-referral", referralId: emailReferral })).status).toBe(403);
    expect((await cast.browsers.candidateB.post(areaPath("candidateDemo"), { intent: "accept-referral", referralId: emailReferral })).status).toBe(403);
    expect(await referralNamed("Emailmatch")).toMatchObject({ candidateId: null, awaitingUserId: cast.world.users.candidateB, status: "submitted" });
  });

  it("the administrator cannot assign a caseworker to a waiting referral, so no second record is made", async () => {
    const before = await recordCount();
    expect(visibleText(await page(cast.browsers.admin, areaPath("adminReferrals")))).not.toContain("Emailmatch");
    const assigned = await cast.browsers.admin.post(areaPath("adminReferrals"), { intent: "assign", referralId: emailReferral, caseworker: cast.world.users.caseworkerC1 });
    expect(assigned.status).toBe(404);
    expect(await recordCount()).toBe(before);
  });

  it("accepting attaches the referral to the person's record; their settings name the partner and the partner can open what was agreed", async () => {
    const pressed = { intent: "accept-referral", referralId: emailReferral, formKey: `test-accept-${emailReferral}` };
    const accepted = await cast.browsers.candidateB.post(home, pressed);
    expect(accepted.status).toBe(200);
    expect(visibleText(await accepted.text())).toContain(`You have accepted the referral from ${castLabels.partnerP}`);
    // A double press answers as the first did.
    const again = await cast.browsers.candidateB.post(home, pressed);
    expect(again.status).toBe(200);
    expect(visibleText(await again.text())).toContain(`You have accepted the referral from ${castLabels.partnerP}`);
    // Someone else sending that key for the referral is told nothing.
    expect((await cast.browsers.candidateA.post(home, { ...pressed, formKey: `test-accept-other-${emailReferral}` })).status).toBe(404);
    // B already has a caseworker, so the referral is accepted at once.
    expect(await referralNamed("Emailmatch")).toMatchObject({ candidateId: cast.world.candidateB, awaitingUserId: null, status: "accepted" });
    expect(visibleText(await page(cast.browsers.candidateB, home))).not.toContain(`${castLabels.partnerP} has referred you to us`);
    expect(visibleText(await page(cast.browsers.candidateB, areaPath("candidatePortalSettings")))).toContain(castLabels.partnerP);
    const person = visibleText(await page(partnerP, areaPath("partnerPersonPortal", { candidateId: cast.world.candidateB })));
    expect(person).toContain("Emailmatch Referred");
    expect(person).toContain("Referral status: accepted");
    // A second answer finds nothing waiting.
    expect((await cast.browsers.candidateB.post(home, { intent: "accept-referral", referralId: emailReferral })).status).toBe(404);
  });

  it("declining asks first, then closes the referral; the partner sees only that it was closed", async () => {
    const asked = await cast.browsers.candidateA.post(home, { intent: "decline-referral", referralId: phoneReferral });
    expect(asked.status).toBe(200);
    expect(visibleText(await asked.text())).toContain(`Decline the referral from ${castLabels.partnerQ}?`);
    expect((await referralNamed("Phonematch")).status).toBe("submitted");
    const declined = await cast.browsers.candidateA.post(home, { intent: "decline-referral", referralId: phoneReferral, confirmed: "yes" });
    expect(declined.status).toBe(200);
    expect(await referralNamed("Phonematch")).toMatchObject({ candidateId: null, awaitingUserId: null, status: "closed" });
    const [change] = await db()
      .select()
      .from(referralStatusChanges)
      .where(and(eq(referralStatusChanges.referralId, phoneReferral), eq(referralStatusChanges.status, "closed")));
    expect(change).toMatchObject({ note: null, changedByName: null, changedByUserId: null });
    const list = await page(cast.browsers.partnerQ, areaPath("partnerReferralsPortal"));
    const at = list.indexOf("Phonematch Referred");
    const row = visibleText(list.slice(list.lastIndexOf("<tr", at), list.indexOf("</tr>", at)));
    expect(row).toContain("Closed");
    expect(row).not.toContain(castLabels.candidateA);
    expect(list).not.toContain(`people/${cast.world.candidateA}`);
    expect(newPersonReferral).toBeTruthy();
  });

  it("signing up later with the referral's email, verified, makes the referred record theirs; assigning a caseworker makes no second one", async () => {
    const referred = await referralNamed("Newperson");
    const before = await recordCount();
    const person = await verifiedUser(server, smtp, { email: "newperson.referral@example.test", name: "Nova Newperson" });
    expect(visibleText(await page(person.browser, home))).toContain("Nova Newperson");
    const [own] = await db().select({ id: candidates.id, fullName: candidates.fullName }).from(candidates).where(eq(candidates.userId, person.userId));
    expect(own).toEqual({ id: referred.candidateId, fullName: "Nova Newperson" });
    expect(await recordCount()).toBe(before);
    const assigned = await cast.browsers.admin.post(areaPath("adminReferrals"), { intent: "assign", referralId: newPersonReferral, caseworker: cast.world.users.caseworkerC1 });
    expect(assigned.status).toBe(303);
    expect(await recordCount()).toBe(before);
    const caseload = visibleText(await page(cast.browsers.caseworkerC1, areaPath("caseworkerCandidatePortal", { candidateId: referred.candidateId! })));
    expect(caseload).toContain("Nova Newperson");
  });

  it("signing up with the email of someone else's referral, unverified, joins nothing", async () => {
    const sent = await partnerP.post(areaPath("partnerReferralNewPortal"), form({ firstName: "Unverified", email: "unverified.referral@example.test" }));
    expect(sent.status).toBe(302);
    const referred = await referralNamed("Unverified");
    const stranger = client(server);
    const signUp = await stranger.post("/sign-in", { intent: "signup", name: "Sam Stranger", email: "unverified.referral@example.test", password: "correct horse battery staple 42", accountType: "candidate" });
    expect(signUp.status).toBe(200);
    const [record] = await db().select({ userId: candidates.userId }).from(candidates).where(eq(candidates.id, referred.candidateId!));
    expect(record!.userId).toBeNull();
  });
});
