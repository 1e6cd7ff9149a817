import { GuardErrorBoundary } from "~/features/dashboards/components/guard-error-boundary";
import { dashboardNoAction, dashboardPage } from "~/features/dashboards/dashboard-page.server";
import { dashboardMeta } from "~/features/dashboards/meta";
import { dashboardHeaders } from "~/features/dashboards/route-headers";
import { dashboardHandle } from "~/features/dashboards/handle";
import { SocialValueView } from "~/features/outcomes/components/social-value";
import { employerSocialValue } from "~/features/outcomes/social-value.server";
import type { Route } from "./+types/social-value";

export const meta = dashboardMeta;

export const headers = dashboardHeaders;

export const handle = dashboardHandle;

export async function loader(args: Route.LoaderArgs) {
  const { mode, subject, home } = await dashboardPage(args, "employer");
  return { mode, csvHref: `${home}/social-value/csv`, value: await employerSocialValue(args.context.database.db, subject) };
}

// The page takes no form: the demonstration refuses a post as every demonstration page does, the portal with 405.
export async function action(args: Route.ActionArgs) {
  return dashboardNoAction(args);
}

export default function EmployerSocialValueRoute({ loaderData }: Route.ComponentProps) {
  return <SocialValueView {...loaderData} />;
}

export const ErrorBoundary = GuardErrorBoundary;
