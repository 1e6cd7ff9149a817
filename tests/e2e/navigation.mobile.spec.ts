import { expect, test, type Page } from "@playwright/test";

async function openMenu(page: Page) {
  await page.goto("/");
  const button = page.getByRole("button", { name: "Menu", exact: true });
  await button.click();
  const menu = page.getByRole("dialog", { name: "Menu" });
  await expect(menu).toBeVisible();
  return { button, menu };
}

test("the menu button opens a slide-in menu with every link and Sign In", async ({ page }) => {
  const { menu } = await openMenu(page);
  for (const name of ["Home", "About", "Employers", "Candidates", "Partners", "Browse Jobs", "Contact", "Sign In"]) {
    await expect(menu.getByRole("link", { name, exact: true })).toBeVisible();
  }
  await expect(page.getByRole("button", { name: "Menu", exact: true })).toHaveAttribute("aria-expanded", "true");
});

test("Escape closes the menu and focus returns to the menu button", async ({ page }) => {
  const { menu } = await openMenu(page);
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
  await expect(page.getByRole("button", { name: "Menu", exact: true })).toBeFocused();
});

test("a click outside the menu closes it", async ({ page }) => {
  const { menu } = await openMenu(page);
  await page.mouse.click(10, 400);
  await expect(menu).toBeHidden();
  await expect(page.getByRole("button", { name: "Menu", exact: true })).toBeFocused();
});

test("choosing a link closes the menu and goes there", async ({ page }) => {
  const { menu } = await openMenu(page);
  await menu.getByRole("link", { name: "Partners", exact: true }).click();
  await expect(page).toHaveURL(/\/partners$/);
  await expect(menu).toBeHidden();
});

test("the menu closes when the screen becomes 768px wide or more", async ({ page }) => {
  const { menu } = await openMenu(page);
  await page.setViewportSize({ width: 767, height: 900 });
  await expect(menu).toBeVisible();
  await page.setViewportSize({ width: 768, height: 900 });
  await expect(menu).toBeHidden();
  await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
});

test("focus stays inside the open menu", async ({ page }) => {
  const { menu } = await openMenu(page);
  const focusables = menu.locator("a[href], button");
  const count = await focusables.count();
  for (let i = 0; i < count + 2; i++) {
    await page.keyboard.press("Tab");
    expect(await menu.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  }
  for (let i = 0; i < 3; i++) {
    await page.keyboard.press("Shift+Tab");
    expect(await menu.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  }
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("the menu control leads to the full list of pages in the footer", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("link", { name: "Menu" }).click();
    await expect(page).toHaveURL(/#footer-navigation$/);
    await expect(page.getByRole("navigation", { name: "Footer" }).getByRole("link", { name: "Browse Jobs" })).toBeVisible();
  });
});
