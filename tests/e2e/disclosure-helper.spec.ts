import { type Locator, type Page, expect, test } from "@playwright/test";
import { signUpAndVerify } from "./support/accounts";
import { expectNoAccessibilityViolations } from "./support/accessibility";

// Every step is scanned by axe: a walk through the checker takes longer than most tests.
test.describe.configure({ timeout: 120_000 });

/**
 * The disclosure helper at /candidates/ai-tools (issue 15): the checker one question a page, with and without
 * JavaScript; the same checker in place in the CV builder; and the assistant. Axe runs on every step.
 */

type Answer = { heading: string | RegExp; act?: (scope: Locator) => Promise<void>; button?: string };

/**
 * Answers each question in turn, checking its heading and running axe on it. Axe runs inside the page, so not where
 * JavaScript is off: the server sends those pages the same HTML the scanned ones have.
 */
async function answerAll(page: Page, scope: Locator, answers: Answer[], continueLabel: string, axe = true) {
  for (const { heading, act, button } of answers) {
    await expect(scope.getByRole("heading", { name: heading })).toBeVisible();
    if (axe) await expectNoAccessibilityViolations(page);
    await act?.(scope);
    await scope.getByRole("button", { name: button ?? continueLabel, exact: true }).click();
  }
}

const radio = (label: string) => async (scope: Locator) => {
  await scope.getByRole("form", { name: "Question" }).getByLabel(label, { exact: true }).check();
};

const date = (day: string, month: string, year: string) => async (scope: Locator) => {
  if (day) await scope.getByLabel("Day", { exact: true }).fill(day);
  await scope.getByLabel("Month", { exact: true }).fill(month);
  await scope.getByLabel("Year", { exact: true }).fill(year);
};

/** Two convictions: custody of 2 years from 1 January 2019; a fine and a restraining order to 1 January 2030 a year later. */
const twoConvictions: Answer[] = [
  { heading: "Where were you cautioned or convicted?", act: radio("England or Wales") },
  { heading: "What were you given?", act: radio("A conviction") },
  { heading: "How old were you when you were convicted?", act: radio("18 or over") },
  { heading: "When were you convicted?", act: date("1", "1", "2019") },
  { heading: "What sentence did you get?", act: radio("Prison or detention (custody)") },
  {
    heading: "How long was the prison or detention?",
    act: async (scope) => {
      await scope.getByLabel("Length", { exact: true }).fill("2");
      await scope.getByLabel("Days, weeks, months or years").selectOption("years");
    },
  },
  { heading: "Did you get another sentence for this conviction?", act: radio("No") },
  { heading: "Do you have another caution or conviction to check?", act: radio("Yes") },
  { heading: "What was your next caution or conviction?", act: radio("A conviction") },
  { heading: "How old were you when you were convicted?", act: radio("18 or over") },
  { heading: "When were you convicted?", act: date("1", "1", "2020") },
  { heading: "What sentence did you get?", act: radio("Fine") },
  { heading: "Did you get another sentence for this conviction?", act: radio("Yes") },
  { heading: "What other sentence did you get for this conviction?", act: radio("Restraining order") },
  {
    heading: "When does the restraining order end?",
    act: async (scope) => {
      await radio("On a date")(scope);
      await date("1", "1", "2030")(scope);
    },
  },
  { heading: "Did you get another sentence for this conviction?", act: radio("No") },
  { heading: "Do you have another caution or conviction to check?", act: radio("No") },
  { heading: "Check your answers", button: "See your results" },
];

async function expectTwoConvictionResults(page: Page, axe = true) {
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1, name: "Your results" })).toBeVisible();
  const first = main.getByRole("region", { name: "Conviction 1" });
  const second = main.getByRole("region", { name: "Conviction 2" });
  // 2 years of custody end on 1 January 2021; 4 years on, 1 January 2025. The fine came during that period (drag-through),
  // and the restraining order keeps its own conviction unspent to 2030 without extending the first.
  await expect(first).toContainText("Spent on 1 January 2025");
  await expect(first).toContainText("Custody of more than 1 year and up to 4 years given to someone aged 18 or over is spent 4 years");
  await expect(first).toContainText("It will never be filtered, because it led to a custodial or suspended sentence.");
  await expect(first.getByRole("link", { name: /custody of more than 1 year and up to 4 years/ })).toHaveAttribute(
    "href",
    "/resources?tab=legal#period-custody-over-1-up-to-4-years",
  );
  await expect(second).toContainText("Not spent yet: it will be spent on 1 January 2030");
  await expect(second).toContainText("Until then a basic check shows this conviction, and you must tell an employer who asks about unspent convictions.");
  await expect(main).toContainText("under the law of England and Wales in force since 28 October 2023");
  if (axe) await expectNoAccessibilityViolations(page);
}

test.describe("the disclosure checker, with JavaScript", () => {
  test("a person with two convictions gets the right dates, and can save them as a PDF", async ({ page }) => {
    await page.goto("/candidates/ai-tools/checker");
    const main = page.getByRole("main");
    // A missing answer: the error summary and the message under the question, checked by axe too.
    await main.getByRole("button", { name: "Continue", exact: true }).click();
    await expect(main.getByRole("heading", { name: "There is a problem" })).toBeVisible();
    await expect(main.getByRole("link", { name: "Select where you were cautioned or convicted" })).toBeVisible();
    await expectNoAccessibilityViolations(page);
    // The page is sent without React: its small script marks the page, and moves focus to each new question.
    await expect(page.locator("html[data-enhanced]")).toBeAttached();
    await answerAll(page, main, twoConvictions.slice(0, 1), "Continue");
    await expect(main.getByRole("heading", { name: "What were you given?" })).toBeFocused();
    await answerAll(page, main, twoConvictions.slice(1), "Continue");
    await expectTwoConvictionResults(page);
    await expect(main.getByRole("heading", { level: 1, name: "Your results" })).toBeFocused();
    // The note about the browser's Print option becomes the Print button.
    await expect(main.getByRole("button", { name: "Print these results" })).toBeVisible();
    await expect(main).not.toContainText("use your browser’s Print option");

    const download = page.waitForEvent("download");
    await main.getByRole("button", { name: "Save as a PDF" }).click();
    expect((await download).suggestedFilename()).toMatch(/^disclosure-check-\d{4}-\d{2}-\d{2}\.pdf$/);
  });

  test("a signed-in candidate saves the result to their account and sees it on their disclosure page", async ({ page }) => {
    await signUpAndVerify(page, "Candidate", "Robin Saveresult");
    await page.goto("/candidates/ai-tools/checker");
    const main = page.getByRole("main");
    await answerAll(page, main, twoConvictions, "Continue", false);
    await expectTwoConvictionResults(page, false);

    const save = main.getByRole("region", { name: "Save this result to your account" });
    await expect(save.getByRole("group", { name: /Which of these describe your offences\?/ })).toBeVisible();
    await expectNoAccessibilityViolations(page);
    await save.getByLabel("Violent offences").check();
    await save.getByRole("button", { name: "Save to my account" }).click();
    await expect(main.getByRole("status").filter({ hasText: "Saved to your account." })).toBeVisible();
    await expect(main.getByRole("status").filter({ hasText: "Saved to your account." })).toBeFocused();
    await main.getByRole("link", { name: "See it on your disclosure page" }).click();

    const saved = page.getByRole("region", { name: "Your saved check" });
    await expect(saved.getByRole("heading", { name: "Conviction 1" })).toBeVisible();
    await expect(saved).toContainText("Spent on 1 January 2025");
    await expect(saved).toContainText("Not spent yet: it will be spent on 1 January 2030");
    await expect(saved).toContainText("for the job matcher only: violent offences.");
    await expectNoAccessibilityViolations(page);

    await saved.getByRole("button", { name: "Delete this result" }).click();
    await expect(page.getByText("Your saved result has been deleted.")).toBeVisible();
    await expect(saved).toContainText("You have not saved a result from our disclosure checker.");
  });

  test("sends Northern Ireland to a person", async ({ page }) => {
    await page.goto("/candidates/ai-tools/checker");
    const main = page.getByRole("main");
    await answerAll(page, main, [{ heading: "Where were you cautioned or convicted?", act: radio("Northern Ireland") }], "Continue");
    await expect(main.getByRole("heading", { name: "We cannot work this out for you online yet" })).toBeVisible();
    await expect(main.getByRole("link", { name: "Request a call back" })).toHaveAttribute("href", "/request-callback");
    await expectNoAccessibilityViolations(page);
  });
});

test.describe("the disclosure checker, without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a person with two convictions gets the right dates", async ({ page }) => {
    await page.goto("/candidates/ai-tools/checker");
    const main = page.getByRole("main");
    await answerAll(page, main, twoConvictions, "Continue", false);
    await expectTwoConvictionResults(page, false);
    await expect(main).toContainText("use your browser’s Print option");
    await expect(main.getByRole("button", { name: "Print these results" })).toHaveCount(0);
    // The server makes the PDF from the answers in the form, so it needs no JavaScript either.
    const download = page.waitForEvent("download");
    await main.getByRole("button", { name: "Save as a PDF" }).click();
    expect((await download).suggestedFilename()).toMatch(/^disclosure-check-\d{4}-\d{2}-\d{2}\.pdf$/);
    // A visitor is offered to sign in to save the result; nothing was kept.
    await expect(main.getByRole("link", { name: "Sign in to save this result" })).toHaveAttribute("href", "/sign-in?redirectTo=%2Fcandidates%2Fai-tools%2Fchecker");
  });

  test("the assistant answers without JavaScript", async ({ page }) => {
    await page.goto("/candidates/ai-tools");
    await page.getByLabel("Your question").fill("when is a fine spent");
    await page.getByRole("button", { name: "Ask", exact: true }).click();
    const answer = page.getByRole("region", { name: "Our answer" });
    await expect(answer).toContainText("A fine given to someone aged 18 or over is spent 1 year after the date of conviction.");
    await expect(answer.getByRole("link", { name: "When it is spent: fines" })).toHaveAttribute("href", "/resources?tab=legal#period-fine");
  });
});

test.describe("the CV builder", () => {
  test("runs the checker in place and picks up a spent result", async ({ page }) => {
    await page.goto("/cv-builder?step=disclosure");
    await expect(page.getByRole("heading", { name: "Disclosure Letter", exact: true })).toBeVisible();
    await page.getByRole("button", { name: "Check if you need to disclose" }).click();
    const panel = page.getByRole("region", { name: "Check if you need to disclose" });
    await expect(panel.getByRole("heading", { name: "Where were you cautioned or convicted?" })).toBeFocused();
    await answerAll(
      page,
      panel,
      [
        { heading: "Where were you cautioned or convicted?", act: radio("England or Wales") },
        { heading: "What were you given?", act: radio("A conviction") },
        { heading: "How old were you when you were convicted?", act: radio("18 or over") },
        { heading: "When were you convicted?", act: date("1", "3", "2010") },
        { heading: "What sentence did you get?", act: radio("Fine") },
        { heading: "Did you get another sentence for this conviction?", act: radio("No") },
        { heading: "Do you have another caution or conviction to check?", act: radio("No") },
        { heading: "Check your answers", button: "See your results" },
        // Over 11 years ago, spent and no custody: only the offence decides whether it is filtered, so it is asked.
        { heading: "Was conviction 1 for a specified offence?", act: radio("No") },
      ],
      "Next question",
    );
    await expect(panel.getByRole("heading", { name: "Your results" })).toBeVisible();
    await expect(panel).toContainText("Spent on 1 March 2011");
    await expect(panel).toContainText("Filtered (protected)");
    await expectNoAccessibilityViolations(page);
    await panel.getByRole("button", { name: "Close the checker" }).click();

    await expect(page.getByText("Everything you checked is spent. You do not need to disclose it for most jobs.")).toBeVisible();
    await expect(page.getByText("It is filtered, so it would not show on a standard or enhanced check either")).toBeVisible();
    await expect(page.getByText("You do not need a disclosure letter.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Generate My Disclosure Letter" })).toHaveCount(0);
    await expectNoAccessibilityViolations(page);

    // The result is kept in the draft on this device, not the answers.
    await page.reload();
    await expect(page.getByText("Everything you checked is spent. You do not need to disclose it for most jobs.")).toBeVisible();
    const stored = await page.evaluate(() => sessionStorage.getItem("fair-chance-works:cv-draft") ?? "");
    expect(JSON.parse(stored).draft.disclosureCheck).toMatchObject({ outcome: "all-spent", showsOnStandardEnhanced: false });
    expect(stored).not.toContain("2010-03-01");
  });
});

test.describe("the assistant", () => {
  test("answers 'when is a fine spent' with a link to the right section", async ({ page }) => {
    await page.goto("/candidates/ai-tools");
    await expectNoAccessibilityViolations(page);
    await expect(page.locator("html[data-enhanced]")).toBeAttached();
    // While the question is on its way the button says so: here the page's own script runs and the sending is then
    // stopped, so the label stays long enough to be seen.
    await page.evaluate(() => window.addEventListener("submit", (event) => event.preventDefault(), { once: true }));
    await page.getByLabel("Your question").fill("when is a fine spent");
    await page.getByRole("button", { name: "Ask", exact: true }).click();
    await expect(page.getByRole("button", { name: "Finding an answer..." })).toBeDisabled();

    await page.goto("/candidates/ai-tools");
    await expect(page.locator("html[data-enhanced]")).toBeAttached();
    await page.getByLabel("Your question").fill("when is a fine spent");
    await page.getByRole("button", { name: "Ask", exact: true }).click();
    const answer = page.getByRole("region", { name: "Our answer" });
    await expect(answer.getByRole("heading", { name: "Our answer" })).toBeFocused();
    await expect(answer).toContainText("A fine given to someone aged 18 or over is spent 1 year after the date of conviction.");
    await expect(answer.getByRole("link", { name: "Call Samaritans on 116 123" })).toHaveAttribute("href", "tel:116123");
    await expect(answer.getByRole("link", { name: "request a call back" })).toHaveAttribute("href", "/request-callback");
    await expectNoAccessibilityViolations(page);
    await answer.getByRole("link", { name: "When it is spent: fines" }).click();
    await expect(page).toHaveURL(/\/resources\?tab=legal#period-fine$/);
    await expect(page.getByRole("rowheader", { name: "Fine", exact: true })).toBeInViewport();
  });
});
