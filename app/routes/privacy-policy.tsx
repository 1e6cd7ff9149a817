import { PrivacyPolicy } from "~/features/legal/privacy-policy";
import { pageMeta } from "~/lib/meta";
import { siteName } from "~/lib/organisation";
import type { PageHandle } from "~/lib/page-scripts";

// Nothing here needs JavaScript: the page is sent without React's scripts (docs/decisions/0017).
export const handle: PageHandle = { scripts: false, cache: true };

export const meta = () =>
  pageMeta(
    "Privacy Policy",
    `How ${siteName} collects, uses and protects your personal information, including conviction information, and your rights.`,
  );

export default function PrivacyPolicyPage() {
  return <PrivacyPolicy />;
}
