import { areaPath } from "../../app/features/dashboards/areas";
import { expect } from "./support/accounts";
import { test } from "./support/fixtures";
import { waitForHydration } from "./support/hydration";
import { expectNoHorizontalScroll } from "./support/tappable";

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

  test("shows 'Loading…' while the next dashboard page waits for the guard", async ({ page }) => {
    await page.goto("/dashboard");
    const portal = page.getByRole("link", { name: "Open the candidate portal" });
    await waitForHydration(portal);
    await expect(page.locator("html[data-dashboard-enhanced]")).toBeAttached();
    // Dashboard pages are sent without React (docs/decisions/0038): the browser loads the portal as a document while
    // app/lib/enhance-dashboard.js says 'Loading…' with a skeleton. Playwright reads nothing from a page whose
    // navigation is under way, so the page notes what it shows while it waits (sessionStorage outlives the move),
    // and the network is made slow enough (Chromium's own throttling) for that wait to be seen.
    const network = await page.context().newCDPSession(page);
    await network.send("Network.enable");
    await network.send("Network.emulateNetworkConditions", { offline: false, latency: 1500, downloadThroughput: -1, uploadThroughput: -1 });
    await page.evaluate(() => {
      document.addEventListener("click", () => {
        setTimeout(() => {
          const status = document.querySelector('[role="status"]');
          const waiting = {
            status: status?.textContent ?? "",
            statusShown: Boolean(status?.checkVisibility()) && !status?.classList.contains("sr-only"),
            skeleton: Boolean(document.querySelector("#dashboard-content > [aria-hidden='true']")?.checkVisibility()),
            pageShown: Boolean(document.querySelector("h1")?.checkVisibility()),
          };
          sessionStorage.setItem("while-waiting", JSON.stringify(waiting));
        }, 300);
      });
    });
    await portal.click();
    await expect(page).toHaveURL(/\/sign-in\?redirectTo=%2Fdashboard%2Fcandidateportal$/, { timeout: 15_000 });
    await network.send("Network.emulateNetworkConditions", { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    const waiting = await page.evaluate(() => JSON.parse(sessionStorage.getItem("while-waiting") ?? "null"));
    expect(waiting).toEqual({ status: "Loading…", statusShown: true, skeleton: true, pageShown: false });
    await expect(page.getByText("Loading…")).toHaveCount(0);
  });

  test("a dashboard page shown again by Back no longer says 'Loading…'", async ({ page }) => {
    await page.goto("/dashboard");
    await expect(page.locator("html[data-dashboard-enhanced]")).toBeAttached();
    await page.getByRole("link", { name: "Open the candidate portal" }).click();
    await expect(page).toHaveURL(/\/sign-in/);
    await page.goBack();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText("Loading…")).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Open the candidate portal" })).toBeVisible();
  });
});

test.describe("the dashboards' tables on a tablet", () => {
  // The widest tables: each stays cards until the screen has room for its columns, so no width between a phone and
  // a laptop makes the page scroll sideways.
  const widest = [
    "/dashboard/employer/jobs",
    "/dashboard/partner/referrals",
    "/dashboard/partner/applications",
    "/dashboard/partner/onboarding",
    "/dashboard/caseworker/caseload",
    "/dashboard/caseworker/messages",
    "/dashboard/candidate/messages",
  ];

  test("no table pushes a dashboard page wider than the screen at 640, 768 or 1024 pixels", async ({ page }) => {
    for (const width of [640, 768, 1024]) {
      await page.setViewportSize({ width, height: 900 });
      for (const path of widest) {
        await page.goto(path);
        await expect(page.getByRole("table").first()).toBeVisible();
        await expectNoHorizontalScroll(page);
      }
    }
  });

  test("a wide table is cards on a tablet and a table on a laptop", async ({ page }) => {
    await page.setViewportSize({ width: 768, height: 900 });
    await page.goto("/dashboard/partner/referrals");
    const firstRow = page.getByRole("table").getByRole("row").nth(1);
    await expect(firstRow.getByText("Referred by:")).toBeVisible();

    await page.setViewportSize({ width: 1280, height: 900 });
    await expect(page.getByRole("columnheader", { name: "Referred by" })).toBeVisible();
    await expect(firstRow.getByText("Referred by:")).toBeHidden();
  });
});
