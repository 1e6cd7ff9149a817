import { noticesOf } from "~/features/notifications/record-notice.server";
import { replyFormSchema } from "~/features/messages/reply-form";
import { GuardErrorBoundary } from "~/features/dashboards/components/guard-error-boundary";
import { dashboardCheckedAction, dashboardPage } from "~/features/dashboards/dashboard-page.server";
import { dashboardMeta } from "~/features/dashboards/meta";
import { dashboardHeaders } from "~/features/dashboards/route-headers";
import { dashboardHandle } from "~/features/dashboards/handle";
import { CaseworkerPageHeader } from "~/features/dashboards/components/caseworker-page-header";
import { MessageThread } from "~/features/messages/components/message-thread";
import { submitReply, threadPage } from "~/features/messages/reply-action.server";
import type { Route } from "./+types/$threadId";

export const meta = dashboardMeta;

export const headers = dashboardHeaders;

export const handle = dashboardHandle;

export async function loader(args: Route.LoaderArgs) {
  const { mode, subject, home } = await dashboardPage(args, "caseworker");
  const thread = await threadPage(args.context.database.db, subject, args.params.threadId, new URL(args.request.url));
  return { mode, ...thread, backPath: `${home}/messages` };
}

// Replying: the demonstration refuses it, and what was typed comes back.
export async function action(args: Route.ActionArgs) {
  return dashboardCheckedAction(args, "caseworker", ({ actor: user, subject, home }) => {
    const actor = { userId: user.id, name: user.name, role: user.role };
    const here = `${home}/messages/${encodeURIComponent(args.params.threadId)}`;
    return submitReply(args.context.database.db, args.request, actor, subject, args.params.threadId, here, noticesOf(args.context));
  }, { "": replyFormSchema });
}

// Only the portal's reply reaches the people in the conversation, so only there does the lead say so.
const leads = {
  demo: "A conversation, oldest message first.",
  portal: "A conversation, oldest message first. Your reply goes to everyone in it.",
};

export default function CaseworkerMessageRoute({ loaderData }: Route.ComponentProps) {
  const { mode, thread, sent, backPath } = loaderData;
  return (
    <>
      <CaseworkerPageHeader mode={mode} title={thread.subject} lead={<p>{leads[mode]}</p>} />
      <MessageThread thread={thread} sent={sent} backPath={backPath} />
    </>
  );
}

export const ErrorBoundary = GuardErrorBoundary;
