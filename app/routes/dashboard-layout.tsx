import { getCurrentSession } from "~/features/auth/session.server";
import { DashboardLayout } from "~/features/dashboards/components/dashboard-layout";
import type { Route } from "./+types/dashboard-layout";

// Every dashboard page can show who is signed in, and guarded pages show account data or 'Access denied':
// none of it may be kept by a browser or a shared cache. Child routes without a headers export inherit this,
// which also covers the guard's 403 (React Router would otherwise send its headers without Cache-Control).
export const headers = () => ({ "Cache-Control": "no-store" });

// The layout does not guard (the chooser and the demonstration are public); each page guards itself.
export async function loader({ context, request }: Route.LoaderArgs) {
  const current = await getCurrentSession(context, request);
  return { viewer: current ? { name: current.user.name, role: current.user.role } : null };
}

export default function DashboardLayoutRoute({ loaderData }: Route.ComponentProps) {
  return <DashboardLayout viewer={loaderData.viewer} />;
}
