import { dashboardNoAction, dashboardPage } from "~/features/dashboards/dashboard-page.server";
import { csvResponse, outcomesCsv } from "~/features/outcomes/outcomes-csv";
import { partnerOutcomesPage } from "~/features/outcomes/outcomes.server";
import type { Route } from "./+types/export";

/** The organisation's outcome figures as a CSV download; none for a partner with no organisation yet. */
export async function loader(args: Route.LoaderArgs) {
  const { mode, subject } = await dashboardPage(args, "partner");
  const outcomes = await partnerOutcomesPage(args.context.database.db, subject);
  if (!outcomes) throw new Response("There is no page at this address.", { status: 404 });
  // The demonstration's file says so in its name, so it is not mistaken for real figures once saved.
  return csvResponse(outcomesCsv(outcomes), mode === "demo" ? "partner-outcomes-demonstration.csv" : "partner-outcomes.csv");
}

// A download takes no form: the demonstration refuses a post as every demonstration page does, the portal with 405.
export async function action(args: Route.ActionArgs) {
  return dashboardNoAction(args);
}
