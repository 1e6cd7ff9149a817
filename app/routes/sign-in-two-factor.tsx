import { TwoFactorPage } from "~/features/auth/components/two-factor-page";
import { twoFactorAction, twoFactorLoader } from "~/features/auth/two-factor.server";
import { pageMeta } from "~/lib/meta";
import { authRouteHeaders } from "~/features/auth/route-headers";
import type { PageHandle } from "~/lib/page-scripts";
import type { Route } from "./+types/sign-in-two-factor";

// Plain forms that post to this route, like the sign-in page: no React needed. The pending labels ('Checking...',
// 'Sending...') come from app/lib/enhance-submit-label.js. Never kept: the page belongs to one half-signed-in person.
export const handle: PageHandle = { scripts: false, enhance: ["submit-label"] };

export const headers = authRouteHeaders;

export const meta = () => pageMeta("Confirm It Is You", "Finish signing in with a code from your authenticator app, your email or a backup code.");

export function loader({ context, request }: Route.LoaderArgs) {
  return twoFactorLoader(context, request);
}

export function action({ context, request }: Route.ActionArgs) {
  return twoFactorAction(context, request);
}

export default function SignInTwoFactorRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <TwoFactorPage {...loaderData} actionData={actionData} />;
}
