import { type Locator, type Page, expect, test } from "@playwright/test";
import { expectNoAccessibilityViolations } from "./support/accessibility";

// Axe scans each new question page: a walk through the checker takes longer than most tests.
test.describe.configure({ timeout: 120_000 });

/**
 * Issue 31 in the checker's pages: a fixed penalty notice, compensation not yet paid, custody run after other custody,
 * and a service disposal (without JavaScript), each entered one question a page and answered by the checker's rules.
 */

type Answer = { heading: string | RegExp; act?: (scope: Locator) => Promise<void>; button?: string; axe?: boolean };

async function answerAll(page: Page, answers: Answer[], js = true) {
  const main = page.getByRole("main");
  for (const { heading, act, button, axe } of answers) {
    await expect(main.getByRole("heading", { name: heading })).toBeVisible();
    if (axe && js) await expectNoAccessibilityViolations(page);
    await act?.(main);
    await main.getByRole("button", { name: button ?? "Continue", exact: true }).click();
  }
}

const radio = (label: string) => async (scope: Locator) => {
  await scope.getByRole("form", { name: "Question" }).getByLabel(label, { exact: true }).check();
};

const date = (day: string, month: string, year: string) => async (scope: Locator) => {
  await scope.getByLabel("Day", { exact: true }).fill(day);
  await scope.getByLabel("Month", { exact: true }).fill(month);
  await scope.getByLabel("Year", { exact: true }).fill(year);
};

const length = (value: string, unit: string) => async (scope: Locator) => {
  await scope.getByLabel("Length", { exact: true }).fill(value);
  await scope.getByLabel("Days, weeks, months or years").selectOption(unit);
};

const conviction = (day: string, month: string, year: string): Answer[] => [
  { heading: "Where were you cautioned or convicted?", act: radio("England or Wales") },
  { heading: "What were you given?", act: radio("A conviction") },
  { heading: "How old were you when you were convicted?", act: radio("18 or over") },
  { heading: "When were you convicted?", act: date(day, month, year) },
];

const finish: Answer[] = [
  { heading: "Do you have another caution or conviction to check?", act: radio("No") },
  { heading: "Check your answers", button: "See your results" },
];

test.describe("the checker's pages for every disposal", () => {
  test("a fixed penalty notice is answered 'not a conviction', with what a basic and an enhanced check show", async ({ page }) => {
    await page.goto("/candidates/ai-tools/checker");
    await answerAll(page, [
      { heading: "Where were you cautioned or convicted?", act: radio("England or Wales") },
      { heading: "What were you given?", act: radio("Fixed penalty notice or penalty notice for disorder"), axe: true },
      { heading: "How old were you when you were given the notice?", act: radio("18 or over"), axe: true },
      { heading: "When were you given the notice?", act: date("5", "5", "2024"), axe: true },
      ...finish,
    ]);
    const result = page.getByRole("main").getByRole("region", { name: "Penalty notice 1" });
    await expect(result).toContainText("Not a conviction");
    await expect(result).toContainText("A basic check does not show a fixed penalty notice or a penalty notice for disorder");
    await expect(result).toContainText("An enhanced check can include a penalty notice for disorder only as other information");
    await expectNoAccessibilityViolations(page);
  });

  test("compensation not yet paid: the question asks, says what is missing, and the answer waits for the payment", async ({ page }) => {
    await page.goto("/candidates/ai-tools/checker");
    await answerAll(page, [...conviction("1", "3", "2023"), { heading: "What sentence did you get?", act: radio("Compensation order") }]);
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { name: "Has the compensation been paid in full?" })).toBeVisible();
    await main.getByRole("button", { name: "Continue", exact: true }).click();
    await expect(main.getByRole("link", { name: "Select yes if the compensation has been paid in full" })).toBeVisible();
    await expectNoAccessibilityViolations(page);
    await answerAll(page, [
      { heading: "Has the compensation been paid in full?", act: radio("No, I am still paying it or have not paid it yet") },
      { heading: "Did you get another sentence for this conviction?", act: radio("No") },
      { heading: "Do you have another caution or conviction to check?", act: radio("No") },
    ]);
    await expect(main).toContainText("Compensation order: not paid in full yet");
    await main.getByRole("button", { name: "See your results", exact: true }).click();
    const result = main.getByRole("region", { name: "Conviction 1" });
    await expect(result).toContainText("Not spent until the compensation is paid in full");
    await expect(result).toContainText("A compensation order is spent when it is paid in full: until then it is not spent.");
  });

  test("a year alone: a fine in 2019 counts from 31 December 2019, spent on 31 December 2020, and says it is approximate", async ({ page }) => {
    await page.goto("/candidates/ai-tools/checker");
    const main = page.getByRole("main");
    // A day without a month is refused, and what was typed is kept.
    await answerAll(page, conviction("5", "", "2019").slice(0, 3));
    await date("5", "", "2019")(main);
    await main.getByRole("button", { name: "Continue", exact: true }).click();
    await expect(main.getByRole("link", { name: "Enter the month, or leave the day empty too" })).toBeVisible();
    await expect(main.getByLabel("Year", { exact: true })).toHaveValue("2019");
    await answerAll(page, [
      { heading: "When were you convicted?", act: date("", "", "2019"), axe: true },
      { heading: "What sentence did you get?", act: radio("Fine") },
      { heading: "Did you get another sentence for this conviction?", act: radio("No") },
      { heading: "Do you have another caution or conviction to check?", act: radio("No") },
    ]);
    await expect(main).toContainText("2019 (day and month not given)");
    await main.getByRole("button", { name: "See your results", exact: true }).click();
    const result = main.getByRole("region", { name: "Conviction 1 (approximate)" });
    await expect(result).toContainText("Spent on 31 December 2020");
    await expect(main).toContainText("where you gave only the year, the last day of that year");
    await page.screenshot({ path: "/work/shots/checker-year-only-1280.png", fullPage: true });
    await page.setViewportSize({ width: 375, height: 800 });
    await expectNoAccessibilityViolations(page);
    await page.screenshot({ path: "/work/shots/checker-year-only-375.png", fullPage: true });
  });

  test("3 years and then 2 years to run after it, from 1 January 2010: one term of 5 years, spent on 1 January 2022", async ({ page }) => {
    await page.goto("/candidates/ai-tools/checker");
    await answerAll(page, [
      ...conviction("1", "1", "2010"),
      { heading: "What sentence did you get?", act: radio("Prison or detention (custody)") },
      { heading: "How long was the prison or detention?", act: length("3", "years") },
      { heading: "Did you get another sentence for this conviction?", act: radio("Yes") },
      { heading: "What other sentence did you get for this conviction?", act: radio("Prison or detention (custody)") },
      { heading: "How long was the prison or detention?", act: length("2", "years") },
      {
        heading: "Was the prison or detention to run after another prison sentence?",
        act: radio("Yes, after the other prison sentence given for this conviction"),
        axe: true,
      },
      { heading: "Were any of the offences in this single term Schedule 18 offences?", act: radio("No"), axe: true },
      { heading: "Did you get another sentence for this conviction?", act: radio("No") },
      ...finish,
    ]);
    const result = page.getByRole("main").getByRole("region", { name: "Conviction 1" });
    // 3 + 2 years end on 1 January 2015, a single term of more than 4 years: 7 years on.
    await expect(result).toContainText("Spent on 1 January 2022");
    await expect(result).toContainText("Custody of more than 4 years, not for a Schedule 18 offence");
  });
});

test.describe("the checker's pages without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("service detention of 90 days from 10 January 2024 keeps what was typed when the unit is missing, and is spent on 9 April 2025", async ({ page }) => {
    await page.goto("/candidates/ai-tools/checker");
    await answerAll(page, conviction("10", "1", "2024"), false);
    const main = page.getByRole("main");
    // Each service disposal is its own choice, saying where it is on a service record.
    await expect(main.getByRole("heading", { name: "What sentence did you get?" })).toBeVisible();
    await expect(main).toContainText("It is on your conduct sheet and the record of the hearing.");
    await answerAll(page, [{ heading: "What sentence did you get?", act: radio("Service detention (armed forces)") }], false);
    await expect(main.getByRole("heading", { name: "How long was the service detention?" })).toBeVisible();
    await main.getByLabel("Length", { exact: true }).fill("90");
    await main.getByRole("button", { name: "Continue", exact: true }).click();
    await expect(main.getByRole("link", { name: "Select days, weeks, months or years" })).toBeVisible();
    await expect(main.getByLabel("Length", { exact: true })).toHaveValue("90");
    await answerAll(
      page,
      [
        { heading: "How long was the service detention?", act: async (scope) => void (await scope.getByLabel("Days, weeks, months or years").selectOption("days")) },
        { heading: "Did you get another sentence for this conviction?", act: radio("No") },
        ...finish,
      ],
      false,
    );
    // 90 days from 10 January 2024 (a leap year) end on 9 April 2024; a year on for someone 18 or over.
    await expect(main.getByRole("region", { name: "Conviction 1" })).toContainText("Spent on 9 April 2025");
  });
});
