import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  applications,
  applicationStatusChanges,
  auditEvents,
  candidates,
  caseworkerAssignments,
  jobs,
  messages,
  organisationContacts,
  organisations,
  referralStatusChanges,
  referrals,
} from "../../db/schema";
import { uuidv7 } from "../../app/lib/uuid.server";
import { areaPath } from "../../app/features/dashboards/areas";
import {
  areaRows,
  castLabels,
  castNames,
  checkOutcome,
  limitedNeverSees,
  limitedSees,
  makeCast,
  outcomeFor,
  pagesWithParameters,
  type AccessRow,
  type Cast,
  type CastName,
} from "./support/access-matrix";
import { accessRows } from "./support/access-rows";
import { client, visibleText } from "./support/auth";
import { startSmtpListener, type SmtpListener } from "./support/smtp";
import { rulesBackend } from "./support/test-database";
import { completeRole } from "./support/role-form";
import { startTestServer, type TestServer } from "./support/test-server";

/**
 * The access matrix: every dashboard loader and action, as each of sixteen people (no one; candidates A and B;
 * employers X and Y; partners P and Q; caseworkers C1 and C2; an administrator; and members of X and of P who
 * are awaiting approval, suspended, or without two-step sign-in), with their own data, someone else's and the
 * demonstration set's. Rows come from the area table and from support/access-rows.ts.
 */

const rows: AccessRow[] = [...areaRows(), ...accessRows];

describe.each([rulesBackend])("dashboard access matrix on %s", (backend) => {
  let smtp: SmtpListener;
  let server: TestServer;
  let cast: Cast;
  let uploadDir: string;

  beforeAll(async () => {
    smtp = await startSmtpListener();
    uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), "fcw-matrix-uploads-"));
    server = await startTestServer(backend, {
      CLIENT_IP_HEADER: "x-forwarded-for",
      MAIL_POLL_INTERVAL_MS: "100",
      SMTP_URL: smtp.url,
      SEED_DEMO_DATA: "true",
      UPLOAD_DIR: uploadDir,
    });
    cast = await makeCast(server, smtp, client(server));
    // Sixteen accounts signed up through the pages, each password hashed with scrypt, on a busy machine.
  }, 300_000);
  afterAll(async () => {
    await server?.stop();
    await smtp?.close();
    if (uploadDir) fs.rmSync(uploadDir, { recursive: true, force: true });
  });

  it("has hand-written rows for every page that takes an id", () => {
    for (const area of pagesWithParameters()) {
      const covered = accessRows.some((row) => {
        const template = area.pattern.replace(/:\w+/g, "[^/]+");
        return new RegExp(`^${template}$`, "i").test(row.path(cast.world));
      });
      expect(covered, `${area.pattern} needs rows in tests/integration/support/access-rows.ts`).toBe(true);
    }
  });

  it.each(rows.map((row) => [row.name, row] as const))("%s", async (_, row) => {
    const path = row.path(cast.world);
    for (const person of castNames) {
      const outcome = outcomeFor(row, person, cast.world);
      const browser = cast.browsers[person];
      const response = row.method === "GET" ? await browser.get(path) : await browser.post(path, (typeof row.fields === "function" ? row.fields(cast.world) : row.fields) ?? {});
      const label = `${person}: ${row.method} ${path}`;
      if (["denied", "sign-in", "awaiting", "two-factor"].includes(outcome)) expect(response.headers.get("cache-control") ?? "", label).toContain("no-store");
      const text = await checkOutcome(response, outcome, label);
      if (outcome === "ok") for (const words of [...(row.sees?.[person] ?? []), ...limitedSees(row, person, cast.world)]) expect(text, label).toContain(words);
      const own = person === "anonymous" ? null : castLabels[person as Exclude<CastName, "anonymous">];
      const never = [...(row.neverSees?.everyone ?? []), ...(row.neverSees?.[person] ?? []), ...limitedNeverSees(person)].filter((words) => words !== own);
      for (const words of never) expect(text, label).not.toContain(words);
    }
  });

  it("a partner's referral makes a submitted referral with its history, a candidate waiting for a caseworker and an audit row", async () => {
    const referral = {
      firstName: "Rowan",
      lastName: "Matrixreferred",
      phone: "07700 900 982",
      needs: "housing",
      supportAskedFor: "Help finding kitchen work",
      consentGiven: "on",
      setting: "custody",
      expectedReleaseOn: "2020-01-01",
      accessibilityNeeds: "Large print",
      preferredLanguage: "Polish",
    };
    // A release date long past is refused, with what was typed kept.
    const refused = await cast.browsers.partnerP.post(areaPath("partnerReferralNewPortal"), referral);
    expect(refused.status).toBe(400);
    const refusedText = visibleText(await refused.text());
    expect(refusedText).toContain("The expected release date cannot be more than 4 weeks ago");
    expect(refusedText).toContain("Help finding kitchen work");
    const releaseOn = new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10);
    const form = new URLSearchParams({ ...referral, expectedReleaseOn: releaseOn });
    form.append("partnerMaySee", "progress");
    form.append("partnerMaySee", "applications");
    const response = await cast.browsers.partnerP.post(areaPath("partnerReferralNewPortal"), form);
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(`${areaPath("partnerReferralsPortal")}?referred=1`);
    const db = server.database.db;
    const [made] = await db.select().from(referrals).where(eq(referrals.lastName, "Matrixreferred"));
    expect(made).toMatchObject({
      partnerId: cast.world.partnerP,
      status: "submitted",
      consentGiven: true,
      needs: ["housing"],
      demo: false,
      setting: "custody",
      expectedReleaseOn: releaseOn,
      accessibilityNeeds: "Large print",
      preferredLanguage: "Polish",
      supportRequested: "Help finding kitchen work",
      partnerMaySee: ["progress", "applications"],
    });
    const history = await db.select().from(referralStatusChanges).where(eq(referralStatusChanges.referralId, made!.id));
    expect(history.map((row) => row.status)).toEqual(["submitted"]);
    const [candidate] = await db.select().from(candidates).where(eq(candidates.id, made!.candidateId!));
    expect(candidate).toMatchObject({ fullName: "Rowan Matrixreferred", userId: null, demo: false });
    expect(await db.select().from(caseworkerAssignments).where(eq(caseworkerAssignments.candidateId, candidate!.id))).toEqual([]);
    const audit = await db.select().from(auditEvents).where(eq(auditEvents.event, "referral_created"));
    expect(audit.map((row) => row.detail)).toContainEqual(expect.objectContaining({ referralId: made!.id }));
    // Partner P lists the new person with the referral's details; partner Q never does.
    const list = visibleText(await (await cast.browsers.partnerP.get(areaPath("partnerReferralsPortal"))).text());
    expect(list).toContain("Rowan Matrixreferred");
    expect(list).toContain("In custody, expected to be released on");
    expect(list).toContain("Their progress and their applications.");
    expect(await (await cast.browsers.partnerQ.get(areaPath("partnerReferralsPortal"))).text()).not.toContain("Matrixreferred");
    // The person agreed to progress, not to their profile or diary.
    const person = visibleText(await (await cast.browsers.partnerP.get(areaPath("partnerPersonPortal", { candidateId: candidate!.id }))).text());
    expect(person).toContain("Rowan Matrixreferred did not agree to share their profile with your organisation.");
    expect(person).toContain("Large print");
    expect((await cast.browsers.partnerP.get(areaPath("partnerPersonProgressPortal", { candidateId: candidate!.id }))).status).toBe(200);
    expect((await cast.browsers.partnerQ.get(areaPath("partnerPersonProgressPortal", { candidateId: candidate!.id }))).status).toBe(404);
  });

  it("a partner reads a new message, which stops counting as unread, and replies; the reply is stored with an audit row", async () => {
    const db = server.database.db;
    const { threadP, caseworkerC1 } = cast.world;
    await db.insert(messages).values({ id: uuidv7(), threadId: threadP, senderKind: "caseworker", senderId: caseworkerC1, senderName: castLabels.caseworkerC1, body: "Matrix news for Pine" });
    const partner = cast.browsers.partnerP;
    const listText = async () => visibleText(await (await partner.get(areaPath("partnerMessagesPortal"))).text());
    expect(await listText()).toContain("One unread message.");
    const thread = visibleText(await (await partner.get(areaPath("partnerMessagePortal", { threadId: threadP }))).text());
    expect(thread).toContain("Matrix news for Pine");
    expect(thread).toContain("New");
    expect(await listText()).toContain("No unread messages.");

    const reply = await partner.post(areaPath("partnerMessagePortal", { threadId: threadP }), { body: "Matrix thanks from Pine" });
    expect(reply.status).toBe(302);
    expect(reply.headers.get("location")).toBe(`${areaPath("partnerMessagePortal", { threadId: threadP })}?sent=1`);
    const [sent] = await db.select().from(messages).where(eq(messages.body, "Matrix thanks from Pine"));
    expect(sent).toMatchObject({ threadId: threadP, senderKind: "organisation", senderId: cast.world.partnerP, senderName: castLabels.partnerP });
    const audit = await db.select().from(auditEvents).where(eq(auditEvents.event, "message_sent"));
    expect(audit.map((row) => row.detail)).toContainEqual({ threadId: threadP, messageId: sent!.id });
    // Partner Q's conversation is untouched.
    expect(await db.select().from(messages).where(eq(messages.threadId, cast.world.threadQ))).toHaveLength(1);
  });

  it("a partner works through its onboarding checklist and changes its details, each change audited; the other partner's stay as they were", async () => {
    const db = server.database.db;
    const p = cast.browsers.partnerP;
    const onboarding = areaPath("partnerOnboardingPortal");
    const text = async () => visibleText(await (await p.get(onboarding)).text());
    const before = await text();
    expect(before).toContain("1 of 4 steps done.");

    // A date that does not exist is refused, keeping the name typed.
    const bad = await p.post(onboarding, { intent: "agreement", signedOn: "2025-02-30", signedBy: "Matrix Signer" });
    expect(bad.status).toBe(400);
    const badHtml = await bad.text();
    expect(visibleText(badHtml)).toContain("Enter the date the agreement was signed as a real date");
    expect(badHtml).toContain('value="Matrix Signer"');
    expect((await p.post(onboarding, { intent: "agreement", signedOn: "2025-04-01", signedBy: "Matrix Signer" })).status).toBe(200);
    expect((await p.post(onboarding, { intent: "safeguarding", leadName: "Matrix Lead", leadEmail: "lead@example.org", leadPhone: "0113 496 0000" })).status).toBe(200);
    expect((await p.post(onboarding, { intent: "add-contact", name: "Matrix Contact", jobTitle: "Employment lead" })).status).toBe(400);
    expect((await p.post(onboarding, { intent: "add-contact", name: "Matrix Contact", jobTitle: "Employment lead", email: "contact@example.org" })).status).toBe(200);
    const after = await text();
    expect(after).toContain("4 of 4 steps done.");
    expect(after).toContain("Signed on 1 April 2025 by Matrix Signer.");
    expect(after).toContain("Matrix Contact");
    const [organisation] = await db.select().from(organisations).where(eq(organisations.id, cast.world.partnerP));
    expect(organisation).toMatchObject({ dataSharingAgreementSignedOn: "2025-04-01", dataSharingAgreementSignedBy: "Matrix Signer", safeguardingLeadName: "Matrix Lead", safeguardingLeadPhone: "0113 496 0000" });
    const [contact] = await db.select().from(organisationContacts).where(eq(organisationContacts.organisationId, cast.world.partnerP));
    expect(contact).toMatchObject({ name: "Matrix Contact", email: "contact@example.org", demo: false });
    // Partner Q cannot remove P's contact; P can.
    expect((await cast.browsers.partnerQ.post(onboarding, { intent: "remove-contact", contactId: contact!.id })).status).toBe(404);
    expect((await p.post(onboarding, { intent: "remove-contact", contactId: contact!.id })).status).toBe(200);
    expect(await db.select().from(organisationContacts).where(eq(organisationContacts.organisationId, cast.world.partnerP))).toEqual([]);
    const [other] = await db.select().from(organisations).where(eq(organisations.id, cast.world.partnerQ));
    expect(other).toMatchObject({ dataSharingAgreementSignedOn: null, safeguardingLeadName: null });

    // Settings: a name another organisation has is refused; a new one waits for an administrator, the other details are saved.
    const settings = areaPath("partnerSettingsPortal");
    const taken = await p.post(settings, { intent: "save", name: castLabels.partnerQ.toUpperCase(), partnerType: "charity" });
    expect(taken.status).toBe(409);
    expect(visibleText(await taken.text())).toContain("Another organisation on the service already has this name");
    expect((await p.post(settings, { intent: "save", name: "P", partnerType: "charity" })).status).toBe(400);
    expect((await p.post(settings, { intent: "save", name: `${castLabels.partnerP} North`, partnerType: "charity", town: "Leeds", contactName: "Matrix Contact" })).status).toBe(200);
    const [renamed] = await db.select().from(organisations).where(eq(organisations.id, cast.world.partnerP));
    expect(renamed).toMatchObject({ name: castLabels.partnerP, proposedName: `${castLabels.partnerP} North`, partnerType: "charity", town: "Leeds", contactName: "Matrix Contact" });
    const events = await db.select({ event: auditEvents.event, detail: auditEvents.detail }).from(auditEvents).where(eq(auditEvents.actorUserId, cast.world.users.partnerP));
    expect(events.map((row) => row.event)).toEqual(
      expect.arrayContaining(["partner_onboarding_changed", "organisation_contact_added", "organisation_contact_removed", "organisation_changed", "organisation_rename_requested"]),
    );
    // The audit trail names the step, never what was typed.
    expect(JSON.stringify(events)).not.toContain("Matrix Lead");
    await db.update(organisations).set({ name: castLabels.partnerP, proposedName: null, proposedByUserId: null, proposedAt: null }).where(eq(organisations.id, cast.world.partnerP));
  });

  // After the matrix, which expects the cast's rows as made: the employer's writes, and their limits.
  it("lets an employer post, close and reopen a role and move an application on, and nothing of another's", async () => {
    const db = server.database.db;
    const x = cast.browsers.employerX;
    const role = { ...completeRole, title: "Matrix kitchen porter", contractType: "part_time" };
    // A bad form: 400, each problem named, what was typed kept.
    const bad = await x.post(areaPath("employerPortalJobNew"), role);
    expect(bad.status).toBe(400);
    const badText = await bad.text();
    expect(badText).toContain("Choose the type of contract");
    expect(badText).toContain("Matrix kitchen porter");

    const posted = await x.post(areaPath("employerPortalJobNew"), { ...role, contractType: "permanent" });
    expect(posted.status).toBe(303);
    const [draft] = await db.select().from(jobs).where(eq(jobs.title, "Matrix kitchen porter"));
    expect(draft?.status).toBe("draft");
    // Employer Y cannot publish it; employer X publishes it from its preview.
    expect((await cast.browsers.employerY.post(areaPath("employerPortalJobPreview", { jobId: draft!.id }), { intent: "publish" })).status).toBe(404);
    expect((await x.post(areaPath("employerPortalJobPreview", { jobId: draft!.id }), { intent: "publish" })).status).toBe(303);
    const [made] = await db.select().from(jobs).where(eq(jobs.title, "Matrix kitchen porter"));
    expect(made).toMatchObject({ employerId: cast.world.employerX, status: "open", salaryMinPence: 1221, salaryMaxPence: 1300, closingDate: "2099-03-31", recordCheck: "basic", offenceExclusions: ["case_by_case"], demo: false });

    // Closing asks first: without confirmed=yes the page answers with the question, and the role stays open.
    const asked = await x.post(areaPath("employerPortalJobs"), { intent: "close", jobId: made!.id });
    expect(asked.status).toBe(200);
    const question = visibleText(await asked.text());
    expect(question).toContain("Close Matrix kitchen porter?");
    expect(question).toContain("Keep it open");
    expect((await db.select({ status: jobs.status }).from(jobs).where(eq(jobs.id, made!.id)))[0]?.status).toBe("open");
    expect((await x.post(areaPath("employerPortalJobs"), { intent: "close", jobId: made!.id, confirmed: "yes" })).status).toBe(303);
    expect((await db.select({ status: jobs.status }).from(jobs).where(eq(jobs.id, made!.id)))[0]?.status).toBe("closed");
    expect((await x.post(areaPath("employerPortalJobs"), { intent: "reopen", jobId: made!.id })).status).toBe(303);
    expect((await db.select({ status: jobs.status }).from(jobs).where(eq(jobs.id, made!.id)))[0]?.status).toBe("open");
    // Employer Y cannot close it, nor move employer X's application.
    const y = cast.browsers.employerY;
    expect((await y.post(areaPath("employerPortalJobs"), { intent: "close", jobId: made!.id })).status).toBe(404);
    expect((await y.post(areaPath("employerPortalJobs"), { intent: "close", jobId: made!.id, confirmed: "yes" })).status).toBe(404);
    expect((await y.post(areaPath("employerPortalApplication", { applicationId: cast.world.applicationA }), { intent: "move", applicationId: cast.world.applicationA, status: "unsuccessful" })).status).toBe(404);

    const moved = await x.post(areaPath("employerPortalApplication", { applicationId: cast.world.applicationA }), { intent: "move", applicationId: cast.world.applicationA, status: "job_offered", note: "Matrix offer made" });
    expect(moved.status).toBe(200);
    // The page answering the save (no JavaScript) and the page drawn afresh both show the stored status in the
    // form's select, and an empty note: pressing Save again cannot move the application back.
    const moveForm = (html: string) => {
      const start = html.indexOf(`id="move-${cast.world.applicationA}"`);
      return html.slice(start, html.indexOf("</form>", start));
    };
    for (const html of [await moved.text(), await (await x.get(areaPath("employerPortalApplication", { applicationId: cast.world.applicationA }))).text()]) {
      const form = moveForm(html);
      expect(form).toMatch(/<option value="job_offered" selected="">/);
      expect(form.match(/selected=""/g)).toHaveLength(1);
      expect(form).not.toContain("Matrix offer made");
    }
    const [application] = await db.select({ status: applications.status }).from(applications).where(eq(applications.id, cast.world.applicationA));
    expect(application?.status).toBe("job_offered");
    const history = await db.select().from(applicationStatusChanges).where(and(eq(applicationStatusChanges.applicationId, cast.world.applicationA), eq(applicationStatusChanges.status, "job_offered")));
    expect(history).toMatchObject([{ note: "Matrix offer made", changedByUserId: cast.world.users.employerX }]);
    const audit = await db.select({ event: auditEvents.event }).from(auditEvents).where(eq(auditEvents.actorUserId, cast.world.users.employerX));
    expect(audit.map((row) => row.event)).toEqual(expect.arrayContaining(["job_saved", "job_status_changed", "application_status_changed"]));
    // Commitments saved for the employer's own organisation only; a bad entry is a 400 that changes nothing.
    expect((await x.post(areaPath("employerPortalSettings"), { intent: "save", town: "x".repeat(81) })).status).toBe(400);
    expect((await x.post(areaPath("employerPortalSettings"), { intent: "save", town: "Leeds", realLivingWage: "on" })).status).toBe(200);
    const [xOrg] = await db.select().from(organisations).where(eq(organisations.id, cast.world.employerX));
    expect(xOrg).toMatchObject({ town: "Leeds", realLivingWage: true, banTheBox: false });
    const [yOrg] = await db.select().from(organisations).where(eq(organisations.id, cast.world.employerY));
    expect(yOrg?.town).toBeNull();
    // The candidate sees the change on their home.
    expect(await (await cast.browsers.candidateA.get(areaPath("candidatePortal"))).text()).toContain("Job offered");
  });
});
