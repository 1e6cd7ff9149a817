import { SignedOutPage } from "~/features/account/components/after-account-pages";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/account-signed-out";

export const meta = () => [...pageMeta("You have signed out", "You have signed out of your account."), { name: "robots", content: "noindex" }];

export function loader({ request }: Route.LoaderArgs) {
  return { everywhere: new URL(request.url).searchParams.get("everywhere") === "1" };
}

export default function AccountSignedOutRoute({ loaderData }: Route.ComponentProps) {
  return <SignedOutPage everywhere={loaderData.everywhere} />;
}
