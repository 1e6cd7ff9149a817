import { PrivacyPolicy } from "~/features/legal/privacy-policy";
import { pageMeta } from "~/lib/meta";
import { siteName } from "~/lib/organisation";
import type { Route } from "./+types/privacy-policy";
import type { PageHandle } from "~/lib/page-scripts";

// Nothing here needs JavaScript: the page is sent without React's scripts (docs/decisions/0017).
export const handle: PageHandle = { scripts: false, cache: true };

export const meta = () =>
  pageMeta(
    "Privacy Policy",
    `How ${siteName} collects, uses and protects your personal information, including conviction information, and your rights.`,
  );

export function loader({ context }: Route.LoaderArgs) {
  return { privacy: { dpoContact: context.env.privacy.dpoContact ?? null, icoRegistrationNumber: context.env.privacy.icoRegistrationNumber ?? null } };
}

export default function PrivacyPolicyPage({ loaderData }: Route.ComponentProps) {
  return <PrivacyPolicy privacy={loaderData.privacy} />;
}
