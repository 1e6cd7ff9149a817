/**
 * The islands (docs/decisions/0025) and the module that brings each to life in the browser. Read by the build
 * (vite.config.ts), which makes each module an entry of its own, and by the pages, which name an island in their
 * handle. Paths are from the project's root.
 */
export const ISLAND_ENTRIES = {
  "cv-builder": "app/features/cv-builder/island.client.tsx",
} as const;

export type IslandName = keyof typeof ISLAND_ENTRIES;

/** The id of the element an island's entry hydrates. */
export function islandId(name: IslandName): string {
  return `island-${name}`;
}
