import { noticesOf } from "~/features/notifications/record-notice.server";
import { replyFormSchema } from "~/features/messages/reply-form";
import { GuardErrorBoundary } from "~/features/dashboards/components/guard-error-boundary";
import { dashboardCheckedAction, dashboardPage } from "~/features/dashboards/dashboard-page.server";
import { dashboardMeta } from "~/features/dashboards/meta";
import { dashboardHeaders } from "~/features/dashboards/route-headers";
import { dashboardHandle } from "~/features/dashboards/handle";
import { MessageThread } from "~/features/messages/components/message-thread";
import { submitReply, threadPage } from "~/features/messages/reply-action.server";
import { PartnerPage } from "~/features/dashboards/components/partner-page";
import type { Route } from "./+types/$threadId";

export const meta = dashboardMeta;

export const headers = dashboardHeaders;

export const handle = dashboardHandle;

export async function loader(args: Route.LoaderArgs) {
  const { subject, home } = await dashboardPage(args, "partner");
  const page = await threadPage(args.context.database.db, subject, args.params.threadId, new URL(args.request.url));
  return { ...page, backPath: `${home}/messages` };
}

// The demonstration is read-only: a reply is refused, and what was typed comes back.
export async function action(args: Route.ActionArgs) {
  const { threadId } = args.params;
  return dashboardCheckedAction(args, "partner", ({ subject, actor, home }) =>
    submitReply(args.context.database.db, args.request, { userId: actor.id, name: actor.name, role: actor.role }, subject, threadId, `${home}/messages/${encodeURIComponent(threadId)}`, noticesOf(args.context)),
    { "": replyFormSchema },
  );
}

export default function PartnerMessageRoute({ loaderData }: Route.ComponentProps) {
  return (
    <PartnerPage title={loaderData.thread.subject}>
      <MessageThread thread={loaderData.thread} sent={loaderData.sent} backPath={loaderData.backPath} />
    </PartnerPage>
  );
}

export const ErrorBoundary = GuardErrorBoundary;
