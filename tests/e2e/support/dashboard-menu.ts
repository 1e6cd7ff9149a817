import type { Locator, Page } from "@playwright/test";
import { expectTappable } from "./tappable";

/**
 * The dashboard's menu, ready to use at either width. On a phone it is folded under "Dashboard menu" (a
 * disclosure): this checks that the fold is tappable and opens it. From 640 px it is always shown.
 */
export async function openDashboardMenu(page: Page): Promise<Locator> {
  const fold = page.locator("summary").filter({ hasText: "Dashboard menu" });
  if (await fold.isVisible()) {
    await expectTappable(fold);
    if ((await fold.locator("xpath=..").getAttribute("open")) === null) await fold.click();
  }
  return page.getByRole("navigation", { name: "Dashboard" });
}
