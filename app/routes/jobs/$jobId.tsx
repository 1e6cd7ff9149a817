import { data } from "react-router";
import { applyOfferFor } from "~/features/applications/apply.server";
import { HowToApply } from "~/features/applications/components/apply-page";
import { ClosedJobPage, JobPage } from "~/features/jobs/components/job-page";
import { publicJob } from "~/features/jobs/job-page.server";
import { jobPostingJsonLd, jsonLdText } from "~/features/jobs/job-posting";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/$jobId";
import type { PageHandle } from "~/lib/page-scripts";

// Nothing here needs JavaScript: the page is sent without React's scripts (docs/decisions/0017).
export const handle: PageHandle = { scripts: false, cache: 30 };

export const meta = ({ data }: Route.MetaArgs) =>
  data?.state === "live"
    ? pageMeta(`${data.job.title} at ${data.employer.name}`, `${data.job.title} in ${data.job.locationName}: a role with an employer who will consider people with convictions.`)
    : pageMeta("This Role Has Closed", "This role is no longer taking applications. See similar roles.");

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const found = await publicJob(context.database.db, params.jobId);
  if (found.state === "missing") throw data(null, { status: 404 });
  if (found.state === "closed") return data(found, { status: 410 });
  const pageUrl = new URL(`/jobs/${found.job.id}`, request.url).toString();
  // What "How to apply" offers depends on who is looking (a visitor, a candidate who has applied, an employer).
  const offer = await applyOfferFor(context, request, found.job.id);
  const justApplied = new URL(request.url).searchParams.get("applied") === "1";
  return {
    ...found,
    offer,
    justApplied,
    jsonLd: jsonLdText(jobPostingJsonLd({ ...found.job, employerName: found.employer.name }, pageUrl)),
  };
}

export default function JobRoute({ loaderData }: Route.ComponentProps) {
  if (loaderData.state === "closed") return <ClosedJobPage {...loaderData} />;
  return (
    <>
      {/* Data for search engines; a data block, not a script, so the content security policy does not apply. */}
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: loaderData.jsonLd }} />
      <JobPage
        job={loaderData.job}
        employer={loaderData.employer}
        howToApply={<HowToApply jobId={loaderData.job.id} offer={loaderData.offer} justApplied={loaderData.justApplied} />}
      />
    </>
  );
}
