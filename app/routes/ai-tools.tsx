import { PageHero } from "~/components/ui/section";
import { pageMeta } from "~/lib/meta";

export const meta = () => pageMeta("AI Tools", "AI Tools");

export default function AiToolsPage() {
  return <PageHero title="AI Tools" />;
}
