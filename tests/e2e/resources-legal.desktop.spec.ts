import { expect, type Locator, test } from "@playwright/test";
import { expectSelected, openHub, panelHeading, topics } from "./support/resources-hub";

// What the hub, the legal pages and the AI tools page say and link to is the same at any width, so it is checked
// at desktop width only; the scans, scrolling and focus at both widths are in resources-legal.spec.ts.

/**
 * Each cell of a table row as a screen reader reads it. On a phone every value is shown under its column's name;
 * that label is hidden from screen readers (the column header already names it), so it is not the cell's name.
 */
async function expectCells(row: Locator, expected: (string | RegExp)[]) {
  const cells = row.getByRole("cell");
  await expect(cells).toHaveCount(expected.length);
  for (const [index, value] of expected.entries()) await expect(cells.nth(index)).toHaveAccessibleName(value);
}

test.describe("Resources and Support Hub", () => {
  test("opens on Practical Support, with the five topics in order and the quick links", async ({ page }) => {
    await openHub(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Resources and Support Hub");
    await expect(page.getByRole("tab")).toHaveText(topics.map((topic) => topic.label));
    await expectSelected(page, "Practical Support");

    const quickAccess = page.getByRole("region", { name: "Quick access" });
    await expect(quickAccess.getByRole("link", { name: "AI Tools" })).toHaveAttribute("href", "/candidates/ai-tools");
    await expect(quickAccess.getByRole("link", { name: "Job Matcher" })).toHaveAttribute("href", "/job-matcher");
    // Both tools work, so neither card calls itself "Coming soon".
    await expect(quickAccess).not.toContainText("Coming soon");
    await expect(quickAccess.getByRole("link", { name: "Request a Call Back" })).toHaveAttribute("href", "/request-callback");

    const nextStep = page.getByRole("region", { name: "Ready for your next step?" });
    await expect(nextStep.getByRole("link", { name: "Request a Call Back" })).toHaveAttribute("href", "/request-callback");
    await expect(nextStep.getByRole("link", { name: "Explore AI Tools" })).toHaveAttribute("href", "/candidates/ai-tools");
  });

  test("the URL chooses the tab, and an unknown tab falls back to Practical Support", async ({ page }) => {
    await openHub(page, "?tab=legal");
    await expectSelected(page, "Legal and Rights");
    await expect(page).toHaveTitle(/Legal and Rights/);

    await openHub(page, "?tab=training");
    await expectSelected(page, "Training and Skills");

    await openHub(page, "?tab=not-a-topic");
    await expectSelected(page, "Practical Support");
  });

  test("Legal and Rights shows the current rehabilitation periods for England and Wales", async ({ page }) => {
    await openHub(page, "?tab=legal");
    const panel = page.getByRole("tabpanel", { name: "Legal and Rights" });

    await expect(panel.getByText("Last reviewed: November 2026")).toBeVisible();
    await expect(panel).toContainText("Rehabilitation of Offenders Act 1974");
    await expect(panel).toContainText("Police, Crime, Sentencing and Courts Act 2022, section 193");
    await expect(panel).toContainText("28 October 2023");

    const table = panel.getByRole("table", { name: /Rehabilitation periods in England and Wales/ });
    await expect(table).toBeVisible();
    await expect(table.getByRole("columnheader")).toHaveText(["Sentence", "Aged 18 or over", "Aged under 18", "Period runs from"]);

    const oneToFour = table.getByRole("row", { name: /Custody of more than 1 year and up to 4 years/ });
    await expectCells(oneToFour, [
      "4 years",
      "2 years",
      "The end of the whole sentence, including any time on licence (not the release date)",
    ]);
    const overFour = table.getByRole("row", { name: /Custody of more than 4 years, when the offence is not listed/ });
    await expect(overFour.getByRole("cell").first()).toHaveAccessibleName("7 years");
    const upToOne = table.getByRole("row", { name: /^Custody of 1 year or less/ });
    await expectCells(upToOne, [/^1 year$/, "6 months", /end of the whole sentence/]);
    // Suspended sentences and detention and training orders go in a band by their length, not always this one.
    await expect(upToOne.getByRole("rowheader")).toContainText("a suspended sentence or a detention and training order of that length");
    await expect(oneToFour.getByRole("rowheader")).toContainText(
      "including a suspended sentence or a detention and training order of more than 1 year",
    );
    await expect(panel).toContainText("an 18-month suspended sentence is in the “more than 1 year and up to 4 years” band");

    // Orders: no end date is spent after 24 months; only "until further order" stays unspent.
    const noEndDate = table.getByRole("row", { name: /^An order made with no end date/ });
    await expectCells(noEndDate, ["24 months", "24 months", "The date of conviction"]);
    const untilFurther = table.getByRole("row", { name: /until further order/ });
    await expect(untilFurther.getByRole("cell").first()).toHaveAccessibleName("Not spent until a court ends the order");
    await expect(table).not.toContainText("An order with no end date stays unspent");
    const neverSpent = table.getByRole("row", { name: /Schedule 18 offence/ });
    await expect(neverSpent.getByRole("cell").nth(0)).toHaveAccessibleName("Never spent");
    await expect(neverSpent.getByRole("cell").nth(1)).toHaveAccessibleName("Never spent");

    // Nothing from the table that stopped applying on 28 October 2023.
    await expect(table).not.toContainText("up to 6 months");
    await expect(table).not.toContainText("18 months");

    await expect(panel.getByRole("heading", { name: "Rules that change the answer" })).toBeVisible();
    await expect(panel).toContainText("A further conviction during a rehabilitation period");
    await expect(panel.getByRole("heading", { name: "Spent and unspent: what you have to tell people" })).toBeVisible();
    await expect(panel.getByRole("heading", { name: "Criminal record checks (DBS)" })).toBeVisible();
    await expect(panel).toContainText("Protected (filtered) convictions and cautions never have to be disclosed,");
    await expect(panel).toContainText("not even for the roles that can ask about spent ones");
    await expect(panel).toContainText("A youth conditional caution is different: it is disclosed on standard and enhanced checks until it is spent.");

    // Every statement of law names its source, with a link to it.
    const sources = [
      ["Rehabilitation of Offenders Act 1974, section 5 (rehabilitation periods)", "https://www.legislation.gov.uk/ukpga/1974/53/section/5"],
      ["Police, Crime, Sentencing and Courts Act 2022, section 193", "https://www.legislation.gov.uk/ukpga/2022/32/section/193"],
      ["Rehabilitation periods (Ministry of Justice guidance)", "https://www.gov.uk/guidance/rehabilitation-periods"],
      ["Rehabilitation of Offenders Act 1974 (Exceptions) Order 1975", "https://www.legislation.gov.uk/uksi/1975/1023"],
      ["DBS filtering guide (Disclosure and Barring Service)", "https://www.gov.uk/government/publications/dbs-filtering-guidance/dbs-filtering-guide"],
    ] as const;
    for (const [name, href] of sources) {
      const link = panel.getByRole("link", { name, exact: true }).first();
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute("href", href);
    }
    await expect(panel.getByRole("heading", { name: "Scotland and Northern Ireland are different" })).toBeVisible();
    await expect(panel.getByRole("heading", { name: "Ban the Box and fair chance employers" })).toBeVisible();

    const disclaimer = panel.getByRole("heading", { name: "This is general information, not legal advice" });
    await expect(disclaimer).toBeVisible();
    await expect(disclaimer.locator("xpath=..").getByRole("link", { name: "Request a call back" })).toHaveAttribute("href", "/request-callback");
  });

  test("Employment Help links to the CV builder and document fees are listed", async ({ page }) => {
    await openHub(page, "?tab=employment");
    await expect(page.getByRole("tabpanel", { name: "Employment Help" }).getByRole("link", { name: "Open the CV builder" })).toHaveAttribute(
      "href",
      "/cv-builder",
    );

    await openHub(page, "?tab=practical");
    const practical = page.getByRole("tabpanel", { name: "Practical Support" });
    const fees = page.getByRole("table", { name: /Document fees/ });
    const birth = fees.getByRole("row", { name: /Birth certificate/ });
    await expect(birth).toContainText("£12.50 online if you give the GRO index reference");
    await expect(birth).toContainText("£16 online without it");
    await expect(birth).toContainText("£17 by phone or post");
    // The fee is shown once, as GOV.UK states it now: no older fee anywhere in the tab.
    await expect(practical).not.toContainText("£11");
    await expect(practical.getByText(/£12\.50/)).toHaveCount(1);
    await expect(fees.getByRole("row", { name: /Provisional driving licence/ })).toContainText("£34");
    await expect(practical).toContainText("check the current fee on GOV.UK");
    await expect(practical.getByRole("link", { name: /^How to order and pay for civil registration records/ })).toHaveAttribute(
      "href",
      /^https:\/\/www\.gov\.uk\//,
    );
  });

  test("Practical Support says a provisional licence does not prove the right to work, and what does", async ({ page }) => {
    await openHub(page, "?tab=practical");
    const practical = page.getByRole("tabpanel", { name: "Practical Support" });
    await expect(practical).toContainText("A provisional driving licence is not a right to work document.");
    await expect(practical).toContainText(
      "a full UK birth or adoption certificate (one that names a parent) together with an official document showing your National Insurance number",
    );
    await expect(practical.getByRole("link", { name: "Right to work checks: an employer's guide (Home Office)" })).toHaveAttribute(
      "href",
      "https://www.gov.uk/government/publications/right-to-work-checks-employers-guide",
    );
    await expect(practical).not.toContainText("A birth certificate and a provisional driving licence are good places to start");
  });

  test("Employment Help says protected records never have to be disclosed, with its sources", async ({ page }) => {
    await openHub(page, "?tab=employment");
    const panel = page.getByRole("tabpanel", { name: "Employment Help" });
    await expect(panel).toContainText("can ask about spent convictions");
    await expect(panel).toContainText("a protected (filtered) conviction or caution never has to be disclosed");
    await expect(panel.getByRole("link", { name: "Rehabilitation of Offenders Act 1974 (Exceptions) Order 1975" })).toHaveAttribute(
      "href",
      "https://www.legislation.gov.uk/uksi/1975/1023",
    );
  });

  test("crisis support numbers are tap-to-call links that also read as text", async ({ page }) => {
    await page.goto("/resources");
    const crisis = page.getByRole("region", { name: "24/7 crisis support" });
    const expected = [
      ["Call Samaritans on 116 123", "tel:116123"],
      ["Call NHS 111 on 111", "tel:111"],
      ["Call National Domestic Abuse Helpline on 0808 2000 247", "tel:08082000247"],
      ["Call 999", "tel:999"],
      ["Text SHOUT to 85258", "sms:85258?body=SHOUT"],
    ] as const;
    for (const [name, href] of expected) {
      const link = crisis.getByRole("link", { name });
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute("href", href);
    }
    await expect(crisis).toContainText("24 hours");

    const others = page.getByRole("region", { name: "Other helplines" });
    const telLinks = others.locator('a[href^="tel:"]');
    expect(await telLinks.count()).toBeGreaterThan(2);
    // The number Pact, which runs the helpline, publishes; the old number is gone.
    const families = others.getByRole("link", { name: "Call Prisoners' Families Helpline on 0808 808 3444" });
    await expect(families).toBeVisible();
    await expect(families).toHaveAttribute("href", "tel:08088083444");
    await expect(others).not.toContainText("0808 808 2003");
  });
});

test.describe("Resources and Support Hub without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the topics are links that open each tab", async ({ page }) => {
    await page.goto("/resources");
    await expect(page.getByRole("tab")).toHaveCount(0);
    const topicsNav = page.getByRole("navigation", { name: "Topics" });
    await expect(topicsNav.getByRole("link")).toHaveText(topics.map((topic) => topic.label));
    await expect(topicsNav.getByRole("link", { name: "Practical Support" })).toHaveAttribute("aria-current", "page");
    await expect(panelHeading(page, "Practical Support")).toBeVisible();

    await topicsNav.getByRole("link", { name: "Legal and Rights" }).click();
    await expect(page).toHaveURL(/\/resources\?tab=legal#topics$/);
    await expect(panelHeading(page, "Legal and Rights")).toBeVisible();
    await expect(panelHeading(page, "Practical Support")).toBeHidden();
    await expect(page.getByRole("table", { name: /Rehabilitation periods/ }).getByRole("row", { name: /more than 1 year and up to 4 years/ })).toContainText(
      "4 years",
    );
    await expect(page.getByRole("navigation", { name: "Topics" }).getByRole("link", { name: "Legal and Rights" })).toHaveAttribute(
      "aria-current",
      "page",
    );

    await page.getByRole("navigation", { name: "Topics" }).getByRole("link", { name: "Mentorship" }).click();
    await expect(panelHeading(page, "Mentorship")).toBeVisible();
    await expect(panelHeading(page, "Legal and Rights")).toBeHidden();
  });
});

test.describe("Privacy Policy and Terms of Use", () => {
  for (const { path, title, updated } of [
    { path: "/privacy-policy", title: "Privacy Policy", updated: "28/11/2026" },
    { path: "/terms", title: "Terms of Use", updated: "14/05/2025" },
  ]) {
    test(`${title} shows its last updated date`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
      await expect(page.getByText(`Last updated ${updated}`, { exact: true })).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(title));
    });
  }

  test("the privacy policy covers conviction data, retention, rights, the ICO and cookies", async ({ page }) => {
    await page.goto("/privacy-policy");
    const main = page.getByRole("main");
    await expect(main).toContainText("Article 10 of the UK GDPR");
    await expect(main).toContainText("Schedule 1 of the Data Protection Act 2018");
    await expect(main).toContainText("deleted 24 months after our last contact with you");
    await expect(main).toContainText("never sent to us");
    for (const heading of ["Who we are", "Your rights", "How to complain", "Cookies", "How long we keep it"]) {
      await expect(main.getByRole("heading", { level: 2, name: heading })).toBeVisible();
    }
    await expect(main.getByRole("link", { name: "ico.org.uk/make-a-complaint" })).toHaveAttribute("href", "https://ico.org.uk/make-a-complaint/");
  });

  test("the privacy policy gives a lawful basis per purpose, tells referred people what we hold, and the complaints process", async ({ page }) => {
    await page.goto("/privacy-policy");
    const main = page.getByRole("main");
    // Contact about an enquiry is the person's request (legitimate interests); marketing is consent.
    await expect(main.getByRole("listitem").filter({ hasText: "To call you back and answer your enquiry" })).toContainText("our legitimate interests");
    await expect(main.getByRole("listitem").filter({ hasText: "To send you news and updates" })).toContainText("your consent only");
    for (const purpose of ["To support you into work", "To match you with jobs", "To share your details with an employer", "To check outcomes", "To measure how the website is used"]) {
      await expect(main.getByText(purpose)).toBeVisible();
    }
    await expect(main.getByRole("heading", { level: 3, name: "When an organisation refers you to us" })).toBeVisible();
    await expect(main).toContainText("Article 14");
    await expect(main).toContainText("we acknowledge every complaint within 30 days");
    await expect(main).toContainText("Data (Use and Access) Act 2025");
    await expect(main).toContainText("data protection impact assessment");
    await expect(main).toContainText("We have not appointed a data protection officer");
    await expect(main).toContainText("Our audit trail: 6 years after each entry");
    await expect(main.getByRole("link", { name: "Cookies", exact: true }).and(main.locator('a[href="/cookies"]')).first()).toBeVisible();
  });

  test("the terms set the age, residence, liability cap and governing law", async ({ page }) => {
    await page.goto("/terms");
    const main = page.getByRole("main");
    await expect(main).toContainText("be 18 or over");
    await expect(main).toContainText("live in the UK");
    await expect(main).toContainText("limited to £100");
    await expect(main).toContainText("governed by the law of England and Wales");
  });
});

test.describe("The AI tools page", () => {
  test("/candidates/ai-tools offers the disclosure helper, the assistant and a person", async ({ page }) => {
    await page.goto("/candidates/ai-tools");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("AI Tools");
    await expect(page).toHaveTitle(/^AI Tools \|/);
    const main = page.getByRole("main");
    await expect(main).not.toContainText("Coming soon");
    await expect(main.getByRole("heading", { level: 2, name: "Disclosure helper: is your conviction spent?" })).toBeVisible();
    await expect(main.getByRole("heading", { level: 2, name: "Ask a question" })).toBeVisible();
    await expect(main.getByRole("link", { name: "Start the disclosure helper" }).first()).toHaveAttribute("href", "/candidates/ai-tools/checker");
    await expect(main.getByRole("link", { name: "request a call back" }).first()).toHaveAttribute("href", "/request-callback");
  });

  test("the AI tools page and the job matcher each have their own description", async ({ page }) => {
    const descriptions = new Set<string>();
    for (const path of ["/job-matcher", "/candidates/ai-tools"]) {
      await page.goto(path);
      descriptions.add((await page.locator('meta[name="description"]').getAttribute("content")) ?? "");
    }
    expect(descriptions.size).toBe(2);
  });
});
