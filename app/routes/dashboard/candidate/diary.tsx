import { GuardErrorBoundary } from "~/features/dashboards/components/guard-error-boundary";
import { diaryEntrySchema } from "~/features/diary/diary";
import { dashboardCheckedAction, dashboardPage } from "~/features/dashboards/dashboard-page.server";
import { dashboardMeta } from "~/features/dashboards/meta";
import { dashboardHeaders } from "~/features/dashboards/route-headers";
import { dashboardHandle } from "~/features/dashboards/handle";
import { calendarFeedStatus } from "~/features/calendar-feeds/feeds.server";
import { diaryDoneFrom } from "~/features/diary/diary";
import { candidateDiary, diaryAction, entryToEdit } from "~/features/diary/diary.server";
import { DiaryPage } from "~/features/diary/components/diary-page";
import { londonDate } from "~/lib/dates";
import { partnerSharingOf } from "~/features/referrals/partner-sharing.server";
import { partnersWhoMaySee } from "~/features/referrals/who-can-see";
import type { Route } from "./+types/diary";

export const meta = dashboardMeta;

export const headers = dashboardHeaders;

export const handle = dashboardHandle;

export async function loader(args: Route.LoaderArgs) {
  const { mode, subject, home, actor } = await dashboardPage(args, "candidate");
  const db = args.context.database.db;
  // The private calendar feed belongs to an account: the demonstration has none to offer.
  const [diary, feed, sharing] = await Promise.all([candidateDiary(db, subject, new Date(), { withMentoring: true }), actor ? calendarFeedStatus(db, actor.id) : null, partnerSharingOf(db, subject)]);
  const url = new URL(args.request.url);
  return {
    mode,
    ...diary,
    feed,
    exportHref: `${home}/diary/export`,
    // Who the page says can read the diary: the partners' own pages follow the same referrals (referred-person.server.ts).
    diaryPartners: partnersWhoMaySee(sharing, "diary"),
    sharingHref: `${home}/settings#sharing`,
    editing: entryToEdit(diary, url),
    done: diaryDoneFrom(url.searchParams.get("done")),
    today: londonDate(new Date()),
  };
}

// Adding, changing or deleting: the demonstration refuses it and changes nothing.
export async function action(args: Route.ActionArgs) {
  return dashboardCheckedAction(args, "candidate", (page) => diaryAction(args.context, page, args.request), { save: diaryEntrySchema });
}

export default function CandidateDiaryRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <DiaryPage {...loaderData} actionData={actionData} />;
}

export const ErrorBoundary = GuardErrorBoundary;
