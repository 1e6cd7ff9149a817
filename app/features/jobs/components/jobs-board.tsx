import { Link } from "~/components/ui/router-link";
import { PageHero, Section } from "~/components/ui/section";
import type { JobSearch } from "../search-params";
import { SALARY_UNREAD_MESSAGE, jobSearchQuery } from "../search-params";
import type { JobSearchResult } from "../search.server";
import { JobList } from "./job-list";
import { JobSearchForm } from "./job-search-form";

export const boardTitle = "Find a Job";

function countText(result: JobSearchResult) {
  if (result.total === 0) return "No jobs match your search";
  const noun = result.total === 1 ? "job" : "jobs";
  return `${result.total.toLocaleString("en-GB")} ${noun} found${result.pages > 1 ? `, page ${result.page} of ${result.pages}` : ""}`;
}

/** The public board: filters, the count, a page of roles and links to the pages before and after. */
export function JobsBoard({ search, result, sectors }: { search: JobSearch; result: JobSearchResult; sectors: string[] }) {
  const pageLink = (page: number) => `/jobs${jobSearchQuery({ ...search, page })}`;
  return (
    <>
      <PageHero
        title={boardTitle}
        lead="Roles from employers who will consider people with convictions. Each one says whether it needs a criminal record check."
      />
      <Section tone="tinted" className="!py-8">
        <JobSearchForm search={search} sectors={sectors} />
      </Section>
      <Section>
        <h2 className="text-2xl font-bold" id="results" aria-live="polite">
          {countText(result)}
        </h2>
        {result.unknownPlace ? (
          <p className="mt-2 text-ink-soft" role="status">
            We could not find the place “{search.place}”, so these jobs are from anywhere. Try a town, a city or the first
            part of a postcode, such as LS6.
          </p>
        ) : null}
        {search.salaryUnread ? (
          <p className="mt-2 text-ink-soft" role="status">
            We could not read the salary “{search.salaryUnread}”, so these jobs are at any pay. {SALARY_UNREAD_MESSAGE}
          </p>
        ) : null}
        {search.sort === "distance" && !result.place ? <p className="mt-2 text-ink-soft">Enter a town or postcode to sort by distance.</p> : null}
        <div className="mt-6">
          <JobList jobs={result.jobs} />
        </div>
        {result.total === 0 ? (
          <p className="mt-4">
            Try fewer filters or a wider distance, or <Link to="/request-callback" className="font-semibold text-brand-700 underline">talk to our team</Link>: we can
            help you find work.
          </p>
        ) : null}
        {result.pages > 1 ? (
          <nav aria-label="Pages of results" className="mt-8 flex flex-wrap gap-4">
            {result.page > 1 ? (
              <Link to={pageLink(result.page - 1)} rel="prev" className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline">
                Previous page
              </Link>
            ) : null}
            {result.page < result.pages ? (
              <Link to={pageLink(result.page + 1)} rel="next" className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline">
                Next page
              </Link>
            ) : null}
          </nav>
        ) : null}
      </Section>
    </>
  );
}
