import { expect, test, type Page } from "@playwright/test";
import { signUpAndVerify } from "./support/accounts";
import { test as testWithOwnAddress } from "./support/fixtures";
import { expectNoHorizontalScroll, expectTappable } from "./support/tappable";

test("the header links every main page, Browse Jobs and Sign In", async ({ page }) => {
  await page.goto("/");
  const nav = page.getByRole("navigation", { name: "Main" });
  const expected: [string, string][] = [
    ["Home", "/"],
    ["About", "/about"],
    ["Employers", "/employers"],
    ["Candidates", "/candidates"],
    ["Partners", "/partners"],
    ["Browse Jobs", "/jobs"],
    ["Contact", "/contact"],
    ["Sign In", "/sign-in"],
  ];
  for (const [name, href] of expected) {
    await expect(nav.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
  }
  await nav.getByRole("link", { name: "About", exact: true }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(nav.getByRole("link", { name: "About", exact: true })).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("button", { name: /menu/i })).toBeHidden();
});

test("the skip link moves to the main content", async ({ page }) => {
  await page.goto("/");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to main content" });
  await expect(skip).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.locator("#main-content")).toBeFocused();
});

test("the footer shows the social links, the company number and registered office as configured", async ({ page }) => {
  await page.goto("/");
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByRole("link", { name: "LinkedIn" })).toBeVisible();
  // The test server runs with the development examples, which say that they are examples.
  await expect(footer).toContainText("run by Fair Chance Works (development), registered in England and Wales, company number 00000000 (example)");
  await expect(footer).toContainText("Registered office: Example address: 1 Example Street, London.");
});

/** The header's links: all on one line (one box each, one shared top), and the header itself one row high. */
async function expectHeaderOnOneLine(page: Page) {
  const layout = await page.getByRole("navigation", { name: "Main" }).evaluate((nav) => {
    const links = Array.from(nav.querySelectorAll("a"));
    return {
      lineBoxes: links.map((link) => ({ name: link.textContent, boxes: link.getClientRects().length })),
      tops: new Set(links.map((link) => Math.round(link.getBoundingClientRect().top + link.getBoundingClientRect().height / 2))).size,
      headerHeight: nav.closest("header")!.getBoundingClientRect().height,
    };
  });
  for (const link of layout.lineBoxes) expect(link.boxes, `"${link.name}" wraps onto ${link.boxes} lines`).toBe(1);
  expect(layout.tops, "the header's links sit on more than one row").toBe(1);
  expect(layout.headerHeight).toBeLessThan(90);
}

/** At every width from a small phone to a wide desktop: no sideways scrolling, and on desktop one line of links. */
async function checkWidths(page: Page, accountLink: string) {
  for (const width of [320, 375, 414, 768, 800, 1024, 1280, 1920]) {
    await test.step(`${width}px wide`, async () => {
      await page.setViewportSize({ width, height: 900 });
      await expectNoHorizontalScroll(page);
      if (width >= 768) {
        const nav = page.getByRole("navigation", { name: "Main" });
        for (const name of ["Home", "Contact", accountLink]) await expectTappable(nav.getByRole("link", { name, exact: true }));
        await expectHeaderOnOneLine(page);
      } else {
        await expectTappable(page.getByRole("button", { name: "Menu", exact: true }));
      }
    });
  }
}

test("signed out, the header fits every width from 320 to 1920px without sideways scrolling", async ({ page }) => {
  await page.goto("/");
  await checkWidths(page, "Sign In");
});

testWithOwnAddress("signed in, the header fits every width from 320 to 1920px without sideways scrolling", async ({ page }) => {
  test.setTimeout(90_000);
  await signUpAndVerify(page, "Partner organisation", "Sasha Widths");
  await page.goto("/");
  await checkWidths(page, "My Dashboard");
});

test("the sticky header's links stay in reach after scrolling down", async ({ page }) => {
  await page.goto("/about");
  await page.evaluate(() => window.scrollTo(0, 2500));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  await expectTappable(page.getByRole("banner"));
  await expectTappable(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Partners", exact: true }));
});
