import { areaPath } from "../../app/features/dashboards/areas";
import { PERSONA_NAMES } from "../../app/demonstration/generate";
import { DEMO_PERSONAS } from "../../app/lib/demonstration";
import { expectNoAccessibilityViolations } from "./support/accessibility";
import { expect } from "./support/accounts";
import { test } from "./support/fixtures";
import { waitForHydration } from "./support/hydration";
import { expectNoHorizontalScroll, expectTappable } from "./support/tappable";
import { openDashboardMenu } from "./support/dashboard-menu";

/**
 * The caseworker's pages as a visitor meets them in the demonstration tree: each passes axe at this project's
 * width (375px on the phone), the menu is tappable, the caseload's filter lives in the URL, and a case note sent
 * to the demonstration record is refused and kept.
 */

const PHONE_WIDTH = 375;

const pages = [
  { path: areaPath("caseworkerDemo"), heading: "Caseworker dashboard" },
  { path: areaPath("caseworkerCaseloadDemo"), heading: "Caseload" },
  { path: areaPath("caseworkerCandidateDemo", { candidateId: DEMO_PERSONAS.candidateId }), heading: PERSONA_NAMES.candidate },
  { path: areaPath("caseworkerCalendarDemo"), heading: "Calendar" },
  { path: `${areaPath("caseworkerCalendarDemo")}?view=month`, heading: "Calendar" },
  { path: areaPath("caseworkerAlertsDemo"), heading: "Alerts" },
  { path: areaPath("caseworkerOutcomesDemo"), heading: "Outcomes" },
  { path: areaPath("caseworkerMessagesDemo"), heading: "Messages" },
  { path: areaPath("caseworkerResourcesDemo"), heading: "Resources" },
  { path: areaPath("caseworkerSettingsDemo"), heading: "Settings" },
  { path: areaPath("caseworkerNotificationsDemo"), heading: "Notifications" },
];

test.describe("the caseworker demonstration pages", () => {
  test.beforeEach(async ({ page }, testInfo) => {
    if (testInfo.project.name === "mobile") await page.setViewportSize({ width: PHONE_WIDTH, height: 800 });
  });

  test("each page shows its heading, fits the screen and passes axe; the menu is tappable", async ({ page }) => {
    // Every demonstration page with an axe scan each, in one test: more than the default 30 s on a busy machine.
    test.setTimeout(90_000);
    for (const { path, heading } of pages) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      await expectNoAccessibilityViolations(page);
      await expectNoHorizontalScroll(page);
    }
    // One of the demonstration caseworker's conversations, opened from the list.
    await page.goto(areaPath("caseworkerMessagesDemo"));
    await page.getByRole("table").getByRole("link").first().click();
    await expect(page.getByRole("heading", { level: 2, name: "Messages" })).toBeVisible();
    await expectNoAccessibilityViolations(page);
    await expectNoHorizontalScroll(page);
    const menu = await openDashboardMenu(page);
    await expect(menu.getByRole("link", { name: "Caseload" })).toBeVisible();
    for (const link of await menu.getByRole("link").all()) await expectTappable(link);
  });

  test("the caseload filters by readiness in the URL and opens a person's record", async ({ page }) => {
    await page.goto(areaPath("caseworkerCaseloadDemo"));
    const readiness = page.getByLabel("Readiness");
    await waitForHydration(readiness);
    await readiness.selectOption({ label: "Ready to work" });
    await page.getByRole("button", { name: "Show people" }).click();
    await expect(page).toHaveURL(/readiness=ready_to_work/);
    const table = page.getByRole("table");
    await expect(table.getByRole("cell", { name: /Ready to work/ }).first()).toBeVisible();
    await expect(table.getByRole("cell", { name: /Support needed|Not started|Support declined/ })).toHaveCount(0);

    await page.getByRole("link", { name: "Clear the filter" }).click();
    await page.getByRole("link", { name: PERSONA_NAMES.candidate }).click();
    await expect(page.getByRole("heading", { level: 1, name: PERSONA_NAMES.candidate })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Readiness checklist" })).toBeVisible();
  });

  test("a checklist change on the demonstration record is refused in view, and the choice sent is kept", async ({ page }) => {
    await page.goto(areaPath("caseworkerCandidateDemo", { candidateId: DEMO_PERSONAS.candidateId }));
    const checklist = page.getByRole("region", { name: "Readiness checklist" });
    const form = checklist.getByRole("form", { name: "Bank account" });
    const item = form.getByRole("combobox", { name: "Bank account" });
    await waitForHydration(item);
    const stored = await item.inputValue();
    const choices = await item.locator("option").evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
    const other = choices.find((value) => value && value !== stored)!;
    await item.selectOption(other);
    await form.getByRole("button", { name: "Save Bank account" }).click();
    const refusal = page.getByText("This is demonstration data, so changes are not saved.");
    await expect(refusal).toBeFocused();
    await expect(refusal).toBeInViewport();
    await expect(page.getByRole("form", { name: "Bank account" }).getByRole("combobox", { name: "Bank account" })).toHaveValue(other);
  });

  test("a case note on the demonstration record is refused, and what was typed is kept", async ({ page }) => {
    await page.goto(areaPath("caseworkerCandidateDemo", { candidateId: DEMO_PERSONAS.candidateId }));
    const note = page.getByLabel("Add a case note");
    await waitForHydration(note);
    await page.getByRole("button", { name: "Add the note" }).click();
    await expect(page.getByRole("heading", { name: "There is a problem" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Enter the case note" })).toBeVisible();

    await note.fill("Called about the warehouse job; interview practice on Friday.");
    await page.getByRole("button", { name: "Add the note" }).click();
    await expect(page.getByText("This is demonstration data, so changes are not saved.", { exact: false }).first()).toBeVisible();
    await expect(note).toHaveValue("Called about the warehouse job; interview practice on Friday.");
  });
});

test.describe("the demonstration calendar without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("moves between weeks and months with plain links, and shows the cancelled appointment as cancelled", async ({ page }) => {
    await page.goto(areaPath("caseworkerCalendarDemo"));
    const heading = page.getByRole("heading", { level: 2, name: /^Week of / });
    const thisWeek = await heading.textContent();
    await page.getByRole("link", { name: "Next week" }).click();
    await expect(page).toHaveURL(/view=week&date=\d{4}-\d{2}-\d{2}/);
    await expect(heading).not.toHaveText(thisWeek!);
    await page.getByRole("link", { name: "Month view" }).click();
    await expect(page).toHaveURL(/view=month/);
    await expect(page.getByRole("link", { name: "Month view" })).toHaveAttribute("aria-current", "page");
    // The demonstration caseworker's last booking was cancelled: it is in this month or one of the next, marked.
    // From this month (the week after may already be in the next one), each page read once it has loaded.
    await page.goto(`${areaPath("caseworkerCalendarDemo")}?view=month`);
    let found = false;
    for (let step = 0; step < 4 && !found; step += 1) {
      found = (await page.getByText(/^Cancelled by /).count()) > 0;
      if (!found) {
        const before = page.url();
        await page.getByRole("link", { name: "Next month" }).click();
        await expect(page).not.toHaveURL(before);
        await page.waitForLoadState("load");
      }
    }
    expect(found).toBe(true);
  });

  test("a booking on the demonstration calendar is refused and keeps what was typed", async ({ page }) => {
    await page.goto(areaPath("caseworkerCalendarDemo"));
    const form = page.getByRole("form", { name: "Book an appointment" });
    await form.getByLabel("Who with").selectOption({ index: 1 });
    await form.getByLabel("What it is for").fill("Interview practice");
    await form.getByLabel("Starts at").fill("10:00");
    await form.getByLabel("Ends at").fill("10:30");
    await form.getByRole("button", { name: "Book the appointment" }).click();
    await expect(page.getByText("This is demonstration data, so changes are not saved.", { exact: false }).first()).toBeVisible();
    await expect(page.getByRole("form", { name: "Book an appointment" }).getByLabel("What it is for")).toHaveValue("Interview practice");
  });
});
