import { PageHero } from "~/components/ui/section";
import { pageMeta } from "~/lib/meta";

export const meta = () => pageMeta("Amplify Your Impact Through Employment", "Amplify Your Impact Through Employment");

export default function PartnersPage() {
  return <PageHero title="Amplify Your Impact Through Employment" />;
}
