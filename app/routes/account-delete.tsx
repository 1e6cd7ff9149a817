import { requireUser } from "~/features/auth/guard.server";
import { deleteAccountAction } from "~/features/account/actions/delete-account.server";
import { DeleteAccountPage } from "~/features/account/components/delete-account-page";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/account-delete";

export const meta = () => [
  ...pageMeta("Delete your account", "Confirm with your password to delete your account. This cannot be undone."),
  { name: "robots", content: "noindex" },
];

export const headers = () => ({ "Cache-Control": "no-store" });

export async function loader({ context, request }: Route.LoaderArgs) {
  const { user } = await requireUser(context, request);
  return { email: user.email };
}

export async function action({ context, request }: Route.ActionArgs) {
  return deleteAccountAction(context, request);
}

export default function AccountDeleteRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <DeleteAccountPage email={loaderData.email} result={actionData} />;
}
