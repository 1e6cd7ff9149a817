import type { UIMatch } from "react-router";
import type { IslandName } from "./island-entries";

/**
 * The small scripts a page without React's scripts may ask for by name. The names live here, not beside the
 * scripts' URLs (app/lib/enhancement-scripts.ts), because the server's own bundle (server/page-cache.ts) imports
 * this file and cannot load those URLs.
 */
export type EnhancementName = "answers" | "dashboard" | "form" | "submit-label" | "tabs";

/**
 * A route's `handle`. `scripts: false` says the page needs no JavaScript: the document then carries no React
 * Router scripts (no hydration, no module preloads), only the small enhancement script that opens the phone
 * menu (app/lib/enhance-page.js). Its links and GET forms work as plain HTML. See docs/decisions/0017.
 */
export type PageHandle = {
  scripts?: false;
  /**
   * On a page without React's scripts, the further small scripts it needs besides the menu's, by name
   * (app/lib/enhancement-scripts.ts): each one runs only where its page asks for it.
   */
  enhance?: readonly EnhancementName[];
  /**
   * On a page without React Router's scripts, the part that React DOM alone brings to life from an entry of its
   * own (app/lib/islands.tsx, docs/decisions/0025). Such a page never hydrates React Router, even for a visitor who
   * accepted analytics: an island page is one where analytics may not run.
   */
  island?: IslandName;
  /**
   * The page is the same for every anonymous visitor, so the server may keep its HTML in memory and send it again
   * with a fresh nonce (server/page-cache.ts; docs/decisions/0018). `true`: for the life of the process (its
   * content changes only with a deploy); a number: for that many seconds (it shows data that changes, like jobs).
   */
  cache?: true | number;
};

/** True unless every route of the page (the root aside) says it needs no JavaScript. */
export function pageNeedsScripts(matches: readonly Pick<UIMatch, "id" | "handle">[]): boolean {
  const routes = matches.filter((match) => match.id !== "root");
  if (routes.length === 0) return true;
  return !routes.every((match) => (match.handle as PageHandle | undefined)?.scripts === false);
}

/** The island the page's routes name, if any. */
export function pageIsland(matches: readonly Pick<UIMatch, "handle">[]): IslandName | undefined {
  return matches.map((match) => (match.handle as PageHandle | undefined)?.island).find((island) => island !== undefined);
}

/**
 * Whether the document goes without React Router's scripts: every route of the page says so, and the visitor
 * has not accepted analytics (which runs in React) unless the page is an island's, where analytics never runs.
 * The root layout draws the document by it; the server's entry uses it to draw such a page from its own routes only.
 */
export function documentWithoutScripts(matches: readonly Pick<UIMatch, "id" | "handle">[], analyticsAccepted: boolean): boolean {
  if (pageNeedsScripts(matches)) return false;
  return !analyticsAccepted || pageIsland(matches) !== undefined;
}

/** Name of the response header by which a render tells server/page-cache.ts it may keep the page; never sent. */
export const PAGE_CACHE_HEADER = "x-page-cache-seconds";

/**
 * How long anonymous visitors' copies of the page may be kept (seconds, Infinity for the process's life), or
 * undefined when any of its routes (the root aside) does not allow it.
 */
export function pageCacheSeconds(handles: readonly (PageHandle | undefined)[]): number | undefined {
  if (handles.length === 0) return undefined;
  let seconds = Number.POSITIVE_INFINITY;
  for (const handle of handles) {
    if (handle?.cache === undefined) return undefined;
    if (typeof handle.cache === "number") seconds = Math.min(seconds, handle.cache);
  }
  return seconds;
}
