import { PageHero } from "~/components/ui/section";
import { pageMeta } from "~/lib/meta";

export const meta = () => pageMeta("Fill Your Skills Gap with Exceptional Talent", "Fill Your Skills Gap with Exceptional Talent");

export default function EmployersPage() {
  return <PageHero title="Fill Your Skills Gap with Exceptional Talent" />;
}
