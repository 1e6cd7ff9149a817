import { createRequire } from "node:module";
import fs from "node:fs";
import { expect, type Page } from "@playwright/test";

const require = createRequire(import.meta.url);
const axeSource = fs.readFileSync(require.resolve("axe-core/axe.min.js"), "utf8");
// IBM's Equal Access engine declares a global `ace`; it is set on window explicitly so it is found however the
// source is evaluated.
const aceSource = `${fs.readFileSync(require.resolve("accessibility-checker-engine/ace.js"), "utf8")}\n;window.ace = ace;`;

const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
/** Equal Access's "WCAG 2.2 (A, AA)" rule set. */
const ACE_POLICY = "WCAG_2_2";

type AxeViolation = { id: string; impact: string | null; help: string; nodes: { target: string[] }[] };
type AceResult = { ruleId: string; value: [string, string]; message: string; path: { dom: string; aria: string }; snippet: string };
type AceChecker = { check(doc: Document, policies: string[]): Promise<{ results: AceResult[] }> };

/**
 * Runs two accessibility engines on the page as it is now, axe-core and IBM's Equal Access engine, and fails
 * with a readable list of what either finds. The engines' rules differ (Equal Access checks, for instance, that
 * aria-controls names an element in the page and that landmarks of one kind have unique names), so together
 * they catch more than either alone. Only Equal Access's definite violations fail a test: its "potential"
 * violations, recommendations and manual checks are for people to judge.
 * page.evaluate is not subject to the page's CSP, so the page's own policy stays untouched.
 */
export async function expectNoAccessibilityViolations(page: Page) {
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
  // Scrolling moves another element under a resting pointer; its hover transition starts on a later frame.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
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
  // axe scans across several tasks, so a re-render landing during the scan (a step's inputs mounted again, say) can
  // leave it judging nodes already gone. A scan that found something while the page changed under it is run again,
  // up to twice; a real violation is found by every scan.
  const axeViolations = await page.evaluate(async (tags) => {
    const axe = (window as unknown as { axe: { run(ctx: Document, opts: object): Promise<{ violations: AxeViolation[] }> } }).axe;
    for (let attempt = 1; ; attempt++) {
      let changed = false;
      const observer = new MutationObserver(() => {
        changed = true;
      });
      observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
      const result = await axe.run(document, { runOnly: { type: "tag", values: tags } });
      observer.disconnect();
      if (result.violations.length === 0 || !changed || attempt === 3) {
        return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => n.target.join(" ")) }));
      }
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    }
  }, TAGS);
  expect(axeViolations, `axe-core:\n${JSON.stringify(axeViolations, null, 2)}`).toEqual([]);

  const aceViolations = await equalAccessViolations(page);
  expect(aceViolations, `Equal Access (${ACE_POLICY}):\n${aceViolations.join("\n")}`).toEqual([]);

  // Neither engine's current rules catch these. An id used twice takes a link or a label to the first element
  // only; a link to a part of this page that names no element leaves the person at the top of the page.
  const parts = await page.evaluate(() => {
    const seen = new Set<string>();
    const twice = new Set<string>();
    for (const element of document.querySelectorAll("[id]")) {
      if (seen.has(element.id)) twice.add(element.id);
      seen.add(element.id);
    }
    const nowhere = [...document.querySelectorAll<HTMLAnchorElement>("a[href*='#']")]
      .filter((link) => link.origin === location.origin && link.pathname === location.pathname && link.hash.length > 1)
      .filter((link) => !document.getElementById(decodeURIComponent(link.hash.slice(1))))
      .map((link) => link.getAttribute("href") ?? "");
    return { twice: [...twice], nowhere: [...new Set(nowhere)] };
  });
  expect(parts.twice, "ids used more than once").toEqual([]);
  expect(parts.nowhere, "links to a part of this page that names no element").toEqual([]);
}

/**
 * Equal Access's definite violations on the page as it is now, one line each: rule, message, element (its DOM
 * path and the start of its markup).
 */
export async function equalAccessViolations(page: Page): Promise<string[]> {
  await page.evaluate(aceSource);
  return page.evaluate(async (policy) => {
    const ace = (window as unknown as { ace: { Checker: new () => AceChecker } }).ace;
    const report = await new ace.Checker().check(document, [policy]);
    return report.results
      .filter((r) => r.value[0] === "VIOLATION" && r.value[1] === "FAIL")
      .map((r) => `${r.ruleId}: ${r.message}\n    at ${r.path.dom}\n    ${r.snippet.slice(0, 160)}`);
  }, ACE_POLICY);
}
