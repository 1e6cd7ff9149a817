import { PageHero } from "~/components/ui/section";
import { pageMeta } from "~/lib/meta";

export const meta = () => pageMeta("Your Potential Has No Expiry Date", "Your Potential Has No Expiry Date");

export default function CandidatesPage() {
  return <PageHero title="Your Potential Has No Expiry Date" />;
}
