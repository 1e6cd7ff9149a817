import { data } from "react-router";
import { DisclosureLetterView } from "~/features/applications/components/disclosure-letter";
import { WithdrawnApplicationView } from "~/features/applications/components/withdrawn-application";
import { sharedDisclosureLetters, WITHDRAWN } from "~/features/applications/employer-applications.server";
import { GuardErrorBoundary } from "~/features/dashboards/components/guard-error-boundary";
import { dashboardNoAction, dashboardPage } from "~/features/dashboards/dashboard-page.server";
import { dashboardMeta } from "~/features/dashboards/meta";
import { dashboardHeaders } from "~/features/dashboards/route-headers";
import { dashboardHandle } from "~/features/dashboards/handle";
import type { Route } from "./+types/letter";

export const meta = dashboardMeta;

export const headers = dashboardHeaders;

export const handle = dashboardHandle;

export async function loader(args: Route.LoaderArgs) {
  const page = await dashboardPage(args, "employer");
  const base = `${page.home}/applications`;
  // Demonstration letters are never decrypted for visitors: the page only says where a real letter opens.
  if (page.mode === "demo") return { mode: page.mode, base, letter: null };
  // Not the employer's application, or no letter shared with it: the same "not found" either way.
  const letter = await sharedDisclosureLetters(args.context.database.db, args.context.env.dataEncryption, page.subject, page.actor.id, args.params.applicationId);
  if (!letter) throw data("There is no shared letter at this address.", { status: 404 });
  if (letter === WITHDRAWN) return data({ mode: page.mode, base, letter: null }, { status: 410 });
  return { mode: page.mode, base, letter };
}

// The page takes no form: the demonstration refuses a post as every demonstration page does, the portal with 405.
export async function action(args: Route.ActionArgs) {
  return dashboardNoAction(args);
}

export default function EmployerLetterRoute({ loaderData }: Route.ComponentProps) {
  const { mode, base, letter } = loaderData;
  if (mode === "portal" && !letter) return <WithdrawnApplicationView base={base} title="Disclosure letter" />;
  return <DisclosureLetterView mode={mode} base={base} letter={letter} />;
}

export const ErrorBoundary = GuardErrorBoundary;
