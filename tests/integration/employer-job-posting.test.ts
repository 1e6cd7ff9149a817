import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobChanges, jobs, organisationMembers, organisations } from "../../db/schema";
import { areaPath } from "../../app/features/dashboards/areas";
import { closePastRoles } from "../../app/features/jobs/close-past-roles.server";
import { jobFormMessages } from "../../app/features/jobs/job-form";
import { jobPostingProperties } from "../../app/features/jobs/job-posting";
import { uuidv7 } from "../../app/lib/uuid.server";
import { enrolTotp, verifiedUser, visibleText, type Client } from "./support/auth";
import { startSmtpListener, type SmtpListener } from "./support/smtp";
import { rulesBackend } from "./support/test-database";
import { startTestServer, type TestServer } from "./support/test-server";

/**
 * Issue 30, part 1, through the real server: an employer posts a role by town or postcode (or from home, for an
 * area), sees the preview, publishes; hours in halves; one offence answer; a double press saves once; duplicating,
 * editing with its change history; roles past their closing date close; the job page's JSON-LD.
 */

const role = {
  intent: "save",
  title: "Posting test warehouse operative",
  sector: "Logistics",
  description: "Picking and packing orders.",
  workplace: "workplace",
  place: "LS11 5QN",
  contractType: "permanent",
  hours: "full_time",
  hoursPerWeek: "37.5",
  salaryMin: "12.60",
  salaryMax: "13.10",
  salaryPeriod: "hour",
  vacancies: "2",
  closingDate: "31/03/2099",
  recordCheck: "basic",
  offencePolicy: "case_by_case",
};

const formKeyIn = (html: string) => /name="formKey" value="([^"]+)"/.exec(html)?.[1] ?? "";

describe.each([rulesBackend])("posting a job on %s", (backend) => {
  let smtp: SmtpListener;
  let server: TestServer;
  let owner: Client;
  let other: Client;
  let ownerName: string;
  const organisationId = uuidv7();
  const otherOrganisationId = uuidv7();

  beforeAll(async () => {
    smtp = await startSmtpListener();
    server = await startTestServer(backend, { CLIENT_IP_HEADER: "x-forwarded-for", SMTP_URL: smtp.url, MAIL_POLL_INTERVAL_MS: "100" });
    const db = server.database.db;
    await db.insert(organisations).values([
      { id: organisationId, kind: "employer", name: "Posting Test Foods", status: "approved" },
      { id: otherOrganisationId, kind: "employer", name: "Other Posting Ltd", status: "approved" },
    ]);
    ownerName = "Pat Poster";
    const a = await verifiedUser(server, smtp, { role: "employer", accountStatus: "active", name: ownerName });
    const b = await verifiedUser(server, smtp, { role: "employer", accountStatus: "active", name: "Quinn Other" });
    for (const person of [a, b]) await enrolTotp(person.browser, person.password);
    await db.insert(organisationMembers).values([
      { organisationId, userId: a.userId, role: "owner" },
      { organisationId: otherOrganisationId, userId: b.userId, role: "owner" },
    ]);
    owner = a.browser;
    other = b.browser;
  }, 300_000);

  afterAll(async () => {
    await server?.stop();
    await smtp?.close();
  });

  const rowsTitled = (title: string) => server.database.db.select().from(jobs).where(eq(jobs.title, title));

  it("refuses a place the gazetteer does not know, keeping what was typed, and names each problem once", async () => {
    const unknown = await owner.post(areaPath("employerPortalJobNew"), { ...role, place: "Nowhere-on-Sea" });
    expect(unknown.status).toBe(400);
    const html = await unknown.text();
    expect(visibleText(html)).toContain(jobFormMessages.placeUnknown);
    expect(html).toContain('value="Nowhere-on-Sea"');
    const bad = await owner.post(areaPath("employerPortalJobNew"), { ...role, place: "", hoursPerWeek: "37.25", offencePolicy: "excluded" });
    expect(bad.status).toBe(400);
    const text = visibleText(await bad.text());
    for (const message of [jobFormMessages.place, jobFormMessages.hoursPerWeek, jobFormMessages.exclusionDetails]) {
      // Once under the field and once in the summary: never twice in the summary.
      expect(text.split(message).length - 1, message).toBe(2);
    }
    expect(await rowsTitled(role.title)).toEqual([]);
  });

  it("saves a draft by postcode with 37.5 hours, once for a double press, shows the place found, and publishes from the preview", async () => {
    const form = await (await owner.get(areaPath("employerPortalJobNew"))).text();
    const fields = { ...role, formKey: formKeyIn(form) };
    expect(fields.formKey).not.toBe("");
    const first = await owner.post(areaPath("employerPortalJobNew"), fields);
    const second = await owner.post(areaPath("employerPortalJobNew"), fields);
    expect(first.status).toBe(303);
    expect(second.headers.get("location")).toBe(first.headers.get("location"));
    const rows = await rowsTitled(role.title);
    expect(rows).toHaveLength(1);
    const job = rows[0]!;
    expect(job).toMatchObject({ status: "draft", locationName: "Leeds", postcode: "LS11 5QN", homeArea: null, national: false, hoursPerWeek: 37.5, salaryMinPence: 1260, salaryMaxPence: 1310, offenceExclusions: ["case_by_case"] });
    expect(job.latitude).toBeCloseTo(53.8, 0);
    expect(first.headers.get("location")).toBe(areaPath("employerPortalJobPreview", { jobId: job.id }));

    // A draft is not public; the preview shows the place found and the public page's details.
    expect((await owner.get(`/jobs/${job.id}`)).status).toBe(404);
    const preview = visibleText(await (await owner.get(areaPath("employerPortalJobPreview", { jobId: job.id }))).text());
    expect(preview).toContain("Found: Leeds LS11");
    expect(preview).toContain("37.5 hours a week");
    expect(preview).toContain("£12.60 to £13.10 an hour");
    expect(preview).toContain("Publish the role");

    // Another employer finds no such role to preview or publish.
    expect((await other.get(areaPath("employerPortalJobPreview", { jobId: job.id }))).status).toBe(404);
    expect((await other.post(areaPath("employerPortalJobPreview", { jobId: job.id }), { intent: "publish" })).status).toBe(404);

    const published = await owner.post(areaPath("employerPortalJobPreview", { jobId: job.id }), { intent: "publish" });
    expect(published.status).toBe(303);
    expect((await rowsTitled(role.title))[0]?.status).toBe("open");

    // Live: on the board near Leeds, not near London; its page carries every JobPosting property.
    expect(visibleText(await (await owner.get("/jobs?where=Leeds&miles=5")).text())).toContain(role.title);
    expect(visibleText(await (await owner.get("/jobs?where=London&miles=5")).text())).not.toContain(role.title);
    const page = await (await owner.get(`/jobs/${job.id}`)).text();
    const jsonLd = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(page)![1]!) as Record<string, unknown>;
    for (const property of [...jobPostingProperties, "jobLocation"]) expect(jsonLd[property], property).toBeDefined();
    expect(jsonLd.jobLocation).toMatchObject({ address: { addressLocality: "Leeds", postalCode: "LS11 5QN", addressCountry: "GB" } });
    expect(jsonLd.baseSalary).toMatchObject({ currency: "GBP", value: { minValue: 12.6, maxValue: 13.1, unitText: "HOUR" } });
  });

  it("keeps a change history of a live role: who, when and which fields", async () => {
    const [job] = await rowsTitled(role.title);
    const changed = await owner.post(areaPath("employerPortalJob", { jobId: job!.id }), { ...role, hoursPerWeek: "30", vacancies: "3" });
    expect(changed.status).toBe(303);
    expect(changed.headers.get("location")).toBe(`${areaPath("employerPortalJobPreview", { jobId: job!.id })}?done=saved`);
    const history = await server.database.db.select().from(jobChanges).where(eq(jobChanges.jobId, job!.id));
    expect(history.map((row) => row.change).sort()).toEqual(["created", "edited", "published"]);
    expect(history.find((row) => row.change === "edited")).toMatchObject({ fields: ["hoursPerWeek", "vacancies"], changedByName: ownerName });
    // Saving again with nothing changed adds nothing.
    await owner.post(areaPath("employerPortalJob", { jobId: job!.id }), { ...role, hoursPerWeek: "30", vacancies: "3" });
    expect(await server.database.db.select().from(jobChanges).where(eq(jobChanges.jobId, job!.id))).toHaveLength(3);
    const page = visibleText(await (await owner.get(areaPath("employerPortalJob", { jobId: job!.id }))).text());
    expect(page).toContain("Change history");
    expect(page).toContain("Hours a week, How many people");
    expect(page).toContain(ownerName);
    expect(page).toContain("Found: Leeds LS11");
    // The other employer sees neither the form nor the history.
    expect((await other.get(areaPath("employerPortalJob", { jobId: job!.id }))).status).toBe(404);
  });

  it("duplicates a past role into a new form without its closing date, and only one's own", async () => {
    const [job] = await rowsTitled(role.title);
    const form = await (await owner.get(`${areaPath("employerPortalJobNew")}?from=${job!.id}`)).text();
    expect(form).toContain(`value="${role.title}"`);
    expect(form).toContain('value="LS11 5QN"');
    expect(form).not.toContain("31/03/2099");
    const theirs = await (await other.get(`${areaPath("employerPortalJobNew")}?from=${job!.id}`)).text();
    expect(theirs).not.toContain(role.title);
  });

  it("finds a role done from home in Wales from Cardiff but not from Leeds; a UK-wide one from anywhere", async () => {
    for (const [title, homeArea] of [
      ["Posting test Welsh home adviser", "wales"],
      ["Posting test UK home adviser", "uk"],
    ] as const) {
      const saved = await owner.post(areaPath("employerPortalJobNew"), { ...role, title, workplace: "home", place: "", homeArea });
      expect(saved.status).toBe(303);
      const [job] = await rowsTitled(title);
      expect(job).toMatchObject({ homeArea, national: homeArea === "uk", latitude: null, postcode: null });
      expect((await owner.post(areaPath("employerPortalJobPreview", { jobId: job!.id }), { intent: "publish" })).status).toBe(303);
    }
    const cardiff = visibleText(await (await owner.get("/jobs?where=Cardiff&miles=5")).text());
    const leeds = visibleText(await (await owner.get("/jobs?where=Leeds&miles=5")).text());
    expect(cardiff).toContain("Posting test Welsh home adviser");
    expect(cardiff).toContain("Posting test UK home adviser");
    expect(leeds).not.toContain("Posting test Welsh home adviser");
    expect(leeds).toContain("Posting test UK home adviser");
    const [welsh] = await rowsTitled("Posting test Welsh home adviser");
    const page = await (await owner.get(`/jobs/${welsh!.id}`)).text();
    const jsonLd = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(page)![1]!) as Record<string, unknown>;
    expect(jsonLd).toMatchObject({ jobLocationType: "TELECOMMUTE", applicantLocationRequirements: { name: "Wales" } });
  });

  it("closes a role once its closing date has passed: off the board at once, and marked closed by the hourly run", async () => {
    const db = server.database.db;
    const [job] = await rowsTitled(role.title);
    await db.update(jobs).set({ closingDate: "2020-01-01" }).where(eq(jobs.id, job!.id));
    expect(visibleText(await (await owner.get("/jobs?where=Leeds&miles=5")).text())).not.toContain(role.title);
    expect((await owner.get(`/jobs/${job!.id}`)).status).toBe(410);
    const run = await closePastRoles(db);
    expect(run.closed).toBeGreaterThanOrEqual(1);
    expect((await rowsTitled(role.title))[0]?.status).toBe("closed");
    expect(await db.select().from(jobChanges).where(and(eq(jobChanges.jobId, job!.id), eq(jobChanges.change, "closed")))).toHaveLength(1);
    // A second run at once closes nothing more.
    expect((await closePastRoles(db)).closed).toBe(0);
  });
});
