import { areaFor, areaPath, menuAreas } from "../../app/features/dashboards/areas";
import { expectNoAccessibilityViolations } from "./support/accessibility";
import { expect, fillSignIn, signUpAndVerify } from "./support/accounts";
import { test } from "./support/fixtures";
import { waitForHydration } from "./support/hydration";
import { expectNoHorizontalScroll, expectTappable } from "./support/tappable";
import { openDashboardMenu } from "./support/dashboard-menu";

/**
 * The dashboards as a visitor and a candidate meet them: the chooser, the demonstration tree (labelled on
 * every page, its menu tappable at 375px and usable by keyboard), the access guard's redirect to sign in and
 * back, and 'Access denied'. The redirects for a visitor without an account and 'Loading…' while the guard runs
 * are the same at any width: dashboards.desktop.spec.ts.
 */

const PHONE_WIDTH = 375;

const demoHomes = [
  { tile: "Candidate", link: "Open the candidate dashboard", path: areaPath("candidateDemo"), title: "Candidate dashboard", menu: "Candidate home" },
  { tile: "Caseworker", link: "Open the caseworker dashboard", path: areaPath("caseworkerDemo"), title: "Caseworker dashboard", menu: "Caseworker home" },
  { tile: "Employer", link: "Open the employer dashboard", path: areaPath("employerDemo"), title: "Employer dashboard", menu: "Employer home" },
  { tile: "Partner", link: "Open the partner dashboard", path: areaPath("partnerDemo"), title: "Partner dashboard", menu: "Partner home" },
];

const escaped = (path: string) => path.replace(/[/]/g, "\\/");

test.describe("the dashboards without an account", () => {
  test.beforeEach(async ({ page }, testInfo) => {
    if (testInfo.project.name === "mobile") await page.setViewportSize({ width: PHONE_WIDTH, height: 800 });
  });

  test("the chooser shows its four tiles and says the data is demonstration data, and passes axe", async ({ page }) => {
    await page.goto("/dashboard");
    await expect(page.getByRole("heading", { level: 1, name: "Dashboards" })).toBeVisible();
    const tiles = page.getByRole("main").getByRole("heading", { level: 3 });
    await expect(tiles).toHaveText(demoHomes.map((home) => home.tile));
    await expect(page.getByText("Demonstration data", { exact: true })).toBeVisible();
    await expect(page.getByText(/The dashboards here hold demonstration data: the people and organisations in them are made up/)).toBeVisible();
    await expectNoAccessibilityViolations(page);
    await expectNoHorizontalScroll(page);
  });

  for (const home of demoHomes) {
    test(`the ${home.tile} tile opens its demonstration home, labelled on the page, with a tappable menu; it passes axe`, async ({ page }) => {
      await page.goto("/dashboard");
      const tile = page.getByRole("link", { name: home.link });
      await waitForHydration(tile);
      await tile.click();
      await expect(page).toHaveURL(new RegExp(`${escaped(home.path)}$`));
      // On a phone too the page's own heading is on the first screen: the menu is folded there.
      await expect(page.getByRole("heading", { level: 1, name: home.title })).toBeInViewport();
      await expect(page.getByText("Demonstration data", { exact: true })).toBeVisible();
      await expect(page.getByText(/The people and organisations on this page are made up/)).toBeVisible();
      await expect(page.getByRole("heading", { level: 2, name: "Summary" })).toBeVisible();
      await expectNoAccessibilityViolations(page);
      await expectNoHorizontalScroll(page);

      // The menu holds this demonstration's pages and the way back to the chooser, each one tappable.
      const menu = await openDashboardMenu(page);
      const pages = menuAreas("demo", areaFor(home.path)!.role!).map((area) => area.menuLabel!);
      await expect(menu.getByRole("link")).toHaveText(["Dashboards", ...pages]);
      for (const link of await menu.getByRole("link").all()) await expectTappable(link);
      await expect(menu.getByRole("link", { name: home.menu })).toHaveAttribute("aria-current", "page");

      // And by keyboard: Enter on the focused link goes back to the chooser.
      await menu.getByRole("link", { name: "Dashboards" }).focus();
      await page.keyboard.press("Enter");
      await expect(page.getByRole("heading", { level: 1, name: "Dashboards" })).toBeVisible();
    });
  }

});

test.describe("the guard with a candidate account", () => {
  test.describe.configure({ timeout: 90_000 });

  test("Back from sign in never returns to a page that would bounce: a tile click keeps the chooser, and signing in returns to the portal", async ({ page }) => {
    // The account exists but this browser is signed out.
    const candidate = await signUpAndVerify(page, "Candidate", "Sam Okoro");
    await page.context().clearCookies();

    await page.goto("/");
    await page.goto("/dashboard");
    const portal = page.getByRole("link", { name: "Open the candidate portal" });
    await waitForHydration(portal);
    await portal.click();
    await expect(page).toHaveURL(/\/sign-in\?redirectTo=%2Fdashboard%2Fcandidateportal$/);
    await expect(page.getByRole("heading", { level: 1, name: "Sign In" })).toBeVisible();

    await page.goBack();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole("heading", { level: 1, name: "Dashboards" })).toBeVisible();

    await page.goForward();
    await expect(page).toHaveURL(/\/sign-in\?redirectTo=%2Fdashboard%2Fcandidateportal$/);
    await fillSignIn(page, candidate);
    await expect(page).toHaveURL(/\/dashboard\/candidateportal$/);
    await expect(page.getByRole("heading", { level: 1, name: "Candidate portal" })).toBeVisible();
    await expect(page.getByText("Welcome, Sam Okoro.")).toBeVisible();
    await expectNoAccessibilityViolations(page);

    // Back into a portal once the session has gone: that entry itself becomes the sign-in page, so a second
    // Back reaches the page before it rather than bouncing.
    await page.goto("/dashboard");
    // Signed in, the chooser offers the person's own portal.
    const ownPortal = page.getByRole("link", { name: "Go to your portal" });
    await waitForHydration(ownPortal);
    await ownPortal.click();
    await expect(page.getByRole("heading", { level: 1, name: "Candidate portal" })).toBeVisible();
    await page.getByRole("link", { name: "Manage your account" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Your account" })).toBeVisible();
    await page.context().clearCookies();
    await page.goBack();
    await expect(page).toHaveURL(/\/sign-in\?redirectTo=%2Fdashboard%2Fcandidateportal$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole("heading", { level: 1, name: "Dashboards" })).toBeVisible();
  });

  test("a candidate opening the admin area sees 'Access denied' with status 403", async ({ page }) => {
    await signUpAndVerify(page, "Candidate", "Robin Hale");
    const response = await page.goto("/dashboard/admin");
    expect(response?.status()).toBe(403);
    await expect(page.getByRole("heading", { level: 1, name: "Access denied" })).toBeVisible();
    await expect(page.getByText("This account does not have permission to view this area.")).toBeVisible();
    await expectNoAccessibilityViolations(page);
    // Signed in, the site offers the way back to the person's own dashboard rather than Sign In.
    const more = page.getByRole("navigation", { name: "More" });
    await expect(more.getByRole("link", { name: "My Dashboard" })).toHaveAttribute("href", "/dashboard/candidateportal");
    await expect(more.getByRole("link", { name: "Sign In" })).toHaveCount(0);

    await page.getByRole("button", { name: "Sign in as someone else" }).click();
    await expect(page).toHaveURL(/\/sign-in\?redirectTo=%2Fdashboard%2Fadmin$/);
    await expect(page.getByRole("heading", { level: 1, name: "Sign In" })).toBeVisible();
    await expect(more.getByRole("link", { name: "Sign In" })).toBeVisible();
  });
});
