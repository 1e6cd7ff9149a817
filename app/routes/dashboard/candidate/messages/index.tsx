import { noticesOf } from "~/features/notifications/record-notice.server";
import { candidateThreadSchema } from "~/features/messages/new-thread";
import { GuardErrorBoundary } from "~/features/dashboards/components/guard-error-boundary";
import { dashboardCheckedAction, dashboardPage } from "~/features/dashboards/dashboard-page.server";
import { dashboardMeta } from "~/features/dashboards/meta";
import { dashboardHeaders } from "~/features/dashboards/route-headers";
import { dashboardHandle } from "~/features/dashboards/handle";
import { CandidateMessagesPage } from "~/features/messages/components/candidate-messages";
import { candidateCaseworker, startThread } from "~/features/messages/new-thread.server";
import { NO_THREADS, threadList } from "~/features/messages/threads.server";
import { pageAsked } from "~/lib/paging";
import { readForm } from "~/lib/read-form.server";
import type { Route } from "./+types/index";

export const meta = dashboardMeta;

export const headers = dashboardHeaders;

export const handle = dashboardHandle;

export async function loader(args: Route.LoaderArgs) {
  const { mode, subject, home } = await dashboardPage(args, "candidate");
  const db = args.context.database.db;
  const [threads, caseworker] = await Promise.all([threadList(db, subject, pageAsked(new URL(args.request.url).searchParams.get("page"))), candidateCaseworker(db, subject)]);
  return { mode, threads: threads ?? NO_THREADS, caseworkerName: caseworker?.name ?? null, now: new Date().toISOString(), basePath: `${home}/messages` };
}

// Writing to the caseworker: the demonstration refuses it and changes nothing.
export async function action(args: Route.ActionArgs) {
  return dashboardCheckedAction(args, "candidate", async ({ actor: user, subject, home }) => {
    // readForm answers an unreadable, too large or NUL-carrying body itself, saying why.
    const form = await readForm(args.request);
    const actor = { userId: user.id, name: user.name, role: user.role };
    return startThread(args.context.database.db, form, actor, subject, { thread: (threadId) => `${home}/messages/${encodeURIComponent(threadId)}`, list: `${home}/messages` }, noticesOf(args.context));
  }, { start: candidateThreadSchema });
}

export default function CandidateMessagesRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <CandidateMessagesPage {...loaderData} actionData={actionData} />;
}

export const ErrorBoundary = GuardErrorBoundary;
