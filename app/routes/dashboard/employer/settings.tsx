import { demoAction } from "~/features/dashboards/demo-action.server";
import { dashboardMeta } from "~/features/dashboards/meta";
import { demoSubject } from "~/features/dashboards/subject.server";
import { OrganisationSettingsView } from "~/features/organisations/components/organisation-settings";
import { organisationSettings } from "~/features/organisations/organisation-settings.server";
import type { Route } from "./+types/settings";

export const meta = dashboardMeta;

export async function loader({ context }: Route.LoaderArgs) {
  return { settings: await organisationSettings(context.database.db, demoSubject("employer")) };
}

// Demonstration data is read-only: a form sent here is refused and changes nothing.
export async function action({ request }: Route.ActionArgs) {
  return demoAction({ request });
}

export default function EmployerDemoSettingsRoute({ loaderData }: Route.ComponentProps) {
  return <OrganisationSettingsView mode="demo" settings={loaderData.settings} />;
}
