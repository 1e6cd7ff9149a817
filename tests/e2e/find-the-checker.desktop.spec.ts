import { type Page, expect, test } from "@playwright/test";

/**
 * Issue 31 part 4: people find the disclosure helper from where they start, the home page's candidates card,
 * /candidates beside 'Start Your Journey', and the CV builder's first step, and /candidates offers an account.
 */

const CHECKER = /\/candidates\/ai-tools\/checker$/;
const LINK = "Check if your conviction is spent";

async function expectChecker(page: Page) {
  await expect(page).toHaveURL(CHECKER);
  // The helper opens on its first question.
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Where were you cautioned or convicted?");
}

test("the home page's candidates card links to the disclosure helper, under the card's own link", async ({ page }) => {
  await page.goto("/");
  const cards = page.getByRole("region", { name: "Who We Work With" });
  // The card is the heading's parent: its own link and the helper's, with the spec's wording unchanged above them.
  const card = cards.getByRole("heading", { name: "For Candidates" }).locator("xpath=..");
  await expect(card).toContainText("We help with your CV, what to say about your conviction");
  await expect(card.getByRole("link", { name: "How we help candidates" })).toBeVisible();
  await card.getByRole("link", { name: LINK }).click();
  await expectChecker(page);
});

test("/candidates links to the disclosure helper beside 'Start Your Journey'", async ({ page }) => {
  await page.goto("/candidates");
  const start = page.getByRole("link", { name: "Start Your Journey", exact: true });
  const checker = page.getByRole("link", { name: LINK });
  await expect(start).toBeVisible();
  await expect(checker).toBeVisible();
  // In the same row of hero buttons: the same band, side by side at this width.
  const [startBox, checkerBox] = [await start.boundingBox(), await checker.boundingBox()];
  expect(Math.abs(startBox!.y - checkerBox!.y)).toBeLessThan(startBox!.height);
  await checker.click();
  await expectChecker(page);
});

test("/candidates offers a free account, to save a CV and apply, and keeps the hero's own buttons", async ({ page }) => {
  await page.goto("/candidates");
  for (const name of ["Start Your Journey", "Build Your CV"]) await expect(page.getByRole("link", { name, exact: true })).toBeVisible();
  const account = page.getByRole("region", { name: "Save Your CV and Apply Online" });
  await expect(account).toContainText("keep your CV");
  await account.getByRole("link", { name: "Create a free account" }).click();
  await expect(page).toHaveURL(/\/sign-in\?mode=signup$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Create an account");
});

test("the CV builder's first step links to the disclosure helper", async ({ page }) => {
  await page.goto("/cv-builder");
  await expect(page.getByText("Step 1 of 8").first()).toBeVisible();
  await page.getByRole("link", { name: LINK }).click();
  await expectChecker(page);
});

test("without JavaScript, the home card and /candidates still lead to the helper", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/");
  await page.getByRole("region", { name: "Who We Work With" }).getByRole("link", { name: LINK }).click();
  await expectChecker(page);
  await page.goto("/candidates");
  await page.getByRole("link", { name: LINK }).click();
  await expectChecker(page);
  await context.close();
});
