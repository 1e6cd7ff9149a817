import { DisclosurePage } from "~/features/convictions/components/disclosure-page";
import { disclosureLetters } from "~/features/convictions/disclosure-letters.server";
import { GuardErrorBoundary } from "~/features/dashboards/components/guard-error-boundary";
import { dashboardAction, dashboardPage } from "~/features/dashboards/dashboard-page.server";
import { dashboardMeta } from "~/features/dashboards/meta";
import { dashboardHeaders } from "~/features/dashboards/route-headers";
import { dashboardHandle } from "~/features/dashboards/handle";
import { disclosurePageAction, savedCheckView } from "~/features/disclosure-check/saved-result-page.server";
import { londonDate } from "~/lib/dates";
import type { Route } from "./+types/disclosure";

export const meta = dashboardMeta;

export const headers = dashboardHeaders;

export const handle = dashboardHandle;

export async function loader(args: Route.LoaderArgs) {
  const { mode, subject, actor } = await dashboardPage(args, "candidate");
  const { db } = args.context.database;
  const viewerId = actor?.id ?? null;
  const [letters, savedCheck] = await Promise.all([
    disclosureLetters(db, args.context.env.dataEncryption, subject, viewerId),
    savedCheckView(db, args.context.env.dataEncryption, subject, viewerId, londonDate(new Date())),
  ]);
  return { mode, ...letters, savedCheck };
}

export async function action(args: Route.ActionArgs) {
  return dashboardAction(args, "candidate", (page) => disclosurePageAction(args.context.database.db, page, args.request));
}

export default function CandidateDisclosureRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { mode, ...page } = loaderData;
  // In the demonstration the page frame shows the refusal (DemoRefusalNotice); the answer is the portal action's.
  const answer = actionData && !("demoRefused" in actionData) ? actionData : undefined;
  return <DisclosurePage mode={mode} {...page} answer={answer} />;
}

export const ErrorBoundary = GuardErrorBoundary;
