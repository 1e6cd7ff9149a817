import { expect, test } from "@playwright/test";
import { employerStatistics, statistics } from "../../app/features/marketing/statistics";
import { developmentOrganisation } from "../../app/lib/organisation";
import { expectHeadings, expectJobsLinks, expectJumpToContact, heading, pages } from "./support/audience-pages";
import { expectFiguresWithSources, expectNoWithdrawnFigures } from "./support/figures";

/**
 * What the employer, candidate, partner and jobs pages say and link to, and that they work without
 * JavaScript: the same at any width, so at desktop width only. Their layout and axe scans at both widths
 * are in audience-pages.spec.ts.
 */

test.describe("audience pages", () => {
  test("the employer page shows three sourced figures, where they come from, and the four steps", async ({ page }) => {
    await page.goto("/employers");
    const numbers = page.getByRole("region", { name: "Fair Chance Hiring in Numbers" });
    await expectFiguresWithSources(numbers, employerStatistics);
    await expectNoWithdrawnFigures(numbers);
    await expect(numbers.getByText("45%", { exact: true })).toBeVisible();
    await expect(numbers).toContainText("said they would consider hiring someone with a criminal conviction");

    // The source note: every source listed with its link, and why the old figures went.
    await numbers.getByRole("link", { name: "Where these figures come from" }).click();
    const about = page.getByRole("region", { name: "About These Figures" });
    await expect(about).toBeInViewport();
    for (const statistic of employerStatistics) {
      await expect(about.getByRole("link", { name: new RegExp(`^${statistic.source.publisher}`) }).first()).toHaveAttribute(
        "href",
        statistic.source.url,
      );
    }
    await expect(about).toContainText(statistics.employersWouldHire.note);
    await expect(about).toContainText("We no longer show a one-year retention figure");
    await expect(about).toContainText("we are a new service");
    const steps = page.getByRole("list").filter({ has: page.getByRole("heading", { name: "Connect" }) });
    await expect(steps.getByRole("heading", { level: 3 })).toHaveText(["Connect", "Match", "Support", "Succeed"]);
  });

  test("the candidate page says protected records never have to be disclosed, and names the law", async ({ page }) => {
    await page.goto("/candidates");
    const tell = page.getByRole("region", { name: "Do You Have to Tell an Employer?" });
    await expect(tell).toContainText("can ask about spent convictions");
    await expect(tell).toContainText("a protected (filtered) conviction or caution never has to be disclosed");
    await expect(tell).toContainText("Sources:");
    await expect(tell.getByRole("link", { name: "Rehabilitation of Offenders Act 1974, section 4 (effect of rehabilitation)" })).toHaveAttribute(
      "href",
      "https://www.legislation.gov.uk/ukpga/1974/53/section/4",
    );
    await expect(tell.getByRole("link", { name: "DBS filtering guide (Disclosure and Barring Service)" })).toHaveAttribute(
      "href",
      "https://www.gov.uk/government/publications/dbs-filtering-guidance/dbs-filtering-guide",
    );
  });

  test("the candidate page links to the CV builder and to the law on spent convictions", async ({ page }) => {
    await page.goto("/candidates");
    await expect(page.getByRole("link", { name: "Build your CV and disclosure letter" })).toHaveAttribute("href", "/cv-builder");
    await expect(page.getByRole("link", { name: "Read about spent convictions and your rights" })).toHaveAttribute(
      "href",
      "/resources?tab=legal",
    );
  });

  test("the partner page has a card for each kind of partner", async ({ page }) => {
    await page.goto("/partners");
    for (const name of ["Probation Services", "Charities and Support Services", "Housing and Community Services"]) {
      await expect(heading(page, name, 3)).toBeVisible();
    }
    await expect(page.locator("#contact").getByRole("form", { name: "Call-back request" })).toBeVisible();
  });

  test("next to the candidate form's email field, someone without an email address is told to call", async ({ page }) => {
    await page.goto("/candidates");
    await expect(page.locator("#contact").getByLabel("Email address")).toHaveAccessibleDescription(
      `No email address? Call us on ${developmentOrganisation.phone} and we will take your details over the phone.`,
    );
  });

  test("the jobs page links employers, candidates and helpful tools", async ({ page }) => {
    await page.goto("/jobs");
    await expectJobsLinks(page);
    await page.getByRole("link", { name: "Candidates: find out how we can help" }).click();
    await expect(page).toHaveURL(/\/candidates$/);
    await expect(heading(page, "Your Potential Has No Expiry Date", 1)).toBeVisible();
  });
});

test.describe("audience pages without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const spec of pages) {
    test(`${spec.path} renders in full`, async ({ page }) => {
      await page.goto(spec.path);
      await expectHeadings(page, spec);
    });
  }

  test("Hire Vetted Talent still moves to the contact section", async ({ page }) => {
    await page.goto("/employers");
    await expectJumpToContact(page, "Hire Vetted Talent", "Request a Call Back");
  });

  test("Start Your Journey still moves to the contact section", async ({ page }) => {
    await page.goto("/candidates");
    await expectJumpToContact(page, "Start Your Journey", "Start Your Journey Today");
  });

  test("Become a Partner still moves to the contact section", async ({ page }) => {
    await page.goto("/partners");
    await expectJumpToContact(page, "Become a Partner", "Partner With Us");
  });

  test("the jobs page links work", async ({ page }) => {
    await page.goto("/jobs");
    await expectJobsLinks(page);
    await page.getByRole("link", { name: "Employers: request a call back" }).click();
    await expect(page).toHaveURL(/\/request-callback$/);
  });
});
