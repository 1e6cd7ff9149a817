import { Link } from "~/components/ui/router-link";
import { roleLabel, statusLabel } from "~/features/dashboards/labels";
import { statusFilterLabels, statusFilters, type AccountRow, type StatusFilter } from "../account-rules";
import { FilterForm } from "~/components/ui/filter-form";
import { Select, TextField } from "~/components/ui/field";
import { type Column, Table } from "~/components/ui/table";
import { formatDate } from "~/lib/dates";
import { DashboardHeader, DashboardSection } from "~/features/dashboards/components/dashboard-header";
import { areaPath } from "~/features/dashboards/areas";

type Props = {
  accounts: AccountRow[];
  total: number;
  awaiting: number;
  filter: { status: StatusFilter; search: string };
};

const statusBadge: Record<AccountRow["status"], string> = {
  awaiting_approval: "bg-accent-300 text-ink",
  active: "bg-brand-100 text-brand-900",
  suspended: "bg-ink-soft text-white",
};

/** /dashboard/admin: every account, those awaiting approval first, with a link to manage each one. */
export function AdminAccounts({ accounts, total, awaiting, filter }: Props) {
  const filtered = filter.status !== "all" || filter.search !== "";
  return (
    <>
      <DashboardHeader
        eyebrow="Administrator"
        title="Accounts"
        lead={<p>Approve employer and partner accounts, change roles, suspend accounts and sign people out.</p>}
      />

      {awaiting > 0 ? (
        <div className="mx-auto max-w-6xl px-4 pt-8 sm:px-6">
          <p className="max-w-3xl rounded-xl border-2 border-accent-400 bg-accent-300/20 p-4 text-lg">
            {awaiting === 1 ? "1 account is" : `${awaiting} accounts are`} awaiting approval.{" "}
            {filter.status === "awaiting_approval" ? null : (
              <Link to={`${areaPath("adminAccounts")}?status=awaiting_approval`} className="font-semibold text-brand-800 underline underline-offset-4">
                Show only those awaiting approval
              </Link>
            )}
          </p>
        </div>
      ) : null}

      <DashboardSection id="find-accounts" title="Find accounts">
        <FilterForm
          label="Search accounts"
          submitLabel="Show accounts"
          clear={filtered ? { to: areaPath("adminAccounts"), label: "Clear the filter" } : null}
          className="flex max-w-3xl flex-wrap items-end gap-4"
        >
          <Select
            className="min-w-48 flex-1"
            label="Status"
            id="status"
            name="status"
            defaultValue={filter.status}
            choices={statusFilters.map((status) => ({ value: status, label: statusFilterLabels[status] }))}
          />
          <TextField className="min-w-48 flex-[2]" label="Name or email address" id="search" name="q" type="search" defaultValue={filter.search} maxLength={200} />
        </FilterForm>
      </DashboardSection>

      <DashboardSection id="accounts" title={statusFilterLabels[filter.status]} tone="tinted">
        {accounts.length === 0 ? (
          <p className="rounded-xl border border-line bg-white p-5 text-ink-soft">No accounts match this filter.</p>
        ) : (
          <Table
            caption={
              total > accounts.length
                ? `Showing the first ${accounts.length} of ${total} accounts. Narrow the list with the filter above.`
                : `${total} ${total === 1 ? "account" : "accounts"}, those awaiting approval first.`
            }
            columns={columns}
            rows={accounts}
            tableFrom="lg"
            rowKey={(account) => account.id}
          />
        )}
      </DashboardSection>
    </>
  );
}

const columns: Column<AccountRow>[] = [
  {
    header: "Name",
    rowHeader: true,
    // The name comes first in the label, so voice control users can say what they see.
    cell: (account) => (
      <Link to={areaPath("adminAccount", { userId: account.id })} aria-label={`${account.name}: manage this account`} className="font-semibold text-brand-800 underline underline-offset-4">
        {account.name}
      </Link>
    ),
  },
  { header: "Email address", cell: (account) => account.email, className: "break-all" },
  { header: "Role", cell: (account) => roleLabel(account.role) },
  {
    header: "Status",
    cell: (account) => (
      <span className={`inline-block rounded-full px-3 py-1 text-sm font-semibold ${statusBadge[account.status]}`}>{statusLabel(account.status)}</span>
    ),
  },
  { header: "Email verified", cell: (account) => (account.emailVerified ? "Yes" : "No") },
  { header: "Two-step sign-in", cell: (account) => (account.twoFactorEnabled ? "On" : "Off") },
  { header: "Created", cell: (account) => formatDate(account.createdAt, "short"), className: "lg:whitespace-nowrap" },
];
