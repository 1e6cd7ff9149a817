/** The hub's topics, in the order they appear. Each id is also the value of the page's ?tab= parameter. */
export const resourceTabs = [
  { id: "practical", label: "Practical Support" },
  { id: "employment", label: "Employment Help" },
  { id: "training", label: "Training and Skills" },
  { id: "legal", label: "Legal and Rights" },
  { id: "mentorship", label: "Mentorship" },
] as const;

export type ResourceTabId = (typeof resourceTabs)[number]["id"];

export const defaultResourceTab: ResourceTabId = "practical";

/** Reads a ?tab= value; anything unknown or missing falls back to the default topic. */
export function parseResourceTab(value: string | null | undefined): ResourceTabId {
  return resourceTabs.find((tab) => tab.id === value)?.id ?? defaultResourceTab;
}

export function resourceTabLabel(id: ResourceTabId): string {
  return resourceTabs.find((tab) => tab.id === id)?.label ?? "";
}

/** The page's title with a topic chosen: the hub's own name for the default topic. */
export function resourcesTitle(id: ResourceTabId): string {
  return id === defaultResourceTab ? "Resources and Support Hub" : `${resourceTabLabel(id)}: Resources and Support Hub`;
}
