import { signOutAction } from "~/features/dashboards/sign-out.server";
import type { Route } from "./+types/dashboard-sign-out";

export async function action({ context, request }: Route.ActionArgs) {
  return signOutAction(context, request);
}

// Signing out changes state, so it is never a GET; a link or a typed address lands on the dashboards.
export function loader() {
  return new Response(null, { status: 303, headers: { Location: "/dashboard" } });
}
