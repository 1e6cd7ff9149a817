import { areaPath } from "../../app/features/dashboards/areas";
import { PERSONA_NAMES } from "../../app/demonstration/generate";
import { DEMO_PERSONAS } from "../../app/lib/demonstration";
import { expectNoAxeViolations } from "./support/axe";
import { expect } from "./support/accounts";
import { test } from "./support/fixtures";
import { waitForHydration } from "./support/hydration";
import { expectNoHorizontalScroll, expectTappable } from "./support/tappable";

/**
 * The caseworker's pages as a visitor meets them in the demonstration tree: each passes axe at this project's
 * width (375px on the phone), the menu is tappable, the caseload's filter lives in the URL, and a case note sent
 * to the demonstration record is refused and kept.
 */

const PHONE_WIDTH = 375;

const pages = [
  { path: areaPath("caseworkerCaseloadDemo"), heading: "Caseload" },
  { path: areaPath("caseworkerCandidateDemo", { candidateId: DEMO_PERSONAS.candidateId }), heading: PERSONA_NAMES.candidate },
];

test.describe("the caseworker demonstration pages", () => {
  test.beforeEach(async ({ page }, testInfo) => {
    if (testInfo.project.name === "mobile") await page.setViewportSize({ width: PHONE_WIDTH, height: 800 });
  });

  test("each page shows its heading, fits the screen and passes axe; the menu is tappable", async ({ page }) => {
    for (const { path, heading } of pages) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      await expectNoAxeViolations(page);
      await expectNoHorizontalScroll(page);
    }
    const menu = page.getByRole("navigation", { name: "Dashboard" });
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
