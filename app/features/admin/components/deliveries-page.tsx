import { Link } from "~/components/ui/router-link";
import type { DeliveryRow } from "../deliveries.server";
import { ErrorSummary, summaryItems } from "~/components/ui/error-summary";
import { FilterForm } from "~/components/ui/filter-form";
import { Select } from "~/components/ui/field";
import { type Column, Table } from "~/components/ui/table";
import { formatDateTime } from "~/lib/dates";
import { areaPath } from "~/features/dashboards/areas";
import { DashboardHeader, DashboardSection } from "~/features/dashboards/components/dashboard-header";
import { channelWords, deliveryChannelChoices, deliveryRowStatuses, deliveryWords, statusWords, type DeliveriesFilterErrors } from "../deliveries";

type Row = DeliveryRow;

type Props = { typed: Record<string, string>; errors: DeliveriesFilterErrors; page: number; pageSize: number; rows: Row[]; total: number };

const FIELDS = ["channel", "status"] as const;
const none = <span className="text-ink-soft">None</span>;

const columns: Column<Row>[] = [
  { header: "Written", rowHeader: true, cell: (row) => formatDateTime(row.createdAt), className: "lg:whitespace-nowrap" },
  { header: "What", cell: (row) => <code className="text-sm break-all">{row.kind}</code> },
  { header: "Channel", cell: (row) => channelWords[row.channel] ?? row.channel },
  {
    header: "To",
    cell: (row) => (
      <span>
        {row.account ? (
          <Link to={areaPath("adminAccount", { userId: row.account.id })} className="font-semibold text-brand-800 underline underline-offset-4">
            {row.account.name}
          </Link>
        ) : (
          <span className="text-ink-soft">No account</span>
        )}{" "}
        <span className="break-all text-ink-soft">{row.address}</span>
      </span>
    ),
  },
  { header: "Status", cell: (row) => statusWords[row.status] ?? row.status },
  { header: "Delivery", cell: (row) => (row.deliveryStatus ? (deliveryWords[row.deliveryStatus] ?? row.deliveryStatus) : none) },
  { header: "Tries", cell: (row) => String(row.attempts) },
  { header: "Last error", cell: (row) => (row.lastError ? <span className="break-words">{row.lastError}</span> : none) },
  { header: "Sent", cell: (row) => (row.sentAt ? formatDateTime(row.sentAt) : none), className: "lg:whitespace-nowrap" },
];

/** /dashboard/admin/deliveries: emails and texts the service wrote, newest first, with what happened to each. */
export function DeliveriesPage({ typed, errors, page, pageSize, rows, total }: Props) {
  const filtered = FIELDS.some((field) => typed[field]);
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const hrefFor = (to: number) => {
    const params = new URLSearchParams(Object.entries(typed).filter(([, value]) => value));
    params.set("page", String(to));
    return `${areaPath("adminDeliveries")}?${params.toString()}`;
  };
  const items = summaryItems(errors, FIELDS);
  return (
    <>
      <DashboardHeader
        eyebrow="Administrator"
        title="Email and text deliveries"
        lead={
          <p>
            Every email and text the service has written, newest first: whether it went, and what the provider said after. Addresses and numbers are
            shortened; open the account to see who it was for.
          </p>
        }
      />
      <DashboardSection id="filter-deliveries" title="Filter deliveries">
        <FilterForm
          label="Filter deliveries"
          submitLabel="Filter"
          clear={filtered ? { to: areaPath("adminDeliveries"), label: "Show all deliveries" } : null}
          className="max-w-4xl space-y-4"
          footer="flex flex-wrap items-center gap-4"
        >
          {items.length ? <ErrorSummary formErrors={[]} fieldErrors={items} focusKey={JSON.stringify(errors)} /> : null}
          <div className="grid gap-4 sm:grid-cols-2">
            <Select
              label="Channel"
              id="channel"
              name="channel"
              defaultValue={typed.channel}
              error={errors.channel}
              choices={[{ value: "", label: "Email and text" }, ...deliveryChannelChoices.map((value) => ({ value, label: channelWords[value]! }))]}
            />
            <Select
              label="Status"
              id="status"
              name="status"
              defaultValue={typed.status}
              error={errors.status}
              choices={[{ value: "", label: "Any status" }, ...deliveryRowStatuses.map((value) => ({ value, label: statusWords[value]! }))]}
            />
          </div>
        </FilterForm>
      </DashboardSection>
      <DashboardSection id="deliveries" title="Deliveries" tone="tinted">
        {rows.length === 0 ? (
          <p className="rounded-xl border border-line bg-white p-5 text-ink-soft">{items.length ? "Put the filter right to see deliveries." : "No deliveries match this filter."}</p>
        ) : (
          <>
            <Table
              caption={`${total} ${total === 1 ? "delivery" : "deliveries"}, newest first. Page ${page} of ${pages}.`}
              tableFrom="lg"
              columns={columns}
              rows={rows}
              rowKey={(row) => row.id}
            />
            <nav aria-label="Pages of deliveries" className="mt-4 flex flex-wrap gap-6">
              {page > 1 ? (
                <Link to={hrefFor(page - 1)} className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-4">
                  Newer deliveries
                </Link>
              ) : null}
              {page < pages ? (
                <Link to={hrefFor(page + 1)} className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-4">
                  Older deliveries
                </Link>
              ) : null}
            </nav>
          </>
        )}
      </DashboardSection>
    </>
  );
}
