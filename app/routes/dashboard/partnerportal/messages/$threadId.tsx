import { areaPath } from "~/features/dashboards/areas";
import { GuardErrorBoundary } from "~/features/dashboards/components/guard-error-boundary";
import { guardDashboard } from "~/features/dashboards/guard.server";
import { dashboardMeta } from "~/features/dashboards/meta";
import { dashboardHeaders } from "~/features/dashboards/route-headers";
import { MessageThread } from "~/features/messages/components/message-thread";
import { submitReply, threadPage } from "~/features/messages/reply-action.server";
import { PartnerPage } from "~/features/dashboards/components/partner-page";
import { partnerSubjectFor } from "~/features/referrals/partner-subject.server";
import type { Route } from "./+types/$threadId";

export const meta = dashboardMeta;

export const headers = dashboardHeaders;

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { user } = await guardDashboard(context, request);
  const db = context.database.db;
  return threadPage(db, await partnerSubjectFor(db, user), params.threadId, new URL(request.url));
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const { user } = await guardDashboard(context, request);
  const db = context.database.db;
  const subject = await partnerSubjectFor(db, user);
  const actor = { userId: user.id, name: user.name, role: user.role };
  return submitReply(db, request, actor, subject, params.threadId, areaPath("partnerMessagePortal", { threadId: params.threadId }));
}

export default function PartnerMessagePortalRoute({ loaderData }: Route.ComponentProps) {
  return (
    <PartnerPage title={loaderData.thread.subject}>
      <MessageThread thread={loaderData.thread} sent={loaderData.sent} backPath={areaPath("partnerMessagesPortal")} />
    </PartnerPage>
  );
}

export const ErrorBoundary = GuardErrorBoundary;
