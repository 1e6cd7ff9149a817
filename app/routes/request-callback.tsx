import { PageHero } from "~/components/ui/section";
import { pageMeta } from "~/lib/meta";

export const meta = () => pageMeta("Request a Call Back", "Request a Call Back");

export default function RequestCallbackPage() {
  return <PageHero title="Request a Call Back" />;
}
