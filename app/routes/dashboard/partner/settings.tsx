import { demoAction } from "~/features/dashboards/demo-action.server";
import { dashboardMeta } from "~/features/dashboards/meta";
import { demoSubject } from "~/features/dashboards/subject.server";
import { PartnerSettingsView } from "~/features/organisations/components/partner-settings";
import { partnerSettings } from "~/features/organisations/partner-settings.server";
import type { Route } from "./+types/settings";

export const meta = dashboardMeta;

export async function loader({ context }: Route.LoaderArgs) {
  return { settings: await partnerSettings(context.database.db, demoSubject("partner")) };
}

// Demonstration data is read-only: a form sent here is refused and keeps what was typed.
export async function action({ request }: Route.ActionArgs) {
  return demoAction({ request });
}

export default function PartnerSettingsDemoRoute({ loaderData }: Route.ComponentProps) {
  return <PartnerSettingsView settings={loaderData.settings} />;
}
