import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEvents, candidates, jobs, organisations } from "../../db/schema";
import { importJobs, readFeed } from "../../app/features/jobs/import.server";
import { decideRename } from "../../app/features/organisations/organisation-names.server";
import { addDays, londonDate } from "../../app/lib/dates";
import { uuidv7 } from "../../app/lib/uuid.server";
import { verifiedUser } from "./support/auth";
import { startSmtpListener, type SmtpListener } from "./support/smtp";
import { backends } from "./support/test-database";
import { startTestServer, type TestServer } from "./support/test-server";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const today = londonDate(new Date());
const day = (days: number) => addDays(today, days);

type Role = Partial<typeof jobs.$inferInsert> & { title: string };

/** Visible text of a page, tags removed, so assertions read like what a person sees. */
const textOf = (html: string) => html.replace(/<!-- -->/g, "").replace(/<script[\s\S]*?<\/script>/g, " ").replace(/<[^>]+>/g, " ").replace(/&#x27;|&#39;/g, "'").replace(/&amp;/g, "&").replace(/\s+/g, " ");

/** The titles of the roles listed on a /jobs page, in order. */
function listed(html: string): string[] {
  return [...html.matchAll(/<h3[^>]*><a[^>]*href="\/jobs\/[^"]+"[^>]*>([^<]+)<\/a><\/h3>/g)].map((match) => match[1]!.replace(/&amp;/g, "&"));
}

describe.each(backends)("the public jobs board on %s", (backend) => {
  let server: TestServer;
  const id = { approved: uuidv7(), waiting: uuidv7(), demoEmployer: uuidv7(), leeds: uuidv7(), bradford: uuidv7(), manchester: uuidv7(), national: uuidv7(), closed: uuidv7(), expired: uuidv7(), hidden: uuidv7(), demo: uuidv7(), draft: uuidv7() };

  beforeAll(async () => {
    server = await startTestServer(backend);
    const db = server.database.db;
    await db.insert(organisations).values([
      { id: id.approved, kind: "employer", name: "Fairway Foods", status: "approved", banTheBox: true, realLivingWage: true },
      { id: id.waiting, kind: "employer", name: "Hidden Haulage", status: "awaiting_approval" },
      { id: id.demoEmployer, kind: "employer", name: "Demo Dairies", status: "approved", demo: true },
    ]);
    const leeds = { locationName: "Leeds", latitude: 53.796, longitude: -1.548 };
    const role = (role: Role) => ({
      id: uuidv7(),
      sector: "Food production",
      employerId: id.approved,
      employerName: "Fairway Foods",
      contractType: "permanent" as const,
      hours: "full_time" as const,
      closingDate: day(30),
      ...leeds,
      ...role,
    });
    await db.insert(jobs).values([
      role({ id: id.leeds, title: "Bakery Operative", description: "Mixing and baking bread overnight.", salaryMinPence: 1300, salaryMaxPence: 1400, salaryPeriod: "hour", closingDate: day(5) }),
      role({ id: id.bradford, title: "Packing Assistant", locationName: "Bradford", latitude: 53.794, longitude: -1.752, hours: "part_time", recordCheck: "basic", offenceExclusions: ["violence"], salaryMinPence: 1_800_000, salaryPeriod: "year", closingDate: day(10) }),
      role({ id: id.manchester, title: "Delivery Driver", sector: "Logistics", locationName: "Manchester", latitude: 53.481, longitude: -2.237, contractType: "temporary", recordCheck: "standard", closingDate: day(20) }),
      role({ id: id.national, title: "Telephone Sales Adviser", sector: "Sales", locationName: "Anywhere", national: true, latitude: null, longitude: null, closingDate: null }),
      role({ id: id.closed, title: "Closed Baker", status: "closed" }),
      role({ id: id.expired, title: "Expired Baker", closingDate: day(-1) }),
      role({ id: id.draft, title: "Draft Baker", status: "draft" }),
      role({ id: id.hidden, title: "Hidden Baker", employerId: id.waiting, employerName: "Hidden Haulage" }),
      role({ id: id.demo, title: "Demo Baker", employerId: id.demoEmployer, employerName: "Demo Dairies", demo: true }),
      ...Array.from({ length: 25 }, (_, n) => role({ title: `Paging Porter ${String(n + 1).padStart(2, "0")}`, sector: "Hospitality", locationName: "London", latitude: 51.509, longitude: -0.126, closingDate: day(40 + n) })),
    ]);
  });
  afterAll(async () => {
    await server?.stop();
  });

  const page = async (query: string) => {
    const response = await server.fetch(`/jobs${query}`);
    return { status: response.status, html: await response.text() };
  };

  it("lists only live roles of approved employers: never closed, past their date, drafts, unapproved or demonstration ones", async () => {
    const { status, html } = await page("?q=baker");
    expect(status).toBe(200);
    expect(listed(html)).toEqual(["Bakery Operative"]);
    expect(textOf(html)).toContain("1 job found");
    expect(textOf((await page("?q=nothing+like+this")).html)).toContain("No jobs match your search");
    const all = textOf((await page("")).html);
    expect(all).toContain("29 jobs found, page 1 of 2");
    for (const hidden of ["Closed Baker", "Expired Baker", "Draft Baker", "Hidden Baker", "Demo Baker"]) expect(all).not.toContain(hidden);
  });

  it("finds words in the title or description, each word needed", async () => {
    expect(listed((await page("?q=bread+overnight")).html)).toEqual(["Bakery Operative"]);
    expect(listed((await page("?q=bread+driver")).html)).toEqual([]);
  });

  it("finds words by the database's full-text search: English stems, the start of a word, the employer's name, never query syntax", async () => {
    // Stems: "bakers" and "baked breads" find "Bakery Operative … baking bread"; a word's start finds the word.
    expect(listed((await page("?q=bakers")).html)).toEqual(["Bakery Operative"]);
    expect(listed((await page("?q=baked+breads")).html)).toEqual(["Bakery Operative"]);
    expect(listed((await page("?q=deliv")).html)).toEqual(["Delivery Driver"]);
    expect(listed((await page("?q=DRIVING")).html)).toEqual(["Delivery Driver"]);
    // The employer's name and the sector are searched with the role's own words.
    expect(listed((await page("?q=fairway+drivers")).html)).toEqual(["Delivery Driver"]);
    expect(listed((await page("?q=logistics")).html)).toEqual(["Delivery Driver"]);
    // The query language's own characters only separate words.
    expect(listed((await page(`?q=${encodeURIComponent("(bread) & !overnight:* | 'x")}`)).html)).toEqual([]);
    expect(listed((await page(`?q=${encodeURIComponent("(bread) & !overnight:*")}`)).html)).toEqual(["Bakery Operative"]);
    // Words the search ignores ("the", "a") ask nothing, so they alone list every live role.
    expect(textOf((await page("?q=the")).html)).toContain("29 jobs found, page 1 of 2");
    expect(textOf((await page("?q=the+bakery")).html)).toContain("1 job found");
  });

  it("finds an employer's roles by its new name once an administrator approves it, and no longer by the old one", async () => {
    const db = server.database.db;
    const employerId = uuidv7();
    await db.insert(organisations).values({ id: employerId, kind: "employer", name: `Quillon Works ${backend}`, status: "approved" });
    await db.insert(jobs).values({ id: uuidv7(), title: "Stores Keeper", sector: "Stores", employerId, employerName: `Quillon Works ${backend}`, locationName: "Inverness", latitude: 57.48, longitude: -4.22, contractType: "permanent", hours: "full_time" });
    expect(listed((await page("?q=quillon")).html)).toEqual(["Stores Keeper"]);
    await db.update(organisations).set({ proposedName: `Zephyrine Stores ${backend}` }).where(eq(organisations.id, employerId));
    expect(await decideRename(db, { organisationId: employerId, expected: `Zephyrine Stores ${backend}`, approve: true }, { actorUserId: "jobs-board-test" })).toBe("approved");
    expect(listed((await page("?q=zephyrine")).html)).toEqual(["Stores Keeper"]);
    // A search not made before (the board's anonymous pages are cached for a short while, decision 0018).
    expect(listed((await page("?q=quillon+keeper")).html)).toEqual([]);
  });

  it("finds roles within a distance of a town or a postcode district, nearest first when asked, national roles too", async () => {
    expect(listed((await page("?where=Leeds&miles=5&sort=distance")).html)).toEqual(expect.arrayContaining(["Bakery Operative", "Telephone Sales Adviser"]));
    expect(listed((await page("?where=Leeds&miles=5&sort=distance")).html)).not.toContain("Packing Assistant");
    const ten = listed((await page("?where=LS6&miles=10&sort=distance&q=a")).html);
    expect(ten).toContain("Packing Assistant");
    expect(ten).not.toContain("Delivery Driver");
    expect(ten.at(-1)).toBe("Telephone Sales Adviser");
    const fifty = await page("?where=leeds&miles=50&sort=distance&sector=Logistics");
    expect(listed(fifty.html)).toEqual(["Delivery Driver"]);
    expect(textOf(fifty.html)).toMatch(/Manchester, 3\d miles away/);
    const unknown = textOf((await page("?where=Atlantis")).html);
    expect(unknown).toContain("We could not find the place “Atlantis”");
    // A salary it cannot read: every job, a note saying why, and the box keeping what was typed, marked wrong.
    const unread = await page("?salary=abc");
    expect(unread.status).toBe(200);
    expect(listed(unread.html)).toEqual(listed((await page("")).html));
    expect(textOf(unread.html)).toContain("We could not read the salary “abc”, so these jobs are at any pay.");
    expect(unread.html).toMatch(/<input[^>]*name="salary"[^>]*>/);
    const box = /<input[^>]*name="salary"[^>]*>/.exec(unread.html)![0];
    expect(box).toContain('value="abc"');
    expect(box).toContain('aria-invalid="true"');
  });

  it("filters by hours, contract, sector, salary floor and fair-chance signals", async () => {
    expect(listed((await page("?hours=part_time")).html)).toEqual(["Packing Assistant"]);
    expect(listed((await page("?contract=temporary")).html)).toEqual(["Delivery Driver"]);
    expect(listed((await page("?sector=Sales")).html)).toEqual(["Telephone Sales Adviser"]);
    // £13 to £14 an hour is about £27,300 a year at 37½ hours; £18,000 a year is below the floor.
    expect(listed((await page("?salary=25000")).html)).toEqual(["Bakery Operative"]);
    expect(listed((await page("?signal=no-check&q=a&sector=Food+production")).html)).toEqual(["Bakery Operative"]);
    expect(listed((await page("?signal=unspent&sector=Food+production")).html)).toEqual(["Bakery Operative"]);
    expect(listed((await page("?signal=ban-the-box&sector=Logistics")).html)).toEqual(["Delivery Driver"]);
  });

  it("pages results twenty at a time with the filters kept in the links", async () => {
    const first = await page("?sector=Hospitality");
    expect(textOf(first.html)).toContain("25 jobs found, page 1 of 2");
    expect(listed(first.html)).toHaveLength(20);
    expect(first.html).toContain('href="/jobs?sector=Hospitality&amp;page=2"');
    const second = await page("?sector=Hospitality&page=2");
    expect(listed(second.html)).toEqual(["Paging Porter 21", "Paging Porter 22", "Paging Porter 23", "Paging Porter 24", "Paging Porter 25"]);
    expect(textOf(second.html)).toContain("Previous page");
  });

  it("answers hostile or malformed parameters with a normal page", async () => {
    for (const query of [
      "?q=%27%3B+drop+table+jobs%3B--&where=%3Cscript%3E&miles=abc&page=-1&salary=1e99&sort=x&hours=zzz",
      "?q=%25%25_%5C&page=999999999999&salary=-5&signal=%F0%9F%92%A5",
      `?q=${"a".repeat(5000)}&where=${"SW1A+".repeat(500)}`,
      "?q=%E0%A4%A",
    ]) {
      const { status, html } = await page(query);
      expect(status, query).toBe(200);
      expect(html).not.toContain("<script>");
    }
    // A NUL character is refused before the page runs (security review item 8): 400, never a 500.
    expect((await page("?q=%00%27%3B+drop+table+jobs%3B--&where=%3Cscript%3E")).status).toBe(400);
  });

  it("shows a role's page with every detail, its check in plain words and JobPosting data", async () => {
    const response = await server.fetch(`/jobs/${id.bradford}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    const text = textOf(html);
    expect(text).toContain("Packing Assistant");
    expect(text).toContain("Basic DBS check");
    expect(text).toContain("What each criminal record check shows");
    expect(text).toContain("The employer cannot take on people with convictions for: violence.");
    expect(text).toContain("They have signed up to Ban the Box");
    expect(text).toContain("£18,000 a year");
    const ld = JSON.parse(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)![1]!);
    expect(ld).toMatchObject({
      "@type": "JobPosting",
      title: "Packing Assistant",
      // The end of that day in UK time: +00:00 in winter, +01:00 in summer (job-posting.test.ts checks which).
      validThrough: expect.stringMatching(new RegExp(`^${day(10)}T23:59:59\\+0[01]:00$`)),
      employmentType: ["PART_TIME"],
      hiringOrganization: { name: "Fairway Foods" },
      jobLocation: { address: { addressLocality: "Bradford" } },
      baseSalary: { currency: "GBP", value: { minValue: 18000, unitText: "YEAR" } },
    });
    expect(ld.datePosted).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it("says a closed role has closed (410) and links to similar roles; hides roles that are not public (404)", async () => {
    for (const gone of [id.closed, id.expired]) {
      const response = await server.fetch(`/jobs/${gone}`);
      expect(response.status).toBe(410);
      const html = await response.text();
      expect(textOf(html)).toContain("This Role Has Closed");
      expect(listed(html)).toEqual(expect.arrayContaining(["Bakery Operative"]));
      expect(html).not.toContain("application/ld+json");
    }
    for (const missing of [id.hidden, id.demo, id.draft, uuidv7(), "not-a-uuid", "%27%20or%201%3D1"]) {
      expect((await server.fetch(`/jobs/${missing}`)).status, missing).toBe(404);
    }
  });

  it("matches typed-in skills, place and hours against live roles, best first, with reasons", async () => {
    const response = await server.fetch("/job-matcher?skills=baking%2C+packing&interests=&where=LS6&miles=15&availability=either");
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(listed(html).slice(0, 2)).toEqual(["Bakery Operative", "Packing Assistant"]);
    const text = textOf(html);
    expect(text).toContain("Uses your skill: baking");
    expect(text).toContain("Uses your skill: packing");
    expect(text).toContain("No criminal record check");
    const partTime = listed(await (await server.fetch("/job-matcher?skills=baking%2C+packing&where=Leeds&availability=part_time")).text());
    expect(partTime).toEqual(["Packing Assistant"]);
    expect((await server.fetch("/job-matcher?skills=%3Cscript%3E&miles=zz&availability=%27")).status).toBe(200);
    expect((await server.fetch("/job-matcher?skills=%00%3Cscript%3E&miles=zz&availability=%27")).status).toBe(400);
    expect(textOf(await (await server.fetch("/job-matcher")).text())).not.toContain("Why it matches");
    expect(textOf(html)).not.toContain("Our jobs board has no open roles yet");
  });

  describe("the job feed import", () => {
    const posting = (over: Record<string, unknown> = {}) => ({
      "@context": "https://schema.org/",
      "@type": "JobPosting",
      title: "Imported Cleaner",
      description: "<p>Cleaning offices &amp; shops.</p>",
      identifier: { "@type": "PropertyValue", name: "test-feed", value: "C-1" },
      datePosted: "2026-01-05",
      validThrough: day(14),
      employmentType: "PART_TIME",
      hiringOrganization: { "@type": "Organization", name: "Sparkle Cleaning" },
      jobLocation: { "@type": "Place", address: { "@type": "PostalAddress", addressLocality: "Leeds", postalCode: "LS1 4AP" } },
      baseSalary: { "@type": "MonetaryAmount", currency: "GBP", value: { "@type": "QuantitativeValue", value: 12.6, unitText: "HOUR" } },
      skills: "Cleaning, Health and safety",
      industry: "Cleaning",
      ...over,
    });

    it("creates roles and an approved employer, updates on re-import, skips with reasons", async () => {
      const db = server.database.db;
      const first = await importJobs(db, [posting(), { title: "No id" }, posting({ identifier: { name: "test-feed", value: "C-2" }, validThrough: day(-3) }), posting({ identifier: { name: "test-feed", value: "C-3" }, employmentType: "SOMETIMES" })]);
      expect(first.created).toBe(1);
      expect(first.updated).toBe(0);
      expect(first.skipped.map((skip) => skip.reason)).toEqual([
        "it has no identifier.value, so a later import could not update it",
        `its closing date (${day(-3)}) has passed`,
        'employmentType "SOMETIMES" is not one schema.org defines',
      ]);
      const [employer] = await db.select().from(organisations).where(eq(organisations.name, "Sparkle Cleaning"));
      expect(employer).toMatchObject({ kind: "employer", status: "approved", demo: false });
      const [role] = await db.select().from(jobs).where(eq(jobs.externalId, "C-1"));
      expect(role).toMatchObject({ source: "test-feed", hours: "part_time", contractType: "permanent", salaryMinPence: 1260, salaryPeriod: "hour", closingDate: day(14), status: "open", demo: false });
      expect(role!.description).toBe("Cleaning offices & shops.\n\nSkills: Cleaning, Health and safety");

      const again = await importJobs(db, [posting({ title: "Imported Office Cleaner" })]);
      expect(again).toEqual({ created: 0, updated: 1, skipped: [] });
      const rows = await db.select().from(jobs).where(eq(jobs.externalId, "C-1"));
      expect(rows.map((row) => row.title)).toEqual(["Imported Office Cleaner"]);
      expect(listed((await page("?q=office+cleaner")).html)).toEqual(["Imported Office Cleaner"]);
      const audits = await db.select().from(auditEvents).where(eq(auditEvents.event, "jobs_imported"));
      expect(audits.length).toBeGreaterThanOrEqual(2);
    });

    it("skips a role whose employer is on the service but not approved", async () => {
      const report = await importJobs(server.database.db, [posting({ identifier: { name: "test-feed", value: "H-1" }, hiringOrganization: { name: "hidden haulage" } })]);
      expect(report.skipped[0]!.reason).toBe('the employer "hidden haulage" is on the service but not approved yet');
    });

    it("refuses a file that is not a JSON array of postings", () => {
      expect(() => readFeed("{not json")).toThrow(/not valid JSON.*Nothing was imported/);
      expect(() => readFeed('{"@type":"JobPosting"}')).toThrow(/must hold a JSON array/);
    });

    // The command needs a database another process can open: PostgreSQL (the embedded test database is in memory).
    if (backend === "postgres") it("npm run jobs -- import works on PostgreSQL while the server runs, and a bad file changes nothing", async () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), "jobs-import-"));
      const good = path.join(dir, "feed.json");
      const bad = path.join(dir, "bad.json");
      fs.writeFileSync(good, JSON.stringify([posting({ identifier: { name: "cli-feed", value: "1" } }), posting({ identifier: { name: "cli-feed", value: "2" }, jobLocation: { address: { addressLocality: "Atlantis" } } })]));
      fs.writeFileSync(bad, '[{"title": "half a file"');
      const run = (file: string) =>
        new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
          execFile(process.execPath, ["--import", "tsx", "scripts/jobs.ts", "import", file], { cwd: ROOT, env: { ...process.env, DATA_DIR: "", NODE_ENV: "test", DATABASE_URL: server.database.url! }, timeout: 120_000 }, (error, stdout, stderr) =>
            resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
          );
        });
      const before = (await server.database.db.select({ id: jobs.id }).from(jobs)).length;
      const failed = await run(bad);
      expect(failed.code).toBe(1);
      expect(failed.stderr).toContain("The file is not valid JSON");
      expect((await server.database.db.select({ id: jobs.id }).from(jobs)).length).toBe(before);
      const done = await run(good);
      expect(done.code).toBe(0);
      expect(done.stdout).toContain("Created 1 role, updated 0 roles, skipped 1 role.");
      expect(done.stdout).toContain('Skipped #2 "Imported Cleaner": we cannot find the place "Atlantis" in the gazetteer.');
      fs.rmSync(dir, { recursive: true, force: true });
    });
  });
});

describe("the jobs board before any live role", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer("pglite");
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("shows 'Jobs Board Launching Soon' while only demonstration roles exist", async () => {
    const response = await server.fetch("/jobs?q=anything");
    expect(response.status).toBe(200);
    expect(textOf(await response.text())).toContain("Jobs Board Launching Soon");
  });

  it("has the job matcher say there is nothing to match yet, instead of asking for other words", async () => {
    const matched = textOf(await (await server.fetch("/job-matcher?skills=forklift&where=&miles=15&availability=either")).text());
    expect(matched).toContain("Our jobs board has no open roles yet, so there is nothing to match for now.");
    expect(matched).not.toContain("Try other words for your skills");
    expect(textOf(await (await server.fetch("/job-matcher")).text())).toContain("Our jobs board has no open roles yet");
  });
});

describe("the job matcher for a signed-in candidate", () => {
  let smtp: SmtpListener;
  let server: TestServer;
  beforeAll(async () => {
    smtp = await startSmtpListener();
    server = await startTestServer("pglite", { CLIENT_IP_HEADER: "x-forwarded-for", MAIL_POLL_INTERVAL_MS: "100", SMTP_URL: smtp.url });
    const employer = uuidv7();
    await server.database.db.insert(organisations).values({ id: employer, kind: "employer", name: "Fairway Foods", status: "approved" });
    await server.database.db.insert(jobs).values({
      id: uuidv7(), title: "Forklift Driver", sector: "Logistics", employerId: employer, employerName: "Fairway Foods", locationName: "Leeds",
      latitude: 53.796, longitude: -1.548, contractType: "permanent", hours: "full_time", closingDate: day(20),
    });
  });
  afterAll(async () => {
    await server?.stop();
    await smtp?.close();
  });

  it("starts from the candidate's own profile, and from nothing for someone without one", async () => {
    const withProfile = await verifiedUser(server, smtp, { role: "candidate" });
    await server.database.db.insert(candidates).values({ id: uuidv7(), userId: withProfile.userId, fullName: "Jordan Test", town: "Bradford", skills: ["Forklift"], availability: "full_time" });
    const html = await (await withProfile.browser.get("/job-matcher")).text();
    const text = textOf(html);
    expect(text).toContain("We have filled this in from your profile");
    expect(listed(html)).toEqual(["Forklift Driver"]);
    expect(text).toContain("Uses your skill: Forklift");
    expect(text).toContain("Full-time, as you asked");

    const without = await verifiedUser(server, smtp, { role: "candidate" });
    const blank = textOf(await (await without.browser.get("/job-matcher")).text());
    expect(blank).not.toContain("We have filled this in from your profile");
    expect(blank).not.toContain("Why it matches");
  });
});
