import { ForgotPasswordPage } from "~/features/auth/components/forgot-password-page";
import { forgotPasswordAction } from "~/features/auth/email-links.server";
import { retryAfterText } from "~/features/auth/rate-limits.server";
import { pageMeta } from "~/lib/meta";
import { authRouteHeaders } from "~/features/auth/route-headers";
import type { Route } from "./+types/forgot-password";

export const headers = authRouteHeaders;

export const meta = () => pageMeta("Reset Your Password", "Forgotten your password? Ask for a link to choose a new one.");

export function loader({ context }: Route.LoaderArgs) {
  return { linkLifetime: retryAfterText(context.env.auth.resetLinkSeconds) };
}

export function action({ context, request }: Route.ActionArgs) {
  return forgotPasswordAction(context, request);
}

export default function ForgotPasswordRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <ForgotPasswordPage actionData={actionData} linkLifetime={loaderData.linkLifetime} />;
}
