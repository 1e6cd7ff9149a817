import { createContext, useContext, type ReactElement } from "react";
import islandScripts from "virtual:island-scripts";
import { type IslandName, islandId } from "./island-entries";

/**
 * Islands (docs/decisions/0025): a part of a page sent without React Router's scripts that React DOM alone brings
 * to life in the browser, from an entry of its own (app/lib/island-entries.ts).
 *
 * The server renders an island as a React root of its own, not as part of the page's tree, so that what the
 * browser's `hydrateRoot` renders matches it exactly: ids from `useId` depend on where a component sits in its
 * tree. entry.server.tsx provides the renderer; in the browser (a page React Router moved to), there is none, and
 * the island is simply part of the page.
 */
export const IslandRendererContext = createContext<((element: ReactElement) => string) | null>(null);

/** An island's place in the page, with `data-*` attributes that tell its entry what the server knew. */
export function Island({ name, data, children }: { name: IslandName; data?: Record<`data-${string}`, string>; children: ReactElement }) {
  const renderIsland = useContext(IslandRendererContext);
  if (renderIsland) return <div id={islandId(name)} {...data} dangerouslySetInnerHTML={{ __html: renderIsland(children) }} />;
  return (
    <div id={islandId(name)} {...data}>
      {children}
    </div>
  );
}

/** The island's entry script, with the chunks it imports preloaded so the browser fetches them all at once. */
export function IslandScripts({ name, nonce }: { name: IslandName; nonce: string | undefined }) {
  const scripts = islandScripts[name];
  if (!scripts) return null;
  return (
    <>
      {scripts.preload.map((href) => (
        <link key={href} rel="modulepreload" href={href} nonce={nonce} />
      ))}
      <script type="module" src={scripts.src} nonce={nonce} />
    </>
  );
}
