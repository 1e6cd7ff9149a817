import { noticesOf } from "~/features/notifications/record-notice.server";
import { newThreadSchema } from "~/features/messages/new-thread";
import { GuardErrorBoundary } from "~/features/dashboards/components/guard-error-boundary";
import { dashboardCheckedAction, dashboardPage } from "~/features/dashboards/dashboard-page.server";
import { dashboardMeta } from "~/features/dashboards/meta";
import { dashboardHeaders } from "~/features/dashboards/route-headers";
import { dashboardHandle } from "~/features/dashboards/handle";
import { PartnerMessagesPage } from "~/features/messages/components/partner-messages";
import { partnerContacts, startThread } from "~/features/messages/new-thread.server";
import { threadList } from "~/features/messages/threads.server";
import { pageAsked } from "~/lib/paging";
import { readForm } from "~/lib/read-form.server";
import type { Route } from "./+types/index";

export const meta = dashboardMeta;

export const headers = dashboardHeaders;

export const handle = dashboardHandle;

export async function loader(args: Route.LoaderArgs) {
  const { subject, home } = await dashboardPage(args, "partner");
  const db = args.context.database.db;
  const [threads, contacts] = await Promise.all([threadList(db, subject, pageAsked(new URL(args.request.url).searchParams.get("page"))), partnerContacts(db, subject)]);
  return { threads, contacts: contacts.map(({ value, label }) => ({ value, label })), basePath: `${home}/messages`, now: new Date().toISOString() };
}

// Starting a conversation about someone the organisation referred: the demonstration refuses it and changes nothing.
export async function action(args: Route.ActionArgs) {
  return dashboardCheckedAction(args, "partner", async ({ actor: user, subject, home }) => {
    // readForm answers an unreadable, too large or NUL-carrying body itself, saying why.
    const form = await readForm(args.request);
    const actor = { userId: user.id, name: user.name, role: user.role };
    return startThread(args.context.database.db, form, actor, subject, { thread: (threadId) => `${home}/messages/${encodeURIComponent(threadId)}`, list: `${home}/messages` }, noticesOf(args.context));
  }, { start: newThreadSchema });
}

export default function PartnerMessagesRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <PartnerMessagesPage {...loaderData} actionData={actionData} />;
}

export const ErrorBoundary = GuardErrorBoundary;
