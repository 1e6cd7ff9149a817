import { PageHero } from "~/components/ui/section";
import { pageMeta } from "~/lib/meta";

export const meta = () => pageMeta("Job Matcher", "Job Matcher");

export default function JobMatcherPage() {
  return <PageHero title="Job Matcher" />;
}
