import { PageHero } from "~/components/ui/section";
import { pageMeta } from "~/lib/meta";

export const meta = () => pageMeta("CV and Disclosure Letter Builder", "CV and Disclosure Letter Builder");

export default function CvBuilderPage() {
  return <PageHero title="CV and Disclosure Letter Builder" />;
}
