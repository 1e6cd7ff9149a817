import { expect, test, type Page } from "@playwright/test";
import { employerStatistics, statistics } from "../../app/features/marketing/statistics";
import { expectNoAccessibilityViolations } from "./support/accessibility";
import { expectFiguresWithSources, expectNoWithdrawnFigures } from "./support/figures";
import { developmentOrganisation, telHref } from "../../app/lib/organisation";
import { expectTappable } from "./support/tappable";

const pages = [
  {
    path: "/employers",
    h1: "Fill Your Skills Gap with Exceptional Talent",
    headings: [
      "Fair Chance Hiring in Numbers",
      "The Business Case",
      "The Challenge and Our Solution",
      "What You Get",
      "How It Works",
      "Social Value",
      "About These Figures",
      "Request a Call Back",
    ],
  },
  {
    path: "/candidates",
    h1: "Your Potential Has No Expiry Date",
    headings: [
      "We Understand What You Are Facing",
      "Do You Have to Tell an Employer?",
      "How We Help",
      "Your Journey With Us",
      "Start Your Journey Today",
    ],
  },
  {
    path: "/partners",
    h1: "Amplify Your Impact Through Employment",
    headings: [
      "Why Partner With Us",
      "Who We Work With",
      "How Partnership Works",
      "Keeping Information Safe",
      "How to Refer Someone Today",
      "Partner With Us",
    ],
  },
  {
    path: "/jobs",
    h1: "Jobs Board Launching Soon",
    headings: ["You Do Not Have to Wait", "Get Ready for Your Next Job"],
  },
] as const;

const heading = (page: Page, name: string, level: number) => page.getByRole("heading", { name, exact: true, level });

async function expectHeadings(page: Page, spec: (typeof pages)[number]) {
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
  await expect(heading(page, spec.h1, 1)).toBeVisible();
  for (const name of spec.headings) await expect(heading(page, name, 2)).toBeVisible();
}

async function expectJumpToContact(page: Page, button: string, contactHeading: string) {
  await expect(heading(page, contactHeading, 2)).not.toBeInViewport();
  await page.getByRole("link", { name: button, exact: true }).click();
  await expect(page).toHaveURL(/#contact$/);
  await expect(heading(page, contactHeading, 2)).toBeInViewport();
}

async function expectJobsLinks(page: Page) {
  const links = [
    ["Employers: request a call back", "/request-callback"],
    ["Candidates: find out how we can help", "/candidates"],
    ["Build your CV and disclosure letter", "/cv-builder"],
    ["Visit the Resources and Support Hub", "/resources"],
  ] as const;
  for (const [name, href] of links) {
    await expect(page.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
  }
}

test.describe("audience pages", () => {
  for (const spec of pages) {
    test(`${spec.path} shows its heading and main sections`, async ({ page }) => {
      await page.goto(spec.path);
      await expectHeadings(page, spec);
    });

    test(`${spec.path} has no accessibility violations`, async ({ page }) => {
      await page.goto(spec.path);
      await expectNoAccessibilityViolations(page);
    });
  }

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

  test("Hire Vetted Talent moves to the employer contact section", async ({ page }) => {
    await page.goto("/employers");
    await expectJumpToContact(page, "Hire Vetted Talent", "Request a Call Back");
    // The employer call-back form itself (tested in enquiry-forms.spec.ts) sits in the section.
    await expect(page.locator("#contact").getByRole("form", { name: "Call-back request" })).toBeVisible();
  });

  test("Start Your Journey moves to the candidate contact section, which promises contact within 24 hours", async ({ page }) => {
    await page.goto("/candidates");
    await expectJumpToContact(page, "Start Your Journey", "Start Your Journey Today");
    await expect(page.locator("#contact")).toContainText("within 24 hours");
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

  test("each contact section gives the phone number to tap and call, the email address and the opening hours", async ({ page }) => {
    // The test server runs with the development examples (app/lib/organisation.ts).
    const { phone, email, openingHours } = developmentOrganisation;
    for (const path of ["/employers", "/candidates", "/partners"]) {
      await page.goto(`${path}#contact`);
      const details = page.locator("#contact").getByRole("list", { name: "Our contact details" });
      const call = details.getByRole("link", { name: phone });
      await expect(call).toHaveAttribute("href", telHref(phone));
      await expectTappable(call);
      await expect(details.getByRole("link", { name: email })).toHaveAttribute("href", `mailto:${email}`);
      await expect(details).toContainText(openingHours);
    }
  });

  test("the partner page says how to refer someone today: by phone, by email, or the call-back form", async ({ page }) => {
    await page.goto("/partners");
    const refer = page.getByRole("region", { name: "How to Refer Someone Today" });
    const { phone, email } = developmentOrganisation;
    await expect(refer.getByRole("link", { name: phone })).toHaveAttribute("href", telHref(phone));
    await expect(refer.getByRole("link", { name: email })).toHaveAttribute("href", `mailto:${email}`);
    await expect(refer).toContainText("Referrals are not made through this website.");
    await refer.getByRole("link", { name: "Ask us to call you back" }).click();
    await expect(page).toHaveURL(/#contact$/);
    await expect(page.locator("#contact").getByRole("form", { name: "Call-back request" })).toBeInViewport();
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
