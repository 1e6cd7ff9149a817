import { pagePlace } from "~/lib/paging";
import { Link } from "~/components/ui/router-link";
import { FilterForm } from "~/components/ui/filter-form";
import { Select, TextField } from "~/components/ui/field";
import { PageLinks } from "~/components/ui/page-links";
import { type Column, Table } from "~/components/ui/table";
import { areaPath } from "~/features/dashboards/areas";
import { DashboardSection } from "~/features/dashboards/components/dashboard-header";
import { readinessStatusLabels } from "~/features/readiness/labels";
import { formatDate, formatDateTime } from "~/lib/dates";
import { readinessStatuses } from "../../../../db/schema/vocabulary";
import { CASELOAD_PAGE_SIZE, caseloadHref, caseloadSortLabels, caseloadSorts, type CaseloadFilter } from "../caseload-filter";
import type { Caseload, CaseloadPerson, NextStep } from "../caseload-list.server";
import { CaseworkerPageHeader, type PageMode } from "~/features/dashboards/components/caseworker-page-header";

/** /dashboard/caseworker(portal)/caseload: everyone the caseworker supports, with a filter and sort kept in the URL. */
export function CaseloadPage({ mode, caseload, filter }: { mode: PageMode; caseload: Caseload; filter: CaseloadFilter }) {
  const here = areaPath(mode === "demo" ? "caseworkerCaseloadDemo" : "caseworkerCaseloadPortal");
  const filtered = filter.readiness !== "all" || filter.search !== "" || filter.sort !== "name";
  const columns = caseloadColumns(mode);
  return (
    <>
      <CaseworkerPageHeader mode={mode} lead={<p>Everyone assigned to you: how ready they are for work, when you last had contact and what happens next.</p>} />

      <DashboardSection id="find-people" title="Filter and sort">
        <FilterForm label="Search your caseload" submitLabel="Show people" clear={filtered ? { to: here, label: "Clear the filter" } : null}>
          <Select
            className="min-w-48 flex-1"
            label="Readiness"
            id="readiness"
            name="readiness"
            defaultValue={filter.readiness}
            choices={[{ value: "all", label: "Everyone" }, ...readinessStatuses.map((status) => ({ value: status, label: readinessStatusLabels[status] }))]}
          />
          <Select
            className="min-w-48 flex-1"
            label="Sort by"
            id="sort"
            name="sort"
            defaultValue={filter.sort}
            choices={caseloadSorts.map((sort) => ({ value: sort, label: caseloadSortLabels[sort] }))}
          />
          <TextField className="min-w-48 flex-1" label="Name" id="search" name="q" type="search" defaultValue={filter.search} maxLength={100} />
        </FilterForm>
      </DashboardSection>

      <DashboardSection id="caseload" title="Your caseload" tone="tinted">
        {caseload.total === 0 ? (
          <p className="rounded-xl border border-line bg-white p-5 text-ink-soft">
            No one is assigned to you yet. An administrator assigns people to caseworkers; they will appear here.
          </p>
        ) : caseload.people.length === 0 ? (
          <p className="rounded-xl border border-line bg-white p-5 text-ink-soft">No one on your caseload matches this filter.</p>
        ) : (
          <>
            <Table caption={caseloadCaption(caseload)} columns={columns} rows={caseload.people} rowKey={(person) => person.id} tableFrom="md" />
            <PageLinks label="Pages of your caseload" page={caseload.page} pages={caseload.pages} href={(page) => caseloadHref(here, filter, page)} />
          </>
        )}
      </DashboardSection>
    </>
  );
}

/** Who the table shows, and of how many: the page's place in the list once it runs to more than one page. */
function caseloadCaption({ people, total, matching, page, pages }: Caseload): string {
  const everyone = matching === total;
  const counted = everyone ? `${total} ${total === 1 ? "person" : "people"} on your caseload.` : `${matching} of the ${total} people on your caseload match this filter.`;
  if (pages <= 1) return counted;
  return `${counted} Showing ${pagePlace((page - 1) * CASELOAD_PAGE_SIZE, people.length, page, pages)}.`;
}

function nextStepText(step: NextStep | null): string {
  if (!step) return "Nothing planned";
  if (step.kind === "appointment") return `${step.title}, ${formatDateTime(step.at)}`;
  return step.dueOn ? `${step.title}, due ${formatDate(step.dueOn, "short")}` : step.title;
}

function caseloadColumns(mode: PageMode): Column<CaseloadPerson>[] {
  return [
    {
      header: "Name",
      rowHeader: true,
      cell: (person) => (
        <Link
          to={areaPath(mode === "demo" ? "caseworkerCandidateDemo" : "caseworkerCandidatePortal", { candidateId: person.id })}
          className="font-semibold text-brand-800 underline underline-offset-4"
        >
          {person.fullName}
        </Link>
      ),
    },
    { header: "Town", cell: (person) => person.town ?? "Not given" },
    {
      header: "Readiness",
      cell: (person) => `${readinessStatusLabels[person.readiness]} (${person.checklistDone} of ${person.checklistTotal} checklist items done)`,
    },
    { header: "Last contact", cell: (person) => (person.lastContact ? formatDate(person.lastContact, "short") : "No contact yet"), className: "md:whitespace-nowrap" },
    { header: "Next step", cell: (person) => nextStepText(person.nextStep) },
  ];
}
