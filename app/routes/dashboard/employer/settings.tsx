import { GuardErrorBoundary } from "~/features/dashboards/components/guard-error-boundary";
import { dashboardAction, dashboardPage } from "~/features/dashboards/dashboard-page.server";
import { dashboardMeta } from "~/features/dashboards/meta";
import { dashboardHeaders } from "~/features/dashboards/route-headers";
import { OrganisationSettingsView } from "~/features/organisations/components/organisation-settings";
import { organisationSettings, organisationSettingsAction } from "~/features/organisations/organisation-settings.server";
import { MentorOfferSection } from "~/features/mentoring/components/mentor-offer-section";
import { mentorOffer, mentorOfferAction } from "~/features/mentoring/mentor-offer.server";
import type { Route } from "./+types/settings";

export const meta = dashboardMeta;

export const headers = dashboardHeaders;

export async function loader(args: Route.LoaderArgs) {
  const { mode, subject, actor } = await dashboardPage(args, "employer");
  const db = args.context.database.db;
  return { mode, settings: await organisationSettings(db, subject, actor?.id ?? null), offer: await mentorOffer(db, subject, actor?.id ?? null) };
}

// The demonstration is read-only: a form sent there is refused and changes nothing.
export async function action(args: Route.ActionArgs) {
  // "I would like to mentor" is answered first (from a copy of the form); any other form is the organisation's.
  return dashboardAction(args, "employer", async ({ subject, actor, session }) => {
    const who = { userId: actor.id, sessionId: session.id };
    const offer = await mentorOfferAction(args.context.database.db, subject, who, args.request.clone());
    return offer ?? organisationSettingsAction(args.context, subject, who, args.request);
  });
}

export default function EmployerSettingsRoute({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <OrganisationSettingsView mode={loaderData.mode} settings={loaderData.settings} />
      {loaderData.offer ? <MentorOfferSection offer={loaderData.offer} /> : null}
    </>
  );
}

export const ErrorBoundary = GuardErrorBoundary;
