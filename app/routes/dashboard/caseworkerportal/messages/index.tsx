import { areaPath } from "~/features/dashboards/areas";
import { GuardErrorBoundary } from "~/features/dashboards/components/guard-error-boundary";
import { guardDashboard } from "~/features/dashboards/guard.server";
import { dashboardMeta } from "~/features/dashboards/meta";
import { dashboardHeaders } from "~/features/dashboards/route-headers";
import { realSubjectFor } from "~/features/dashboards/subject.server";
import { CaseworkerMessagesPage } from "~/features/messages/components/caseworker-messages";
import { startThread, threadContacts } from "~/features/messages/new-thread.server";
import { threadList } from "~/features/messages/threads.server";
import type { Route } from "./+types/index";
import { readForm } from "~/lib/read-form.server";

export const meta = dashboardMeta;

export const headers = dashboardHeaders;

export async function loader({ context, request }: Route.LoaderArgs) {
  const { user } = await guardDashboard(context, request);
  const db = context.database.db;
  const subject = await realSubjectFor(db, user, "caseworker");
  const [threads, contacts] = await Promise.all([threadList(db, subject), threadContacts(db, subject)]);
  return { threads: threads ?? [], contacts, now: new Date().toISOString() };
}

export async function action({ context, request }: Route.ActionArgs) {
  const { user } = await guardDashboard(context, request);
  const db = context.database.db;
  const subject = await realSubjectFor(db, user, "caseworker");
  // readForm answers an unreadable, too large or NUL-carrying body itself, saying why.
  const form = await readForm(request);
  const actor = { userId: user.id, name: user.name, role: user.role };
  return startThread(db, form, actor, subject, (threadId) => areaPath("caseworkerMessagePortal", { threadId }));
}

export default function CaseworkerMessagesPortalRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <CaseworkerMessagesPage mode="portal" {...loaderData} basePath={areaPath("caseworkerMessagesPortal")} actionData={actionData} />;
}

export const ErrorBoundary = GuardErrorBoundary;
