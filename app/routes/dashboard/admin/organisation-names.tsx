import { GuardErrorBoundary } from "~/features/dashboards/components/guard-error-boundary";
import { dashboardMeta } from "~/features/dashboards/meta";
import { dashboardHeaders } from "~/features/dashboards/route-headers";
import { dashboardHandle } from "~/features/dashboards/handle";
import { RenameReviewPage } from "~/features/organisations/components/rename-review";
import { renameReviewAction, renameReviewLoader } from "~/features/organisations/rename-review.server";
import type { Route } from "./+types/organisation-names";

export const meta = dashboardMeta;

export const headers = dashboardHeaders;

export const handle = dashboardHandle;

export async function loader({ context, request }: Route.LoaderArgs) {
  return renameReviewLoader(context, request);
}

export async function action({ context, request }: Route.ActionArgs) {
  return renameReviewAction(context, request);
}

export default function AdminOrganisationNamesRoute({ loaderData }: Route.ComponentProps) {
  return <RenameReviewPage {...loaderData} />;
}

export const ErrorBoundary = GuardErrorBoundary;
