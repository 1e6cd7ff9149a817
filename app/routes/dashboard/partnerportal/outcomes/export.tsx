import { guardDashboard, guardedNoAction } from "~/features/dashboards/guard.server";
import { csvResponse, outcomesCsv } from "~/features/outcomes/outcomes-csv";
import { partnerOutcomesPage } from "~/features/outcomes/outcomes.server";
import { partnerSubjectFor } from "~/features/referrals/partner-subject.server";
import type { Route } from "./+types/export";

/** The organisation's outcome figures as a CSV download; none for a partner with no organisation yet. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { user } = await guardDashboard(context, request);
  const db = context.database.db;
  const outcomes = await partnerOutcomesPage(db, await partnerSubjectFor(db, user));
  if (!outcomes) throw new Response("There is no page at this address.", { status: 404 });
  return csvResponse(outcomesCsv(outcomes), "partner-outcomes.csv");
}

export async function action({ context, request }: Route.ActionArgs) {
  return guardedNoAction(context, request);
}
