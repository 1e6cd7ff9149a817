import { optionalUser } from "~/features/auth/guard.server";
import { homeFor } from "~/features/auth/roles";
import { DashboardChooser } from "~/features/dashboards/components/dashboard-chooser";
import { dashboardHandle } from "~/features/dashboards/handle";
import { dashboardMeta } from "~/features/dashboards/meta";
import type { Route } from "./+types/index";

export const meta = dashboardMeta;

export const handle = dashboardHandle;

// Public: anyone may look around; a signed-in person is also shown the way to their own portal.
export async function loader({ context, request }: Route.LoaderArgs) {
  const current = await optionalUser(context, request);
  return { ownHome: current ? homeFor(current.user.role) : null };
}

export default function DashboardChooserRoute({ loaderData }: Route.ComponentProps) {
  return <DashboardChooser ownHome={loaderData.ownHome} />;
}
