import { TermsOfUse } from "~/features/legal/terms-of-use";
import { pageMeta } from "~/lib/meta";
import { siteName } from "~/lib/organisation";
import type { PageHandle } from "~/lib/page-scripts";

// Nothing here needs JavaScript: the page is sent without React's scripts (docs/decisions/0017).
export const handle: PageHandle = { scripts: false, cache: true };

export const meta = () =>
  pageMeta("Terms of Use", `The terms for using the ${siteName} website and tools: who may use them, accounts, acceptable use and liability.`);

export default function TermsPage() {
  return <TermsOfUse />;
}
