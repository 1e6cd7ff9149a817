import { expect, test, type Locator, type Page } from "@playwright/test";
import { aboutStatistics, homeStatistics } from "../../app/features/marketing/statistics";
import { expectFiguresWithSources, expectNoWithdrawnFigures } from "./support/figures";

// What the home and about pages say and link to is the same at any width, so it is checked at desktop width
// only; the carousel, the page without JavaScript and the scans at both widths are in home-about.spec.ts.

function section(page: Page, name: string) {
  return page.getByRole("region", { name, exact: true });
}

async function expectLink(scope: Locator, name: string, href: string) {
  await expect(scope.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
}

test.describe("home page", () => {
  test("shows the promise, every section and the right buttons", async ({ page }) => {
    await page.goto("/");
    await expect(page).toHaveTitle(/Fair Chance Works/);
    const heading = page.getByRole("heading", { level: 1 });
    await expect(heading).toHaveText("Everyone Deserves a Fair Chance at Work");
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);

    for (const title of [
      "Why Fair Chances Matter",
      "Our Approach",
      "Industries We Work With",
      "Who We Work With",
      "What a Fair Chance Looks Like",
      "Ready to Get Started?",
    ]) {
      await expect(page.getByRole("heading", { level: 2, name: title })).toBeVisible();
    }

    const hero = page.locator("section", { has: heading });
    await expectLink(hero, "Sign Up", "/request-callback");
    await expectLink(hero, "Find a Job", "/jobs");

    const why = section(page, "Why Fair Chances Matter");
    await expectFiguresWithSources(why, homeStatistics);
    await expectNoWithdrawnFigures(why);

    const approach = section(page, "Our Approach");
    for (const title of ["Specialist Recruitment", "One-to-One Support", "Careers, Not Just Jobs", "Impact Measurement", "One Platform for Everyone"]) {
      await expect(approach.getByRole("heading", { level: 3, name: title })).toBeVisible();
    }

    await expectLink(section(page, "Industries We Work With"), "Contact Us to Learn More", "/contact");

    const stakeholders = section(page, "Who We Work With");
    await expectLink(stakeholders, "How we help employers", "/employers");
    await expectLink(stakeholders, "How we help candidates", "/candidates");
    await expectLink(stakeholders, "How we work with partners", "/partners");

    await expect(section(page, "What a Fair Chance Looks Like").locator("blockquote")).toHaveCount(3);

    const cta = section(page, "Ready to Get Started?");
    await expectLink(cta, "Request a Call Back", "/request-callback");
    await expectLink(cta, "Find a Job", "/jobs");
    await expectLink(cta, "Partner With Us", "/partners");
  });

  test("each figure says what the source says, names its source and links to it", async ({ page }) => {
    await page.goto("/");
    const why = section(page, "Why Fair Chances Matter");
    // The corrected figures, as a reader sees them.
    const onScreen = (text: string) => why.getByText(text, { exact: true }).locator("visible=true");
    await expect(onScreen("45%")).toHaveCount(1);
    await expect(why).toContainText("would consider hiring someone with a criminal conviction");
    await expect(onScreen("£18.1bn")).toHaveCount(1);
    await expect(why).toContainText("reoffending in England and Wales");
    await expect(onScreen("69%")).toHaveCount(1);
    await expect(why).toContainText("six months after release");
    await expect(why.getByRole("link", { name: /^Working Chance, Progress & Prejudice/ })).toHaveAttribute(
      "href",
      "https://workingchance.org/about-us/our-policy-focus/progress-prejudice/",
    );
    await expect(why.getByRole("link", { name: /^Ministry of Justice, Economic and social costs of reoffending \(2019\)$/ })).toBeVisible();

    // The notes open (without needing JavaScript: a details element) and say where the sources differ from what we used to show.
    const notes = why.locator("details");
    await expect(notes.getByText(/We used to show 92%/)).toBeHidden();
    await notes.getByText("About these figures", { exact: true }).click();
    await expect(notes).toContainText("We used to show 92%");
    await expect(notes).toContainText("for England and Wales only");
  });

  test("the Sign Up button opens the call-back page", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("link", { name: "Sign Up", exact: true }).click();
    await expect(page).toHaveURL(/\/request-callback$/);
  });
});

test.describe("about page", () => {
  test("shows the mission, principles, approach, business case and commitment", async ({ page }) => {
    await page.goto("/about");
    await expect(page).toHaveTitle(/About Us/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("About Us");
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);

    for (const title of ["Our Mission", "Our Principles", "Our Approach", "The Business Case", "Our Commitment"]) {
      await expect(page.getByRole("heading", { level: 2, name: title })).toBeVisible();
    }

    const principles = section(page, "Our Principles");
    const principleHeadings = principles.getByRole("heading", { level: 3 });
    await expect(principleHeadings).toHaveText(["Fair Access", "Integrity", "Partnership", "Growth", "Reliability", "Impact"]);

    const approach = section(page, "Our Approach");
    await expect(approach.getByRole("heading", { level: 3 })).toHaveText(["Smart Matching", "Frontline Partnership", "Proven Results"]);

    const businessCase = section(page, "The Business Case");
    await expectFiguresWithSources(businessCase, aboutStatistics);
    await expectNoWithdrawnFigures(businessCase);

    // A new service has no year of its own results: the card states the aim, not a figure.
    const provenResults = approach.getByRole("heading", { level: 3, name: "Proven Results" }).locator("xpath=..");
    await expect(provenResults).toContainText("We aim to follow every placement");
    await expect(provenResults).not.toContainText("%");

    const commitment = section(page, "Our Commitment");
    await expectLink(commitment, "Request a Call Back", "/request-callback");
    await expectLink(commitment, "Partner With Us", "/partners");
  });
});
