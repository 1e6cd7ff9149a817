import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applications, applicationStatusChanges, auditEvents, candidates, jobs, organisationMembers, organisations } from "../../db/schema";
import { areaPath } from "../../app/features/dashboards/areas";
import { applicationReceiverIds } from "../../app/features/notifications/audience.server";
import { uuidv7 } from "../../app/lib/uuid.server";
import { enrolTotp, verifiedUser, visibleText, type Client } from "./support/auth";
import { startSmtpListener, type SmtpListener } from "./support/smtp";
import { rulesBackend } from "./support/test-database";
import { startTestServer, type TestServer } from "./support/test-server";

/**
 * Issue 30, items 3 and 4, through the real server: the employer's applications list filtered, counted, searched
 * and paged in the database, each application's own page, and an employer's team (who hears of applications,
 * who may remove whom). Employer X has 60 applications over two roles; employer Y has one and must never see X's.
 */

const LIST = areaPath("employerPortalApplications");
const SETTINGS = areaPath("employerPortalSettings");
const DAY = 24 * 60 * 60 * 1000;

/** The names on one page of the list, in order: each links to its application's page. */
function namesOn(html: string): string[] {
  return [...html.matchAll(/<a [^>]*href="\/dashboard\/employerportal\/applications\/[0-9a-f-]{36}"[^>]*>([^<]+)<\/a>/g)].map((match) => match[1]!);
}

describe.each([rulesBackend])("the employer's applications list and team on %s", (backend) => {
  let smtp: SmtpListener;
  let server: TestServer;
  let x: { browser: Client; userId: string; organisationId: string };
  let y: { browser: Client; userId: string; organisationId: string };
  let member: { browser: Client; userId: string };
  const jobCook = uuidv7();
  const jobPorter = uuidv7();
  const jobY = uuidv7();
  const ids: string[] = [];

  beforeAll(async () => {
    smtp = await startSmtpListener();
    server = await startTestServer(backend, { CLIENT_IP_HEADER: "x-forwarded-for", MAIL_POLL_INTERVAL_MS: "100", SMTP_URL: smtp.url });
    const db = server.database.db;
    const owner = async (name: string) => {
      const person = await verifiedUser(server, smtp, { role: "employer", accountStatus: "active", name: `${name} Owner` });
      await enrolTotp(person.browser, person.password);
      const organisationId = uuidv7();
      await db.insert(organisations).values({ id: organisationId, kind: "employer", name, status: "approved" });
      await db.insert(organisationMembers).values({ organisationId, userId: person.userId, role: "owner" });
      return { ...person, organisationId };
    };
    x = await owner("Xanthe Kitchens");
    y = await owner("Yarrow Yards");
    const joined = await verifiedUser(server, smtp, { role: "employer", accountStatus: "active", name: "Mo Member" });
    await enrolTotp(joined.browser, joined.password);
    await db.insert(organisationMembers).values({ organisationId: x.organisationId, userId: joined.userId, role: "member" });
    member = joined;

    const job = (id: string, employerId: string, title: string) => ({
      id,
      title,
      sector: "Food and drink",
      employerId,
      employerName: title,
      locationName: "Anywhere in the UK",
      national: true,
      contractType: "permanent" as const,
      hours: "full_time" as const,
    });
    await db.insert(jobs).values([job(jobCook, x.organisationId, "Line Cook"), job(jobPorter, x.organisationId, "Kitchen Porter"), job(jobY, y.organisationId, "Yard Hand")]);
    // 60 applications to X: person 1 applied longest ago. Cooks are the odd ones; every fifth is selected for
    // interview; one name holds a per cent sign, which the search must take as a letter.
    const start = Date.now() - 100 * DAY;
    const people = Array.from({ length: 60 }, (_, n) => ({ id: uuidv7(), fullName: n === 59 ? "Percy 100% Last" : `Person ${String(n + 1).padStart(2, "0")} Test` }));
    await db.insert(candidates).values([...people, { id: uuidv7(), fullName: "Yves Only" }].map((person) => ({ ...person })));
    const rows = people.map((person, n) => {
      const id = uuidv7();
      ids.push(id);
      return {
        id,
        jobId: n % 2 === 0 ? jobCook : jobPorter,
        candidateId: person.id,
        status: n % 5 === 4 ? ("selected_for_interview" as const) : ("applied" as const),
        shared: ["contact_details" as const],
        sharedCopy: { email: `person${n + 1}@example.test` },
        appliedAt: new Date(start + n * DAY),
      };
    });
    await db.insert(applications).values(rows);
    await db.insert(applicationStatusChanges).values(rows.map((row) => ({ id: uuidv7(), applicationId: row.id, status: "applied" as const, changedAt: row.appliedAt })));
    const [yves] = await db.select({ id: candidates.id }).from(candidates).where(eq(candidates.fullName, "Yves Only"));
    await db.insert(applications).values({ id: uuidv7(), jobId: jobY, candidateId: yves!.id, status: "applied" });
  }, 180_000);

  afterAll(async () => {
    await server?.stop();
    await smtp?.close();
  });

  it("pages 25 at a time, newest first, or oldest first", async () => {
    const first = await x.browser.get(LIST);
    expect(first.status).toBe(200);
    const html = await first.text();
    expect(namesOn(html)).toHaveLength(25);
    expect(namesOn(html)[0]).toBe("Percy 100% Last");
    expect(visibleText(html)).toContain("60 applications, newest first. Page 1 of 3.");
    expect(visibleText(html)).toContain("All statuses: 60");
    expect(visibleText(html)).toContain("Selected for interview: 12");
    expect(visibleText(html)).toContain("Applied: 48");
    expect(visibleText(html)).not.toContain("Yves Only");

    const third = await (await x.browser.get(`${LIST}?page=3`)).text();
    expect(namesOn(third)).toEqual(Array.from({ length: 10 }, (_, n) => `Person ${String(10 - n).padStart(2, "0")} Test`));
    expect(visibleText(third)).toContain("Previous page");
    expect(visibleText(third)).not.toContain("Next page");
    // A page past the end shows the last one; a page that is not a number shows the first.
    expect(namesOn(await (await x.browser.get(`${LIST}?page=99`)).text())).toEqual(namesOn(third));
    expect(namesOn(await (await x.browser.get(`${LIST}?page=abc`)).text())[0]).toBe("Percy 100% Last");

    const oldest = await (await x.browser.get(`${LIST}?sort=oldest`)).text();
    expect(namesOn(oldest).slice(0, 2)).toEqual(["Person 01 Test", "Person 02 Test"]);
    expect(visibleText(oldest)).toContain("60 applications, oldest first. Page 1 of 3.");
    expect(oldest).toContain(`href="${LIST}?sort=oldest&amp;page=2"`);
  });

  it("filters by role and status, with counts for the role chosen, and searches by name", async () => {
    const cooks = await (await x.browser.get(`${LIST}?job=${jobCook}`)).text();
    expect(visibleText(cooks)).toContain("30 applications, newest first. Page 1 of 2.");
    expect(visibleText(cooks)).toContain("Selected for interview: 6");
    const interviewCooks = await (await x.browser.get(`${LIST}?job=${jobCook}&status=selected_for_interview`)).text();
    expect(namesOn(interviewCooks)).toEqual(["Person 55 Test", "Person 45 Test", "Person 35 Test", "Person 25 Test", "Person 15 Test", "Person 05 Test"]);
    // The status links keep the role chosen.
    expect(interviewCooks).toContain(`href="${LIST}?job=${jobCook}&amp;status=applied"`);

    expect(namesOn(await (await x.browser.get(`${LIST}?name=person+0`)).text())).toEqual(Array.from({ length: 9 }, (_, n) => `Person 0${9 - n} Test`));
    // % and _ are letters in a search, not wildcards.
    expect(namesOn(await (await x.browser.get(`${LIST}?name=100%25`)).text())).toEqual(["Percy 100% Last"]);
    expect(namesOn(await (await x.browser.get(`${LIST}?name=_`)).text())).toEqual([]);
    const none = visibleText(await (await x.browser.get(`${LIST}?name=Nobody`)).text());
    expect(none).toContain("No applications match what you chose.");
    expect(none).toContain("All statuses: 0");
  });

  it("answers a bad filter with a message for its field and keeps what was typed, never a failure", async () => {
    const bad = await x.browser.get(`${LIST}?status=hired&name=${"z".repeat(81)}&sort=sideways`);
    expect(bad.status).toBe(200);
    const text = visibleText(await bad.text());
    expect(text).toContain("There is a problem");
    expect(text).toContain("Choose a status from the list");
    expect(text).toContain("Use 80 characters or fewer for the name");
    expect(text).toContain("Choose newest first or oldest first");
    // Another organisation's role is not a choice, and shows none of its applications.
    const theirs = await (await x.browser.get(`${LIST}?job=${jobY}`)).text();
    expect(visibleText(theirs)).toContain("Choose a role from the list");
    expect(visibleText(theirs)).not.toContain("Yves Only");
    expect(visibleText(theirs)).not.toContain("Yard Hand");
  });

  it("never shows one organisation's applications to another", async () => {
    const list = await (await y.browser.get(`${LIST}?name=Person`)).text();
    expect(namesOn(list)).toEqual([]);
    expect(visibleText(await (await y.browser.get(LIST)).text())).toContain("Yves Only");
    expect((await y.browser.get(areaPath("employerPortalApplication", { applicationId: ids[0]! }))).status).toBe(404);
    const moved = await y.browser.post(areaPath("employerPortalApplication", { applicationId: ids[0]! }), { intent: "move", applicationId: ids[0]!, status: "unsuccessful" });
    expect(moved.status).toBe(404);
    const [row] = await server.database.db.select({ status: applications.status }).from(applications).where(eq(applications.id, ids[0]!));
    expect(row!.status).toBe("applied");
    // The list takes no form.
    expect((await x.browser.post(LIST, { intent: "move", applicationId: ids[0]!, status: "unsuccessful" })).status).toBe(405);
  });

  it("shows one application's page: what was shared when they applied, the status history, and moving it on", async () => {
    const page = areaPath("employerPortalApplication", { applicationId: ids[3]! });
    const before = visibleText(await (await x.browser.get(page)).text());
    expect(before).toContain("Person 04 Test, for Kitchen Porter");
    expect(before).toContain("person4@example.test");
    expect(before).toContain("Status history");
    const moved = await x.browser.post(page, { intent: "move", applicationId: ids[3]!, status: "unsuccessful", note: "Role filled", formKey: "list-test-move-0001" });
    expect(moved.status).toBe(200);
    const after = visibleText(await (await x.browser.get(page)).text());
    expect(after).toContain("Role filled");
    expect(visibleText(await (await x.browser.get(`${LIST}?status=unsuccessful`)).text())).toContain("Person 04 Test");
  });

  it("lets the owner choose who hears of new applications; a member cannot, nor remove the owner; the owner cannot remove themselves", async () => {
    const db = server.database.db;
    expect((await applicationReceiverIds(db, x.organisationId)).sort()).toEqual([x.userId, member.userId].sort());
    const page = visibleText(await (await x.browser.get(SETTINGS)).text());
    expect(page).toContain("Hears of new applications");

    const stopped = await x.browser.post(SETTINGS, { intent: "application-notices", userId: member.userId, hears: "no" });
    expect(stopped.status).toBe(200);
    expect(visibleText(await stopped.text())).toContain("Mo Member will no longer hear of new applications.");
    expect(await applicationReceiverIds(db, x.organisationId)).toEqual([x.userId]);
    const audit = await db.select().from(auditEvents).where(and(eq(auditEvents.event, "organisation_member_notices_changed"), eq(auditEvents.subjectUserId, member.userId)));
    expect(audit.map((row) => row.detail)).toEqual([{ organisationId: x.organisationId, hearsOfApplications: false }]);

    // A bad choice is a clear refusal; another organisation's member is not found; a member cannot choose.
    expect((await x.browser.post(SETTINGS, { intent: "application-notices", userId: member.userId, hears: "maybe" })).status).toBe(400);
    expect((await x.browser.post(SETTINGS, { intent: "application-notices", userId: y.userId, hears: "no" })).status).toBe(404);
    expect((await member.browser.post(SETTINGS, { intent: "application-notices", userId: x.userId, hears: "no" })).status).toBe(403);
    expect((await member.browser.post(SETTINGS, { intent: "remove-member", userId: x.userId, confirmed: "yes" })).status).toBe(403);
    expect(await applicationReceiverIds(db, x.organisationId)).toEqual([x.userId]);

    const told = await x.browser.post(SETTINGS, { intent: "application-notices", userId: member.userId, hears: "yes" });
    expect(visibleText(await told.text())).toContain("Mo Member will hear of each new application.");
    expect((await applicationReceiverIds(db, x.organisationId)).sort()).toEqual([x.userId, member.userId].sort());

    // Even with a second owner, an owner does not remove themselves; their own row offers no Remove button.
    await db.update(organisationMembers).set({ role: "owner" }).where(eq(organisationMembers.userId, member.userId));
    const self = await x.browser.post(SETTINGS, { intent: "remove-member", userId: x.userId, confirmed: "yes" });
    expect(self.status).toBe(409);
    expect(visibleText(await self.text())).toContain("You cannot remove yourself. To leave your organisation, ask our team.");
    expect(await db.select().from(organisationMembers).where(eq(organisationMembers.userId, x.userId))).toHaveLength(1);
    expect(await (await x.browser.get(SETTINGS)).text()).not.toContain(`aria-label="Remove ${"Xanthe Kitchens Owner"}`);
  });
});
