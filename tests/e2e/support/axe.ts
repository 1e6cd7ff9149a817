import { createRequire } from "node:module";
import fs from "node:fs";
import { expect, type Page } from "@playwright/test";

const require = createRequire(import.meta.url);
const axeSource = fs.readFileSync(require.resolve("axe-core/axe.min.js"), "utf8");

const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

type AxeViolation = { id: string; impact: string | null; help: string; nodes: { target: string[] }[] };

/**
 * Runs axe-core on the page as it is now and fails with a readable list of violations.
 * page.evaluate is not subject to the page's CSP, so the page's own policy stays untouched.
 */
export async function expectNoAxeViolations(page: Page) {
  // A smooth scroll still under way (a step change scrolls to its heading) can leave links passing under the
  // sticky header for a moment, which axe's target-size rule would report. Scan once the page is still.
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let last = -1;
        let still = 0;
        const deadline = performance.now() + 2000;
        const check = () => {
          still = window.scrollY === last ? still + 1 : 0;
          last = window.scrollY;
          if (still >= 5 || performance.now() > deadline) resolve();
          else requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      }),
  );
  // A notice that takes focus scrolls the page, which can leave the dashboard menu partly under the sticky
  // header; axe's target-size rule would count that passing overlap. The page is scanned as it first lays out.
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
  // A button whose look just changed under the pointer (primary to outline, say) passes through colours of poor
  // contrast for the length of its transition: scan the colours it settles on. Endless animations are not waited for.
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Infinity))
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 2000)),
    ]),
  );
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async (tags) => {
    const axe = (window as unknown as { axe: { run(ctx: Document, opts: object): Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run(document, { runOnly: { type: "tag", values: tags } });
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => n.target.join(" ")) }));
  }, TAGS);
  expect(violations, JSON.stringify(violations, null, 2)).toEqual([]);
}
