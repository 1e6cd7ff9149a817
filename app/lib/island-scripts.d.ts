declare module "virtual:island-scripts" {
  /** Each island's entry script and the chunks it imports (vite-plugins/island-entries.ts); empty in the browser. */
  const scripts: Partial<Record<import("./island-entries").IslandName, { src: string; preload: string[] }>>;
  export default scripts;
}
