import { SignInPage } from "~/features/auth/components/sign-in-page";
import { signInAction, signInLoader } from "~/features/auth/sign-in.server";
import { pageMeta } from "~/lib/meta";
import { authRouteHeaders } from "~/features/auth/route-headers";
import type { PageHandle } from "~/lib/page-scripts";
import type { Route } from "./+types/sign-in";

// Plain forms that post to this route, which checks them with the same schema: no React needed. While a form is
// sent its button is disabled and says 'Signing in...' (app/lib/enhance-submit-label.js). Signed-out visitors all
// see the same page for the same address: see docs/decisions/0018.
export const handle: PageHandle = { scripts: false, enhance: ["submit-label"], cache: true };

export const headers = authRouteHeaders;

export const meta = ({ loaderData }: Route.MetaArgs) =>
  loaderData?.mode === "signup"
    ? pageMeta("Create an account", "Create a free Fair Chance Works account as a candidate, an employer or a partner organisation.")
    : pageMeta("Sign In", "Sign in to your Fair Chance Works account, or create one as a candidate, employer or partner organisation.");

export function loader({ context, request }: Route.LoaderArgs) {
  return signInLoader(context, request);
}

export function action({ context, request }: Route.ActionArgs) {
  return signInAction(context, request);
}

export default function SignInRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <SignInPage {...loaderData} actionData={actionData} />;
}
