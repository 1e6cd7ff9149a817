import { PrivacyPolicy } from "~/features/legal/privacy-policy";
import { pageMeta } from "~/lib/meta";
import { siteName } from "~/lib/organisation";

export const meta = () =>
  pageMeta(
    "Privacy Policy",
    `How ${siteName} collects, uses and protects your personal information, including conviction information, and your rights.`,
  );

export default function PrivacyPolicyPage() {
  return <PrivacyPolicy />;
}
