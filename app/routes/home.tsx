import { PageHero } from "~/components/ui/section";
import { pageMeta } from "~/lib/meta";

export const meta = () => pageMeta("Fair Chance Works", "Fair Chance Works");

export default function HomePage() {
  return <PageHero title="Fair Chance Works" />;
}
