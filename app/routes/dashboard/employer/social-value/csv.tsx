import { DEMO_REFUSAL_TEXT } from "~/features/dashboards/components/demo-refusal";
import { dashboardNoAction, dashboardPage } from "~/features/dashboards/dashboard-page.server";
import { socialValueCsv } from "~/features/outcomes/social-value";
import { employerSocialValue, plainTextRefusals, socialValueDownload } from "~/features/outcomes/social-value.server";
import type { Route } from "./+types/csv";

/** The employer's figures as a file, for its reports: the demonstration employer's, or the signed-in employer's own. */
export async function loader(args: Route.LoaderArgs) {
  return plainTextRefusals(async () => {
    const { subject } = await dashboardPage(args, "employer");
    return socialValueDownload(socialValueCsv(await employerSocialValue(args.context.database.db, subject)));
  });
}

// Nothing to send to a file. The demonstration refuses it like any demonstration form, in words rather than data;
// the portal guards it first, then answers 405. Either refusal is plain text.
export async function action(args: Route.ActionArgs) {
  return plainTextRefusals(async () => {
    const refusal = await dashboardNoAction(args);
    return new Response(DEMO_REFUSAL_TEXT, { status: refusal.init?.status ?? 403, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  });
}
