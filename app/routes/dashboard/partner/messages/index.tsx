import { areaPath } from "~/features/dashboards/areas";
import { demoAction } from "~/features/dashboards/demo-action.server";
import { dashboardMeta } from "~/features/dashboards/meta";
import { demoSubject } from "~/features/dashboards/subject.server";
import { ThreadList } from "~/features/messages/components/thread-list";
import { threadList } from "~/features/messages/threads.server";
import { NoOrganisation, PartnerPage } from "~/features/dashboards/components/partner-page";
import type { Route } from "./+types/index";

export const meta = dashboardMeta;

export async function loader({ context }: Route.LoaderArgs) {
  return { threads: await threadList(context.database.db, demoSubject("partner")), now: new Date().toISOString() };
}

// Demonstration data is read-only: a form sent here is refused and changes nothing.
export async function action({ request }: Route.ActionArgs) {
  return demoAction({ request });
}

export default function PartnerMessagesDemoRoute({ loaderData }: Route.ComponentProps) {
  const { threads, now } = loaderData;
  return <PartnerPage>{threads ? <ThreadList threads={threads} basePath={areaPath("partnerMessagesDemo")} now={now} /> : <NoOrganisation />}</PartnerPage>;
}
