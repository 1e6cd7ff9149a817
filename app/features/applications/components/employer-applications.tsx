import type { ReactNode } from "react";
import { Link } from "~/components/ui/router-link";
import { ErrorSummary, summaryItems } from "~/components/ui/error-summary";
import { Select, TextField } from "~/components/ui/field";
import { FilterForm } from "~/components/ui/filter-form";
import { DashboardHeader, DashboardSection } from "~/features/dashboards/components/dashboard-header";
import { DemoRefusalNotice } from "~/features/dashboards/components/demo-refusal";
import { EmptyState } from "~/features/dashboards/components/summary-parts";
import { formatDate } from "~/lib/dates";
import { applicationStatuses } from "../../../../db/schema/vocabulary";
import { applicationListHref, type ApplicationListField } from "../application-list-query";
import type { ApplicationListPage } from "../employer-application-list.server";
import { applicationStatusLabels } from "../labels";
import { PageLinks } from "~/components/ui/page-links";

const FIELDS: ApplicationListField[] = ["job", "status", "name", "sort"];

const linkClass = "font-semibold text-brand-800 underline underline-offset-4";

/**
 * The applications to an employer's roles, 25 to a page: a GET filter (role, status, name, order), the count of
 * each status for the role and name chosen, and one short line per application linking to its page.
 */
export function EmployerApplicationsView({
  mode,
  base,
  hasOrganisation,
  list,
  typed,
}: {
  mode: "demo" | "portal";
  /** This tree's applications address (each application opens below it). */
  base: string;
  hasOrganisation: boolean;
  list: ApplicationListPage;
  /** What was typed into the filter, given back as it was. */
  typed: Record<ApplicationListField, string>;
}) {
  const { query, counts, errors } = list;
  const filtered = Boolean(query.job || query.status || query.name);
  const everything = Object.values(counts).reduce((sum, n) => sum + n, 0);
  const items = summaryItems(errors, FIELDS);
  const order = query.sort === "oldest" ? "oldest first" : "newest first";
  return (
    <>
      <DashboardHeader
        eyebrow={mode === "demo" ? "Demonstration" : "Employer"}
        title="Applications"
        lead={<p>The people who applied to your roles. Open an application to see what the person shared, its history and its interview.</p>}
      />
      {mode === "demo" ? <DemoRefusalNotice /> : null}
      {!hasOrganisation ? (
        <DashboardSection id="received" title="Applications received">
          <EmptyState>
            <p>Your account is not linked to an employer organisation yet.</p>
            <p className="mt-2">Our team links it once your organisation has been approved. Applications to your roles will then appear here.</p>
          </EmptyState>
        </DashboardSection>
      ) : (
        <>
          <DashboardSection id="find" title="Find applications">
            <FilterForm
              label="Find applications"
              submitLabel="Show applications"
              clear={filtered || query.sort !== "newest" ? { to: base, label: "Show all applications" } : null}
              resetKey={JSON.stringify(typed)}
              className="max-w-4xl space-y-4"
              footer="flex flex-wrap items-center gap-4"
            >
              {items.length ? <ErrorSummary formErrors={[]} fieldErrors={items} focusKey={JSON.stringify(errors)} /> : null}
              <div className="grid gap-4 sm:grid-cols-2">
                <Select
                  label="Role"
                  id="job"
                  name="job"
                  defaultValue={errors.job ? "" : typed.job}
                  error={errors.job}
                  choices={[{ value: "", label: "All roles" }, ...list.jobs.map((job) => ({ value: job.id, label: job.title }))]}
                />
                <Select
                  label="Status"
                  id="status"
                  name="status"
                  defaultValue={errors.status ? "" : typed.status}
                  error={errors.status}
                  choices={[{ value: "", label: "Any status" }, ...applicationStatuses.map((status) => ({ value: status, label: applicationStatusLabels[status] }))]}
                />
                <TextField label="Candidate's name" id="name" name="name" defaultValue={typed.name} error={errors.name} autoComplete="off" />
                <Select
                  label="Order"
                  id="sort"
                  name="sort"
                  defaultValue={errors.sort ? "newest" : typed.sort || "newest"}
                  error={errors.sort}
                  choices={[
                    { value: "newest", label: "Newest first" },
                    { value: "oldest", label: "Oldest first" },
                  ]}
                />
              </div>
            </FilterForm>
          </DashboardSection>
          <DashboardSection id="received" title="Applications received" tone="tinted">
            <nav aria-label="Applications by status" className="mb-6">
              <ul className="flex flex-wrap gap-x-4 gap-y-2 text-sm">
                <li>
                  <StatusLink to={applicationListHref(base, { ...query, status: undefined, page: 1 })} current={!query.status}>
                    All statuses: {everything}
                  </StatusLink>
                </li>
                {applicationStatuses.map((status) => (
                  <li key={status}>
                    <StatusLink to={applicationListHref(base, { ...query, status, page: 1 })} current={query.status === status}>
                      {applicationStatusLabels[status]}: {counts[status]}
                    </StatusLink>
                  </li>
                ))}
              </ul>
            </nav>
            {list.total === 0 ? (
              <EmptyState>
                {filtered ? (
                  <p>
                    No applications match what you chose.{" "}
                    <Link to={base} className={linkClass}>
                      Show all applications
                    </Link>
                  </p>
                ) : (
                  <p>No one has applied to your roles yet. When someone does, their application appears here and we tell you.</p>
                )}
              </EmptyState>
            ) : (
              <>
                <p id="applications-count" className="mb-3 text-ink-soft">
                  {list.total} {list.total === 1 ? "application" : "applications"}, {order}. Page {list.page} of {list.pages}.
                </p>
                <ol aria-labelledby="applications-count" className="divide-y divide-line rounded-xl border border-line bg-white">
                  {list.rows.map((row) => (
                    // One short line each, so a page of 25 stays a few screens long on a phone.
                    <li key={row.id} className="px-4 py-1">
                      {/* Named in full as one phrase: the role and day are on the line below for sighted readers. */}
                      <Link to={`${base}/${row.id}`} aria-label={`${row.candidateName}, for ${row.jobTitle}, applied ${formatDate(row.appliedAt)}`} className={linkClass}>
                        {row.candidateName}
                      </Link>
                      <p className="text-sm text-ink-soft">
                        <span aria-hidden="true">
                          {row.jobTitle}, {formatDate(row.appliedAt)}.{" "}
                        </span>
                        Status: <strong className="text-ink">{applicationStatusLabels[row.status]}</strong>
                      </p>
                    </li>
                  ))}
                </ol>
                <PageLinks label="Pages of applications" page={list.page} pages={list.pages} href={(page) => applicationListHref(base, { ...query, page })} />
              </>
            )}
          </DashboardSection>
        </>
      )}
    </>
  );
}

function StatusLink({ to, current, children }: { to: string; current: boolean; children: ReactNode }) {
  return current ? (
    <Link to={to} aria-current="page" className="inline-flex min-h-6 items-center font-bold text-ink no-underline">
      {children}
    </Link>
  ) : (
    <Link to={to} className={`inline-flex min-h-6 items-center ${linkClass}`}>
      {children}
    </Link>
  );
}
