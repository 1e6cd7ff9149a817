import { PageHero } from "~/components/ui/section";
import { pageMeta } from "~/lib/meta";

export const meta = () => pageMeta("Sign In", "Sign In");

export default function SignInPage() {
  return <PageHero title="Sign In" />;
}
