import { areaPath } from "~/features/dashboards/areas";
import { GuardErrorBoundary } from "~/features/dashboards/components/guard-error-boundary";
import { guardDashboard } from "~/features/dashboards/guard.server";
import { dashboardMeta } from "~/features/dashboards/meta";
import { dashboardHeaders } from "~/features/dashboards/route-headers";
import { dashboardHandle } from "~/features/dashboards/handle";
import { EnquiryInboxPage } from "~/features/enquiries/components/enquiry-inbox";
import { enquiryStatusLabels, type InboxStatus } from "~/features/enquiries/inbox";
import { enquiryInbox, enquiryStatusAction } from "~/features/enquiries/inbox.server";
import type { Route } from "./+types/enquiries";

export const meta = dashboardMeta;

export const headers = dashboardHeaders;

export const handle = dashboardHandle;

export async function loader({ context, request }: Route.LoaderArgs) {
  await guardDashboard(context, request);
  const url = new URL(request.url);
  const done = url.searchParams.get("done") ?? "";
  return {
    inbox: await enquiryInbox(context.database.db, url),
    now: new Date().toISOString(),
    done: Object.hasOwn(enquiryStatusLabels, done) ? (done as InboxStatus) : null,
  };
}

export async function action({ context, request }: Route.ActionArgs) {
  return enquiryStatusAction(context, request);
}

export default function CaseworkerEnquiriesRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <EnquiryInboxPage {...loaderData} exportHref={areaPath("caseworkerEnquiriesExportPortal")} actionData={actionData} />;
}

export const ErrorBoundary = GuardErrorBoundary;
