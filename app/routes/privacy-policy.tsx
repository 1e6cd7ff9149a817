import { PrivacyPolicy } from "~/features/legal/privacy-policy";
import { pageMeta } from "~/lib/meta";
import { organisation } from "~/lib/organisation";

export const meta = () =>
  pageMeta(
    "Privacy Policy",
    `How ${organisation.name} collects, uses and protects your personal information, including conviction information, and your rights.`,
  );

export default function PrivacyPolicyPage() {
  return <PrivacyPolicy />;
}
