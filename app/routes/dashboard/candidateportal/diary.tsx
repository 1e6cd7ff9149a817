import { areaPath } from "~/features/dashboards/areas";
import { GuardErrorBoundary } from "~/features/dashboards/components/guard-error-boundary";
import { guardDashboard } from "~/features/dashboards/guard.server";
import { dashboardMeta } from "~/features/dashboards/meta";
import { dashboardHeaders } from "~/features/dashboards/route-headers";
import { realSubjectFor } from "~/features/dashboards/subject.server";
import { calendarFeedStatus } from "~/features/calendar-feeds/feeds.server";
import { diaryDoneFrom } from "~/features/diary/diary";
import { candidateDiary, diaryAction, entryToEdit } from "~/features/diary/diary.server";
import { DiaryPage } from "~/features/diary/components/diary-page";
import { londonDate } from "~/lib/dates";
import type { Route } from "./+types/diary";

export const meta = dashboardMeta;

export const headers = dashboardHeaders;

export async function loader({ context, request }: Route.LoaderArgs) {
  const { user } = await guardDashboard(context, request);
  const db = context.database.db;
  const [diary, feed] = await Promise.all([realSubjectFor(db, user, "candidate").then((subject) => candidateDiary(db, subject)), calendarFeedStatus(db, user.id)]);
  const url = new URL(request.url);
  return { ...diary, feed, editing: entryToEdit(diary, url), done: diaryDoneFrom(url.searchParams.get("done")), today: londonDate(new Date()) };
}

export async function action({ context, request }: Route.ActionArgs) {
  return diaryAction(context, request);
}

export default function CandidatePortalDiaryRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <DiaryPage mode="portal" {...loaderData} exportHref={areaPath("candidatePortalDiaryExport")} actionData={actionData} />;
}

export const ErrorBoundary = GuardErrorBoundary;
