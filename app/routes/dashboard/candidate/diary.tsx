import { demoAction } from "~/features/dashboards/demo-action.server";
import { areaPath } from "~/features/dashboards/areas";
import { dashboardMeta } from "~/features/dashboards/meta";
import { demoSubject } from "~/features/dashboards/subject.server";
import { diaryDoneFrom } from "~/features/diary/diary";
import { candidateDiary, entryToEdit } from "~/features/diary/diary.server";
import { DiaryPage } from "~/features/diary/components/diary-page";
import { londonDate } from "~/lib/dates";
import type { Route } from "./+types/diary";

export const meta = dashboardMeta;

export async function loader({ context, request }: Route.LoaderArgs) {
  const diary = await candidateDiary(context.database.db, demoSubject("candidate"));
  const url = new URL(request.url);
  return { ...diary, feed: null, editing: entryToEdit(diary, url), done: diaryDoneFrom(url.searchParams.get("done")), today: londonDate(new Date()) };
}

// Demonstration data is read-only: adding, changing or deleting is refused and changes nothing.
export async function action({ request }: Route.ActionArgs) {
  return demoAction({ request });
}

export default function CandidateDemoDiaryRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <DiaryPage mode="demo" {...loaderData} exportHref={areaPath("candidateDemoDiaryExport")} actionData={actionData} />;
}
