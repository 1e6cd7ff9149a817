import { expect, test, type Page } from "@playwright/test";
import { developmentOrganisation, telHref } from "../../app/lib/organisation";
import { publicPages } from "../../app/lib/site-pages";
import { expectNoAccessibilityViolations } from "./support/accessibility";
import { expectNoHorizontalScroll } from "./support/tappable";

/** The phone width the screenshots are taken at (the desktop project's window is 1280px wide). */
const PHONE_WIDTH = 375;

/** The footer on every page: phone as a tap-to-call link, email and opening hours (the test server's examples). */
async function expectFooterContactDetails(page: Page) {
  const contact = page.getByRole("contentinfo").getByRole("list", { name: "Contact details" });
  const { phone, email, openingHours } = developmentOrganisation;
  await expect(contact.getByRole("link", { name: `Phone: ${phone}` })).toHaveAttribute("href", telHref(phone));
  await expect(contact.getByRole("link", { name: `Email: ${email}` })).toHaveAttribute("href", `mailto:${email}`);
  await expect(contact).toContainText(openingHours);
}

for (const path of publicPages) {
  test.describe(`public page ${path}`, () => {
    test("has one h1, its own title and description, no outside requests, contact details, no sideways scroll, and passes axe", async ({
      page,
      baseURL,
    }, testInfo) => {
      if (testInfo.project.name === "mobile") await page.setViewportSize({ width: PHONE_WIDTH, height: 800 });
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
      await expectNoAccessibilityViolations(page);
      expect(outside).toEqual([]);
      expect(cspViolations).toEqual([]);
      await expectFooterContactDetails(page);
      await expectNoHorizontalScroll(page);

      // A full-page picture of every public page at both widths, for people to look over after a run.
      const width = page.viewportSize()!.width;
      const name = path === "/" ? "home" : path.slice(1).replaceAll("/", "-");
      await page.screenshot({ path: `${testInfo.project.outputDir}/screenshots/${name}-${width}.png`, fullPage: true });
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
