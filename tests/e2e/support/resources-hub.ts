import { expect, type Page } from "@playwright/test";

export const topics = [
  { id: "practical", label: "Practical Support" },
  { id: "employment", label: "Employment Help" },
  { id: "training", label: "Training and Skills" },
  { id: "legal", label: "Legal and Rights" },
  { id: "mentorship", label: "Mentorship" },
] as const;

/** Opens the hub and waits until the tabs are interactive (they are plain links until hydration). */
export async function openHub(page: Page, search = "") {
  await page.goto(`/resources${search}`);
  await expect(page.getByRole("tablist", { name: "Topics" })).toBeVisible();
}

export function panelHeading(page: Page, label: string) {
  return page.getByRole("heading", { level: 3, name: label, exact: true });
}

export async function expectSelected(page: Page, label: string) {
  const tab = page.getByRole("tab", { name: label });
  await expect(tab).toHaveAttribute("aria-selected", "true");
  await expect(tab).toHaveAttribute("tabindex", "0");
  await expect(page.getByRole("tabpanel", { name: label })).toBeVisible();
  await expect(panelHeading(page, label)).toBeVisible();
  for (const other of topics.filter((topic) => topic.label !== label)) {
    await expect(page.getByRole("tab", { name: other.label })).toHaveAttribute("aria-selected", "false");
    await expect(page.getByRole("tab", { name: other.label })).toHaveAttribute("tabindex", "-1");
    await expect(panelHeading(page, other.label)).toBeHidden();
  }
}
