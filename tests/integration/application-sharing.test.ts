import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { strToU8, zipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applicationFiles, applicationLetters, applications, applicationStatusChanges, candidateCvs, candidates, jobs, organisationMembers, organisations } from "../../db/schema";
import { CV_FILE_MESSAGES } from "../../app/features/applications/cv-file";
import { employerStatuses } from "../../app/features/applications/move-application-form";
import type { ConvictionPayload } from "../../app/features/convictions/conviction-payload";
import { writeConvictionRecord } from "../../app/features/convictions/conviction-records.server";
import { copyLettersOfOlderApplications } from "../../app/features/applications/shared-copy.server";
import { unfinishedLetterMessage } from "../../app/features/applications/apply-form";
import { employerReceives, employerReceivesText } from "../../app/features/applications/employer-receives";
import { areaPath } from "../../app/features/dashboards/areas";
import { uuidv7 } from "../../app/lib/uuid.server";
import { docx, exe, pdf } from "../support/cv-files";
import { client, enrolTotp, verifiedUser, visibleText, type Client } from "./support/auth";
import { startSmtpListener, type SmtpListener } from "./support/smtp";
import { rulesBackend } from "./support/test-database";
import { startTestServer, type TestServer } from "./support/test-server";

/**
 * Security review items 4 and 7, through the real server: what a candidate shares is the copy taken when they
 * applied, a withdrawn application is closed to the employer and its status cannot move, and a CV upload is a
 * PDF or .docx checked inside, served as a download with nosniff.
 */

const cvDocument = (summary: string) => ({
  fullName: "Casey Copy",
  email: "casey@example.org",
  summary,
  skills: ["Forklift licence"],
  experiences: [],
  education: [],
});

const letterPayload = (letter: string): ConvictionPayload => ({
  convictionType: "community_order",
  offenceDescription: "Theft",
  convictionDate: "2020-02-03",
  sentence: "Community order",
  sentenceEndDate: "2021-02-02",
  disclosureLetter: letter,
});

describe.each([rulesBackend])("what an application shares, on %s", (backend) => {
  let smtp: SmtpListener;
  let server: TestServer;
  let uploadDir: string;
  const id = { org: uuidv7(), other: uuidv7(), saved: uuidv7(), upload: uuidv7(), refused: uuidv7(), docx: uuidv7(), older: uuidv7(), unfinished: uuidv7() };
  let casey: Awaited<ReturnType<typeof verifiedUser>>;
  let drew: Awaited<ReturnType<typeof verifiedUser>>;
  let employer: Client;
  let otherEmployer: Client;
  let caseyProfile: string;
  let letterId: string;

  const send = (browser: Client, jobId: string, fields: Record<string, string>, file?: { name: string; bytes: Uint8Array; type?: string }) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append("file", file ? new File([file.bytes as Uint8Array<ArrayBuffer>], file.name, { type: file.type ?? "application/octet-stream" }) : new File([], ""));
    return server.fetch(`/jobs/${jobId}/apply`, {
      method: "POST",
      headers: { Cookie: browser.jar.header(), Origin: server.env.publicUrl, "X-Forwarded-For": browser.ip },
      body: form,
    });
  };
  const textOf = async (response: Response) => visibleText(await response.text());
  const filesOnDisk = () => (fs.existsSync(uploadDir) ? fs.readdirSync(uploadDir) : []);
  const applicationOf = async (jobId: string) => (await server.database.db.select().from(applications).where(eq(applications.jobId, jobId)))[0]!;
  const move = (applicationId: string, status: string, note = "") => employer.post(areaPath("employerPortalApplication", { applicationId }), { intent: "move", applicationId, status, note });
  const withdraw = (browser: Client, applicationId: string) => browser.post(areaPath("candidatePortalApplications"), { intent: "withdraw", applicationId, confirmed: "yes" });

  beforeAll(async () => {
    uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), "fcw-sharing-"));
    smtp = await startSmtpListener();
    server = await startTestServer(backend, { CLIENT_IP_HEADER: "x-forwarded-for", SMTP_URL: smtp.url, MAIL_POLL_INTERVAL_MS: "100", UPLOAD_DIR: uploadDir });
    const db = server.database.db;
    casey = await verifiedUser(server, smtp, { name: "Casey Copy" });
    drew = await verifiedUser(server, smtp, { name: "Drew Docs" });
    const owner = await verifiedUser(server, smtp, { role: "employer", accountStatus: "active", name: "Erin Employer" });
    const stranger = await verifiedUser(server, smtp, { role: "employer", accountStatus: "active", name: "Omar Other" });
    await enrolTotp(owner.browser, owner.password);
    await enrolTotp(stranger.browser, stranger.password);
    employer = owner.browser;
    otherEmployer = stranger.browser;
    await db.insert(organisations).values([
      { id: id.org, kind: "employer", name: "Ember Warehousing", status: "approved" },
      { id: id.other, kind: "employer", name: "Other Ltd", status: "approved" },
    ]);
    await db.insert(organisationMembers).values([
      { organisationId: id.org, userId: owner.userId, role: "owner" },
      { organisationId: id.other, userId: stranger.userId, role: "owner" },
    ]);
    const role = (jobId: string, title: string) => ({
      id: jobId, title, sector: "Logistics", employerId: id.org, employerName: "Ember Warehousing", locationName: "Anywhere in the UK", national: true,
      contractType: "permanent" as const, hours: "full_time" as const,
    });
    await db.insert(jobs).values([role(id.saved, "Forklift Driver"), role(id.upload, "Picker"), role(id.refused, "Packer"), role(id.docx, "Loader"), role(id.older, "Driver's mate"), role(id.unfinished, "Yard hand")]);
    caseyProfile = uuidv7();
    await db.insert(candidates).values({ id: caseyProfile, userId: casey.userId, fullName: "Casey Copy", skills: ["Forklift licence"], workInterests: ["Logistics"] });
    await db.insert(candidateCvs).values({ candidateId: caseyProfile, document: cvDocument("Steady warehouse worker, as first written.") });
    ({ id: letterId } = await writeConvictionRecord(db, server.env.dataEncryption, { candidateId: caseyProfile, payload: letterPayload("My letter as I first wrote it."), actorUserId: casey.userId }));
    await db.insert(candidates).values({ id: uuidv7(), userId: drew.userId, fullName: "Drew Docs" });
  });
  afterAll(async () => {
    await server?.stop();
    await smtp?.close();
    fs.rmSync(uploadDir, { recursive: true, force: true });
  });

  it("review item 4: the employer reads the copy taken at applying; after a withdrawal the CV, letter and details are closed and no status move is accepted", async () => {
    const db = server.database.db;
    const sent = await send(casey.browser, id.saved, { cv: "saved", shareContact: "on", shareLetter: "on", note: "I can start on Monday." });
    expect(sent.status).toBe(303);
    const made = await applicationOf(id.saved);
    expect(made.sharedCopy).toMatchObject({ email: casey.email, skills: ["Forklift licence"], workInterests: ["Logistics"] });
    expect(await db.select({ id: applicationLetters.id }).from(applicationLetters).where(eq(applicationLetters.id, made.id))).toHaveLength(1);

    // The candidate changes their live CV, letter and profile after applying.
    await db.update(candidateCvs).set({ document: cvDocument("Rewritten after applying.") }).where(eq(candidateCvs.candidateId, caseyProfile));
    await writeConvictionRecord(db, server.env.dataEncryption, { candidateId: caseyProfile, id: letterId, payload: letterPayload("A letter rewritten after applying."), actorUserId: casey.userId });
    await db.update(candidates).set({ skills: ["Skill added later"] }).where(eq(candidates.id, caseyProfile));

    const cvPage = areaPath("employerPortalApplicationCv", { applicationId: made.id });
    const letterPage = areaPath("employerPortalLetter", { applicationId: made.id });
    const cv = await textOf(await employer.get(cvPage));
    expect(cv).toContain("Steady warehouse worker, as first written.");
    expect(cv).not.toContain("Rewritten after applying.");
    const letter = await textOf(await employer.get(letterPage));
    expect(letter).toContain("My letter as I first wrote it.");
    expect(letter).not.toContain("A letter rewritten after applying.");
    const list = await textOf(await employer.get(areaPath("employerPortalApplication", { applicationId: made.id })));
    expect(list).toContain("Forklift licence");
    expect(list).not.toContain("Skill added later");
    expect(list).toContain(casey.email);
    // Another employer still finds nothing.
    expect((await otherEmployer.get(letterPage)).status).toBe(404);

    // The employer notes something, then the candidate withdraws.
    const pressed = { intent: "move", applicationId: made.id, status: "selected_for_interview", note: "Strong forklift experience.", formKey: `test-move-${made.id}` };
    expect((await employer.post(areaPath("employerPortalApplication", { applicationId: made.id }), pressed)).status).toBe(200);
    // A second press of the same form moves nothing more: one status row, one note.
    expect((await employer.post(areaPath("employerPortalApplication", { applicationId: made.id }), pressed)).status).toBe(200);
    const notes = await server.database.db.select().from(applicationStatusChanges).where(eq(applicationStatusChanges.applicationId, made.id));
    expect(notes.filter((row) => row.note === "Strong forklift experience.")).toHaveLength(1);
    // The first press only asks: nothing is withdrawn until the candidate confirms.
    const asked = await casey.browser.post(areaPath("candidatePortalApplications"), { intent: "withdraw", applicationId: made.id });
    expect(asked.status).toBe(200);
    const question = await textOf(asked);
    expect(question).toContain("Withdraw your application for");
    expect(question).toContain("You cannot undo this.");
    expect((await employer.get(cvPage)).status).toBe(200);
    expect((await db.select().from(applicationLetters).where(eq(applicationLetters.id, made.id))).length).toBe(1);
    expect((await withdraw(casey.browser, made.id)).status).toBe(200);
    // The copies taken at applying go with the withdrawal: no employer may open them again.
    expect(await db.select().from(applicationLetters).where(eq(applicationLetters.id, made.id))).toEqual([]);
    expect((await db.select({ copy: applications.sharedCopy }).from(applications).where(eq(applications.id, made.id)))[0]?.copy).toEqual({});
    expect(await copyLettersOfOlderApplications(db, server.env.dataEncryption)).toBe(0);

    for (const page of [cvPage, letterPage]) {
      const closed = await employer.get(page);
      expect(closed.status).toBe(410);
      const text = visibleText(await closed.text());
      expect(text).toContain("The candidate withdrew this application");
      expect(text).not.toContain("Steady warehouse worker");
      expect(text).not.toContain("My letter as I first wrote it.");
    }
    const after = await textOf(await employer.get(areaPath("employerPortalApplication", { applicationId: made.id })));
    expect(after).toContain("Casey Copy, for Forklift Driver");
    expect(after).toContain("The candidate withdrew this application");
    expect(after).toContain("Strong forklift experience.");
    expect(after).not.toContain(casey.email);
    expect(after).not.toContain("Forklift licence");
    expect(after).not.toContain("I can start on Monday.");
    expect(after).not.toContain("Read the disclosure letter");
    expect(after).not.toContain("Save status for Casey Copy");

    // No status move is accepted, whatever the target, and none reaches the candidate.
    const historyBefore = await db.select().from(applicationStatusChanges).where(eq(applicationStatusChanges.applicationId, made.id));
    for (const status of [...employerStatuses, "withdrawn"]) {
      const refused = await move(made.id, status, "Trying anyway");
      expect(refused.status, status).toBe(status === "withdrawn" ? 400 : 409);
      if (status !== "withdrawn") expect(await textOf(refused)).toContain("The candidate withdrew this application, so its status can no longer change.");
    }
    expect((await applicationOf(id.saved)).status).toBe("withdrawn");
    expect(await db.select().from(applicationStatusChanges).where(eq(applicationStatusChanges.applicationId, made.id))).toHaveLength(historyBefore.length);
    const own = await textOf(await casey.browser.get(areaPath("candidatePortalApplications")));
    expect(own).not.toContain("Job offered");

    // The candidate cannot un-withdraw: applying again and withdrawing again are both refused.
    const again = await send(casey.browser, id.saved, { cv: "saved" });
    expect(again.status).toBe(409);
    expect((await withdraw(casey.browser, made.id)).status).toBe(409);
    expect((await applicationOf(id.saved)).status).toBe("withdrawn");
  });

  it("review item 7: a good PDF and .docx are accepted and served as attachments with nosniff; a withdrawn one's file is closed", async () => {
    const db = server.database.db;
    const goodPdf = pdf({ padding: 3000 });
    expect((await send(drew.browser, id.upload, { cv: "upload" }, { name: "Drew CV.pdf", bytes: goodPdf, type: "application/pdf" })).status).toBe(303);
    const goodDocx = docx();
    expect((await send(drew.browser, id.docx, { cv: "upload" }, { name: "Drew CV.docx", bytes: goodDocx })).status).toBe(303);

    for (const [jobId, bytes, type, extension] of [
      [id.upload, goodPdf, "application/pdf", "pdf"],
      [id.docx, goodDocx, "application/vnd.openxmlformats-officedocument.wordprocessingml.document", "docx"],
    ] as const) {
      const made = await applicationOf(jobId);
      const [file] = await db.select().from(applicationFiles).where(eq(applicationFiles.applicationId, made.id));
      expect(file!.contentType).toBe(type);
      for (const [browser, address] of [
        [employer, areaPath("employerPortalApplicationCvFile", { applicationId: made.id })],
        [drew.browser, areaPath("candidatePortalApplicationCvFile", { applicationId: made.id })],
      ] as const) {
        const served = await browser.get(address);
        expect(served.status).toBe(200);
        expect(served.headers.get("content-type")).toBe(type);
        expect(served.headers.get("content-disposition")).toBe(`attachment; filename="Drew-Docs-CV.${extension}"`);
        expect(served.headers.get("x-content-type-options")).toBe("nosniff");
        expect(served.headers.get("cache-control")).toBe("private, no-store");
        expect(new Uint8Array(await served.arrayBuffer())).toEqual(bytes);
      }
    }

    // Withdrawn: the employer's download is closed, the candidate keeps their own copy.
    const withdrawn = await applicationOf(id.docx);
    expect((await withdraw(drew.browser, withdrawn.id)).status).toBe(200);
    const closed = await employer.get(areaPath("employerPortalApplicationCvFile", { applicationId: withdrawn.id }));
    expect(closed.status).toBe(410);
    expect(await closed.text()).toContain("The candidate withdrew this application");
    expect((await drew.browser.get(areaPath("candidatePortalApplicationCvFile", { applicationId: withdrawn.id }))).status).toBe(200);
    expect((await client(server).get(areaPath("employerPortalApplicationCvFile", { applicationId: withdrawn.id }))).status).toBe(302);
  });

  it("review item 7: refuses a program zipped as cv.docx, a .doc, and a PDF with JavaScript, keeping what was typed and storing nothing", async () => {
    const note = "Please see my CV.";
    const before = filesOnDisk();
    const cases = [
      { name: "cv.docx", bytes: zipSync({ "cv.exe": exe }), message: CV_FILE_MESSAGES.notWhatItSays },
      { name: "cv.docx", bytes: docx({ "word/embeddings/oleObject1.bin": exe }), message: "The Word document has other files, programs or links to templates inside it" },
      { name: "cv.doc", bytes: new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0, 0]), message: "The file must be a PDF or a Word document (.pdf or .docx)" },
      { name: "cv.pdf", bytes: pdf({ catalog: "/OpenAction << /S /JavaScript /JS (app.alert(1)) >>" }), message: "The PDF contains scripts, automatic actions or attached files" },
      { name: "cv.pdf", bytes: strToU8("%PDF-1.7\n1 0 obj << >> endobj\n"), message: CV_FILE_MESSAGES.notWhatItSays },
    ];
    for (const { name, bytes, message } of cases) {
      const refused = await send(drew.browser, id.refused, { cv: "upload", shareContact: "on", note }, { name, bytes });
      expect(refused.status, name).toBe(400);
      const text = await textOf(refused);
      expect(text).toContain(message);
      expect(text).toContain(note);
    }
    expect(await server.database.db.select().from(applications).where(and(eq(applications.jobId, id.refused)))).toEqual([]);
    expect(filesOnDisk()).toEqual(before);
  });

  it("review item 4: an application made before copies were kept gets a copy of the letter once, and reads only that from then on", async () => {
    const db = server.database.db;
    const older = uuidv7();
    await db.insert(applications).values({ id: older, jobId: id.older, candidateId: caseyProfile, shared: ["disclosure_letter"] });
    expect(await copyLettersOfOlderApplications(db, server.env.dataEncryption)).toBe(1);
    expect(await copyLettersOfOlderApplications(db, server.env.dataEncryption)).toBe(0);
    await writeConvictionRecord(db, server.env.dataEncryption, { candidateId: caseyProfile, id: letterId, payload: letterPayload("A third version, written after the copy."), actorUserId: casey.userId });
    const letter = await textOf(await employer.get(areaPath("employerPortalLetter", { applicationId: older })));
    expect(letter).toContain("A letter rewritten after applying.");
    expect(letter).not.toContain("A third version");
  });

  it("the apply page names exactly what the employer receives, and that is what the employer's page shows", async () => {
    const page = await textOf(await casey.browser.get(`/jobs/${id.unfinished}/apply`));
    expect(page).toContain(employerReceivesText());
    expect(page).not.toContain("nothing else from your account.");
    // Casey's first application shared a CV and the email address: the employer saw the skills from the profile
    // (review item 4 above), which the sentence names, and no copied field outside the table.
    const made = await applicationOf(id.saved);
    const allowed = new Set<string>(made.shared.flatMap((item) => [...employerReceives[item].copies]));
    expect(Object.keys(made.sharedCopy).every((field) => allowed.has(field))).toBe(true);
    expect(employerReceivesText()).toContain("skills");
    expect(employerReceivesText()).toContain("the work you want");
  });

  it("a letter still saying 'Dear [name],' is refused with the gap named, keeping what was typed; once filled in it is shared", async () => {
    const db = server.database.db;
    const drewProfile = (await db.select({ id: candidates.id }).from(candidates).where(eq(candidates.userId, drew.userId)))[0]!.id;
    const { id: drewLetter } = await writeConvictionRecord(db, server.env.dataEncryption, {
      candidateId: drewProfile,
      payload: letterPayload("Dear [name],\n\nI am writing about my application. I have a conviction from [year].\n\nYours sincerely,"),
      actorUserId: drew.userId,
    });
    expect(await textOf(await drew.browser.get(`/jobs/${id.unfinished}/apply`))).toContain("It still has [name], [year] to fill in before you can share it.");
    const refused = await send(drew.browser, id.unfinished, { cv: "none", shareLetter: "on", note: "A note typed before the refusal." });
    expect(refused.status).toBe(400);
    const text = await textOf(refused);
    expect(text).toContain("There is a problem");
    // In the summary and beside the checkbox.
    expect(text.split(unfinishedLetterMessage(["[name]", "[year]"])).length - 1).toBe(2);
    expect(text).toContain("A note typed before the refusal.");
    expect(await db.select().from(applications).where(eq(applications.jobId, id.unfinished))).toEqual([]);

    await writeConvictionRecord(db, server.env.dataEncryption, {
      candidateId: drewProfile,
      id: drewLetter,
      payload: letterPayload("Dear Ms Patel,\n\nI am writing about my application. I have a conviction from 2019.\n\nYours sincerely,"),
      actorUserId: drew.userId,
    });
    const sent = await send(drew.browser, id.unfinished, { cv: "none", shareLetter: "on", note: "A note typed before the refusal." });
    expect(sent.status).toBe(303);
    const made = await applicationOf(id.unfinished);
    const letter = await textOf(await employer.get(areaPath("employerPortalLetter", { applicationId: made.id })));
    expect(letter).toContain("Dear Ms Patel,");
    expect(letter).not.toContain("[name]");
  });
});
