import { Link } from "~/components/ui/router-link";
import { ErrorSummary, summaryItems } from "~/components/ui/error-summary";
import { FilterForm } from "~/components/ui/filter-form";
import { Select, TextField } from "~/components/ui/field";
import { type Column, Table } from "~/components/ui/table";
import { formatDateTime } from "~/lib/dates";
import { areaPath } from "~/features/dashboards/areas";
import { DashboardHeader, DashboardSection } from "~/features/dashboards/components/dashboard-header";
import { eventWords, type AuditSearchErrors } from "../search";

type Person = { id: string; name: string | null; email: string | null };
type Row = { seq: number; at: string; event: string; actor: Person | null; subject: Person | null; detail: Record<string, unknown> };

type Props = {
  typed: Record<string, string>;
  errors: AuditSearchErrors;
  page: number;
  pageSize: number;
  events: string[];
  rows: Row[];
  total: number;
  personFound: boolean;
};

const FIELDS = ["person", "event", "from", "to"] as const;

function PersonCell({ person, none }: { person: Person | null; none: string }) {
  if (!person) return <span className="text-ink-soft">{none}</span>;
  if (!person.name) return <span>Deleted or unknown account <code className="break-all text-sm">{person.id}</code></span>;
  return (
    <span>
      <Link to={areaPath("adminAccount", { userId: person.id })} className="font-semibold text-brand-800 underline underline-offset-4">
        {person.name}
      </Link>{" "}
      <span className="break-all text-ink-soft">{person.email}</span>
    </span>
  );
}

const columns: Column<Row>[] = [
  { header: "When", rowHeader: true, cell: (row) => formatDateTime(row.at), className: "sm:whitespace-nowrap" },
  { header: "What", cell: (row) => eventWords(row.event) },
  { header: "Who did it", cell: (row) => <PersonCell person={row.actor} none="The service" /> },
  { header: "About", cell: (row) => <PersonCell person={row.subject} none="No one account" /> },
  {
    header: "Details",
    cell: (row) => (Object.keys(row.detail).length ? <code className="text-sm break-all">{JSON.stringify(row.detail)}</code> : <span className="text-ink-soft">None</span>),
  },
  { header: "Entry", cell: (row) => `#${row.seq}` },
];

/** /dashboard/admin/audit: the audit trail, searched by person, event and dates, newest first, a page at a time. */
export function AuditTrail({ typed, errors, page, pageSize, events, rows, total, personFound }: Props) {
  const filtered = FIELDS.some((field) => typed[field]);
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const hrefFor = (to: number) => {
    const params = new URLSearchParams(Object.entries(typed).filter(([, value]) => value));
    params.set("page", String(to));
    return `${areaPath("adminAudit")}?${params.toString()}`;
  };
  const items = summaryItems(errors, FIELDS);
  return (
    <>
      <DashboardHeader
        eyebrow="Administrator"
        title="Audit trail"
        lead={
          <p>
            Who saw or changed what, and when. Entries are chained together, so any change or removal is caught by <code>npm run audit -- verify</code>. Your
            searches are recorded here too.
          </p>
        }
      />
      <DashboardSection id="search-audit" title="Search the audit trail">
        <FilterForm
          label="Search the audit trail"
          submitLabel="Search"
          clear={filtered ? { to: areaPath("adminAudit"), label: "Clear the search" } : null}
          className="max-w-4xl space-y-4"
          footer="flex flex-wrap items-center gap-4"
        >
          {items.length ? <ErrorSummary formErrors={[]} fieldErrors={items} focusKey={JSON.stringify(errors)} /> : null}
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label="Person"
              hint="Their email address or account number: entries they did and entries about them"
              id="person"
              name="person"
              type="search"
              defaultValue={typed.person}
              error={errors.person}
              maxLength={320}
            />
            <Select
              label="Event"
              id="event"
              name="event"
              defaultValue={typed.event}
              error={errors.event}
              choices={[{ value: "", label: "Any event" }, ...events.map((event) => ({ value: event, label: eventWords(event) }))]}
            />
            <TextField label="From" hint="The first day, for example 2026-11-01" id="from" name="from" type="date" defaultValue={typed.from} error={errors.from} />
            <TextField label="To" hint="The last day, for example 2026-11-24" id="to" name="to" type="date" defaultValue={typed.to} error={errors.to} />
          </div>
        </FilterForm>
      </DashboardSection>
      <DashboardSection id="entries" title="Entries" tone="tinted">
        {!personFound ? <p className="mb-4 max-w-3xl">No account has that email address or number now; showing entries that name it as an account number.</p> : null}
        {rows.length === 0 ? (
          <p className="rounded-xl border border-line bg-white p-5 text-ink-soft">{items.length ? "Put the search right to see entries." : "No entries match this search."}</p>
        ) : (
          <>
            <Table
              caption={`${total} ${total === 1 ? "entry" : "entries"}, newest first. Page ${page} of ${pages}.`}
              columns={columns}
              rows={rows}
              rowKey={(row) => String(row.seq)}
            />
            <nav aria-label="Pages of entries" className="mt-4 flex flex-wrap gap-6">
              {page > 1 ? (
                <Link to={hrefFor(page - 1)} className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-4">
                  Newer entries
                </Link>
              ) : null}
              {page < pages ? (
                <Link to={hrefFor(page + 1)} className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-4">
                  Older entries
                </Link>
              ) : null}
            </nav>
          </>
        )}
      </DashboardSection>
    </>
  );
}
