import { GuardErrorBoundary } from "~/features/dashboards/components/guard-error-boundary";
import { dashboardNoAction, dashboardPage } from "~/features/dashboards/dashboard-page.server";
import { dashboardMeta } from "~/features/dashboards/meta";
import { dashboardHeaders } from "~/features/dashboards/route-headers";
import { ThreadList } from "~/features/messages/components/thread-list";
import { threadList } from "~/features/messages/threads.server";
import { NoOrganisation, PartnerPage } from "~/features/dashboards/components/partner-page";
import type { Route } from "./+types/index";

export const meta = dashboardMeta;

export const headers = dashboardHeaders;

export async function loader(args: Route.LoaderArgs) {
  const { subject, home } = await dashboardPage(args, "partner");
  return { threads: await threadList(args.context.database.db, subject), basePath: `${home}/messages`, now: new Date().toISOString() };
}

// The page takes no form: the demonstration refuses a post as every demonstration page does, the portal with 405.
export async function action(args: Route.ActionArgs) {
  return dashboardNoAction(args);
}

export default function PartnerMessagesRoute({ loaderData }: Route.ComponentProps) {
  const { threads, basePath, now } = loaderData;
  return <PartnerPage>{threads ? <ThreadList threads={threads} basePath={basePath} now={now} /> : <NoOrganisation />}</PartnerPage>;
}

export const ErrorBoundary = GuardErrorBoundary;
