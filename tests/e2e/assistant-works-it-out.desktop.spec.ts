import { type Browser, expect, test } from "@playwright/test";
import { expectNoAccessibilityViolations } from "./support/accessibility";

/**
 * Issue 31: the assistant works the warehouse question out with the disclosure checker, leading with the spent
 * date, and opens the helper with the answers filled in, with and without JavaScript (a context of each).
 */

// Two pages and two accessibility scans on a shared, busy machine.
test.setTimeout(90_000);

const QUESTION = "I got 6 months in prison in 2021, do I have to tell a warehouse job about it?";

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
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("textbox", { name: "Year" })).toHaveValue("2021");
  if (javaScriptEnabled) await expectNoAccessibilityViolations(page);
  await context.close();
}

test("the assistant answers the warehouse question with the spent date and opens the helper filled in, with JavaScript", async ({ browser }) => {
  await askAndOpen(browser, true);
});

test("the same without JavaScript", async ({ browser }) => {
  await askAndOpen(browser, false);
});
