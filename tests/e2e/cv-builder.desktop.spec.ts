import fs from "node:fs";
import zlib from "node:zlib";
import { expect, test } from "@playwright/test";
import { expectNoAccessibilityViolations } from "./support/accessibility";
import {
  continueTo,
  docxText,
  download,
  expectNoDraftSent,
  expectStep,
  openBuilder,
  pdfText,
  person,
  recordConsoleErrors,
  recordRequests,
  stepHeading,
  todayLine,
} from "./support/cv-builder";
import { waitForHydration } from "./support/hydration";

/**
 * What the CV builder does in the browser whatever the width: React DOM alone, downloads, steps whose code is late, missing or faulty, and the page without JavaScript. The walk
 * through every step, with its scans, is at both widths in cv-builder.spec.ts.
 */

test.describe("CV builder", () => {
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
