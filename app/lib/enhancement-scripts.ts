import type { UIMatch } from "react-router";
import answersScript from "./enhance-answers.js?url";
import dashboardScript from "./enhance-dashboard.js?url";
import formScript from "./enhance-form.js?url";
import type { EnhancementName, PageHandle } from "./page-scripts";
import submitLabelScript from "./enhance-submit-label.js?url";
import tabsScript from "./enhance-tabs.js?url";

/**
 * The small scripts a page without React's scripts may ask for in its handle (`enhance`, app/lib/page-scripts.ts),
 * by name, as built URLs. Each is plain JavaScript that improves what already works as HTML; see docs/decisions/0017.
 */
export const enhancementScripts = {
  /** Focus on an answer, the next question or the results, and Print buttons (the assistant and the checker). */
  answers: answersScript,
  /** Dashboard pages: 'Loading…' and a skeleton while the next dashboard page loads after a click on its link. */
  dashboard: dashboardScript,
  /** The call-back forms: checks in the browser, 'Submitting...', sending in the background and the toast. */
  form: formScript,
  /** Submit buttons with `data-submitting-label`: disabled, and saying so, while their form is sent. */
  "submit-label": submitLabelScript,
  /** LinkTabs (app/components/ui/link-tabs.tsx) as WAI-ARIA tabs. */
  tabs: tabsScript,
} satisfies Record<EnhancementName, string>;

/**
 * The enhancement scripts (their built URLs) that the page's routes ask for, each once, in route order. Here, not in
 * page-scripts.ts, which the server's page cache imports: its bundler knows nothing of `?url` imports.
 */
export function pageEnhancements(matches: readonly Pick<UIMatch, "handle">[]): string[] {
  const names = new Set(matches.flatMap((match) => (match.handle as PageHandle | undefined)?.enhance ?? []));
  return [...names].map((name) => enhancementScripts[name]);
}
