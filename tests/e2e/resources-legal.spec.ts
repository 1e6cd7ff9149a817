import { expect, test } from "@playwright/test";
import { expectNoAccessibilityViolations } from "./support/accessibility";
import { expectSelected, openHub, topics } from "./support/resources-hub";

// At both widths: the tabs' scrolling and focus, an axe scan of each tab and of the page before its script loads,
// and the thank-you page in both its forms. The hub's content, the pages without JavaScript, the privacy policy,
// the terms and the AI tools page are the same at any width: resources-legal.desktop.spec.ts. The hub as it
// opens (Practical Support), the privacy policy, the terms and the AI tools page are scanned at both widths by
// public-routes.spec.ts.

test.describe("Resources and Support Hub", () => {
  test("a click selects a tab and replaces the URL without moving the page", async ({ page }) => {
    await openHub(page);
    const lengthBefore = await page.evaluate(() => history.length);
    const legalTab = page.getByRole("tab", { name: "Legal and Rights" });
    await legalTab.scrollIntoViewIfNeeded();
    const scrollBefore = await page.evaluate(() => window.scrollY);

    await legalTab.click();
    await expect(page).toHaveURL(/\/resources\?tab=legal$/);
    await expectSelected(page, "Legal and Rights");
    expect(await page.evaluate(() => history.length)).toBe(lengthBefore);
    expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrollBefore)).toBeLessThan(2);

    await page.getByRole("tab", { name: "Mentorship" }).click();
    await expect(page).toHaveURL(/\/resources\?tab=mentorship$/);
    await expectSelected(page, "Mentorship");
    await expect(page.getByRole("tabpanel", { name: "Mentorship" }).getByRole("link", { name: "Request a mentor" })).toHaveAttribute(
      "href",
      "/request-callback",
    );
  });

  test("arrow keys, Home and End move between tabs and select them", async ({ page }) => {
    await openHub(page);
    const lengthBefore = await page.evaluate(() => history.length);
    await page.getByRole("tab", { name: "Practical Support" }).focus();

    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("tab", { name: "Employment Help" })).toBeFocused();
    await expectSelected(page, "Employment Help");
    await expect(page).toHaveURL(/\?tab=employment$/);

    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("tab", { name: "Training and Skills" })).toBeFocused();
    await expectSelected(page, "Training and Skills");

    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    await expect(page.getByRole("tab", { name: "Practical Support" })).toBeFocused();
    await expectSelected(page, "Practical Support");

    // Left from the first tab wraps round to the last.
    await page.keyboard.press("ArrowLeft");
    await expect(page.getByRole("tab", { name: "Mentorship" })).toBeFocused();
    await expectSelected(page, "Mentorship");

    await page.keyboard.press("Home");
    await expect(page.getByRole("tab", { name: "Practical Support" })).toBeFocused();
    await expectSelected(page, "Practical Support");
    await expect(page).toHaveURL(/\?tab=practical$/);

    await page.keyboard.press("End");
    await expect(page.getByRole("tab", { name: "Mentorship" })).toBeFocused();
    await expectSelected(page, "Mentorship");
    await expect(page).toHaveURL(/\?tab=mentorship$/);

    // Tab leaves the tab list for the panel: only the selected tab is in the tab order.
    await page.keyboard.press("Tab");
    await expect(page.getByRole("tabpanel", { name: "Mentorship" })).toBeFocused();

    expect(await page.evaluate(() => history.length)).toBe(lengthBefore);
  });

  for (const topic of topics.filter((topic) => topic.id !== "practical")) {
    test(`the ${topic.label} tab has no accessibility violations`, async ({ page }) => {
      await openHub(page, `?tab=${topic.id}`);
      await expectSelected(page, topic.label);
      await expectNoAccessibilityViolations(page);
    });
  }
});

test.describe("Resources and Support Hub before JavaScript loads", () => {
  // axe cannot run with JavaScript switched off, so block the app's scripts instead: the page stays as the server sent it.
  test("the server-rendered tab links have no accessibility violations", async ({ page }) => {
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await page.goto("/resources?tab=legal");
    await expect(page.getByRole("navigation", { name: "Topics" })).toBeVisible();
    await expect(page.getByRole("tab")).toHaveCount(0);
    await expectNoAccessibilityViolations(page);
  });
});

test.describe("Thank you page", () => {
  test("promises a reply within 24 hours to candidates", async ({ page }) => {
    await page.goto("/thank-you?source=candidate");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Thank You");
    await expect(page.getByRole("main")).toContainText("received your enquiry");
    await expect(page.getByRole("main")).toContainText("within 24 hours");
    await expect(page.getByRole("main")).not.toContainText("business days");
    await expectNoAccessibilityViolations(page);
  });

  test("promises a reply within 1-2 business days to everyone else, links onward and is not indexed", async ({ page }) => {
    await page.goto("/thank-you");
    const main = page.getByRole("main");
    await expect(main).toContainText("within 1-2 business days");
    await expect(main).not.toContainText("within 24 hours");
    await expect(main.getByRole("link", { name: "Go to the home page" })).toHaveAttribute("href", "/");
    await expect(main.getByRole("link", { name: "Visit the Resources and Support Hub" })).toHaveAttribute("href", "/resources");
    await expect(main.getByRole("link", { name: "Make another request" })).toHaveAttribute("href", "/request-callback");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    await expectNoAccessibilityViolations(page);
  });
});
