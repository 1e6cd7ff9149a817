import { PageHero } from "~/components/ui/section";
import { pageMeta } from "~/lib/meta";

export const meta = () => pageMeta("Privacy Policy", "Privacy Policy");

export default function PrivacyPolicyPage() {
  return <PageHero title="Privacy Policy" />;
}
