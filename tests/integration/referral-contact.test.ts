import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appointments, organisations, referrals, users } from "../../db/schema";
import { areaPath } from "../../app/features/dashboards/areas";
import { addDays, calendarDaysBetween, formatDate, londonDate } from "../../app/lib/dates";
import { uuidv7 } from "../../app/lib/uuid.server";
import { makeCast, type Cast } from "./support/access-matrix";
import { client, visibleText, type Client } from "./support/auth";
import { startSmtpListener, type SmtpListener } from "./support/smtp";
import { rulesBackend } from "./support/test-database";
import { startTestServer, type TestServer } from "./support/test-server";

/**
 * A caseworker can act on a referral: partner P refers a person in custody by phone only, an administrator sees
 * the phone number and assigns caseworker C1, whose record of the person shows how to reach them, their release
 * and what they asked for; C2, the partner and the demonstration tree do not. The release and first-contact
 * alerts come and go with the data. The access matrix's cast, on one backend (the subject is the product's rules).
 */

const DAY = 86_400_000;
const PHONE = "07700 900 417";
const TEL = 'href="tel:07700900417"';

describe.each([rulesBackend])("acting on a referral on %s", (backend) => {
  let smtp: SmtpListener;
  let server: TestServer;
  let cast: Cast;
  let c1: Client;
  let c2: Client;
  let referralId: string;
  let candidateId: string;
  let record: string;
  const page = async (browser: Client, path: string) => {
    const response = await browser.get(path);
    expect(response.status, path).toBe(200);
    return response.text();
  };
  const alerts = async (browser: Client) => visibleText(await page(browser, areaPath("caseworkerAlertsPortal")));
  const setReferral = (values: Partial<typeof referrals.$inferInsert>) => server.database.db.update(referrals).set(values).where(eq(referrals.id, referralId));

  beforeAll(async () => {
    smtp = await startSmtpListener();
    server = await startTestServer(backend, { CLIENT_IP_HEADER: "x-forwarded-for", MAIL_POLL_INTERVAL_MS: "100", SMTP_URL: smtp.url, SEED_DEMO_DATA: "true" });
    cast = await makeCast(server, smtp, client(server));
    c1 = cast.browsers.caseworkerC1;
    c2 = cast.browsers.caseworkerC2;
  }, 300_000);
  afterAll(async () => {
    await server?.stop();
    await smtp?.close();
  });

  it("a partner refers a person in custody with how to contact them; a wrong answer is refused and what was typed kept", async () => {
    const today = londonDate(new Date());
    const form = {
      firstName: "Marcus",
      lastName: "Matrixcontact",
      phone: PHONE,
      preferredContact: "phone",
      contactTimes: "Weekday mornings, through the prison's offender manager",
      mayLeaveMessage: "no",
      setting: "custody",
      prison: "HMP Matrixmoor",
      expectedReleaseOn: addDays(today, 20),
      probationContact: "Pat Matrixprobation, 0113 496 0001",
      needs: "education",
      supportAskedFor: "Help with reading forms",
      consentGiven: "on",
    };
    const refused = await cast.browsers.partnerP.post(areaPath("partnerReferralNewPortal"), { ...form, preferredContact: "email" });
    expect(refused.status).toBe(400);
    const refusedHtml = await refused.text();
    expect(visibleText(refusedHtml)).toContain("Give the contact detail for the way they prefer");
    expect(refusedHtml).toContain('value="HMP Matrixmoor"');

    const sent = await cast.browsers.partnerP.post(areaPath("partnerReferralNewPortal"), form);
    expect(sent.status).toBe(302);
    const [made] = await server.database.db.select().from(referrals).where(eq(referrals.lastName, "Matrixcontact"));
    expect(made).toMatchObject({
      phone: PHONE,
      email: null,
      preferredContact: "phone",
      contactTimes: "Weekday mornings, through the prison's offender manager",
      mayLeaveMessage: false,
      prison: "HMP Matrixmoor",
      probationContact: "Pat Matrixprobation, 0113 496 0001",
      expectedReleaseOn: addDays(today, 20),
      status: "submitted",
      demo: false,
    });
    referralId = made!.id;
    candidateId = made!.candidateId!;
    record = areaPath("caseworkerCandidatePortal", { candidateId });
  });

  it("the administrator's waiting referrals show the phone number as a link, to administrators only", async () => {
    const html = await page(cast.browsers.admin, areaPath("adminReferrals"));
    expect(html).toContain(TEL);
    expect(visibleText(html)).toContain(`Phone: ${PHONE}`);
    for (const browser of [c1, cast.browsers.partnerP]) {
      const response = await browser.get(areaPath("adminReferrals"));
      expect(response.status).not.toBe(200);
      expect(await response.text()).not.toContain(PHONE);
    }
    const assigned = await cast.browsers.admin.post(areaPath("adminReferrals"), { intent: "assign", referralId, caseworker: cast.world.users.caseworkerC1 });
    expect(assigned.status).toBe(303);
  });

  it("the assigned caseworker's record shows how to reach them, the release with days to go, their needs and who referred them", async () => {
    const db = server.database.db;
    const [row] = await db
      .select({ by: referrals.referredByName, partnerId: referrals.partnerId, userId: referrals.referredByUserId, release: referrals.expectedReleaseOn })
      .from(referrals)
      .where(eq(referrals.id, referralId));
    const [partner] = await db.select({ name: organisations.name }).from(organisations).where(eq(organisations.id, row!.partnerId));
    const [referrer] = await db.select({ email: users.email }).from(users).where(eq(users.id, row!.userId!));
    const html = await page(c1, record);
    const text = visibleText(html);
    expect(html).toContain(TEL);
    expect(html).toContain(`href="mailto:${referrer!.email}"`);
    expect(text).toContain("How to reach them");
    expect(text).toContain(PHONE);
    expect(text).toContain("A phone call");
    expect(text).toContain("Weekday mornings, through the prison's offender manager");
    expect(text).toContain("No, do not leave a message");
    expect(text).toContain("In custody");
    expect(text).toContain("HMP Matrixmoor");
    // The date the partner gave (20 days on, when the referral was made), counted from today: still right if
    // midnight passed since.
    expect(text).toContain(`${formatDate(row!.release!)} (in ${calendarDaysBetween(londonDate(new Date()), row!.release!)} days)`);
    expect(text).toContain("Pat Matrixprobation, 0113 496 0001");
    expect(text).toContain("Education, reading or writing");
    expect(text).toContain("Help with reading forms");
    expect(text).toContain(`${row!.by} of ${partner!.name}`);
    // The record keeps its other parts.
    expect(text).toContain("Released from prison");
    expect(text).toContain("Readiness checklist");
  });

  it("another caseworker without access, a partner and the demonstration tree never see the contact details", async () => {
    const other = visibleText(await page(c2, record));
    expect(other).toContain("Reason for opening this record");
    expect(other).not.toContain(PHONE);
    expect(other).not.toContain("HMP Matrixmoor");
    for (const browser of [cast.browsers.partnerP, cast.browsers.partnerQ, cast.browsers.candidateA]) {
      const response = await browser.get(record);
      expect(response.status).not.toBe(200);
      const body = await response.text();
      expect(body).not.toContain(PHONE);
      expect(body).not.toContain("HMP Matrixmoor");
    }
    // The real person's id is no one on the demonstration tree, and the demonstration record shows no real referral.
    expect((await c1.get(areaPath("caseworkerCandidateDemo", { candidateId }))).status).toBe(404);
    const demo = await page(c1, areaPath("caseworkerCandidateDemo", { candidateId: cast.world.demo.candidateId }));
    expect(demo).not.toContain(PHONE);
    expect(demo).not.toContain("Matrixcontact");
  });

  it("with several referrals the record shows the latest and says how many", async () => {
    const db = server.database.db;
    await db.insert(referrals).values({
      id: uuidv7(),
      partnerId: cast.world.partnerQ,
      candidateId,
      firstName: "Marcus",
      lastName: "Matrixcontact",
      phone: "07700 900 999",
      consentGiven: true,
      consentRecordedAt: new Date(Date.now() - 200 * DAY),
      consentRecordedBy: "Quill",
      referredByName: "An earlier referrer",
      status: "closed",
      createdAt: new Date(Date.now() - 200 * DAY),
    });
    const html = await page(c1, record);
    expect(visibleText(html)).toContain("They have been referred two times: this is the latest referral.");
    expect(html).toContain(TEL);
    expect(html).not.toContain("07700 900 999");
  });

  it("a referral not contacted within the promised two working days is an alert until a case note records contact", async () => {
    const late = "Marcus Matrixcontact: referred by";
    // Just made: not late yet.
    expect(await alerts(c1)).not.toContain(late);
    await setReferral({ createdAt: new Date(Date.now() - 6 * DAY) });
    const shown = await page(c1, areaPath("caseworkerAlertsPortal"));
    expect(visibleText(shown)).toContain("Referrals not contacted within 2 working days");
    expect(visibleText(shown)).toContain(late);
    expect(shown).toContain(`href="${record}#reach"`);
    expect(visibleText(await page(c1, areaPath("caseworkerPortal")))).toContain(late);
    expect(await alerts(c2)).not.toContain("Marcus Matrixcontact");

    const note = await c1.post(record, { intent: "add-note", body: "Called Marcus through the prison; he would like help with forms." });
    expect(note.status).toBe(200);
    expect(await alerts(c1)).not.toContain(late);
    // A referral moved on is not waiting for first contact either.
    await setReferral({ createdAt: new Date(Date.now() - 20 * DAY), status: "in_support" });
    expect(await alerts(c1)).not.toContain(late);
  });

  it("a release within 14 days with nothing booked is an alert; booking an appointment, a later date or a passed date clears it", async () => {
    const db = server.database.db;
    const today = londonDate(new Date());
    const soon = "Marcus Matrixcontact: expected release";
    // 20 days away: not yet.
    expect(await alerts(c1)).not.toContain(soon);
    await setReferral({ expectedReleaseOn: addDays(today, 14) });
    const shown = await page(c1, areaPath("caseworkerAlertsPortal"));
    expect(visibleText(shown)).toContain(`${soon} ${formatDate(addDays(today, 14), "short")} (in 14 days), no appointment booked`);
    expect(shown).toContain(`href="${record}#reach"`);
    expect(await alerts(c2)).not.toContain("Marcus Matrixcontact");
    await setReferral({ expectedReleaseOn: addDays(today, 15) });
    expect(await alerts(c1)).not.toContain(soon);
    await setReferral({ expectedReleaseOn: addDays(today, 3) });
    expect(await alerts(c1)).toContain(`${soon} ${formatDate(addDays(today, 3), "short")} (in 3 days)`);

    const tomorrow = addDays(today, 1);
    const booked = await c1.post(areaPath("caseworkerCalendarPortal"), { intent: "add", candidateId, title: "Matrix release planning call", mode: "phone", date: tomorrow, startTime: "10:00", endTime: "10:30" });
    expect(booked.status).toBe(303);
    expect(await alerts(c1)).not.toContain(soon);
    // Cancelled, it no longer counts as booked.
    const [made] = await db.select().from(appointments).where(eq(appointments.title, "Matrix release planning call"));
    expect((await c1.post(areaPath("caseworkerCalendarPortal"), { intent: "cancel", appointmentId: made!.id, confirmed: "yes" })).status).toBe(303);
    expect(await alerts(c1)).toContain(soon);
    // Once the date has passed, the alert goes.
    await setReferral({ expectedReleaseOn: addDays(today, -1) });
    expect(await alerts(c1)).not.toContain(soon);
    expect(visibleText(await page(c1, record))).toContain("(yesterday)");
  });
});
