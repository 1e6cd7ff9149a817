import { CallbackPage } from "~/features/auth/components/callback-page";
import { callbackLoader } from "~/features/auth/email-links.server";
import { pageMeta } from "~/lib/meta";
import { authRouteHeaders } from "~/features/auth/route-headers";
import type { Route } from "./+types/auth-callback";

export const headers = authRouteHeaders;

export const meta = () => pageMeta("Confirm Your Email", "Confirming the email address for your Fair Chance Works account.");

export function loader({ context, request }: Route.LoaderArgs) {
  return callbackLoader(context, request);
}

export default function AuthCallbackRoute({ loaderData }: Route.ComponentProps) {
  return <CallbackPage {...loaderData} />;
}
