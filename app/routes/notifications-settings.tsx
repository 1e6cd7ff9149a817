import { redirect } from "react-router";
import { requireUser } from "~/features/auth/guard.server";
import { areaPath, type AreaName } from "~/features/dashboards/areas";
import type { Route } from "./+types/notifications-settings";

const settingsOf: Record<string, AreaName> = {
  candidate: "candidatePortalSettings",
  employer: "employerPortalSettings",
  partner: "partnerSettingsPortal",
  caseworker: "caseworkerSettingsPortal",
  admin: "adminSettings",
};

export const headers = () => ({ "Cache-Control": "no-store" });

/** Every notice email links here: it sends the signed-in person to their own role's settings (sign-in first if needed). */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { user } = await requireUser(context, request);
  const area = settingsOf[user.role];
  return redirect(area ? `${areaPath(area)}#notifications` : "/account", { headers: { "Cache-Control": "no-store" } });
}
