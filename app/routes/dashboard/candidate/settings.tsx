import { demoAction } from "~/features/dashboards/demo-action.server";
import { dashboardMeta } from "~/features/dashboards/meta";
import { CandidateSettingsPage } from "~/features/notification-preferences/components/candidate-settings";
import { defaultPreferences } from "~/features/notification-preferences/preferences";
import { partnerSharingOf } from "~/features/referrals/partner-sharing.server";
import { demoSubject } from "~/features/dashboards/subject.server";
import type { Route } from "./+types/settings";

export const meta = dashboardMeta;

// The demonstration has no account behind it: the email defaults are shown, and the made-up person's referrals.
export async function loader({ context }: Route.LoaderArgs) {
  return { preferences: defaultPreferences, sharing: await partnerSharingOf(context.database.db, demoSubject("candidate")) };
}

// Demonstration data is read-only: saving is refused and changes nothing.
export async function action({ request }: Route.ActionArgs) {
  return demoAction({ request });
}

export default function CandidateDemoSettingsRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <CandidateSettingsPage
      mode="demo"
      preferences={loaderData.preferences}
      sharing={loaderData.sharing}
      sharingSaved={null}
      twoFactorEnabled={null}
      saved={false}
      actionData={actionData}
    />;
}
