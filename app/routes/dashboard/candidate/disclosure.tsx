import { DisclosurePage } from "~/features/convictions/components/disclosure-page";
import { disclosureLetters } from "~/features/convictions/disclosure-letters.server";
import { demoAction } from "~/features/dashboards/demo-action.server";
import { dashboardMeta } from "~/features/dashboards/meta";
import { demoSubject } from "~/features/dashboards/subject.server";
import { savedCheckView } from "~/features/disclosure-check/saved-result-page.server";
import { londonDate } from "~/lib/dates";
import type { Route } from "./+types/disclosure";

export const meta = dashboardMeta;

export async function loader({ context }: Route.LoaderArgs) {
  const db = context.database.db;
  const subject = demoSubject("candidate");
  const [letters, savedCheck] = await Promise.all([
    disclosureLetters(db, context.env.dataEncryption, subject, null),
    savedCheckView(db, context.env.dataEncryption, subject, null, londonDate(new Date())),
  ]);
  return { ...letters, savedCheck };
}

export async function action({ request }: Route.ActionArgs) {
  return demoAction({ request });
}

export default function CandidateDemoDisclosureRoute({ loaderData }: Route.ComponentProps) {
  return <DisclosurePage mode="demo" {...loaderData} />;
}
