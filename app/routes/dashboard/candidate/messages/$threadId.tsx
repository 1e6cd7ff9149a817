import { noticesOf } from "~/features/notifications/record-notice.server";
import { replyFormSchema } from "~/features/messages/reply-form";
import { CandidatePage } from "~/features/dashboards/components/candidate-page";
import { GuardErrorBoundary } from "~/features/dashboards/components/guard-error-boundary";
import { dashboardCheckedAction, dashboardPage } from "~/features/dashboards/dashboard-page.server";
import { dashboardMeta } from "~/features/dashboards/meta";
import { dashboardHeaders } from "~/features/dashboards/route-headers";
import { dashboardHandle } from "~/features/dashboards/handle";
import { MessageThread } from "~/features/messages/components/message-thread";
import { submitReply, threadPage } from "~/features/messages/reply-action.server";
import type { Route } from "./+types/$threadId";

export const meta = dashboardMeta;

export const headers = dashboardHeaders;

export const handle = dashboardHandle;

export async function loader(args: Route.LoaderArgs) {
  const { mode, subject, home } = await dashboardPage(args, "candidate");
  const page = await threadPage(args.context.database.db, subject, args.params.threadId, new URL(args.request.url));
  return { mode, ...page, backPath: `${home}/messages` };
}

// Replying: the demonstration refuses it, and what was typed comes back.
export async function action(args: Route.ActionArgs) {
  const { threadId } = args.params;
  return dashboardCheckedAction(args, "candidate", ({ actor, subject, home }) =>
    submitReply(args.context.database.db, args.request, { userId: actor.id, name: actor.name, role: actor.role }, subject, threadId, `${home}/messages/${encodeURIComponent(threadId)}`, noticesOf(args.context)),
    { "": replyFormSchema },
  );
}

export default function CandidateMessageRoute({ loaderData }: Route.ComponentProps) {
  const { mode, thread, sent, backPath } = loaderData;
  return (
    <CandidatePage mode={mode} lead={`${thread.subject}. Oldest message first; your reply goes to everyone in the conversation.`}>
      <MessageThread thread={thread} sent={sent} backPath={backPath} />
    </CandidatePage>
  );
}

export const ErrorBoundary = GuardErrorBoundary;
