import { Link } from "~/components/ui/router-link";
import { PageHero, Section } from "~/components/ui/section";
import { formatDate } from "~/lib/dates";
import { contractLabels, exclusionsText, hoursLabels, recordCheckLabels, salaryText, whereText } from "../job-labels";
import type { PublicJob } from "../job-page.server";
import type { JobListing } from "../search.server";
import { JobList } from "./job-list";

const linkClass = "font-semibold text-brand-700 underline";

function Detail({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="border-b border-brand-100 py-3 sm:grid sm:grid-cols-3 sm:gap-4">
      <dt className="font-semibold">{term}</dt>
      <dd className="mt-1 sm:col-span-2 sm:mt-0">{children}</dd>
    </div>
  );
}

function commitments(employer: PublicJob["employer"]): string[] {
  const said: string[] = [];
  if (employer.banTheBox) said.push("They have signed up to Ban the Box: they do not ask about convictions on the application form, only later on.");
  if (employer.disabilityConfident) said.push("They are a Disability Confident employer: they make changes so that disabled people can work for them.");
  if (employer.realLivingWage) said.push("They pay at least the real Living Wage, which is more than the legal minimum.");
  return said;
}

/** A live role's page (and the employer's preview of it, whose title is then a second-level heading): every detail, the employer's commitments, the check it needs, and how to apply. */
export function JobPage({ job, employer, howToApply, titleLevel = 1 }: Pick<PublicJob, "job" | "employer"> & { howToApply: React.ReactNode; titleLevel?: 1 | 2 }) {
  const promises = commitments(employer);
  const where = whereText(job);
  return (
    <>
      <PageHero title={job.title} level={titleLevel} lead={`${employer.name} · ${job.homeArea || job.national ? where : job.locationName}`} />
      <Section>
        <div className="max-w-3xl">
          <h2 className="text-2xl font-bold">About the role</h2>
          <p className="mt-3 whitespace-pre-line">{job.description || "The employer has not described this role yet."}</p>
          <dl className="mt-6">
            <Detail term="Employer">{employer.name}</Detail>
            <Detail term="Where">{where}</Detail>
            <Detail term="Sector">{job.sector}</Detail>
            <Detail term="Pay">{salaryText(job.salaryMinPence, job.salaryMaxPence, job.salaryPeriod)}</Detail>
            <Detail term="Hours">
              {hoursLabels[job.hours]}
              {job.hoursPerWeek ? `, ${job.hoursPerWeek} hours a week` : ""}
            </Detail>
            <Detail term="Contract">{contractLabels[job.contractType]}</Detail>
            <Detail term="Places">{job.vacancies === 1 ? "1 person" : `${job.vacancies} people`}</Detail>
            <Detail term="Closing date">{job.closingDate ? formatDate(job.closingDate) : "No closing date"}</Detail>
            <Detail term="Posted">{formatDate(job.postedAt)}</Detail>
          </dl>

          <h2 className="mt-10 text-2xl font-bold">Convictions and checks</h2>
          <p className="mt-3">
            <strong>{recordCheckLabels[job.recordCheck]}.</strong>{" "}
            {job.recordCheck === "none"
              ? "The employer will not check your criminal record for this role."
              : "The employer will ask for this check before you start. "}
            {job.recordCheck !== "none" ? (
              <Link to="/resources?tab=legal" className={linkClass}>
                What each criminal record check shows
              </Link>
            ) : null}
          </p>
          <p className="mt-3">{exclusionsText(job.offenceExclusions, job.offenceExclusionDetails)}</p>

          <h2 className="mt-10 text-2xl font-bold">What the employer has promised</h2>
          {promises.length ? (
            <ul className="mt-3 list-disc space-y-2 pl-6">
              {promises.map((promise) => (
                <li key={promise}>{promise}</li>
              ))}
            </ul>
          ) : (
            <p className="mt-3">The employer has agreed to consider people with convictions fairly. They have not made any further commitments yet.</p>
          )}

          <h2 id="how-to-apply" className="mt-10 scroll-mt-24 text-2xl font-bold">
            How to apply
          </h2>
          {howToApply}
          <p className="mt-6">
            <Link to="/jobs" className={linkClass}>
              Back to all jobs
            </Link>
          </p>
        </div>
      </Section>
    </>
  );
}

/** A role that has closed (HTTP 410): says so, and offers roles like it. */
export function ClosedJobPage({ title, employerName, sector, similar }: { title: string; employerName: string; sector: string; similar: JobListing[] }) {
  return (
    <>
      <PageHero title="This Role Has Closed" lead={`${title} at ${employerName} is no longer taking applications.`} />
      <Section>
        <h2 className="text-2xl font-bold">Similar roles</h2>
        {similar.length ? (
          <div className="mt-6">
            <JobList jobs={similar} />
          </div>
        ) : (
          <p className="mt-3">There are no other open roles in {sector} just now.</p>
        )}
        <p className="mt-6">
          <Link to={`/jobs?sector=${encodeURIComponent(sector)}`} className={linkClass}>
            See all {sector} jobs
          </Link>{" "}
          or{" "}
          <Link to="/jobs" className={linkClass}>
            search all jobs
          </Link>
          .
        </p>
      </Section>
    </>
  );
}
