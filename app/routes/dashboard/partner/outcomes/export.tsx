import { demoAction } from "~/features/dashboards/demo-action.server";
import { demoSubject } from "~/features/dashboards/subject.server";
import { csvResponse, outcomesCsv } from "~/features/outcomes/outcomes-csv";
import { partnerOutcomesPage } from "~/features/outcomes/outcomes.server";
import type { Route } from "./+types/export";

/** The demonstration partner's outcome figures as a CSV download. */
export async function loader({ context }: Route.LoaderArgs) {
  const outcomes = await partnerOutcomesPage(context.database.db, demoSubject("partner"));
  if (!outcomes) throw new Response("There is no page at this address.", { status: 404 });
  return csvResponse(outcomesCsv(outcomes), "partner-outcomes-demonstration.csv");
}

export async function action({ request }: Route.ActionArgs) {
  return demoAction({ request });
}
