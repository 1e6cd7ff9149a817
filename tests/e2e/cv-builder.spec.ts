import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import zlib from "node:zlib";
import { type Download, type Locator, type Page, expect, test } from "@playwright/test";
import { unzipSync, strFromU8 } from "fflate";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { expectNoAccessibilityViolations } from "./support/accessibility";
import { waitForHydration } from "./support/hydration";

const require = createRequire(import.meta.url);
const standardFontDataUrl = `${path.join(path.dirname(require.resolve("pdfjs-dist/package.json")), "standard_fonts")}/`;

const person = {
  name: "Jordan Blakewood",
  email: "jordan.blakewood@example.org",
  phone: "07700 900456",
  location: "Sheffield",
  summary: "Reliable catering assistant who works well under pressure.",
  steps: "I finished a Level 2 food safety course and volunteer at a community kitchen every week",
};

/** Every request the page makes, with its body, to prove that none of them carries the draft. */
function recordRequests(page: Page) {
  const requests: { url: string; body: string }[] = [];
  page.on("request", (request) => requests.push({ url: request.url(), body: request.postData() ?? "" }));
  return requests;
}

/** Console errors, such as a Content Security Policy refusal or a hydration mismatch. */
function recordConsoleErrors(page: Page) {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

function expectNoDraftSent(requests: { url: string; body: string }[]) {
  const secrets = [person.name, person.email, person.phone, person.summary, person.steps, "Blakewood", "900456"];
  const encoded = secrets.flatMap((secret) => [secret, encodeURIComponent(secret), secret.replace(/ /g, "+")]);
  for (const request of requests) {
    for (const secret of encoded) {
      expect(request.url, `a request URL carried "${secret}"`).not.toContain(secret);
      expect(request.body, `a request body carried "${secret}"`).not.toContain(secret);
    }
  }
}

const stepHeading = (page: Page, name: string) => page.getByRole("heading", { level: 2, name });

/** Each step's address: /cv-builder?step=<slug>. */
const stepSlugs = ["start", "personal", "summary", "experience", "skills", "education", "disclosure", "finish"];
const stepUrl = (number: number) => new RegExp(`/cv-builder\\?step=${stepSlugs[number - 1]}$`);

async function expectStep(page: Page, title: string, number: number) {
  await expect(stepHeading(page, title)).toBeFocused();
  await expect(page).toHaveURL(stepUrl(number));
  await expect(page.getByText(`Step ${number} of 8`, { exact: true })).toBeVisible();
  await expect(page.getByText(`${Math.round((number / 8) * 100)}% complete`, { exact: true })).toBeVisible();
  await expect(page.getByRole("status")).toContainText(`Step ${number} of 8: ${title}. ${Math.round((number / 8) * 100)}% complete.`);
}

async function continueTo(page: Page, title: string, number: number) {
  await page.getByRole("button", { name: "Continue" }).click();
  await expectStep(page, title, number);
}

/** A job's month-and-year date: a group named by its legend, holding plain Month and Year boxes. */
/** Types a date and moves on (Tab), as a person does: a date typed into empty boxes is checked once left. */
async function fillDate(job: Locator, legend: string, month: string, year: string) {
  const date = job.getByRole("group", { name: legend });
  await date.getByLabel("Month").fill(month);
  await date.getByLabel("Year").fill(year);
  await date.getByLabel("Year").press("Tab");
}

/** A person can see and tap it: once scrolled into view, the element at the centre of its box is the control itself. */
async function expectTappable(control: Locator) {
  await control.scrollIntoViewIfNeeded();
  const hit = await control.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const found = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return found === element || element.contains(found);
  });
  expect(hit, "the control is covered by something else").toBe(true);
}

/** The letter's date line, as the builder writes it today. */
const todayLine = () => new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "Europe/London" }).format(new Date());

async function openBuilder(page: Page) {
  await page.goto("/cv-builder");
  // Controls are enabled once the saved draft has been read.
  await expect(page.getByRole("button", { name: "Continue" })).toBeEnabled();
}

async function pdfText(download: Download): Promise<string> {
  const data = new Uint8Array(fs.readFileSync(await download.path()));
  expect(Buffer.from(data.subarray(0, 5)).toString()).toBe("%PDF-");
  const pdf = await getDocument({ data, standardFontDataUrl }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= pdf.numPages; number++) {
    const content = await (await pdf.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ("str" in item ? item.str : "")).join(" "));
  }
  return pages.join("\n");
}

function docxText(download: Download): Promise<string> {
  return download.path().then((file) => {
    const files = unzipSync(new Uint8Array(fs.readFileSync(file)));
    const xml = strFromU8(files["word/document.xml"]!);
    return xml.replace(/<w:tab\/>/g, " ").replace(/<[^>]+>/g, "").replace(/&amp;/g, "&");
  });
}

async function download(page: Page, buttonName: string): Promise<Download> {
  const [file] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: buttonName }).click()]);
  return file;
}

test.describe("CV builder", () => {
  test("a full walk through all eight steps, accessible at every step and sending nothing", async ({ page }) => {
    test.setTimeout(120_000);
    const requests = recordRequests(page);
    const consoleErrors = recordConsoleErrors(page);
    await openBuilder(page);

    // Step 1: Getting Started.
    await expect(stepHeading(page, "Getting Started")).toBeVisible();
    await expect(page.getByText("Step 1 of 8", { exact: true })).toBeVisible();
    await expect(page.getByText("13% complete")).toBeVisible();
    await expect(page.getByRole("button", { name: "Previous" })).toBeDisabled();
    await expect(page.getByText("Nothing you type in this builder is sent to us or to anyone else.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Request Support Call" })).toHaveCount(0);
    await page.getByLabel("Yes, I would like some support").check();
    await expect(page.getByRole("link", { name: "Request Support Call" })).toHaveAttribute("href", "/request-callback");
    await page.getByLabel("Writing my disclosure letter").check();
    await expectNoAccessibilityViolations(page);

    // Step 2: About You.
    await continueTo(page, "About You", 2);
    await page.getByLabel("Full name").fill(person.name);
    await page.getByLabel("Email address").fill(person.email);
    await page.getByLabel("Phone number").fill(person.phone);
    await page.getByLabel("Town or city").fill(person.location);
    await expectNoAccessibilityViolations(page);

    // Step 3: Professional Summary.
    await continueTo(page, "Professional Summary", 3);
    await page.getByLabel("Your professional summary").fill(person.summary);
    await expectNoAccessibilityViolations(page);

    // Step 4: Your Experience, starting empty.
    await continueTo(page, "Your Experience", 4);
    await expect(page.getByText("You have not added any jobs yet.")).toBeVisible();
    await page.getByRole("button", { name: "Add a job" }).click();
    const job1 = page.getByRole("group", { name: "Job 1" });
    await expect(job1.getByLabel("Job title")).toBeFocused();
    await job1.getByLabel("Employer or organisation").fill("HMP Kitchens");
    await expect(job1.getByRole("button", { name: /^Kitchen/ })).toHaveCount(0);
    await job1.getByLabel("This was work inside prison").check();
    for (const [work, title] of [
      ["Kitchen", "Catering Assistant"],
      ["Laundry", "Laundry Operative"],
      ["Workshop", "Workshop Assistant"],
      ["Cleaning", "Facilities Maintenance Assistant"],
      ["Library", "Information Assistant"],
    ]) {
      await expect(job1.getByRole("button", { name: `${work} ${title}` })).toBeVisible();
    }
    await expectNoAccessibilityViolations(page);
    await job1.getByRole("button", { name: "Kitchen Catering Assistant" }).click();
    await expect(job1.getByLabel("Job title")).toHaveValue("Catering Assistant");
    await expect(job1.getByLabel("What you did")).toHaveValue(/^• Prepared and served meals/);
    await expect(page.getByRole("status")).toContainText("6 skills added to Your Skills.");
    // Dates are two plain boxes each (no type=month, which many phones show as dashes), numeric keypad on phones.
    const start1 = job1.getByRole("group", { name: "Start date" });
    await expect(start1.getByLabel("Month")).toHaveAttribute("inputmode", "numeric");
    await expect(start1.getByLabel("Year")).toHaveAttribute("inputmode", "numeric");
    await expect(start1.getByLabel("Month")).toHaveAttribute("type", "text");
    await fillDate(job1, "Start date", "3", "2021");
    await fillDate(job1, "End date", "08", "2023");

    await page.getByRole("button", { name: "Add another job" }).click();
    const job2 = page.getByRole("group", { name: "Job 2" });
    await job2.getByLabel("Job title").fill("Kitchen Porter");
    await job2.getByLabel("Employer or organisation").fill("The Crown Inn");
    await fillDate(job2, "Start date", "10", "2023");
    await fillDate(job2, "End date", "2", "2024");
    await job2.getByLabel("I currently work here").check();
    const end2 = job2.getByRole("group", { name: "End date" });
    await expect(end2.getByLabel("Month")).toBeDisabled();
    await expect(end2.getByLabel("Year")).toBeDisabled();
    await expect(end2.getByLabel("Month")).toHaveValue("");
    await expect(end2.getByLabel("Year")).toHaveValue("");

    await page.getByRole("button", { name: "Add another job" }).click();
    await expect(page.getByRole("group", { name: "Job 3" })).toBeVisible();
    await page.getByRole("button", { name: "Remove job 3" }).click();
    await expect(page.getByRole("group", { name: "Job 3" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Add another job" })).toBeFocused();

    // Step 5: Your Skills, with the kitchen template's skills already merged in.
    await continueTo(page, "Your Skills", 5);
    const yourSkills = page.getByRole("region", { name: "Your skills", exact: true });
    await expect(yourSkills.getByRole("listitem")).toHaveText(["Food hygiene", "Food preparation", "Health and safety", "Teamwork", "Working under pressure", "Stock control"]);
    const input = page.getByLabel("Add a skill");
    await input.fill("   Forklift driving  ");
    await input.press("Enter");
    await expect(yourSkills.getByRole("listitem").last()).toHaveText("Forklift driving");
    await expect(input).toHaveValue("");
    await input.fill("   ");
    await page.getByRole("button", { name: "Add", exact: true }).click();
    await expect(yourSkills.getByRole("listitem")).toHaveCount(7);
    // Typed skills may repeat; suggestion chips add a skill only if it is absent.
    await input.fill("Teamwork");
    await page.getByRole("button", { name: "Add", exact: true }).click();
    await expect(yourSkills.getByRole("button", { name: "Remove Teamwork" })).toHaveCount(2);
    await page.getByRole("button", { name: "Add Reliability" }).click();
    await page.getByRole("button", { name: "Add Reliability (already added)" }).click();
    await expect(yourSkills.getByRole("button", { name: "Remove Reliability" })).toHaveCount(1);
    await page.getByRole("button", { name: "Add Teamwork (already added)" }).click();
    await expect(yourSkills.getByRole("button", { name: "Remove Teamwork" })).toHaveCount(2);
    await yourSkills.getByRole("button", { name: "Remove Teamwork" }).last().click();
    await expect(yourSkills.getByRole("button", { name: "Remove Teamwork" })).toHaveCount(1);
    await expect(yourSkills.getByRole("listitem")).toHaveCount(8);
    await expectNoAccessibilityViolations(page);

    // Step 6: Learning and Training.
    await continueTo(page, "Learning and Training", 6);
    await page.getByRole("button", { name: "Add a qualification" }).click();
    const qualification = page.getByRole("group", { name: "Qualification 1" });
    await expect(qualification.getByLabel("Qualification or course")).toBeFocused();
    await qualification.getByLabel("Qualification or course").fill("Level 2 Food Safety");
    await qualification.getByLabel("Where you studied, or who awarded it").fill("City & Guilds");
    await qualification.getByLabel("Year").fill("2022");
    await qualification.getByLabel("I gained this in prison").check();
    await expectNoAccessibilityViolations(page);

    // Step 7: Disclosure Letter.
    await continueTo(page, "Disclosure Letter", 7);
    await expect(page.getByText("A spent conviction does not need to be disclosed for most jobs.")).toBeVisible();
    await expect(page.getByRole("link", { name: /Legal and Rights guide/ })).toHaveAttribute("href", "/resources?tab=legal#when-a-conviction-becomes-spent");
    await expect(page.getByRole("button", { name: "Check if you need to disclose" })).toBeVisible();
    // The question starts unanswered: neither answer is chosen for the person.
    const disclosureQuestion = page.getByRole("group", { name: "Do you need to tell employers about a conviction?" });
    await expect(disclosureQuestion.getByLabel("Yes")).not.toBeChecked();
    await expect(disclosureQuestion.getByLabel("No")).not.toBeChecked();
    await expect(page.getByText("You do not need a disclosure letter.")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Generate My Disclosure Letter" })).toHaveCount(0);
    await disclosureQuestion.getByLabel("Yes").check();
    const generate = page.getByRole("button", { name: "Generate My Disclosure Letter" });
    await expect(generate).toBeDisabled();
    await page.getByLabel("Serious").check();
    await expect(generate).toBeDisabled();
    await page.getByLabel("Over 2 years ago").check();
    await expect(generate).toBeDisabled();
    await page.getByLabel("What have you done since to move forward?").fill(person.steps);
    await expect(generate).toBeEnabled();
    await generate.click();
    const letter = page.getByLabel("Your disclosure letter");
    await expect(letter).toBeFocused();
    await expect(letter).toHaveAttribute("rows", "6");
    await expect(page.getByText("Keep it honest, positive and future-focused.")).toBeVisible();
    const letterLines = (await letter.inputValue()).split("\n");
    expect(letterLines[0]).toBe(todayLine());
    expect(letterLines[2]).toBe("Dear [name],");
    await expect(letter).toHaveValue(/I have a criminal conviction from over 2 years ago\./);
    await expect(letter).toHaveValue(/My key skills include food hygiene, food preparation, health and safety\./);
    await expect(letter).not.toHaveValue(/honest|open with you/i);
    await expect(letter).toHaveValue(/through my role as Catering Assistant/);
    await expect(letter).toHaveValue(/I finished a Level 2 food safety course and volunteer at a community kitchen every week\./);
    await letter.fill(`${await letter.inputValue()}\n\nPS: I can start straight away.`);
    await expectNoAccessibilityViolations(page);

    // Step 8: Finish and Download.
    await continueTo(page, "Finish and Download", 8);
    await expect(page.getByRole("button", { name: "Continue" })).toBeDisabled();
    await expect(page.getByRole("heading", { name: "Well Done!" })).toBeVisible();
    const cv = page.getByRole("region", { name: "Your CV", exact: true });
    await expect(cv.getByText(person.name, { exact: true })).toBeVisible();
    for (const detail of [person.email, person.phone, person.location]) await expect(cv.getByText(detail, { exact: true })).toBeVisible();
    await expect(cv.getByRole("heading", { name: "Professional Summary" })).toBeVisible();
    await expect(cv.getByText(person.summary)).toBeVisible();
    await expect(cv.getByRole("heading", { name: "Work Experience" })).toBeVisible();
    await expect(cv.getByText("HMP Kitchens · Mar 2021 – Aug 2023")).toBeVisible();
    await expect(cv.getByText("The Crown Inn · Oct 2023 – Present")).toBeVisible();
    await expect(cv.getByRole("heading", { name: "Skills" })).toBeVisible();
    await expect(cv.getByRole("listitem").filter({ hasText: "Forklift driving" })).toBeVisible();
    await expect(cv.getByRole("heading", { name: "Education & Training" })).toBeVisible();
    await expect(cv.getByText("City & Guilds · 2022")).toBeVisible();
    const letterPreview = page.getByRole("region", { name: "Your disclosure letter", exact: true });
    await expect(letterPreview).toContainText("PS: I can start straight away.");
    const nextSteps = page.getByRole("region", { name: "Next Steps", exact: true });
    await expect(nextSteps.getByRole("link")).toHaveCount(3);
    for (const href of ["/job-matcher", "/request-callback", "/resources"]) await expect(nextSteps.locator(`a[href="${href}"]`)).toBeVisible();

    await page.getByRole("button", { name: "View my disclosure letter" }).click();
    await expect(letterPreview.getByRole("heading", { name: "Your disclosure letter" })).toBeFocused();
    await page.getByRole("button", { name: "View my CV" }).click();
    await expect(cv.getByRole("heading", { name: "Your CV" })).toBeFocused();
    await expectNoAccessibilityViolations(page);

    // Answering no to disclosure hides the letter preview but keeps the letter.
    await page.getByRole("button", { name: "Previous" }).click();
    await expect(stepHeading(page, "Disclosure Letter")).toBeFocused();
    await page.getByRole("group", { name: "Do you need to tell employers about a conviction?" }).getByLabel("No").check();
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByRole("region", { name: "Your disclosure letter", exact: true })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "View my disclosure letter" })).toHaveCount(0);

    expectNoDraftSent(requests);
    expect(consoleErrors).toEqual([]);
  });

  test("each step has its own address: Back and Forward move between steps, a reload stays, and nothing is asked of the server", async ({ page }) => {
    const requests = recordRequests(page);
    await openBuilder(page);
    await expect(page).toHaveURL(/\/cv-builder$/);
    await expectTappable(page.getByRole("button", { name: "Continue" }));
    await continueTo(page, "About You", 2);
    await page.getByLabel("Full name").fill(person.name);
    await continueTo(page, "Professional Summary", 3);
    await page.getByLabel("Your professional summary").fill(person.summary);
    const before = requests.length;

    // The browser's (or the phone's) Back button goes to the previous step, not away from the builder.
    await page.goBack();
    await expectStep(page, "About You", 2);
    await expect(page.getByLabel("Full name")).toHaveValue(person.name);
    await page.goBack();
    await expect(stepHeading(page, "Getting Started")).toBeFocused();
    await expect(page).toHaveURL(/\/cv-builder$/);
    await expect(page.getByText("Step 1 of 8", { exact: true })).toBeVisible();
    await page.goForward();
    await expectStep(page, "About You", 2);
    await page.goForward();
    await expectStep(page, "Professional Summary", 3);
    await expect(page.getByLabel("Your professional summary")).toHaveValue(person.summary);
    // Moving between steps is done in the browser: no page or data request.
    expect(requests.slice(before).map((request) => request.url).filter((url) => !/\.(js|css|woff2?|svg|png)(\?|$)/.test(url))).toEqual([]);

    // A reload stays on the step, with what was typed.
    await page.reload();
    await expect(stepHeading(page, "Professional Summary")).toBeVisible();
    await expect(page).toHaveURL(stepUrl(3));
    await expect(page.getByText("Step 3 of 8", { exact: true })).toBeVisible();
    await expect(page.getByText("38% complete", { exact: true })).toBeVisible();
    await expect(page.getByLabel("Your professional summary")).toHaveValue(person.summary);
    await expectTappable(page.getByRole("button", { name: "Previous" }));
    await page.getByRole("button", { name: "Previous" }).click();
    await expectStep(page, "About You", 2);

    // The builder's plain address resumes where the person was; an unknown step shows the first step.
    await page.goto("/cv-builder");
    await expect(page).toHaveURL(stepUrl(2));
    await expect(stepHeading(page, "About You")).toBeVisible();
    await page.goto("/cv-builder?step=nonsense");
    await expect(page.getByRole("button", { name: "Continue" })).toBeEnabled();
    await expect(stepHeading(page, "Getting Started")).toBeVisible();
    await expect(page.getByText("Step 1 of 8", { exact: true })).toBeVisible();
    await expect(page.getByLabel("Full name")).toHaveCount(0);
    expectNoDraftSent(requests);
  });

  test("runs on React DOM alone: no React Router, and the page the server sent is taken over as it is, on any step", async ({ page }) => {
    const consoleErrors = recordConsoleErrors(page);
    const requests = recordRequests(page);
    await openBuilder(page);
    await continueTo(page, "About You", 2);
    await page.getByLabel("Full name").fill(person.name);
    await continueTo(page, "Professional Summary", 3);
    // A later step's address, the builder's own (which resumes there) and the first step's: each hydrates what was sent.
    for (const [address, title] of [
      ["/cv-builder?step=experience", "Your Experience"],
      ["/cv-builder", "Your Experience"],
      ["/cv-builder?step=start", "Getting Started"],
    ] as const) {
      await page.goto(address);
      await expect(page.getByRole("button", { name: "Continue" })).toBeEnabled();
      await expect(stepHeading(page, title)).toBeVisible();
    }
    await continueTo(page, "About You", 2);
    await expect(page.getByLabel("Full name")).toHaveValue(person.name);
    expect(await page.evaluate(() => "__reactRouterContext" in window)).toBe(false);
    const scripts = requests.map((request) => new URL(request.url).pathname).filter((path) => path.endsWith(".js"));
    expect(scripts.filter((path) => /\/assets\/(entry\.client|root|manifest)-/.test(path))).toEqual([]);
    expect(scripts.some((path) => /\/assets\/island-cv-builder-[\w-]+\.js$/.test(path))).toBe(true);
    // A mismatch between the server's page and the browser's first render is reported as an error here.
    expect(consoleErrors).toEqual([]);
    expectNoDraftSent(requests);
  });

  test("the draft survives a reload, moves to the device only when asked, and 'Delete my draft' removes it everywhere", async ({ page }) => {
    const requests = recordRequests(page);
    await openBuilder(page);
    await continueTo(page, "About You", 2);
    await page.getByLabel("Full name").fill(person.name);

    await page.reload();
    await expect(stepHeading(page, "About You")).toBeVisible();
    await expect(page.getByLabel("Full name")).toHaveValue(person.name);
    const stored = () =>
      page.evaluate(() => ({
        session: Object.values({ ...sessionStorage }).join(""),
        local: Object.values({ ...localStorage }).join(""),
      }));
    expect((await stored()).session).toContain(person.name);
    expect((await stored()).local).not.toContain(person.name);

    await page.getByRole("button", { name: "Previous" }).click();
    await page.getByLabel("Keep my draft on this device").check();
    await expect(page.getByText("Your draft is kept on this device until you delete it.")).toBeVisible();
    expect((await stored()).local).toContain(person.name);
    expect((await stored()).session).not.toContain(person.name);
    await page.reload();
    await expect(page.getByLabel("Keep my draft on this device")).toBeChecked();

    await page.getByLabel("Keep my draft on this device").uncheck();
    expect((await stored()).session).toContain(person.name);
    expect((await stored()).local).not.toContain(person.name);
    await page.getByLabel("Keep my draft on this device").check();

    await page.getByRole("button", { name: "Delete my draft" }).click();
    await page.getByRole("button", { name: "Cancel" }).click();
    await expect(page.getByRole("button", { name: "Delete my draft" })).toBeFocused();
    expect((await stored()).local).toContain(person.name);
    await page.getByRole("button", { name: "Delete my draft" }).press("Enter");
    // The question takes focus as it replaces the button, so it is read out and its answers are next.
    await expect(page.getByRole("group", { name: "This deletes everything you have entered from this browser. It cannot be undone." })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: "Yes, delete my draft" })).toBeFocused();
    await expectNoAccessibilityViolations(page);
    await page.getByRole("button", { name: "Yes, delete my draft" }).click();
    await expect(stepHeading(page, "Getting Started")).toBeFocused();
    await expect(page.getByRole("status")).toContainText("Your draft has been deleted from this browser.");
    const after = await stored();
    expect(after.session).not.toContain(person.name);
    expect(after.local).not.toContain(person.name);
    expect(await page.evaluate(() => [...Object.keys(sessionStorage), ...Object.keys(localStorage)].filter((key) => key.includes("cv-draft")))).toEqual([]);
    await expect(page.getByLabel("Keep my draft on this device")).not.toBeChecked();
    await page.reload();
    await expect(page.getByRole("button", { name: "Continue" })).toBeEnabled();
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByLabel("Full name")).toHaveValue("");
    expectNoDraftSent(requests);
  });

  test("downloads are made in the browser, load their libraries only on demand, and contain the CV", async ({ page }, testInfo) => {
    test.setTimeout(90_000);
    const requests = recordRequests(page);
    const consoleErrors = recordConsoleErrors(page);
    const scripts = new Map<string, number>();
    page.on("response", async (response) => {
      if (!response.url().endsWith(".js")) return;
      const body = await response.body().catch(() => null);
      if (body) scripts.set(new URL(response.url()).pathname, zlib.gzipSync(body, { level: 9 }).length);
    });
    const gzipTotal = () => [...scripts.values()].reduce((sum, size) => sum + size, 0);

    await openBuilder(page);
    // Load a saved draft (JSON Resume) rather than typing it all again.
    await page.getByText("Save or load a copy of your draft").click();
    const resume = {
      basics: { name: person.name, email: person.email, summary: person.summary, location: { city: person.location } },
      work: [{ name: "HMP Kitchens", position: "Catering Assistant", startDate: "2021-03", endDate: "2023-08", summary: "• Cooked for 600 people" }],
      skills: [{ name: "Teamwork" }],
      education: [{ institution: "City & Guilds", area: "Level 2 Food Safety", endDate: "2022" }],
      "x-fair-chance-works": { disclosureNeeded: true, convictionType: "minor", timeframe: "recent", rehabilitationSteps: person.steps, disclosureLetter: `Dear Hiring Manager,\n\n${person.steps}.\n\nYours sincerely,\n${person.name}` },
    };
    await page.getByLabel("Load a saved draft").setInputFiles({ name: "cv-draft.json", mimeType: "application/json", buffer: Buffer.from(JSON.stringify(resume)) });
    await expect(page.getByRole("region", { name: "Your draft stays on this device" }).getByText("Your saved draft has been loaded.")).toBeVisible();
    for (const [title, number] of [["About You", 2], ["Professional Summary", 3], ["Your Experience", 4], ["Your Skills", 5], ["Learning and Training", 6], ["Disclosure Letter", 7]] as const) {
      await continueTo(page, title, number);
    }
    // A loaded letter is kept as it was; making it again gives the builder's own wording, with its date and Dear lines.
    await expect(page.getByLabel("Your disclosure letter")).toHaveValue(/^Dear Hiring Manager,/);
    await page.getByRole("button", { name: "Generate My Disclosure Letter" }).click();
    const generated = await page.getByLabel("Your disclosure letter").inputValue();
    expect(generated.startsWith(`${todayLine()}\n\nDear [name],\n\nAs part of my application`)).toBe(true);
    await continueTo(page, "Finish and Download", 8);
    await page.waitForLoadState("networkidle");
    const before = gzipTotal();
    expect([...scripts.keys()].some((name) => /\/(pdf|docx)-[\w-]+\.js$/.test(name))).toBe(false);

    const cvPdf = await download(page, "Download CV as PDF");
    expect(cvPdf.suggestedFilename()).toBe("cv-jordan-blakewood.pdf");
    const cvPdfText = await pdfText(cvPdf);
    expect(cvPdfText).toContain(person.name);
    expect(cvPdfText).toContain("Catering Assistant");
    expect(cvPdfText).toContain("Mar 2021 – Aug 2023");
    await expect(page.getByRole("region", { name: "Download your documents" }).getByText("Your CV (PDF) has been saved as cv-jordan-blakewood.pdf.")).toBeVisible();
    await page.waitForLoadState("networkidle");
    const withPdf = gzipTotal();

    const cvDocx = await download(page, "Download CV as Word");
    expect(cvDocx.suggestedFilename()).toBe("cv-jordan-blakewood.docx");
    const cvDocxText = await docxText(cvDocx);
    expect(cvDocxText).toContain(person.name);
    expect(cvDocxText).toContain("Catering Assistant");
    expect(cvDocxText).toContain("Cooked for 600 people");
    await page.waitForLoadState("networkidle");
    const withBoth = gzipTotal();

    const letterPdf = await download(page, "Download letter as PDF");
    expect(letterPdf.suggestedFilename()).toBe("letter-to-employer.pdf");
    // Every format carries the date line and the Dear line.
    const letterPdfText = await pdfText(letterPdf);
    expect(letterPdfText).toContain(todayLine());
    expect(letterPdfText).toContain("Dear [name],");
    const letterDocx = await download(page, "Download letter as Word");
    const letterDocxText = await docxText(letterDocx);
    expect(letterDocxText).toContain(todayLine());
    expect(letterDocxText).toContain("Dear [name],");
    expect(letterDocxText).toContain("volunteer at a community kitchen");
    const letterText = await download(page, "Download letter as text");
    expect(letterText.suggestedFilename()).toBe("letter-to-employer.txt");
    expect(fs.readFileSync(await letterText.path(), "utf8")).toBe(`${generated}\n`);

    // The whole draft exports as JSON Resume and keeps the builder's own fields.
    await page.getByText("Save or load a copy of your draft").click();
    const exported = await download(page, "Save a copy of my draft");
    expect(exported.suggestedFilename()).toBe("cv-draft.json");
    const json = JSON.parse(fs.readFileSync(await exported.path(), "utf8"));
    expect(json.basics.name).toBe(person.name);
    expect(json.work[0].position).toBe("Catering Assistant");
    expect(json["x-fair-chance-works"].convictionType).toBe("minor");

    const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
    const figures = `JavaScript (gzip) before any download: ${kb(before)}; with the PDF library: +${kb(withPdf - before)}; with the Word library: +${kb(withBoth - withPdf)}`;
    testInfo.annotations.push({ type: "bundle", description: figures });
    console.log(`[${testInfo.project.name}] ${figures}`);
    expectNoDraftSent(requests);
    expect(consoleErrors).toEqual([]);
  });

  test("bad input gets a clear message next to the control and nothing is lost", async ({ page }) => {
    await openBuilder(page);
    await continueTo(page, "About You", 2);
    await page.getByLabel("Full name").fill(person.name);
    await continueTo(page, "Professional Summary", 3);
    await continueTo(page, "Your Experience", 4);
    await page.getByRole("button", { name: "Add a job" }).click();
    const job = page.getByRole("group", { name: "Job 1" });
    const start = job.getByRole("group", { name: "Start date" });
    const end = job.getByRole("group", { name: "End date" });
    // A date typed into empty boxes is not faulted while the person is still on it...
    await start.getByLabel("Month").fill("4");
    await expect(job.getByText("The start date must include a year.")).toHaveCount(0);
    await expect(start.getByLabel("Year")).not.toHaveAttribute("aria-invalid", "true");
    // ...but is once they leave it.
    await start.getByLabel("Month").press("Shift+Tab");
    await expect(job.getByText("The start date must include a year.")).toBeVisible();
    // An impossible month: a clear message in the group's description, only the wrong box marked, and what was typed kept.
    await fillDate(job, "Start date", "13", "2023");
    const monthMessage = "Enter the month of the start date as a number from 1 to 12, for example 4 for April.";
    await expect(job.getByText(monthMessage)).toBeVisible();
    await expect(start).toHaveAccessibleDescription(new RegExp(monthMessage.replace(/\./g, "\\.")));
    await expect(start.getByLabel("Month")).toHaveAttribute("aria-invalid", "true");
    await expect(start.getByLabel("Year")).not.toHaveAttribute("aria-invalid", "true");
    await expect(start.getByLabel("Month")).toHaveValue("13");
    // A two-figure year, likewise.
    await fillDate(job, "End date", "11", "22");
    await expect(job.getByText("Enter the year of the end date with 4 numbers, for example 2023.")).toBeVisible();
    await expect(end.getByLabel("Year")).toHaveAttribute("aria-invalid", "true");
    await expectNoAccessibilityViolations(page);
    // Moving away and back keeps what was typed, mistakes and all.
    await page.getByRole("button", { name: "Previous" }).click();
    await continueTo(page, "Your Experience", 4);
    await expect(start.getByLabel("Month")).toHaveValue("13");
    await expect(end.getByLabel("Year")).toHaveValue("22");
    await expect(job.getByText(monthMessage)).toBeVisible();

    await fillDate(job, "Start date", "5", "2023");
    await fillDate(job, "End date", "11", "2022");
    await expect(job.getByText(monthMessage)).toHaveCount(0);
    await expect(job.getByText("The end date cannot be before the start date.")).toBeVisible();
    await expect(end).toHaveAccessibleDescription(/The end date cannot be before the start date\./);
    await expect(end.getByLabel("Month")).toHaveValue("11");
    await expect(end.getByLabel("Year")).toHaveValue("2022");
    await expectNoAccessibilityViolations(page);
    await end.getByLabel("Year").fill("2024");
    await expect(job.getByText("The end date cannot be before the start date.")).toHaveCount(0);
    await continueTo(page, "Your Skills", 5);
    await page.getByRole("button", { name: "Previous" }).click();

    for (let step = 0; step < 3; step++) await page.getByRole("button", { name: "Previous" }).click();
    await expect(stepHeading(page, "Getting Started")).toBeFocused();
    await page.getByText("Save or load a copy of your draft").click();
    const file = page.getByLabel("Load a saved draft");
    await file.setInputFiles({ name: "draft.json", mimeType: "application/json", buffer: Buffer.from("{ this is not json") });
    await expect(page.getByText("This file could not be read. Choose the .json file you saved from this builder.")).toBeVisible();
    await expect(file).toHaveAttribute("aria-invalid", "true");
    await file.setInputFiles({ name: "package.json", mimeType: "application/json", buffer: Buffer.from('{"name":"something-else","version":"1.0.0"}') });
    await expect(page.getByText("This file is not a CV draft. Choose the .json file you saved from this builder.")).toBeVisible();
    await file.setInputFiles({ name: "big.json", mimeType: "application/json", buffer: Buffer.alloc(1024 * 1024 + 1, " ") });
    await expect(page.getByText(/This file is too big\./)).toBeVisible();
    await expectNoAccessibilityViolations(page);

    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByLabel("Full name")).toHaveValue(person.name);
  });

  test("every control works from the keyboard", async ({ page }) => {
    await openBuilder(page);
    await page.getByRole("button", { name: "Continue" }).focus();
    await page.keyboard.press("Enter");
    await expect(stepHeading(page, "About You")).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(page.getByLabel("Full name")).toBeFocused();
    await page.keyboard.type(person.name);
    // Each step is its own address: wait for the next step's heading to take focus before pressing again.
    for (const next of ["Professional Summary", "Your Experience", "Your Skills"]) {
      await page.getByRole("button", { name: "Continue" }).focus();
      await page.keyboard.press("Enter");
      await expect(stepHeading(page, next)).toBeFocused();
    }
    await page.keyboard.press("Tab");
    await expect(page.getByLabel("Add a skill")).toBeFocused();
    await page.keyboard.type("Driving");
    await page.keyboard.press("Enter");
    const chip = page.getByRole("button", { name: "Remove Driving" });
    await expect(chip).toBeVisible();
    await chip.focus();
    await page.keyboard.press("Enter");
    await expect(chip).toHaveCount(0);
    await expect(page.getByLabel("Add a skill")).toBeFocused();
    await page.getByRole("button", { name: "Add Teamwork" }).focus();
    await page.keyboard.press("Space");
    await expect(page.getByRole("button", { name: "Remove Teamwork" })).toBeVisible();
  });

  test("a step whose code is still on its way says so, then shows its fields", async ({ page }) => {
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/step-summary-[\w-]+\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    await page.goto("/cv-builder?step=summary");
    await expect(stepHeading(page, "Professional Summary")).toBeVisible();
    await expect(page.getByText("Loading this step...")).toBeVisible();
    release();
    await expect(page.getByLabel("Your professional summary")).toBeVisible();
    await expect(page.getByText("Loading this step...")).toHaveCount(0);
  });

  test("Continue to a step whose code is still on its way says so and waits, adding one history entry", async ({ page }) => {
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/step-summary-[\w-]+\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    await page.goto("/cv-builder?step=personal");
    await expect(page.getByRole("button", { name: "Continue" })).toBeEnabled();
    await page.getByLabel("Full name").fill(person.name);
    await page.getByRole("button", { name: "Continue" }).click();
    // The step shown stays until the next has come; the wait is shown and said, and the buttons wait too.
    await expect(page.getByRole("paragraph").filter({ hasText: "Loading this step..." })).toBeVisible();
    await expect(page.getByRole("status")).toContainText("Loading this step...");
    await expect(page.getByRole("button", { name: "Continue" })).toBeDisabled();
    await expect(page.getByLabel("Full name")).toHaveValue(person.name);
    release();
    await expectStep(page, "Professional Summary", 3);
    await expect(page.getByRole("paragraph").filter({ hasText: "Loading this step..." })).toHaveCount(0);
    await page.goBack();
    await expectStep(page, "About You", 2);
    await expect(page.getByLabel("Full name")).toHaveValue(person.name);
  });

  test("a step whose code fails to arrive says so in place, keeps the draft, and loads once the code can come", async ({ page }) => {
    await page.goto("/cv-builder?step=personal");
    await page.getByLabel("Full name").fill("Amira Hassan");
    // The step's code is refused twice (a phone without signal), then comes.
    let refused = 0;
    await page.route(/\/assets\/step-summary-[\w-]+\.js$/, async (route) => {
      if (refused++ < 2) await route.abort("internetdisconnected");
      else await route.continue();
    });
    await page.goto("/cv-builder?step=summary");
    const failure = page.getByRole("alert").filter({ hasText: "This step could not be loaded." });
    await expect(failure).toBeVisible();
    await expect(failure).toContainText("Your draft is safe on this device.");

    // Try again, still without signal: the step says so again, and focus is on the step's heading, not lost.
    await page.getByRole("button", { name: "Try again" }).click();
    await expect(stepHeading(page, "Professional Summary")).toBeFocused();
    await expect(failure).toBeVisible();
    expect(refused).toBe(2);

    // Back a step (whose code fetches the next step's ahead) and on again: the step loads, without Try again.
    await page.getByRole("button", { name: "Previous" }).click();
    await expect(page.getByLabel("Full name")).toHaveValue("Amira Hassan");
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByLabel("Your professional summary")).toBeVisible();
    await expect(failure).toHaveCount(0);
  });

  test("Try again loads a step whose code failed once", async ({ page }) => {
    let refused = 0;
    await page.route(/\/assets\/step-summary-[\w-]+\.js$/, async (route) => {
      if (refused++ === 0) await route.abort("internetdisconnected");
      else await route.continue();
    });
    await page.goto("/cv-builder?step=summary");
    await page.getByRole("button", { name: "Try again" }).click();
    await expect(page.getByLabel("Your professional summary")).toBeVisible();
    await expect(stepHeading(page, "Professional Summary")).toBeFocused();
  });

  test("a fault in a step says so and offers a reload, which carries on from the draft", async ({ page }) => {
    // A step whose code arrives but fails as it draws: not a lost connection, so not "Try again".
    await page.route(/\/assets\/step-summary-[\w-]+\.js$/, (route) =>
      route.fulfill({ contentType: "text/javascript", body: 'export function StepSummary() { throw new Error("A fault in the step"); }' }),
    );
    await openBuilder(page);
    await continueTo(page, "About You", 2);
    await page.getByLabel("Full name").fill(person.name);
    await page.getByRole("button", { name: "Continue" }).click();
    const alert = page.getByRole("alert").filter({ hasText: "Something went wrong" });
    await expect(alert).toContainText("The builder stopped working. What you typed is kept on this device: reload the page to carry on.");
    await expect(page.getByRole("button", { name: "Try again" })).toHaveCount(0);
    await expectNoAccessibilityViolations(page);
    await page.unroute(/\/assets\/step-summary-[\w-]+\.js$/);
    await alert.getByRole("button", { name: "Reload the page" }).click();
    await expect(stepHeading(page, "Professional Summary")).toBeVisible();
    // The reloaded page is drawn by the server first: Previous works once the builder has started in the browser.
    const previous = page.getByRole("button", { name: "Previous" });
    await waitForHydration(previous);
    await previous.click();
    await expect(page.getByLabel("Full name")).toHaveValue(person.name);
  });
});

test.describe("CV builder without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("explains that the builder needs JavaScript and still shows the first step", async ({ page, request }) => {
    // Chromium with scripts switched off by the test runner still treats <noscript> as text, so read the served HTML.
    const html = await (await request.get("/cv-builder")).text();
    expect(html).toMatch(/<noscript>.*The builder needs JavaScript, because your draft is kept on your own device and never sent to us\./s);
    await page.goto("/cv-builder");
    await expect(page.getByRole("heading", { level: 1, name: "CV and Disclosure Letter Builder" })).toBeVisible();
    await expect(stepHeading(page, "Getting Started")).toBeVisible();
    await expect(page.getByText("Nothing you type in this builder is sent to us or to anyone else.")).toBeVisible();
    await expect(page.getByText("Step 1 of 8", { exact: true })).toBeVisible();
  });

  test("shows the step the address names, and the first step for an unknown or missing one", async ({ page }) => {
    await page.goto("/cv-builder?step=experience");
    await expect(stepHeading(page, "Your Experience")).toBeVisible();
    await expect(page.getByText("Step 4 of 8", { exact: true })).toBeVisible();
    for (const address of ["/cv-builder?step=nonsense", "/cv-builder?step=", "/cv-builder?other=1"]) {
      await page.goto(address);
      await expect(stepHeading(page, "Getting Started")).toBeVisible();
      await expect(page.getByText("Step 1 of 8", { exact: true })).toBeVisible();
    }
  });
});
