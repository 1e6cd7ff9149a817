import { areaPath } from "../../app/features/dashboards/areas";
import { expect } from "./support/accounts";
import { test } from "./support/fixtures";
import { waitForHydration } from "./support/hydration";

/**
 * Where the server and the access guard send a visitor without an account: the same at any width, so checked at
 * desktop width only. The chooser, the demonstration homes and their menus are scanned and tapped at both
 * widths in dashboards.spec.ts.
 */

const escaped = (path: string) => path.replace(/[/]/g, "\\/");

test.describe("the dashboards without an account", () => {
  test("the old employer demonstration address goes to the employer demonstration", async ({ page }) => {
    const response = await page.goto("/dashboard/employerdemo");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(new RegExp(`${escaped(areaPath("employerDemo"))}$`));
    await expect(page.getByRole("heading", { level: 1, name: "Employer dashboard" })).toBeVisible();
  });

  test("opening a portal signed out goes to sign in, remembering where to return", async ({ page }) => {
    const response = await page.goto("/dashboard/candidateportal");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(/\/sign-in\?redirectTo=%2Fdashboard%2Fcandidateportal$/);
    await expect(page.getByRole("heading", { level: 1, name: "Sign In" })).toBeVisible();
  });

  test("shows 'Loading…' while a client-side navigation waits for the guard", async ({ page }) => {
    await page.goto("/dashboard");
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let held = false;
    await page.route("**/dashboard/candidateportal.data*", async (route) => {
      held = true;
      await released;
      await route.continue();
    });
    const portal = page.getByRole("link", { name: "Open the candidate portal" });
    await waitForHydration(portal);
    await portal.click();
    await expect(page.getByRole("status").filter({ hasText: "Loading…" })).toBeVisible();
    // The page may first ask for the route manifest (lazy route discovery); the guard's request follows it.
    await expect.poll(() => held).toBe(true);
    await expect(page.getByRole("status").filter({ hasText: "Loading…" })).toBeVisible();
    release();
    await expect(page).toHaveURL(/\/sign-in\?redirectTo=%2Fdashboard%2Fcandidateportal$/);
    await expect(page.getByText("Loading…")).toHaveCount(0);
  });
});
