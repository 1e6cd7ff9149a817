import type { Locator } from "@playwright/test";

/**
 * Waits until the page's scripts have taken over `element`. On a page React hydrates, that is when its props are
 * attached (before then a link is a plain link: clicking it loads a whole page instead of making a client-side
 * navigation). On a page sent without React's scripts (app/lib/page-scripts.ts; the dashboards, docs/decisions/0038)
 * it is when the document has finished parsing, by which time its enhancement scripts (modules) have run.
 */
export async function waitForHydration(element: Locator) {
  await element.evaluate(
    (node) =>
      new Promise<void>((resolve) => {
        const withoutReact = () => !("__reactRouterContext" in window) && document.readyState !== "loading";
        const check = () => (withoutReact() || Object.keys(node).some((key) => key.startsWith("__reactProps$")) ? resolve() : requestAnimationFrame(check));
        check();
      }),
  );
}
