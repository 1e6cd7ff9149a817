import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applicationFiles, applicationLetters, applications, applicationStatusChanges, candidates, jobs, organisationMembers, organisations, users } from "../../db/schema";
import { letterCopyRow } from "../../app/features/applications/shared-copy.server";
import { storeUpload } from "../../app/features/applications/uploads.server";
import { writeConvictionRecord } from "../../app/features/convictions/conviction-records.server";
import { areaPath } from "../../app/features/dashboards/areas";
import { uuidv7 } from "../../app/lib/uuid.server";
import { enrolTotp, linkIn, mailTo, newEmail, pathOf, verifiedUser, visibleText, type Client } from "./support/auth";
import { startSmtpListener, type SmtpListener } from "./support/smtp";
import { rulesBackend } from "./support/test-database";
import { completeRole } from "./support/role-form";
import { startTestServer, type TestServer } from "./support/test-server";

/**
 * Security review item 1 (High): approval before access for every organisation role. An employer account
 * awaiting approval, and without two-step sign-in, joined an approved employer's organisation (by its
 * invitation, or linked by an administrator) and read applicants' names, emails and notes, downloaded a CV
 * file, read a disclosure letter and posted a role. Each is tried here through the real server, as the review
 * did, and each must give nothing until the account is approved and has two-step sign-in.
 */

const serverEnv = { CLIENT_IP_HEADER: "x-forwarded-for", MAIL_POLL_INTERVAL_MS: "100" };

const applicant = { name: "Rowan Approvaltest", email: "rowan.approvaltest@example.org" };
const secrets = {
  job: "Approvaltest pastry chef",
  candidateNote: "Approvaltest note: I can start on Monday",
  statusNote: "Approvaltest interview notes",
  cvFile: "%PDF-1.7 Approvaltest CV file",
  letter: "Approvaltest letter: I made a mistake in 2019 and I have changed since.",
};
const newRole = { ...completeRole, title: "Approvaltest posted role" };
const awaitingApproval = "Your account is awaiting approval";

describe.each([rulesBackend])("approval before access for every organisation role (security review item 1) on %s", (backend) => {
  let smtp: SmtpListener;
  let server: TestServer;
  let uploadDir: string;
  let owner: Awaited<ReturnType<typeof verifiedUser>>;
  const organisationId = uuidv7();
  const applicationId = uuidv7();

  beforeAll(async () => {
    smtp = await startSmtpListener();
    uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), "fcw-approval-uploads-"));
    server = await startTestServer(backend, { ...serverEnv, SMTP_URL: smtp.url, UPLOAD_DIR: uploadDir });
    const db = server.database.db;
    // An approved employer with two-step sign-in, one role, and one application that shared everything.
    owner = await verifiedUser(server, smtp, { role: "employer", accountStatus: "active", name: "Olive Approvalowner" });
    await enrolTotp(owner.browser, owner.password);
    await db.insert(organisations).values({ id: organisationId, kind: "employer", name: "Approvaltest Bakery", status: "approved" });
    await db.insert(organisationMembers).values({ organisationId, userId: owner.userId, role: "owner" });
    const candidateUserId = uuidv7();
    await db.insert(users).values({ id: candidateUserId, name: applicant.name, email: applicant.email, role: "candidate", emailVerified: true });
    const candidateId = uuidv7();
    await db.insert(candidates).values({ id: candidateId, userId: candidateUserId, fullName: applicant.name });
    const jobId = uuidv7();
    await db.insert(jobs).values({
      id: jobId,
      title: secrets.job,
      sector: "Food and drink",
      employerId: organisationId,
      employerName: "Approvaltest Bakery",
      locationName: "Anywhere in the UK",
      national: true,
      contractType: "permanent",
      hours: "full_time",
    });
    await db.insert(applications).values({
      id: applicationId,
      jobId,
      candidateId,
      status: "interview_booked",
      shared: ["contact_details", "cv", "disclosure_letter"],
      // What applying copies: the employer's pages read only this, and the letter's encrypted copy below.
      sharedCopy: { email: applicant.email, skills: [], workInterests: [], cv: null },
      candidateNote: secrets.candidateNote,
    });
    await db.insert(applicationLetters).values(letterCopyRow(server.env.dataEncryption, applicationId, [secrets.letter]));
    await db.insert(applicationStatusChanges).values({ id: uuidv7(), applicationId, status: "interview_booked", note: secrets.statusNote });
    await db.insert(applicationFiles).values({
      id: uuidv7(),
      applicationId,
      storageKey: await storeUpload(server.env.uploadDir, new TextEncoder().encode(secrets.cvFile)),
      originalName: "Rowan CV.pdf",
      contentType: "application/pdf",
      sizeBytes: secrets.cvFile.length,
      sha256: "0".repeat(64),
    });
    await writeConvictionRecord(db, server.env.dataEncryption, {
      candidateId,
      payload: { convictionType: "custodial", offenceDescription: "Handling stolen goods", convictionDate: "2019-04-02", sentence: "12 months' imprisonment", sentenceEndDate: "2020-04-01", disclosureLetter: secrets.letter },
    });
  });
  afterAll(async () => {
    await server?.stop();
    await smtp?.close();
    if (uploadDir) fs.rmSync(uploadDir, { recursive: true, force: true });
  });

  const pages = {
    applications: areaPath("employerPortalApplications"),
    application: areaPath("employerPortalApplication", { applicationId }),
    cvFile: areaPath("employerPortalApplicationCvFile", { applicationId }),
    letter: areaPath("employerPortalLetter", { applicationId }),
    newJob: areaPath("employerPortalJobNew"),
  };
  const everySecret = [applicant.name, applicant.email, ...Object.values(secrets)];
  const postedRoles = async () => server.database.db.select({ id: jobs.id }).from(jobs).where(eq(jobs.title, newRole.title));

  /** The review's four requests, each refused with the waiting page (or a bare 403 for the file), showing nothing. */
  async function expectEverythingRefused(browser: Client) {
    const list = await browser.get(pages.applications);
    expect(list.status).toBe(403);
    const listText = visibleText(await list.text());
    expect(listText).toContain(awaitingApproval);
    // React Router's data request for the same page is refused the same way.
    const listData = await browser.get(`${pages.applications}.data?_routes=${encodeURIComponent("dashboard/employerportal/applications")}`);
    expect(listData.status).toBe(403);
    const application = await browser.get(pages.application);
    expect(application.status).toBe(403);
    const file = await browser.get(pages.cvFile);
    expect(file.status).toBe(403);
    const letter = await browser.get(pages.letter);
    expect(letter.status).toBe(403);
    const posted = await browser.post(pages.newJob, newRole);
    expect(posted.status).toBe(403);
    for (const text of [listText, await listData.text(), visibleText(await application.text()), await file.text(), visibleText(await letter.text()), visibleText(await posted.text())]) {
      for (const secret of everySecret) expect(text).not.toContain(secret);
    }
    expect(await postedRoles()).toEqual([]);
  }

  it("refuses an employer awaiting approval who accepted an approved employer's invitation the applications list, the CV file, the letter and posting a role", async () => {
    // The approved owner sees it all, so the refusals below are the account's state and nothing else.
    // The list names the applicant; what they shared is on the application's own page.
    expect(visibleText(await (await owner.browser.get(pages.applications)).text())).toContain(applicant.name);
    const ownerApplication = visibleText(await (await owner.browser.get(pages.application)).text());
    for (const words of [applicant.name, applicant.email, secrets.candidateNote, secrets.statusNote]) expect(ownerApplication).toContain(words);
    expect(await (await owner.browser.get(pages.cvFile)).text()).toBe(secrets.cvFile);
    expect(visibleText(await (await owner.browser.get(pages.letter)).text())).toContain(secrets.letter);

    // A new employer signs up (awaiting approval, no two-step sign-in) and accepts the owner's invitation.
    const email = newEmail("approvaltest-invitee");
    expect((await owner.browser.post(areaPath("employerPortalSettings"), { intent: "invite", email })).status).toBe(200);
    const link = pathOf(linkIn((await mailTo(smtp, email, "You are invited to join Approvaltest Bakery")).text, "/account/invitations/"));
    const invitee = await verifiedUser(server, smtp, { role: "employer", email, name: "Ivy Approvalinvitee" });
    expect((await server.database.db.select().from(users).where(eq(users.id, invitee.userId)))[0]).toMatchObject({ accountStatus: "awaiting_approval", twoFactorEnabled: false });
    const joined = await invitee.browser.post(link, { intent: "accept" });
    expect(joined.status).toBe(200);
    const joinedText = visibleText(await joined.text());
    expect(joinedText).toContain("You have joined Approvaltest Bakery");
    expect(joinedText).toContain("Your account is still awaiting approval.");
    expect(joinedText).not.toContain("You can now post roles");
    // The membership is recorded; it gives nothing yet.
    expect(await server.database.db.select().from(organisationMembers).where(eq(organisationMembers.userId, invitee.userId))).toMatchObject([{ organisationId, role: "member" }]);

    await expectEverythingRefused(invitee.browser);
    // Its home says it is waiting, and shows nothing of the organisation.
    const home = await invitee.browser.get(areaPath("employerPortal"));
    expect(home.status).toBe(200);
    const homeText = visibleText(await home.text());
    expect(homeText).toContain(awaitingApproval);
    for (const words of [...everySecret, "Approvaltest Bakery"]) expect(homeText).not.toContain(words);

    // Approved, it is sent to set up two-step sign-in first; with it, the organisation's applications open.
    await server.database.db.update(users).set({ accountStatus: "active" }).where(eq(users.id, invitee.userId));
    for (const page of [pages.applications, pages.application, pages.cvFile, pages.letter]) {
      const response = await invitee.browser.get(page);
      expect(response.status, page).toBe(302);
      expect(response.headers.get("location")).toBe("/account?setup=two-factor");
    }
    const unposted = await invitee.browser.post(pages.newJob, newRole);
    expect(unposted.status).toBe(302);
    expect(unposted.headers.get("location")).toBe("/account?setup=two-factor");
    expect(await postedRoles()).toEqual([]);
    await enrolTotp(invitee.browser, invitee.password);
    expect(visibleText(await (await invitee.browser.get(pages.applications)).text())).toContain(applicant.name);
    expect(visibleText(await (await invitee.browser.get(pages.application)).text())).toContain(applicant.email);
    expect(await (await invitee.browser.get(pages.cvFile)).text()).toBe(secrets.cvFile);

    // Suspended, its session is no longer accepted anywhere in the portal.
    await server.database.db.update(users).set({ banned: true }).where(eq(users.id, invitee.userId));
    for (const page of [pages.applications, pages.application, pages.cvFile, pages.letter]) {
      const response = await invitee.browser.get(page);
      expect(response.status, page).toBe(302);
      expect(response.headers.get("location")).toContain("/sign-in?redirectTo=");
    }
  });

  it("refuses an employer whom an administrator links to an organisation before approving it the same four requests", async () => {
    const admin = await verifiedUser(server, smtp, { role: "admin", accountStatus: "active", name: "Ada Approvaladmin" });
    await enrolTotp(admin.browser, admin.password);
    const linked = await verifiedUser(server, smtp, { role: "employer", name: "Lee Approvallinked" });
    const link = await admin.browser.post(`/dashboard/admin/users/${linked.userId}`, { intent: "join-organisation", organisationId });
    expect(link.status).toBe(302);
    expect(await server.database.db.select().from(organisationMembers).where(eq(organisationMembers.userId, linked.userId))).toMatchObject([{ organisationId }]);
    expect((await server.database.db.select().from(users).where(eq(users.id, linked.userId)))[0]?.accountStatus).toBe("awaiting_approval");

    await expectEverythingRefused(linked.browser);
  });
});
