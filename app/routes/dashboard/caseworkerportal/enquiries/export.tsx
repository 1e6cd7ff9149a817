import { guardDashboard, guardedNoAction } from "~/features/dashboards/guard.server";
import { enquiryInboxCsv } from "~/features/enquiries/inbox.server";
import type { Route } from "./+types/export";

/** The enquiries the inbox's filter matches, as a CSV download. */
export async function loader({ context, request }: Route.LoaderArgs) {
  await guardDashboard(context, request);
  return enquiryInboxCsv(context.database.db, new URL(request.url));
}

export async function action({ context, request }: Route.ActionArgs) {
  return guardedNoAction(context, request);
}
