import { PageHero } from "~/components/ui/section";
import { pageMeta } from "~/lib/meta";

export const meta = () => pageMeta("About Us", "About Us");

export default function AboutPage() {
  return <PageHero title="About Us" />;
}
