import type { Locator } from "@playwright/test";

/**
 * Waits until React has taken over `element` (its props are attached once hydration reaches it). Before then
 * a link is a plain link: clicking it loads a whole page instead of making a client-side navigation.
 */
export async function waitForHydration(element: Locator) {
  await element.evaluate(
    (node) =>
      new Promise<void>((resolve) => {
        const check = () => (Object.keys(node).some((key) => key.startsWith("__reactProps$")) ? resolve() : requestAnimationFrame(check));
        check();
      }),
  );
}
