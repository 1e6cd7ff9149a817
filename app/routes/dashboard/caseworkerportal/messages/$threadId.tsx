import { areaPath } from "~/features/dashboards/areas";
import { GuardErrorBoundary } from "~/features/dashboards/components/guard-error-boundary";
import { guardDashboard } from "~/features/dashboards/guard.server";
import { dashboardMeta } from "~/features/dashboards/meta";
import { dashboardHeaders } from "~/features/dashboards/route-headers";
import { realSubjectFor } from "~/features/dashboards/subject.server";
import { CaseworkerPageHeader } from "~/features/dashboards/components/caseworker-page-header";
import { MessageThread } from "~/features/messages/components/message-thread";
import { submitReply, threadPage } from "~/features/messages/reply-action.server";
import type { Route } from "./+types/$threadId";

export const meta = dashboardMeta;

export const headers = dashboardHeaders;

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { user } = await guardDashboard(context, request);
  const db = context.database.db;
  return threadPage(db, await realSubjectFor(db, user, "caseworker"), params.threadId, new URL(request.url));
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const { user } = await guardDashboard(context, request);
  const db = context.database.db;
  const subject = await realSubjectFor(db, user, "caseworker");
  const actor = { userId: user.id, name: user.name, role: user.role };
  return submitReply(db, request, actor, subject, params.threadId, areaPath("caseworkerMessagePortal", { threadId: params.threadId }));
}

export default function CaseworkerMessagePortalRoute({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <CaseworkerPageHeader mode="portal" title={loaderData.thread.subject} lead={<p>A conversation, oldest message first. Your reply goes to everyone in it.</p>} />
      <MessageThread thread={loaderData.thread} sent={loaderData.sent} backPath={areaPath("caseworkerMessagesPortal")} />
    </>
  );
}

export const ErrorBoundary = GuardErrorBoundary;
