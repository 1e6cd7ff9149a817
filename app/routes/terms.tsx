import { PageHero } from "~/components/ui/section";
import { pageMeta } from "~/lib/meta";

export const meta = () => pageMeta("Terms of Use", "Terms of Use");

export default function TermsPage() {
  return <PageHero title="Terms of Use" />;
}
