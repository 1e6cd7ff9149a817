import { expect, type Locator, type Page } from "@playwright/test";

/**
 * Fails unless a person could see and tap the element: it is visible, the centre of its first box is inside the
 * window, and the element found at that centre (document.elementFromPoint) is the element itself or something
 * inside it. Visibility alone passes for a menu that sits under the page or is clipped by its container. The first
 * box, not the whole: a link that wraps onto a second line is two boxes, and the middle of the rectangle around
 * both can fall on the paragraph beside them, where nobody would tap.
 */
export async function expectTappable(locator: Locator, options: { timeout?: number } = {}) {
  await expect(locator).toBeVisible(options);
  await locator.scrollIntoViewIfNeeded(options);
  await expect
    .poll(
      () =>
        locator.evaluate((element) => {
          const box = Array.from(element.getClientRects()).find((rect) => rect.width > 0 && rect.height > 0);
          if (!box) return "it has no size";
          const x = box.left + box.width / 2;
          const y = box.top + box.height / 2;
          if (x < 0 || y < 0 || x >= window.innerWidth || y >= window.innerHeight) {
            return `its centre (${Math.round(x)}, ${Math.round(y)}) is outside the window`;
          }
          const hit = document.elementFromPoint(x, y);
          if (hit && (hit === element || element.contains(hit))) return "tappable";
          const name = (node: Element | null) =>
            node ? `<${node.tagName.toLowerCase()}${node.id ? ` id="${node.id}"` : ""}> "${(node.textContent ?? "").trim().slice(0, 40)}"` : "nothing";
          return `covered by ${name(hit)}`;
        }),
      { message: "a person can see and tap it (the element at the centre of its box is it)", timeout: options.timeout },
    )
    .toBe("tappable");
}

/** Fails if the page can be scrolled sideways at its current width. */
export async function expectNoHorizontalScroll(page: Page) {
  const sizes = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
  expect(sizes.scrollWidth, `the page is ${sizes.scrollWidth}px wide in a ${sizes.innerWidth}px window`).toBeLessThanOrEqual(sizes.innerWidth);
}
