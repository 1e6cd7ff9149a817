import { areaPath } from "~/features/dashboards/areas";
import { demoAction } from "~/features/dashboards/demo-action.server";
import { dashboardMeta } from "~/features/dashboards/meta";
import { demoSubject } from "~/features/dashboards/subject.server";
import { CaseworkerMessagesPage } from "~/features/messages/components/caseworker-messages";
import { threadContacts } from "~/features/messages/new-thread.server";
import { threadList } from "~/features/messages/threads.server";
import type { Route } from "./+types/index";

export const meta = dashboardMeta;

export async function loader({ context }: Route.LoaderArgs) {
  const db = context.database.db;
  const subject = demoSubject("caseworker");
  const [threads, contacts] = await Promise.all([threadList(db, subject), threadContacts(db, subject)]);
  return { threads: threads ?? [], contacts, now: new Date().toISOString() };
}

// Demonstration data is read-only: a form sent here is refused and changes nothing.
export async function action({ request }: Route.ActionArgs) {
  return demoAction({ request });
}

export default function CaseworkerMessagesDemoRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <CaseworkerMessagesPage mode="demo" {...loaderData} basePath={areaPath("caseworkerMessagesDemo")} actionData={actionData} />;
}
