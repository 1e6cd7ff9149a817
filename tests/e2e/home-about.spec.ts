import { expect, test, type Page } from "@playwright/test";
import { expectNoAccessibilityViolations } from "./support/accessibility";

// At both widths: the industries carousel (what is in view depends on the width), the plain list without
// JavaScript, and a scan of the home page before its script runs. The home and about pages as they load are
// scanned at both widths by public-routes.spec.ts; what they say and link to is the same at any width and is
// checked in home-about.desktop.spec.ts.

const industryNames = [
  "Construction",
  "Logistics and Transport",
  "Facilities Management",
  "Hospitality",
  "Retail",
  "Manufacturing",
  "Technology",
  "Business Services",
  "Care Sector",
];

function section(page: Page, name: string) {
  return page.getByRole("region", { name, exact: true });
}

test.describe("home page", () => {
  test("the industries carousel moves with its buttons and the arrow keys and says where it is", async ({ page }) => {
    await page.goto("/");
    const carousel = page.locator('[aria-roledescription="carousel"]');
    await expect(carousel).toHaveAttribute("aria-label", "Industries");
    await expect(carousel.locator('[aria-roledescription="slide"]')).toHaveCount(9);
    await expect(carousel.getByRole("group", { name: "Hospitality" })).toHaveAttribute("aria-roledescription", "slide");

    const position = carousel.locator('[aria-live="polite"]');
    await expect(position).toHaveText("Industry 1 of 9: Construction");

    const next = carousel.getByRole("button", { name: "Next industry" });
    const previous = carousel.getByRole("button", { name: "Previous industry" });
    await next.click();
    await expect(position).toHaveText("Industry 2 of 9: Logistics and Transport");
    await next.click();
    await expect(position).toHaveText("Industry 3 of 9: Facilities Management");
    await expect(carousel.getByRole("heading", { name: "Facilities Management" })).toBeInViewport();
    await previous.click();
    await expect(position).toHaveText("Industry 2 of 9: Logistics and Transport");
    await previous.click();
    await previous.click();
    await expect(position).toHaveText("Industry 9 of 9: Care Sector");
    await expect(carousel.getByRole("heading", { name: "Care Sector" })).toBeInViewport();

    // Keyboard: focus the scrolling list and use the arrow keys.
    const list = carousel.getByRole("list").first();
    await list.focus();
    await page.keyboard.press("ArrowRight");
    await expect(position).toHaveText("Industry 1 of 9: Construction");
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    await expect(position).toHaveText("Industry 4 of 9: Hospitality");
    await expect(carousel.getByRole("heading", { name: "Hospitality" })).toBeInViewport();
    await page.keyboard.press("ArrowLeft");
    await expect(position).toHaveText("Industry 3 of 9: Facilities Management");
  });

  test("a swipe (scrolling the carousel) updates the position", async ({ page }) => {
    await page.goto("/");
    const carousel = page.locator('[aria-roledescription="carousel"]');
    const position = carousel.locator('[aria-live="polite"]');
    await expect(position).toHaveText("Industry 1 of 9: Construction");
    const list = carousel.getByRole("list").first();
    // Scroll to the sixth slide as a swipe would, then let scroll snapping settle.
    await list.evaluate((element) => {
      const slide = element.children[5] as HTMLElement;
      element.scrollTo({ left: slide.offsetLeft, behavior: "auto" });
    });
    await expect(position).toHaveText("Industry 6 of 9: Manufacturing");
  });
});

test.describe("home page without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("lists all nine industries as a plain list", async ({ page }) => {
    await page.goto("/");
    const industries = section(page, "Industries We Work With");
    await expect(industries.locator('[aria-roledescription="carousel"]')).toHaveCount(0);
    await expect(industries.getByRole("button")).toHaveCount(0);
    for (const name of industryNames) {
      await expect(industries.getByRole("heading", { level: 3, name, exact: true })).toBeVisible();
    }
    const items = industries.getByRole("list").first().locator(":scope > li");
    await expect(items).toHaveCount(9);
    // Every item can be scrolled into view: nothing is clipped away in a scroller that only JavaScript could move.
    for (let index = 0; index < industryNames.length; index += 1) {
      await items.nth(index).scrollIntoViewIfNeeded();
      await expect(items.nth(index)).toBeInViewport();
    }
  });
});

test("the home page as served, before any script runs, passes an accessibility scan", async ({ page }) => {
  // axe needs JavaScript in the page, so block the app's own scripts instead of turning JavaScript off.
  await page.route(/\.js(\?|$)/, (route) => route.abort());
  await page.goto("/");
  await expect(page.locator('[aria-roledescription="carousel"]')).toHaveCount(0);
  await expect(section(page, "Industries We Work With").getByRole("heading", { level: 3 })).toHaveCount(9);
  await expectNoAccessibilityViolations(page);
});
