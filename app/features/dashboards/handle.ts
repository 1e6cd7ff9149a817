import type { PageHandle } from "~/lib/page-scripts";

/**
 * The handle of the dashboard layout and of every dashboard page: sent without React's scripts
 * (docs/decisions/0038). Each page already works as HTML (links, and forms that post to the page's action);
 * three small scripts do what React did on top of that: 'Loading…' with a skeleton while the next dashboard page
 * loads (`dashboard`), submit buttons that say what is happening and send once (`submit-label`), and LinkTabs as
 * WAI-ARIA tabs (`tabs`). A person who accepted analytics still gets React (app/root.tsx).
 */
export const dashboardHandle = { scripts: false, enhance: ["dashboard", "submit-label", "tabs"] } as const satisfies PageHandle;
