import { demoAction } from "~/features/dashboards/demo-action.server";
import { dashboardMeta } from "~/features/dashboards/meta";
import { CandidateSettingsPage } from "~/features/notification-preferences/components/candidate-settings";
import { defaultPreferences } from "~/features/notification-preferences/preferences";
import type { Route } from "./+types/settings";

export const meta = dashboardMeta;

// The demonstration has no account behind it: the defaults are shown, and nothing is read.
export function loader() {
  return { preferences: defaultPreferences };
}

// Demonstration data is read-only: saving is refused and changes nothing.
export async function action({ request }: Route.ActionArgs) {
  return demoAction({ request });
}

export default function CandidateDemoSettingsRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <CandidateSettingsPage mode="demo" preferences={loaderData.preferences} twoFactorEnabled={null} saved={false} actionData={actionData} />;
}
