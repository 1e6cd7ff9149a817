import { Link } from "~/components/ui/router-link";
import { PageLinks } from "~/components/ui/page-links";
import { Table } from "~/components/ui/table";
import { DashboardSection } from "~/features/dashboards/components/dashboard-header";
import { EmptyState } from "~/features/dashboards/components/summary-parts";
import { NoOrganisation, PartnerPage, usePartnerArea } from "~/features/dashboards/components/partner-page";
import { capitalise, countPhrase } from "~/lib/counts";
import { formatDate } from "~/lib/dates";
import { listHref, pagePlace } from "~/lib/paging";
import { applicationStatusLabels } from "../labels";
import type { PartnerApplicationDetail, PartnerApplicationList } from "../partner-applications.server";

const lead = (
  <p>
    The job applications of the people you referred who agreed you may see them: the job, the employer and where each has got to. What a person shared
    with an employer stays between them.
  </p>
);

/** The applications of the people a partner referred, as far as each agreed, a page at a time. */
export function PartnerApplicationsView({ data }: { data: PartnerApplicationList | null }) {
  const path = usePartnerArea();
  if (!data) {
    return (
      <PartnerPage lead={lead}>
        <NoOrganisation />
      </PartnerPage>
    );
  }
  const { applications, people, total, page, pages, offset } = data;
  return (
    <PartnerPage lead={lead}>
      <DashboardSection id="applications" title="Applications">
        <p role="status" className="mb-4 font-semibold">
          {capitalise(countPhrase(total, "application"))} from {countPhrase(people, "person", "people")} who agreed to share them.
          {pages > 1 ? ` Showing ${pagePlace(offset, applications.length, page, pages)}.` : ""}
        </p>
        {applications.length === 0 ? (
          <EmptyState>
            {people === 0
              ? "No one you referred has agreed to share their applications with you."
              : "The people who agreed to share their applications have not applied for a job yet."}
          </EmptyState>
        ) : (
          <Table
            caption="Applications, most recently changed first"
            tableFrom="lg"
            rows={applications}
            rowKey={(application) => application.id}
            columns={[
              {
                header: "Job",
                rowHeader: true,
                cell: (application) => (
                  <Link to={path("application", { applicationId: application.id })} className="font-semibold text-brand-800 underline underline-offset-4">
                    {application.jobTitle}
                    <span className="sr-only">, {application.personName}</span>
                  </Link>
                ),
              },
              { header: "Person", cell: (application) => application.personName },
              { header: "Employer", cell: (application) => application.employerName },
              { header: "Status", cell: (application) => applicationStatusLabels[application.status] },
              { header: "Applied", className: "whitespace-nowrap", cell: (application) => formatDate(application.appliedAt, "short") },
              { header: "Last change", className: "whitespace-nowrap", cell: (application) => formatDate(application.updatedAt, "short") },
            ]}
          />
        )}
        <PageLinks label="Pages of applications" page={page} pages={pages} href={(to) => listHref(path("applications"), new URLSearchParams(), to)} />
      </DashboardSection>
    </PartnerPage>
  );
}

/** One application: the job, the employer, the status and each change of status with its date. */
export function PartnerApplicationView({ application }: { application: PartnerApplicationDetail }) {
  const path = usePartnerArea();
  return (
    <PartnerPage title={`${application.jobTitle} at ${application.employerName}`} lead={<p>{application.personName}'s application.</p>}>
      <DashboardSection id="application" title="Where it has got to">
        <dl className="grid max-w-3xl gap-4 sm:grid-cols-2">
          {[
            ["Person", application.personName],
            ["Job", application.jobTitle],
            ["Employer", application.employerName],
            ["Status", applicationStatusLabels[application.status]],
            ["Applied", formatDate(application.appliedAt)],
            ["Last change", formatDate(application.updatedAt)],
          ].map(([term, value]) => (
            <div key={term}>
              <dt className="font-semibold text-ink">{term}</dt>
              <dd className="mt-0.5 text-ink-soft">{value}</dd>
            </div>
          ))}
        </dl>
        <h3 className="mt-8 text-xl font-semibold">Status history</h3>
        {application.history.length === 0 ? (
          <div className="mt-3">
            <EmptyState>No changes recorded yet.</EmptyState>
          </div>
        ) : (
          <ol className="mt-3 max-w-3xl space-y-2">
            {application.history.map((change, index) => (
              <li key={`${change.changedAt}-${index}`} className="rounded-lg border border-line bg-white px-4 py-3">
                <span className="font-semibold text-ink">{applicationStatusLabels[change.status]}</span>
                <span className="text-ink-soft">, {formatDate(change.changedAt)}</span>
              </li>
            ))}
          </ol>
        )}
        <p className="mt-6">
          <Link to={path("applications")} className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-4">
            All applications
          </Link>
        </p>
      </DashboardSection>
    </PartnerPage>
  );
}
