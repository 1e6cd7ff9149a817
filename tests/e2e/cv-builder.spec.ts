import { expect, test } from "@playwright/test";
import { expectNoAccessibilityViolations } from "./support/accessibility";
import { expectNoHorizontalScroll, expectTappable } from "./support/tappable";
import {
  continueTo,
  expectStep,
  expectNoDraftSent,
  fillDate,
  openBuilder,
  person,
  recordConsoleErrors,
  recordRequests,
  stepHeading,
  stepUrl,
  todayLine,
} from "./support/cv-builder";

/**
 * The CV builder at both widths: the walk through every step with an axe scan of each, each step's address
 * and the phone's Back button, the draft's delete question, bad input and the keyboard. How it keeps to its addresses, loads its code and makes downloads is
 * the same at any width: cv-builder.desktop.spec.ts.
 */

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

  test("a draft with a date it cannot read and a very long skill: the preview says what to fix, and nothing is wider than the screen", async ({ page }) => {
    const draft = {
      fullName: person.name, email: "", phone: "", location: "", summary: "",
      experiences: [{ id: "j1", jobTitle: "Driver", company: "Acme Logistics", startDate: "2021-13", endDate: "2019-02", current: false, description: "", isPrisonWork: false }],
      // Longer than the box allows, as a draft file from elsewhere may hold.
      skills: ["Teamwork", "x".repeat(200)],
      education: [], disclosureNeeded: null, convictionType: "", timeframe: "", rehabilitationSteps: "", disclosureLetter: "", needsSupport: false, supportType: "", disclosureCheck: null,
    };
    await page.addInitScript((saved) => window.sessionStorage.setItem("fair-chance-works:cv-draft", saved), JSON.stringify({ version: 1, step: 7, draft }));
    await page.goto("/cv-builder?step=finish");
    await expect(stepHeading(page, "Finish and Download")).toBeVisible();
    const note = page.getByText("Check the dates:");
    await expect(note).toBeVisible();
    await expect(note.locator("..")).toContainText("Enter the month of the start date as a number from 1 to 12");
    await expectNoHorizontalScroll(page);
    await page.getByRole("button", { name: "Fix the dates" }).click();
    await expect(stepHeading(page, "Your Experience")).toBeVisible();
    await expect(page.getByRole("group", { name: "Start date" }).getByLabel("Month")).toHaveValue("13");
    await continueTo(page, "Your Skills", 5);
    await expect(page.getByLabel("Add a skill")).toHaveAttribute("maxlength", "60");
    await expectNoHorizontalScroll(page);
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
});
