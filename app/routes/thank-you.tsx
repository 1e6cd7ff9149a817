import { PageHero } from "~/components/ui/section";
import { pageMeta } from "~/lib/meta";

export const meta = () => pageMeta("Thank You", "Thank You");

export default function ThankYouPage() {
  return <PageHero title="Thank You" />;
}
