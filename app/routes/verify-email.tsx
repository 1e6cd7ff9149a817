import { VerifyEmailPage } from "~/features/auth/components/verify-email-page";
import { resendVerificationAction } from "~/features/auth/email-links.server";
import { pageMeta } from "~/lib/meta";
import { authRouteHeaders } from "~/features/auth/route-headers";
import type { Route } from "./+types/verify-email";

export const headers = authRouteHeaders;

export const meta = () => pageMeta("Confirm Your Email Address", "Ask for a new link to confirm the email address of your Fair Chance Works account.");

export function action({ context, request }: Route.ActionArgs) {
  return resendVerificationAction(context, request);
}

export default function VerifyEmailRoute({ actionData }: Route.ComponentProps) {
  return <VerifyEmailPage actionData={actionData} />;
}
