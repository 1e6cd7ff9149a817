import { guardDashboard, guardedNoAction } from "~/features/dashboards/guard.server";
import { realSubjectFor } from "~/features/dashboards/subject.server";
import { socialValueCsv } from "~/features/outcomes/social-value";
import { employerSocialValue, plainTextRefusals, socialValueDownload } from "~/features/outcomes/social-value.server";
import type { Route } from "./+types/csv";

/** The employer's own figures as a file, for its reports. */
export async function loader({ context, request }: Route.LoaderArgs) {
  return plainTextRefusals(async () => {
    const { user } = await guardDashboard(context, request);
    const subject = await realSubjectFor(context.database.db, user, "employer");
    return socialValueDownload(socialValueCsv(await employerSocialValue(context.database.db, subject)));
  });
}

export async function action({ context, request }: Route.ActionArgs) {
  return plainTextRefusals(() => guardedNoAction(context, request));
}
