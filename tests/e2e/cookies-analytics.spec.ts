import { expect, test } from "@playwright/test";
import { expectNoAccessibilityViolations } from "./support/accessibility";
import { startAnalyticsSite } from "./support/analytics-server";
import { LIBRARY, newVisitor, personBrowser } from "./support/cookie-consent";

/**
 * The cookie banner, /cookies and consent-gated analytics, on a server of its own that is configured to send
 * analytics to a stand-in PostHog host (the shared e2e server has analytics off, so it shows no banner).
 *
 * At both widths: the banner in each state and /cookies in each state, scanned. What is sent to the analytics
 * host, and the banner and /cookies without JavaScript, are the same at any width: cookies-analytics.desktop.spec.ts.
 */

let site: Awaited<ReturnType<typeof startAnalyticsSite>>;
test.beforeAll(async () => {
  test.setTimeout(120_000);
  site = await startAnalyticsSite();
});
test.afterAll(async () => {
  await site?.close();
});

test("no request reaches the analytics host before consent or after Reject, and the library is not downloaded", async ({ browser }) => {
  const context = await personBrowser(browser);
  const { page, requests } = await newVisitor(context);
  const before = site.hits.length;
  await page.goto(`${site.url}/`);
  const banner = page.getByRole("region", { name: "Cookies on Fair Chance Works" });
  await expect(banner).toBeVisible();
  await expect(banner.getByRole("link", { name: "View cookies" })).toHaveAttribute("href", "/cookies");
  await expectNoAccessibilityViolations(page);
  await page.goto(`${site.url}/about`);
  await page.waitForTimeout(1000);
  expect(site.hits.length).toBe(before);

  await page.getByRole("button", { name: "Reject analytics cookies" }).click();
  await expect(page.getByText("You’ve rejected analytics cookies.")).toBeVisible();
  await expect(page).toHaveURL(`${site.url}/about`);
  await expectNoAccessibilityViolations(page);
  await page.getByRole("link", { name: "Hide cookie message" }).click();
  await expect(page.getByText("You’ve rejected analytics cookies.")).toBeHidden();
  await expect(page.getByRole("button", { name: "Accept analytics cookies" })).toBeHidden();

  for (const path of ["/employers", "/resources", "/jobs"]) {
    await page.goto(`${site.url}${path}`);
    await expect(page.getByRole("button", { name: "Accept analytics cookies" })).toBeHidden();
  }
  await page.waitForTimeout(1000);
  expect(site.hits.length).toBe(before);
  expect(requests.filter((url) => LIBRARY.test(url))).toEqual([]);
  const csp = (await page.request.get(`${site.url}/about`)).headers()["content-security-policy"];
  expect(csp).not.toContain(site.host);
  await context.close();
});

test("/cookies, its confirmation and its error pass axe", async ({ page }) => {
  await page.goto(`${site.url}/cookies`);
  await expectNoAccessibilityViolations(page);
  await page.getByRole("button", { name: "Save cookie settings" }).click();
  await expect(page.getByRole("heading", { name: "There is a problem" })).toBeVisible();
  await expectNoAccessibilityViolations(page);
  await page.getByRole("radio", { name: /^No/ }).check();
  await page.getByRole("button", { name: "Save cookie settings" }).click();
  await expect(page.getByText("You’ve set your cookie preferences.")).toBeVisible();
  // The page carries no React: the confirmation takes focus as the page loads, so a screen reader starts there.
  await expect(page.getByRole("status").filter({ hasText: "You’ve set your cookie preferences." })).toBeFocused();
  expect(await page.locator("script[src*='entry.client'], link[rel=modulepreload]").count()).toBe(0);
  await expectNoAccessibilityViolations(page);
});
