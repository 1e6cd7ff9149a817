import { areaList, areaPath } from "../../app/features/dashboards/areas";
import { expect } from "./support/accounts";
import { expectNoAxeViolations } from "./support/axe";
import { test } from "./support/fixtures";
import { waitForHydration } from "./support/hydration";
import { expectNoHorizontalScroll, expectTappable } from "./support/tappable";

/**
 * The partner's demonstration pages at both widths (axe once per page, the menu tappable on a phone), and the
 * referral form's checks there: a demonstration refuses the referral and keeps what was typed. The real
 * referral, from sign-up to the list, is in dashboards-partner.desktop.spec.ts.
 */

const PHONE_WIDTH = 375;
// The menu's pages: the rest are a conversation (opened from its list below) and a CSV download.
const partnerDemoPages = areaList.filter((area) => area.tree === "demo" && area.role === "partner" && area.menuLabel);

test.beforeEach(async ({ page }, testInfo) => {
  if (testInfo.project.name === "mobile") await page.setViewportSize({ width: PHONE_WIDTH, height: 800 });
});

test("every partner demonstration page has its heading, passes axe and fits the screen, with a tappable menu", async ({ page }) => {
  for (const area of partnerDemoPages) {
    await page.goto(area.pattern);
    await expect(page.getByRole("heading", { level: 1, name: area.title })).toBeVisible();
    await expect(page.getByText("Demonstration data", { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
    await expectNoHorizontalScroll(page);
  }
  const menu = page.getByRole("navigation", { name: "Dashboard" });
  for (const link of await menu.getByRole("link").all()) await expectTappable(link);
});

test("the demonstration referral list filters by status in the address, without a script", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: process.env.E2E_BASE_URL });
  const page = await context.newPage();
  await page.goto(areaPath("partnerReferralsDemo"));
  await page.getByLabel("Status").selectOption("Submitted");
  await page.getByLabel("Order").selectOption("Surname, A to Z");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/status=submitted&sort=name$/);
  await expect(page.getByRole("status").filter({ hasText: "with the status submitted" })).toBeVisible();
  const statuses = page.getByRole("table").getByRole("cell").filter({ hasText: /^Status:/ });
  for (const cell of await statuses.all()) await expect(cell).toHaveText(/Submitted$/);
  await context.close();
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
  await expectNoAxeViolations(page);

  await page.getByLabel("First name").fill("Sam");
  await page.getByLabel("Last name").fill("Okafor");
  await page.getByLabel("Phone number").fill("07700 900 982");
  await page.getByRole("checkbox", { name: "Housing" }).check();
  await page.getByLabel("Support asked for").fill("Help finding warehouse work");
  await page.getByRole("checkbox", { name: /The person has agreed to this referral/ }).check();
  await send.click();
  await expect(page.getByText("This is demonstration data, so changes are not saved.")).toBeVisible();
  await expect(page.getByLabel("First name")).toHaveValue("Sam");
  await expect(page.getByLabel("Support asked for")).toHaveValue("Help finding warehouse work");
});

test("a demonstration conversation opens from the messages list, checks a reply and refuses to send it; it passes axe", async ({ page }) => {
  await page.goto(areaPath("partnerMessagesDemo"));
  await expect(page.getByRole("status").filter({ hasText: /unread message/ })).toBeVisible();
  const first = page.getByRole("table").getByRole("link").first();
  const subject = (await first.textContent())!.replace(/ \(.*\)$/, "");
  await first.click();
  await expect(page.getByRole("heading", { level: 1, name: subject })).toBeVisible();
  await expect(page.getByRole("listitem").first()).toBeVisible();
  await expectNoAxeViolations(page);
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
