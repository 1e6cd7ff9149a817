import { PageHero } from "~/components/ui/section";
import { pageMeta } from "~/lib/meta";

export const meta = () => pageMeta("Jobs Board Launching Soon", "Jobs Board Launching Soon");

export default function JobsPage() {
  return <PageHero title="Jobs Board Launching Soon" />;
}
