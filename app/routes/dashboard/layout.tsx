import { getCurrentSession } from "~/features/auth/session.server";
import { DashboardLayout } from "~/features/dashboards/components/dashboard-layout";
import { dashboardHeaders } from "~/features/dashboards/route-headers";
import { dashboardHandle } from "~/features/dashboards/handle";
import { headerUnreadCount } from "~/features/notifications/inbox.server";
import type { Route } from "./+types/layout";

// Children without a headers export inherit this no-store.
export const headers = dashboardHeaders;

export const handle = dashboardHandle;

// The layout does not guard (the chooser and the demonstration are public); each page guards itself.
export async function loader({ context, request }: Route.LoaderArgs) {
  const current = await getCurrentSession(context, request);
  if (!current) return { viewer: null };
  const approved = current.user.accountStatus === "active";
  // The header's count of unread notices (an account that is not active has no notifications page to open).
  const unreadNotices = approved ? await headerUnreadCount(context.database.db, current.user.id, context.databaseSnapshot) : 0;
  return { viewer: { name: current.user.name, role: current.user.role, approved, unreadNotices } };
}

export default function DashboardLayoutRoute({ loaderData }: Route.ComponentProps) {
  return <DashboardLayout viewer={loaderData.viewer} />;
}
