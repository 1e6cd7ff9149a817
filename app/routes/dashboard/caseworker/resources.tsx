import { demoAction } from "~/features/dashboards/demo-action.server";
import { dashboardMeta } from "~/features/dashboards/meta";
import { CaseworkerResourcesView } from "~/features/resources/components/caseworker-resources";
import type { Route } from "./+types/resources";

export const meta = dashboardMeta;

// Demonstration pages take no changes: a form sent here is refused.
export async function action({ request }: Route.ActionArgs) {
  return demoAction({ request });
}

export default function CaseworkerResourcesDemoRoute() {
  return <CaseworkerResourcesView mode="demo" />;
}
