import { areaPath } from "~/features/dashboards/areas";
import { demoAction } from "~/features/dashboards/demo-action.server";
import { dashboardMeta } from "~/features/dashboards/meta";
import { DisclosureLetterView } from "~/features/applications/components/disclosure-letter";

export const meta = dashboardMeta;

export async function action({ request }: { request: Request }) {
  return demoAction({ request });
}

// Demonstration letters are never decrypted for visitors: the page only says where a real letter opens.
export default function EmployerDemoLetterRoute() {
  return <DisclosureLetterView mode="demo" base={areaPath("employerDemoApplications")} letter={null} />;
}
