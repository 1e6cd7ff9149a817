import { demoAction } from "~/features/dashboards/demo-action.server";
import { demoSubject } from "~/features/dashboards/subject.server";
import { socialValueCsv } from "~/features/outcomes/social-value";
import { employerSocialValue, socialValueDownload } from "~/features/outcomes/social-value.server";
import type { Route } from "./+types/csv";

/** The demonstration employer's figures as a file. */
export async function loader({ context }: Route.LoaderArgs) {
  return socialValueDownload(socialValueCsv(await employerSocialValue(context.database.db, demoSubject("employer"))));
}

export async function action({ request }: Route.ActionArgs) {
  return demoAction({ request });
}
