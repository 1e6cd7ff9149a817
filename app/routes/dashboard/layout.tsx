import { getCurrentSession } from "~/features/auth/session.server";
import { DashboardLayout } from "~/features/dashboards/components/dashboard-layout";
import { dashboardHeaders } from "~/features/dashboards/route-headers";
import type { Route } from "./+types/layout";

// Children without a headers export inherit this no-store.
export const headers = dashboardHeaders;

// The layout does not guard (the chooser and the demonstration are public); each page guards itself.
export async function loader({ context, request }: Route.LoaderArgs) {
  const current = await getCurrentSession(context, request);
  return { viewer: current ? { name: current.user.name, role: current.user.role, approved: current.user.accountStatus === "active" } : null };
}

export default function DashboardLayoutRoute({ loaderData }: Route.ComponentProps) {
  return <DashboardLayout viewer={loaderData.viewer} />;
}
