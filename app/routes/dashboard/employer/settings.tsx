import { GuardErrorBoundary } from "~/features/dashboards/components/guard-error-boundary";
import { organisationSettingsSchema } from "~/features/organisations/organisation-settings-form";
import { dashboardCheckedAction, dashboardPage } from "~/features/dashboards/dashboard-page.server";
import { dashboardMeta } from "~/features/dashboards/meta";
import { dashboardHeaders } from "~/features/dashboards/route-headers";
import { dashboardHandle } from "~/features/dashboards/handle";
import { OrganisationSettingsView } from "~/features/organisations/components/organisation-settings";
import { organisationSettings, organisationSettingsAction } from "~/features/organisations/organisation-settings.server";
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
  const { mode, subject, actor } = await dashboardPage(args, "employer");
  const db = args.context.database.db;
  const notices = await noticeSettingsView(mode === "demo" ? null : db, args.context.env, "employer", actor?.id ?? null, new URL(args.request.url));
  return { mode, settings: await organisationSettings(db, subject, actor?.id ?? null), offer: await mentorOffer(db, subject, actor?.id ?? null), notices };
}

// The demonstration is read-only: a form sent there is refused and changes nothing.
export async function action(args: Route.ActionArgs) {
  // "I would like to mentor" is answered first (from a copy of the form); any other form is the organisation's.
  return dashboardCheckedAction(args, "employer", async ({ subject, actor, session }) => {
    const who = { userId: actor.id, sessionId: session.id };
    // The notification forms first (from a copy of the form), then the mentoring offer, then the organisation's.
    const notices = await noticeSettingsAction(args.context, { ...who, role: "employer" }, await readForm(args.request.clone()), areaPath("employerPortalSettings"));
    if (notices) return notices;
    const offer = await mentorOfferAction(args.context.database.db, subject, who, args.request.clone());
    return offer ?? organisationSettingsAction(args.context, subject, who, args.request);
  }, { save: organisationSettingsSchema });
}

export default function EmployerSettingsRoute({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <OrganisationSettingsView mode={loaderData.mode} settings={loaderData.settings} />
      {loaderData.offer ? <MentorOfferSection offer={loaderData.offer} /> : null}
      <NoticeSettingsSection view={loaderData.notices} />
    </>
  );
}

export const ErrorBoundary = GuardErrorBoundary;
