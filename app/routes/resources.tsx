import { PageHero } from "~/components/ui/section";
import { pageMeta } from "~/lib/meta";

export const meta = () => pageMeta("Resources and Support Hub", "Resources and Support Hub");

export default function ResourcesPage() {
  return <PageHero title="Resources and Support Hub" />;
}
