import { DEMO_REFUSAL_TEXT } from "~/features/dashboards/components/demo-refusal";
import { demoAction } from "~/features/dashboards/demo-action.server";
import { demoSubject } from "~/features/dashboards/subject.server";
import { socialValueCsv } from "~/features/outcomes/social-value";
import { employerSocialValue, socialValueDownload } from "~/features/outcomes/social-value.server";
import type { Route } from "./+types/csv";

/** The demonstration employer's figures as a file. */
export async function loader({ context }: Route.LoaderArgs) {
  return socialValueDownload(socialValueCsv(await employerSocialValue(context.database.db, demoSubject("employer"))));
}

// Nothing to send to a file: refused like any demonstration form, in words rather than data.
export async function action({ request }: Route.ActionArgs) {
  const refusal = await demoAction({ request });
  return new Response(DEMO_REFUSAL_TEXT, { status: refusal.init?.status ?? 403, headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
