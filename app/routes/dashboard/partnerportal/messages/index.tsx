import { areaPath } from "~/features/dashboards/areas";
import { GuardErrorBoundary } from "~/features/dashboards/components/guard-error-boundary";
import { guardDashboard, guardedNoAction } from "~/features/dashboards/guard.server";
import { dashboardMeta } from "~/features/dashboards/meta";
import { dashboardHeaders } from "~/features/dashboards/route-headers";
import { ThreadList } from "~/features/messages/components/thread-list";
import { threadList } from "~/features/messages/threads.server";
import { NoOrganisation, PartnerPage } from "~/features/dashboards/components/partner-page";
import { partnerSubjectFor } from "~/features/referrals/partner-subject.server";
import type { Route } from "./+types/index";

export const meta = dashboardMeta;

export const headers = dashboardHeaders;

export async function loader({ context, request }: Route.LoaderArgs) {
  const { user } = await guardDashboard(context, request);
  const db = context.database.db;
  const threads = await threadList(db, await partnerSubjectFor(db, user));
  return { threads, now: new Date().toISOString() };
}

export async function action({ context, request }: Route.ActionArgs) {
  return guardedNoAction(context, request);
}

export default function PartnerMessagesPortalRoute({ loaderData }: Route.ComponentProps) {
  const { threads, now } = loaderData;
  return <PartnerPage>{threads ? <ThreadList threads={threads} basePath={areaPath("partnerMessagesPortal")} now={now} /> : <NoOrganisation />}</PartnerPage>;
}

export const ErrorBoundary = GuardErrorBoundary;
