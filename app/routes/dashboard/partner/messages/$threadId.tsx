import { areaPath } from "~/features/dashboards/areas";
import { demoAction } from "~/features/dashboards/demo-action.server";
import { dashboardMeta } from "~/features/dashboards/meta";
import { demoSubject } from "~/features/dashboards/subject.server";
import { MessageThread } from "~/features/messages/components/message-thread";
import { threadPage } from "~/features/messages/reply-action.server";
import { PartnerPage } from "~/features/dashboards/components/partner-page";
import type { Route } from "./+types/$threadId";

export const meta = dashboardMeta;

export async function loader({ context, request, params }: Route.LoaderArgs) {
  return threadPage(context.database.db, demoSubject("partner"), params.threadId, new URL(request.url));
}

// Demonstration data is read-only: a reply is refused, and what was typed comes back.
export async function action({ request }: Route.ActionArgs) {
  return demoAction({ request });
}

export default function PartnerMessageDemoRoute({ loaderData }: Route.ComponentProps) {
  return (
    <PartnerPage title={loaderData.thread.subject}>
      <MessageThread thread={loaderData.thread} sent={loaderData.sent} backPath={areaPath("partnerMessagesDemo")} />
    </PartnerPage>
  );
}
