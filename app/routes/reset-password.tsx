import { ResetPasswordPage } from "~/features/auth/components/reset-password-page";
import { resetPasswordAction, resetPasswordLoader } from "~/features/auth/email-links.server";
import { pageMeta } from "~/lib/meta";
import { authRouteHeaders } from "~/features/auth/route-headers";
import type { Route } from "./+types/reset-password";

export const headers = authRouteHeaders;

export const meta = () => pageMeta("Choose a New Password", "Choose a new password for your Fair Chance Works account.");

export function loader({ request }: Route.LoaderArgs) {
  return resetPasswordLoader(request);
}

export function action({ context, request }: Route.ActionArgs) {
  return resetPasswordAction(context, request);
}

export default function ResetPasswordRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <ResetPasswordPage token={loaderData.token} actionData={actionData} />;
}
