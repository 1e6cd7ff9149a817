import { type Browser, type Page, expect, test } from "@playwright/test";
import { expectNoAccessibilityViolations } from "./support/accessibility";

/**
 * Issue 31: the assistant works the warehouse question out with the disclosure checker, leading with the spent
 * date, and opens the helper with the answers filled in, with and without JavaScript (a context of each); following
 * it through, the person types only what the question did not say (age, day and month) and reaches the result.
 */

// Nine pages and two accessibility scans on a shared, busy machine.
test.setTimeout(120_000);

const QUESTION = "I got 6 months in prison in 2021, do I have to tell a warehouse job about it?";

/** Presses Continue and waits for the question the helper should ask next. */
async function continueTo(page: Page, heading: string) {
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("heading", { name: heading })).toBeVisible();
}

async function askAndOpen(browser: Browser, javaScriptEnabled: boolean) {
  const context = await browser.newContext({ javaScriptEnabled });
  const page = await context.newPage();
  await page.goto("/candidates/ai-tools");
  await page.getByLabel("Your question").fill(QUESTION);
  await page.getByRole("button", { name: "Ask", exact: true }).click();

  const answer = page.getByRole("region", { name: "Our answer" });
  // It leads with the spent answer and its dates, not housing advice, and never a bare "you must tell".
  await expect(answer.getByRole("paragraph").nth(1)).toHaveText(
    /^6 months in prison in 2021: spent\. It became spent between 1 July 2022 and 30 June 2023, depending on the exact date, so by 30 June 2023 at the latest\./,
  );
  await expect(answer).toContainText("For most jobs, including warehouse work, you do not have to tell an employer about it");
  await expect(answer.getByRole("list").first()).toContainText("We took it that the person was 18 or over");
  if (javaScriptEnabled) await expectNoAccessibilityViolations(page);

  await answer.getByRole("button", { name: "Check this in the disclosure helper" }).click();
  await expect(page).toHaveURL(/\/candidates\/ai-tools\/checker$/);
  // The helper asks what the question did not say (the age), then the date with the year already filled in.
  await page.getByRole("radio", { name: /18 or over/ }).check();
  await continueTo(page, "When were you convicted?");
  await expect(page.getByRole("textbox", { name: "Year" })).toHaveValue("2021");
  if (javaScriptEnabled) await expectNoAccessibilityViolations(page);
  // Only the day and month are typed; everything after the date is already answered from the question, to confirm.
  await page.getByRole("textbox", { name: "Day" }).fill("15");
  await page.getByRole("textbox", { name: "Month" }).fill("3");
  await continueTo(page, "What sentence did you get?");
  await expect(page.getByRole("radio", { name: /^Prison or detention/ })).toBeChecked();
  await continueTo(page, "How long was the prison or detention?");
  await expect(page.getByRole("textbox", { name: "Length" })).toHaveValue("6");
  await expect(page.getByRole("combobox", { name: /Days, weeks, months or years/ })).toHaveValue("months");
  await continueTo(page, "Did you get another sentence for this conviction?");
  await page.getByRole("radio", { name: "No", exact: true }).check();
  await continueTo(page, "Do you have another caution or conviction to check?");
  await page.getByRole("radio", { name: "No", exact: true }).check();
  await continueTo(page, "Check your answers");
  await page.getByRole("button", { name: "See your results" }).click();
  // 15 March 2021 + 6 months + 12 months (ROA 1974 s.5(2), custody of 1 year or less for an adult).
  await expect(page.getByRole("heading", { name: "Your results" })).toBeVisible();
  await expect(page.getByText("Spent on 15 September 2022").first()).toBeVisible();
  await context.close();
}

test("the assistant answers the warehouse question with the spent date and opens the helper filled in, with JavaScript", async ({ browser }) => {
  await askAndOpen(browser, true);
});

test("the same without JavaScript", async ({ browser }) => {
  await askAndOpen(browser, false);
});
