import { Link } from "~/components/ui/router-link";
import { formatDate } from "~/lib/dates";
import { contractLabels, hoursLabels, recordCheckLabels, salaryText, whereText } from "../job-labels";
import type { JobListing } from "../search.server";

function placeText(job: JobListing) {
  if (job.national || job.homeArea) return whereText(job);
  return job.miles === null ? job.locationName : `${job.locationName}, ${job.miles < 1 ? "under 1 mile" : `${Math.round(job.miles)} miles`} away`;
}

/** Roles as a list of summaries, each linking to its page. */
export function JobList({ jobs, headingLevel = 3 }: { jobs: JobListing[]; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <ul className="space-y-4">
      {jobs.map((job) => (
        <li key={job.id} className="rounded-xl border border-brand-100 bg-white p-5 shadow-sm">
          <Heading className="text-xl font-bold">
            <Link to={`/jobs/${job.id}`} className="text-brand-700 underline">
              {job.title}
            </Link>
          </Heading>
          <p className="mt-1 font-semibold">{job.employerName}</p>
          <dl className="mt-3 grid gap-x-6 gap-y-1 text-ink-soft sm:grid-cols-2">
            <div>
              <dt className="sr-only">Where</dt>
              <dd>{placeText(job)}</dd>
            </div>
            <div>
              <dt className="sr-only">Pay</dt>
              <dd>{salaryText(job.salaryMinPence, job.salaryMaxPence, job.salaryPeriod)}</dd>
            </div>
            <div>
              <dt className="sr-only">Hours and contract</dt>
              <dd>
                {hoursLabels[job.hours]}, {contractLabels[job.contractType].toLocaleLowerCase("en-GB")}
              </dd>
            </div>
            <div>
              <dt className="sr-only">Closing date</dt>
              <dd>{job.closingDate ? `Closes ${formatDate(job.closingDate)}` : "No closing date"}</dd>
            </div>
            <div>
              <dt className="sr-only">Criminal record check</dt>
              <dd>{recordCheckLabels[job.recordCheck]}</dd>
            </div>
            {job.banTheBox ? (
              <div>
                <dt className="sr-only">Employer commitment</dt>
                <dd>Signed up to Ban the Box</dd>
              </div>
            ) : null}
          </dl>
        </li>
      ))}
    </ul>
  );
}
