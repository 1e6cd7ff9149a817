import type { UIMatch } from "react-router";

/**
 * A route's `handle`. `scripts: false` says the page needs no JavaScript: the document then carries no React
 * Router scripts (no hydration, no module preloads), only the small enhancement script that opens the phone
 * menu (app/lib/enhance-page.js). Its links and GET forms work as plain HTML. See docs/decisions/0015.
 */
export type PageHandle = { scripts?: false };

/** True unless every route of the page (the root aside) says it needs no JavaScript. */
export function pageNeedsScripts(matches: readonly Pick<UIMatch, "id" | "handle">[]): boolean {
  const routes = matches.filter((match) => match.id !== "root");
  if (routes.length === 0) return true;
  return !routes.every((match) => (match.handle as PageHandle | undefined)?.scripts === false);
}
