import { areaPath } from "~/features/dashboards/areas";
import { demoAction } from "~/features/dashboards/demo-action.server";
import { dashboardMeta } from "~/features/dashboards/meta";
import { demoSubject } from "~/features/dashboards/subject.server";
import { CaseworkerPageHeader } from "~/features/dashboards/components/caseworker-page-header";
import { MessageThread } from "~/features/messages/components/message-thread";
import { threadPage } from "~/features/messages/reply-action.server";
import type { Route } from "./+types/$threadId";

export const meta = dashboardMeta;

export async function loader({ context, request, params }: Route.LoaderArgs) {
  return threadPage(context.database.db, demoSubject("caseworker"), params.threadId, new URL(request.url));
}

// Demonstration data is read-only: a reply is refused, and what was typed comes back.
export async function action({ request }: Route.ActionArgs) {
  return demoAction({ request });
}

export default function CaseworkerMessageDemoRoute({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <CaseworkerPageHeader mode="demo" title={loaderData.thread.subject} lead={<p>A conversation, oldest message first.</p>} />
      <MessageThread thread={loaderData.thread} sent={loaderData.sent} backPath={areaPath("caseworkerMessagesDemo")} />
    </>
  );
}
