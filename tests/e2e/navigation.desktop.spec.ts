import { expect, test } from "@playwright/test";

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

test("the footer shows the social links, company number and registered office in London", async ({ page }) => {
  await page.goto("/");
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByRole("link", { name: "LinkedIn" })).toBeVisible();
  await expect(footer).toContainText(/company number \d{8}/);
  await expect(footer).toContainText(/Registered office: .*London/);
});
