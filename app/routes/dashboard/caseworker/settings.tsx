import { demoAction } from "~/features/dashboards/demo-action.server";
import { dashboardMeta } from "~/features/dashboards/meta";
import { demoSubject } from "~/features/dashboards/subject.server";
import { caseworkerSettings } from "~/features/candidates/caseworker-settings.server";
import { CaseworkerSettingsPage } from "~/features/candidates/components/caseworker-settings-page";
import type { Route } from "./+types/settings";

export const meta = dashboardMeta;

export async function loader({ context }: Route.LoaderArgs) {
  return { settings: await caseworkerSettings(context.database.db, demoSubject("caseworker")) };
}

// Demonstration data is read-only: a form sent here is refused and changes nothing.
export async function action({ request }: Route.ActionArgs) {
  return demoAction({ request });
}

export default function CaseworkerSettingsDemoRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <CaseworkerSettingsPage mode="demo" settings={loaderData.settings} actionData={actionData} />;
}
