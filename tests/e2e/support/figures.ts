import { expect, type Locator } from "@playwright/test";
import { type Statistic, sourceCitation } from "../../../app/features/marketing/statistics";

/**
 * Each figure is on screen with its meaning and a visible "Source:" link to where it comes from.
 * Cards are found by their figure, so a figure shown without its source fails.
 */
export async function expectFiguresWithSources(scope: Locator, statistics: readonly Statistic[]) {
  for (const statistic of statistics) {
    // The page's notes on figures repeat the value; they may be folded away, so take the card's copy on screen.
    const figure = scope.getByText(statistic.value, { exact: true }).locator("visible=true").first();
    await expect(figure).toBeVisible();
    const card = figure.locator("xpath=..");
    await expect(card).toContainText(statistic.label);
    await expect(card).toContainText("Source:");
    const link = card.getByRole("link", { name: sourceCitation(statistic.source), exact: true });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute("href", statistic.source.url);
  }
}

/** Figures the sources contradicted or that had no source: none may be shown as a figure any more. */
export const withdrawnFigures = ["92%", "87%", "£18.5B", "78K", "850K+", "1.2M+", "81%", "60%"] as const;

export async function expectNoWithdrawnFigures(scope: Locator) {
  for (const figure of withdrawnFigures) {
    await expect(scope.getByText(figure, { exact: true })).toHaveCount(0);
  }
}
