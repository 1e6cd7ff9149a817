import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applicationFiles, applications, applicationStatusChanges, auditEvents, candidateCvs, candidates, jobs, organisationMembers, organisations } from "../../db/schema";
import { removeOrphanUploads } from "../../app/features/applications/uploads.server";
import { areaPath } from "../../app/features/dashboards/areas";
import { uuidv7 } from "../../app/lib/uuid.server";
import { client, enrolTotp, verifiedUser, visibleText, type Client } from "./support/auth";
import { startSmtpListener, type SmtpListener } from "./support/smtp";
import { rulesBackend } from "./support/test-database";
import { startTestServer, type TestServer } from "./support/test-server";

/**
 * Applying for a role from the jobs board, through the real server: who may apply, sharing only a saved CV, the
 * upload limits (too big, wrong type, a fake PDF), one application per role, closed roles, who may download a
 * file, and the file leaving the disk with its application.
 */

const pdf = (size = 2048) => {
  const bytes = new Uint8Array(size).fill(0x20);
  bytes.set(new TextEncoder().encode("%PDF-1.7\n"));
  // A PDF ends with its trailer's %%EOF (the upload check looks for it).
  bytes.set(new TextEncoder().encode("%%EOF\n"), size - 6);
  return bytes;
};
const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);

const savedCv = {
  fullName: "Avery Applicant",
  email: "avery@example.org",
  summary: "Reliable kitchen worker with two years of experience.",
  skills: ["Food hygiene", "Stock rotation"],
  experiences: [{ jobTitle: "Kitchen assistant", company: "HMP Example kitchens", description: "- Prepared 400 meals a day", current: false, startDate: "2022-01", endDate: "2023-06" }],
  education: [],
  // Never part of a saved CV's outline, even if a copy held one.
  disclosureLetter: "SECRET LETTER TEXT",
};

describe.each([rulesBackend])("applying for jobs on %s", (backend) => {
  let smtp: SmtpListener;
  let server: TestServer;
  let uploadDir: string;
  const id = { x: uuidv7(), y: uuidv7(), live: uuidv7(), second: uuidv7(), closed: uuidv7() };
  let candidateA: Awaited<ReturnType<typeof verifiedUser>>;
  let candidateB: Awaited<ReturnType<typeof verifiedUser>>;
  let employerX: Client;
  let employerY: Client;
  let candidateAId: string;

  /** A multipart POST as a browser sends the form, with the person's cookies. */
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

  beforeAll(async () => {
    uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), "fcw-uploads-"));
    smtp = await startSmtpListener();
    server = await startTestServer(backend, { CLIENT_IP_HEADER: "x-forwarded-for", SMTP_URL: smtp.url, MAIL_POLL_INTERVAL_MS: "100", UPLOAD_DIR: uploadDir });
    const db = server.database.db;
    candidateA = await verifiedUser(server, smtp, { name: "Avery Applicant" });
    candidateB = await verifiedUser(server, smtp, { name: "Blake Uploader" });
    const x = await verifiedUser(server, smtp, { role: "employer", accountStatus: "active", name: "Xena Employer" });
    const y = await verifiedUser(server, smtp, { role: "employer", accountStatus: "active", name: "Yuri Employer" });
    await enrolTotp(x.browser, x.password);
    await enrolTotp(y.browser, y.password);
    employerX = x.browser;
    employerY = y.browser;
    await db.insert(organisations).values([
      { id: id.x, kind: "employer", name: "Xylophone Kitchens", status: "approved" },
      { id: id.y, kind: "employer", name: "Yonder Builders", status: "approved" },
    ]);
    await db.insert(organisationMembers).values([
      { organisationId: id.x, userId: x.userId, role: "owner" },
      { organisationId: id.y, userId: y.userId, role: "owner" },
    ]);
    const role = (jobId: string, title: string, extra: Partial<typeof jobs.$inferInsert> = {}) => ({
      id: jobId,
      title,
      sector: "Hospitality",
      employerId: id.x,
      employerName: "Xylophone Kitchens",
      locationName: "Anywhere in the UK",
      national: true,
      contractType: "permanent" as const,
      hours: "full_time" as const,
      ...extra,
    });
    await db.insert(jobs).values([role(id.live, "Prep Cook"), role(id.second, "Kitchen Porter"), role(id.closed, "Closed Cook", { status: "closed" })]);
    candidateAId = uuidv7();
    await db.insert(candidates).values({ id: candidateAId, userId: candidateA.userId, fullName: "Avery Applicant" });
    await db.insert(candidateCvs).values({ candidateId: candidateAId, document: savedCv });
  });
  afterAll(async () => {
    await server?.stop();
    await smtp?.close();
    fs.rmSync(uploadDir, { recursive: true, force: true });
  });

  it("offers 'Sign in to apply' to visitors, the form to candidates, and nothing to apply with to employers", async () => {
    const visitor = client(server);
    const asVisitor = await textOf(await visitor.get(`/jobs/${id.live}`));
    expect(asVisitor).toContain("Sign in to apply");
    const apply = await visitor.get(`/jobs/${id.live}/apply`);
    expect(apply.status).toBe(302);
    expect(apply.headers.get("location")).toBe(`/sign-in?redirectTo=${encodeURIComponent(`/jobs/${id.live}/apply`)}`);

    const asEmployer = await textOf(await employerX.get(`/jobs/${id.live}`));
    expect(asEmployer).not.toContain("Sign in to apply");
    expect(asEmployer).not.toContain("Apply for this role");
    expect((await employerX.get(`/jobs/${id.live}/apply`)).status).toBe(403);
    expect((await send(employerX, id.live, { cv: "none" })).status).toBe(403);

    expect(await textOf(await candidateA.browser.get(`/jobs/${id.live}`))).toContain("Apply for this role");
    const form = await textOf(await candidateA.browser.get(`/jobs/${id.live}/apply`));
    expect(form).toContain("Apply for Prep Cook");
    expect(form).toContain("The CV saved to my account");
  });

  it("applies sharing only the saved CV; the employer sees that CV and nothing else; a second application is refused", async () => {
    const db = server.database.db;
    const pressed = { cv: "saved", formKey: `test-apply-${id.live}` };
    const sent = await send(candidateA.browser, id.live, pressed);
    expect(sent.status).toBe(303);
    expect(sent.headers.get("location")).toBe(`/jobs/${id.live}?applied=1#how-to-apply`);
    // A double press of the same form answers as the first did: sent, not "already applied".
    const pressedTwice = await send(candidateA.browser, id.live, pressed);
    expect(pressedTwice.status).toBe(303);
    expect(pressedTwice.headers.get("location")).toBe(`/jobs/${id.live}?applied=1#how-to-apply`);
    expect(await textOf(await candidateA.browser.get(`/jobs/${id.live}?applied=1`))).toContain("Your application has been sent.");

    const [made] = await db.select().from(applications).where(and(eq(applications.jobId, id.live), eq(applications.candidateId, candidateAId)));
    expect(made).toMatchObject({ shared: ["cv"], candidateNote: null, status: "applied", demo: false });
    expect(await db.select({ status: applicationStatusChanges.status }).from(applicationStatusChanges).where(eq(applicationStatusChanges.applicationId, made!.id))).toEqual([{ status: "applied" }]);
    const audit = await db.select().from(auditEvents).where(eq(auditEvents.event, "application_submitted"));
    expect(audit.map((row) => row.detail)).toContainEqual(expect.objectContaining({ applicationId: made!.id, shared: ["cv"] }));
    expect(await db.select().from(applicationFiles).where(eq(applicationFiles.applicationId, made!.id))).toEqual([]);

    expect(await textOf(await employerX.get(areaPath("employerPortalApplications")))).toContain("Avery Applicant");
    const list = await textOf(await employerX.get(areaPath("employerPortalApplication", { applicationId: made!.id })));
    expect(list).toContain("Avery Applicant, for Prep Cook");
    expect(list).toContain("Read the CV Avery Applicant shared");
    expect(list).not.toContain(candidateA.email);
    const cv = await employerX.get(areaPath("employerPortalApplicationCv", { applicationId: made!.id }));
    expect(cv.status).toBe(200);
    const cvText = visibleText(await cv.text());
    expect(cvText).toContain("Reliable kitchen worker with two years of experience.");
    expect(cvText).toContain("Prepared 400 meals a day");
    expect(cvText).not.toContain("SECRET LETTER TEXT");
    expect((await employerY.get(areaPath("employerPortalApplicationCv", { applicationId: made!.id }))).status).toBe(404);
    expect((await employerY.get(areaPath("employerPortalApplications"))).status).toBe(200);

    const again = await send(candidateA.browser, id.live, { cv: "saved", note: "Trying twice" });
    expect(again.status).toBe(409);
    expect(await textOf(again)).toContain("You have already applied for this role.");
    expect(await db.select().from(applications).where(eq(applications.jobId, id.live))).toHaveLength(1);
    expect(await textOf(await candidateA.browser.get(`/jobs/${id.live}`))).toContain("You applied for this role on");
  });

  it("refuses a closed role", async () => {
    expect((await candidateB.browser.get(`/jobs/${id.closed}/apply`)).status).toBe(410);
    const refused = await send(candidateB.browser, id.closed, { cv: "none" });
    expect(refused.status).toBe(410);
    expect(await textOf(refused)).toContain("Closed Cook at Xylophone Kitchens is no longer taking applications.");
    expect(await server.database.db.select().from(applications).where(eq(applications.jobId, id.closed))).toEqual([]);
  });

  it("refuses a file over 5 MB, of the wrong type or pretending to be a PDF, keeping what was typed and storing nothing", async () => {
    const note = "I have run a kitchen before.";
    const tooBig = await send(candidateB.browser, id.second, { cv: "upload", note }, { name: "cv.pdf", bytes: pdf(6 * 1024 * 1024), type: "application/pdf" });
    expect(tooBig.status).toBe(413);
    const tooBigText = await textOf(tooBig);
    expect(tooBigText).toContain("There is a problem");
    expect(tooBigText).toContain("The file is too big. Choose a file of 5 MB or less");
    expect(tooBigText).toContain(note);

    const wrongType = await send(candidateB.browser, id.second, { cv: "upload", note }, { name: "photo.png", bytes: png, type: "image/png" });
    expect(wrongType.status).toBe(400);
    expect(await textOf(wrongType)).toContain("The file must be a PDF or a Word document");

    const fake = await send(candidateB.browser, id.second, { cv: "upload", note }, { name: "cv.pdf", bytes: png, type: "application/pdf" });
    expect(fake.status).toBe(400);
    expect(await textOf(fake)).toContain("The file is not a real PDF or Word document");

    const missing = await send(candidateB.browser, id.second, { cv: "upload" });
    expect(missing.status).toBe(400);
    expect(await textOf(missing)).toContain("Choose your CV file");

    // No saved CV to share, and a note over the limit.
    const noSaved = await send(candidateB.browser, id.second, { cv: "saved", note: "x".repeat(1001) });
    expect(noSaved.status).toBe(400);
    const noSavedText = await textOf(noSaved);
    expect(noSavedText).toContain("Use 1,000 characters or fewer for your note");

    // A body declaring more than the form ever reads is refused before any of it is read.
    const huge = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const request = http.request(`${server.env.publicUrl}/jobs/${id.second}/apply`, {
        method: "POST",
        headers: { Cookie: candidateB.browser.jar.header(), "Content-Type": "multipart/form-data; boundary=x", "Content-Length": String(17 * 1024 * 1024) },
      });
      request.on("response", (response) => {
        let body = "";
        response.on("data", (chunk: Buffer) => (body += chunk.toString()));
        response.on("end", () => {
          request.destroy();
          resolve({ status: response.statusCode ?? 0, body });
        });
      });
      request.on("error", reject);
      request.write("--x\r\n");
    });
    expect(huge.status).toBe(413);
    expect(huge.body).toContain("The file is too big");
    // A form that is not multipart is a 400, not a 500.
    const plain = await candidateB.browser.post(`/jobs/${id.second}/apply`, { cv: "none" });
    expect(plain.status).toBe(400);

    expect(await server.database.db.select().from(applications).where(eq(applications.jobId, id.second))).toEqual([]);
    expect(filesOnDisk()).toEqual([]);
  });

  it("keeps an uploaded CV under a random name, serves it only to the candidate and the role's employer, and removes it with the account", async () => {
    const db = server.database.db;
    const bytes = pdf(4096);
    const sent = await send(candidateB.browser, id.second, { cv: "upload", shareContact: "on", note: "Available from Monday." }, { name: "Blake Uploader CV.pdf", bytes, type: "application/pdf" });
    expect(sent.status).toBe(303);
    const [made] = await db.select().from(applications).where(eq(applications.jobId, id.second));
    expect(made).toMatchObject({ shared: ["contact_details", "cv"], candidateNote: "Available from Monday." });
    const [file] = await db.select().from(applicationFiles).where(eq(applicationFiles.applicationId, made!.id));
    expect(file).toMatchObject({ originalName: "Blake Uploader CV.pdf", contentType: "application/pdf", sizeBytes: 4096 });
    expect(filesOnDisk()).toEqual([file!.storageKey]);
    expect(file!.storageKey).toMatch(/^[0-9a-f]{32}$/);
    expect(fs.statSync(path.join(uploadDir, file!.storageKey)).mode & 0o077).toBe(0);

    const filePath = areaPath("candidatePortalApplicationCvFile", { applicationId: made!.id });
    const own = await candidateB.browser.get(filePath);
    expect(own.status).toBe(200);
    expect(own.headers.get("content-type")).toBe("application/pdf");
    expect(own.headers.get("content-disposition")).toBe('attachment; filename="Blake-Uploader-CV.pdf"');
    expect(own.headers.get("x-content-type-options")).toBe("nosniff");
    expect(own.headers.get("cache-control")).toContain("no-store");
    expect(new Uint8Array(await own.arrayBuffer())).toEqual(bytes);
    expect((await candidateA.browser.get(filePath)).status).toBe(404);
    expect((await client(server).get(filePath)).status).toBe(302);

    const employerFile = areaPath("employerPortalApplicationCvFile", { applicationId: made!.id });
    const forX = await employerX.get(employerFile);
    expect(forX.status).toBe(200);
    expect(forX.headers.get("content-disposition")).toMatch(/^attachment;/);
    expect((await forX.arrayBuffer()).byteLength).toBe(4096);
    expect((await employerY.get(employerFile)).status).toBe(404);
    expect((await candidateB.browser.get(employerFile)).status).toBe(403);
    const downloads = await db.select().from(auditEvents).where(eq(auditEvents.event, "application_file_downloaded"));
    expect(downloads.map((row) => row.detail)).toContainEqual({ applicationId: made!.id });

    const list = await textOf(await employerX.get(areaPath("employerPortalApplication", { applicationId: made!.id })));
    expect(list).toContain("Download the CV Blake Uploader sent");
    expect(list).toContain("Available from Monday.");
    expect(list).toContain(candidateB.email);
    const own_list = await textOf(await candidateB.browser.get(areaPath("candidatePortalApplications")));
    expect(own_list).toContain("Download the CV file you sent");
    expect(own_list).toContain("Available from Monday.");

    // Deleting the account deletes the application (cascade) and the file from disk straight away.
    const deleted = await candidateB.browser.post("/account/delete", { password: candidateB.password });
    expect(deleted.status).toBe(302);
    expect(await db.select().from(applications).where(eq(applications.id, made!.id))).toEqual([]);
    expect(filesOnDisk()).toEqual([]);
  });

  it("sweeps away files whose rows are gone, once they are old enough to be no upload in progress", async () => {
    const orphan = "0123456789abcdef0123456789abcdef";
    const fresh = "fedcba9876543210fedcba9876543210";
    fs.writeFileSync(path.join(uploadDir, orphan), "left behind");
    fs.writeFileSync(path.join(uploadDir, fresh), "just written");
    fs.writeFileSync(path.join(uploadDir, "README"), "not ours");
    const old = new Date(Date.now() - 2 * 3_600_000);
    fs.utimesSync(path.join(uploadDir, orphan), old, old);
    expect(await removeOrphanUploads(server.database.db, uploadDir)).toBe(1);
    expect(filesOnDisk().sort()).toEqual(["README", fresh]);
  });
});
