import { areaPath } from "~/features/dashboards/areas";
import { demoAction } from "~/features/dashboards/demo-action.server";
import { dashboardMeta } from "~/features/dashboards/meta";
import { demoSubject } from "~/features/dashboards/subject.server";
import { SocialValueView } from "~/features/outcomes/components/social-value";
import { employerSocialValue } from "~/features/outcomes/social-value.server";
import type { Route } from "./+types/social-value";

export const meta = dashboardMeta;

export async function loader({ context }: Route.LoaderArgs) {
  return { value: await employerSocialValue(context.database.db, demoSubject("employer")) };
}

// Demonstration data is read-only: a form sent here is refused and changes nothing.
export async function action({ request }: Route.ActionArgs) {
  return demoAction({ request });
}

export default function EmployerDemoSocialValueRoute({ loaderData }: Route.ComponentProps) {
  return <SocialValueView mode="demo" value={loaderData.value} csvHref={areaPath("employerDemoSocialValueCsv")} />;
}
