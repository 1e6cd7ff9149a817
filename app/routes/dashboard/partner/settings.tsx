import { GuardErrorBoundary } from "~/features/dashboards/components/guard-error-boundary";
import { partnerSettingsSchema } from "~/features/organisations/partner-settings-form";
import { dashboardCheckedAction, dashboardPage } from "~/features/dashboards/dashboard-page.server";
import { dashboardMeta } from "~/features/dashboards/meta";
import { dashboardHeaders } from "~/features/dashboards/route-headers";
import { dashboardHandle } from "~/features/dashboards/handle";
import { PartnerSettingsView } from "~/features/organisations/components/partner-settings";
import { partnerSettingsAction, partnerSettings } from "~/features/organisations/partner-settings.server";
import { MentorOfferSection } from "~/features/mentoring/components/mentor-offer-section";
import { mentorOffer, mentorOfferAction } from "~/features/mentoring/mentor-offer.server";
import { areaPath } from "~/features/dashboards/areas";
import { NoticeSettingsSection } from "~/features/notifications/components/notice-settings";
import { noticeSettingsAction, noticeSettingsView } from "~/features/notifications/settings.server";
import { readForm } from "~/lib/read-form.server";
import type { Route } from "./+types/settings";

export const meta = dashboardMeta;

export const headers = dashboardHeaders;

export const handle = dashboardHandle;

export async function loader(args: Route.LoaderArgs) {
  const { mode, subject, actor } = await dashboardPage(args, "partner");
  const db = args.context.database.db;
  const notices = await noticeSettingsView(mode === "demo" ? null : db, args.context.env, "partner", actor?.id ?? null, new URL(args.request.url));
  return { settings: await partnerSettings(db, subject), offer: await mentorOffer(db, subject, actor?.id ?? null), notices };
}

// The demonstration is read-only: a form sent there is refused and keeps what was typed.
export async function action(args: Route.ActionArgs) {
  // "I would like to mentor" is answered first (from a copy of the form); any other form is the organisation's details.
  return dashboardCheckedAction(args, "partner", async ({ subject, actor, session }) => {
    const db = args.context.database.db;
    // The notification forms first (from a copy of the form), then the mentoring offer, then the organisation's.
    const notices = await noticeSettingsAction(args.context, { userId: actor.id, sessionId: session.id, role: "partner" }, await readForm(args.request.clone()), areaPath("partnerSettingsPortal"));
    if (notices) return notices;
    const offer = await mentorOfferAction(db, subject, { userId: actor.id, sessionId: session.id }, args.request.clone());
    return offer ?? partnerSettingsAction(db, subject, actor, args.request);
  }, { save: partnerSettingsSchema });
}

export default function PartnerSettingsRoute({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PartnerSettingsView settings={loaderData.settings} />
      {loaderData.offer ? <MentorOfferSection offer={loaderData.offer} /> : null}
      <NoticeSettingsSection view={loaderData.notices} />
    </>
  );
}

export const ErrorBoundary = GuardErrorBoundary;
