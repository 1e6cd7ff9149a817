import { CallbackPage } from "~/features/auth/components/callback-page";
import { callbackAction, callbackLoader } from "~/features/auth/email-links.server";
import { pageMeta } from "~/lib/meta";
import { authRouteHeaders } from "~/features/auth/route-headers";
import type { Route } from "./+types/auth-callback";

export const headers = authRouteHeaders;

export const meta = () => pageMeta("Confirm Your Email", "Confirming the email address for your Fair Chance Works account.");

export function loader({ context, request }: Route.LoaderArgs) {
  return callbackLoader(context, request);
}

export function action({ context, request }: Route.ActionArgs) {
  return callbackAction(context, request);
}

export default function AuthCallbackRoute({ loaderData, actionData }: Route.ComponentProps) {
  // After Continue the page shows what the action found; the address then carries no token.
  return <CallbackPage {...(actionData ?? loaderData)} />;
}
