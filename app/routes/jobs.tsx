import { PageHero } from "~/components/ui/section";
import { JobsBoard, boardTitle } from "~/features/jobs/components/jobs-board";
import { JobsLaunchSections, jobsHero } from "~/features/jobs/components/jobs-launch-sections";
import { parseJobSearch } from "~/features/jobs/search-params";
import { hasLiveRoles, liveSectors, searchJobs } from "~/features/jobs/search.server";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/jobs";
import type { PageHandle } from "~/lib/page-scripts";

// Links and a plain GET form at most: the page needs no JavaScript (docs/decisions/0017).
export const handle: PageHandle = { scripts: false, cache: 30 };

export const meta = ({ data }: Route.MetaArgs) =>
  data?.board
    ? pageMeta(boardTitle, "Search roles from employers who will consider people with convictions, by place, hours, pay and criminal record check.")
    : pageMeta(
        "Jobs Board Launching Soon",
        "Our jobs board with roles from employers who welcome people with convictions is launching soon. Until then, we can still help you find work or find staff.",
      );

export async function loader({ context, request }: Route.LoaderArgs) {
  const db = context.database.db;
  if (!(await hasLiveRoles(db))) return { board: null };
  const search = parseJobSearch(new URL(request.url).searchParams);
  const [result, sectors] = await Promise.all([searchJobs(db, search), liveSectors(db)]);
  return { board: { search, result, sectors } };
}

export default function JobsPage({ loaderData }: Route.ComponentProps) {
  if (loaderData.board) return <JobsBoard {...loaderData.board} />;
  return (
    <>
      <PageHero title={jobsHero.title} lead={jobsHero.lead} />
      <JobsLaunchSections />
    </>
  );
}
