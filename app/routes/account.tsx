import { accountAction } from "~/features/account/actions/account.server";
import { AccountPage } from "~/features/account/components/account-page";
import { loadAccountView } from "~/features/account/view.server";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/account";

export const meta = () => [
  ...pageMeta("Your account", "Change your name, email address and password, set up two-step sign-in, and see where you are signed in."),
  { name: "robots", content: "noindex" },
];

export const headers = () => ({ "Cache-Control": "no-store" });

export async function loader({ context, request }: Route.LoaderArgs) {
  return loadAccountView(context, request);
}

export async function action({ context, request }: Route.ActionArgs) {
  return accountAction(context, request);
}

export default function AccountRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <AccountPage view={loaderData} result={actionData} />;
}
