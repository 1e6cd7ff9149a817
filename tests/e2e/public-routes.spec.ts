import { expect, test } from "@playwright/test";
import { publicPages } from "../../app/lib/site-pages";
import { expectNoAxeViolations } from "./support/axe";

for (const path of publicPages) {
  test.describe(`public page ${path}`, () => {
    test("has one h1, its own title and description, no outside requests, and passes axe", async ({ page, baseURL }) => {
      const origin = new URL(baseURL ?? "http://127.0.0.1").origin;
      const outside: string[] = [];
      const cspViolations: string[] = [];
      page.on("request", (request) => {
        const url = request.url();
        if (!url.startsWith(origin) && !url.startsWith("data:") && !url.startsWith("blob:")) outside.push(url);
      });
      page.on("console", (message) => {
        if (message.type() === "error" && /Content Security Policy/i.test(message.text())) cspViolations.push(message.text());
      });

      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page).toHaveTitle(/\| Fair Chance Works$/);
      const description = await page.locator('meta[name="description"]').getAttribute("content");
      expect(description?.length ?? 0).toBeGreaterThan(20);
      await page.waitForLoadState("networkidle");
      await expectNoAxeViolations(page);
      expect(outside).toEqual([]);
      expect(cspViolations).toEqual([]);
    });
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  for (const path of publicPages) {
    test(`${path} renders its content`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.getByRole("contentinfo")).toContainText("Registered office");
    });
  }
});

test("every page has a distinct title", async ({ page }) => {
  const titles = new Map<string, string>();
  for (const path of publicPages) {
    await page.goto(path);
    const title = await page.title();
    expect(titles.get(title), `${path} shares its title with ${titles.get(title)}`).toBeUndefined();
    titles.set(title, path);
  }
});
