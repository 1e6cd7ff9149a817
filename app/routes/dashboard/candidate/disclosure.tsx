import { DisclosurePage } from "~/features/convictions/components/disclosure-page";
import { disclosureLetters } from "~/features/convictions/disclosure-letters.server";
import { demoAction } from "~/features/dashboards/demo-action.server";
import { dashboardMeta } from "~/features/dashboards/meta";
import { demoSubject } from "~/features/dashboards/subject.server";
import type { Route } from "./+types/disclosure";

export const meta = dashboardMeta;

export async function loader({ context }: Route.LoaderArgs) {
  return disclosureLetters(context.database.db, context.env.dataEncryption, demoSubject("candidate"), null);
}

export async function action({ request }: Route.ActionArgs) {
  return demoAction({ request });
}

export default function CandidateDemoDisclosureRoute({ loaderData }: Route.ComponentProps) {
  return <DisclosurePage mode="demo" {...loaderData} />;
}
