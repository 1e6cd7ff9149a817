import { TermsOfUse } from "~/features/legal/terms-of-use";
import { pageMeta } from "~/lib/meta";
import { siteName } from "~/lib/organisation";

export const meta = () =>
  pageMeta("Terms of Use", `The terms for using the ${siteName} website and tools: who may use them, accounts, acceptable use and liability.`);

export default function TermsPage() {
  return <TermsOfUse />;
}
