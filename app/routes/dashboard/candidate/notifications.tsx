import { GuardErrorBoundary } from "~/features/dashboards/components/guard-error-boundary";
import { NotificationsPage } from "~/features/dashboards/components/notifications-page";
import { dashboardMeta } from "~/features/dashboards/meta";
import { notificationsPageAction, notificationsPageLoader } from "~/features/dashboards/notifications-page.server";
import { dashboardHeaders } from "~/features/dashboards/route-headers";
import { dashboardHandle } from "~/features/dashboards/handle";
import type { Route } from "./+types/notifications";

export const meta = dashboardMeta;

export const headers = dashboardHeaders;

export const handle = dashboardHandle;

export async function loader(args: Route.LoaderArgs) {
  return notificationsPageLoader(args, "candidate");
}

export async function action(args: Route.ActionArgs) {
  return notificationsPageAction(args);
}

export default function CandidateNotificationsRoute({ loaderData }: Route.ComponentProps) {
  return <NotificationsPage data={loaderData} />;
}

export const ErrorBoundary = GuardErrorBoundary;
