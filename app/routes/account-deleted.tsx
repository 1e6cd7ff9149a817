import { AccountDeletedPage } from "~/features/account/components/after-account-pages";
import { pageMeta } from "~/lib/meta";

export const meta = () => [
  ...pageMeta("Your account has been deleted", "Your account has been deleted and you are signed out everywhere."),
  { name: "robots", content: "noindex" },
];

export default function AccountDeletedRoute() {
  return <AccountDeletedPage />;
}
