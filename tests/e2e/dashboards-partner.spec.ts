import { areaList, areaPath } from "../../app/features/dashboards/areas";
import { expect } from "./support/accounts";
import { expectNoAccessibilityViolations } from "./support/accessibility";
import { test } from "./support/fixtures";
import { waitForHydration } from "./support/hydration";
import { expectNoHorizontalScroll, expectTappable } from "./support/tappable";
import { openDashboardMenu } from "./support/dashboard-menu";

/**
 * The partner's demonstration pages at both widths (axe once per page, the menu tappable on a phone), and the
 * referral form's checks there: a demonstration refuses the referral and keeps what was typed. The real
 * referral, from sign-up to the list, and the referral list's filter without a script are in
 * dashboards-partner.desktop.spec.ts.
 */

const PHONE_WIDTH = 375;
// The menu's pages: the rest are a conversation (opened from its list below) and a CSV download.
const partnerDemoPages = areaList.filter((area) => area.tree === "demo" && area.role === "partner" && area.menuLabel);

test.beforeEach(async ({ page }, testInfo) => {
  if (testInfo.project.name === "mobile") await page.setViewportSize({ width: PHONE_WIDTH, height: 800 });
});

// One test per page, each scanned once per width: a page's own time limit, and the pages run side by side.
for (const area of partnerDemoPages) {
  test(`the partner's demonstration ${area.title} page has its heading, passes axe and fits the screen`, async ({ page }) => {
    await page.goto(area.pattern);
    await expect(page.getByRole("heading", { level: 1, name: area.title })).toBeVisible();
    await expect(page.getByText("Demonstration data", { exact: true })).toBeVisible();
    await expectNoAccessibilityViolations(page);
    await expectNoHorizontalScroll(page);
  });
}

test("every link of the partner's demonstration menu is tappable", async ({ page }) => {
  await page.goto(areaPath("partnerDemo"));
  const menu = await openDashboardMenu(page);
  await expect(menu.getByRole("link")).toHaveCount(partnerDemoPages.length + 1);
  for (const link of await menu.getByRole("link").all()) await expectTappable(link);
});

test("the referral form lists its problems, then the demonstration refuses the referral and keeps what was typed", async ({ page }) => {
  await page.goto(areaPath("partnerReferralNewDemo"));
  const send = page.getByRole("button", { name: "Send the referral" });
  await waitForHydration(send);
  await send.click();
  const summary = page.getByRole("alert").filter({ hasText: "There is a problem" });
  await expect(summary).toBeVisible();
  await expect(summary.getByRole("link", { name: "Enter the person's first name" })).toBeVisible();
  await expect(summary.getByRole("link", { name: /Confirm the person has agreed to this referral/ })).toBeVisible();
  await expectNoAccessibilityViolations(page);

  await page.getByLabel("First name").fill("Sam");
  await page.getByLabel("Last name").fill("Okafor");
  await page.getByLabel("Phone number").fill("07700 900 982");
  await page.getByRole("checkbox", { name: "Housing" }).check();
  await page.getByLabel("Support asked for").fill("Help finding warehouse work");
  await page.getByRole("checkbox", { name: /The person has agreed to this referral/ }).check();
  // In custody, a release date is needed.
  await page.getByRole("radio", { name: "In custody" }).check();
  await send.click();
  await expect(summary.getByRole("link", { name: "Enter the expected release date, for a person in custody" })).toBeVisible();
  await page.getByLabel("Expected release date").fill("2020-01-01");
  await send.click();
  await expect(summary.getByRole("link", { name: /cannot be more than 4 weeks ago/ })).toBeVisible();
  await expectNoAccessibilityViolations(page);
  await page.getByRole("radio", { name: "In the community" }).check();
  await page.getByRole("checkbox", { name: "Their progress" }).check();
  await send.click();
  await expect(page.getByText("This is demonstration data, so changes are not saved.")).toBeVisible();
  await expect(page.getByLabel("First name")).toHaveValue("Sam");
  await expect(page.getByLabel("Support asked for")).toHaveValue("Help finding warehouse work");
});

test("a referred person's pages open from the referral list as far as they agreed, and pass axe", async ({ page }) => {
  await page.goto(areaPath("partnerReferralsDemo"));
  const rows = page.getByRole("table").getByRole("row");
  // The persona agreed to everything: profile, progress and diary open.
  const jordan = rows.filter({ hasText: "Jordan Hughes" });
  await jordan.getByText("Referral details").click();
  await expect(jordan.getByText("Their profile, their progress, their diary and their applications.")).toBeVisible();
  await expectNoAccessibilityViolations(page);
  await jordan.getByRole("link", { name: "Jordan Hughes", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Jordan Hughes" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Your referral" })).toBeVisible();
  await expectNoAccessibilityViolations(page);
  await expectNoHorizontalScroll(page);
  const nav = page.getByRole("navigation", { name: "This person's pages" });
  await nav.getByRole("link", { name: "Progress" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Jordan Hughes: progress" })).toBeVisible();
  await expect(page.getByRole("table", { name: "Readiness checklist" })).toBeVisible();
  await expectNoAccessibilityViolations(page);
  await expectNoHorizontalScroll(page);
  await nav.getByRole("link", { name: "Diary" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Jordan Hughes: diary" })).toBeVisible();
  await expectNoAccessibilityViolations(page);
  await expectNoHorizontalScroll(page);

  // Someone who did not agree to share their diary: the page says so.
  await page.goto(areaPath("partnerReferralsDemo"));
  const private_ = rows.filter({ has: page.getByRole("rowheader").getByRole("link") }).filter({ hasNotText: /their diary/i }).first();
  const name = (await private_.getByRole("rowheader").getByRole("link").textContent())!.trim();
  await private_.getByRole("rowheader").getByRole("link").click();
  await page.getByRole("navigation", { name: "This person's pages" }).getByRole("link", { name: "Diary" }).click();
  await expect(page.getByText(`${name} did not agree to share their diary with your organisation.`)).toBeVisible();
  await expectNoAccessibilityViolations(page);
});

test("an application of a referred person opens with its status history, and passes axe", async ({ page }) => {
  await page.goto(areaPath("partnerApplicationsDemo"));
  const first = page.getByRole("table").getByRole("rowheader").getByRole("link").first();
  await first.click();
  await expect(page.getByRole("heading", { level: 2, name: "Where it has got to" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 3, name: "Status history" })).toBeVisible();
  await expectNoAccessibilityViolations(page);
  await expectNoHorizontalScroll(page);
});

test("the demonstration onboarding shows its progress, checks a step and refuses to save it, keeping what was typed", async ({ page }) => {
  await page.goto(areaPath("partnerOnboardingDemo"));
  await expect(page.getByRole("status").filter({ hasText: "3 of 4 steps done." })).toBeVisible();
  const save = page.getByRole("button", { name: "Save the safeguarding lead" });
  await waitForHydration(save);
  await save.click();
  const summary = page.getByRole("alert").filter({ hasText: "There is a problem" });
  await expect(summary.getByRole("link", { name: "Enter your safeguarding lead's name" })).toBeVisible();
  await expectNoAccessibilityViolations(page);
  const form = page.getByRole("form", { name: "Safeguarding lead" });
  await form.getByLabel("Name").fill("Grace Whitfield");
  await form.getByLabel("Email address").fill("grace@example.org");
  await form.getByLabel("Phone number").fill("0113 496 0000");
  await save.click();
  await expect(page.getByText("This is demonstration data, so changes are not saved.")).toBeVisible();
  await expect(form.getByLabel("Name")).toHaveValue("Grace Whitfield");
});

test("a demonstration conversation opens from the messages list, checks a reply and refuses to send it; it passes axe", async ({ page }) => {
  await page.goto(areaPath("partnerMessagesDemo"));
  await expect(page.getByRole("status").filter({ hasText: /unread message/ })).toBeVisible();
  const first = page.getByRole("table").getByRole("link").first();
  const subject = (await first.textContent())!.replace(/ \(.*\)$/, "");
  await first.click();
  await expect(page.getByRole("heading", { level: 1, name: subject })).toBeVisible();
  await expect(page.getByRole("listitem").first()).toBeVisible();
  await expectNoAccessibilityViolations(page);
  await expectNoHorizontalScroll(page);

  const send = page.getByRole("button", { name: "Send message" });
  await waitForHydration(send);
  await send.click();
  await expect(page.getByRole("alert").filter({ hasText: "There is a problem" }).getByRole("link", { name: "Write your message" })).toBeVisible();
  await page.getByLabel("Your message").fill("Thank you, we will tell them.");
  await send.click();
  await expect(page.getByText("This is demonstration data, so changes are not saved.")).toBeVisible();
  await expect(page.getByLabel("Your message")).toHaveValue("Thank you, we will tell them.");
});
