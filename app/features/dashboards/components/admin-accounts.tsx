import { Form, Link } from "react-router";
import { roleLabel, statusLabel } from "../labels";
import { statusFilterLabels, statusFilters, type AccountRow, type StatusFilter } from "../admin-rules";
import { formatDate } from "~/lib/dates";
import { DashboardHeader, DashboardSection } from "./dashboard-header";

type Props = {
  accounts: AccountRow[];
  total: number;
  awaiting: number;
  filter: { status: StatusFilter; search: string };
};

const fieldClass =
  "mt-1 block min-h-11 w-full rounded-lg border-2 border-ink-soft bg-white px-3 py-2 text-ink focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus";

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
              <Link to="/dashboard/admin?status=awaiting_approval" className="font-semibold text-brand-800 underline underline-offset-4">
                Show only those awaiting approval
              </Link>
            )}
          </p>
        </div>
      ) : null}

      <DashboardSection id="find-accounts" title="Find accounts">
        <Form method="get" className="flex max-w-3xl flex-wrap items-end gap-4">
          <div className="min-w-48 flex-1">
            <label htmlFor="status" className="font-semibold">
              Status
            </label>
            <select id="status" name="status" defaultValue={filter.status} className={fieldClass}>
              {statusFilters.map((status) => (
                <option key={status} value={status}>
                  {statusFilterLabels[status]}
                </option>
              ))}
            </select>
          </div>
          <div className="min-w-48 flex-[2]">
            <label htmlFor="search" className="font-semibold">
              Name or email address
            </label>
            <input id="search" name="q" type="search" defaultValue={filter.search} maxLength={200} className={fieldClass} />
          </div>
          <button
            type="submit"
            className="min-h-11 rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus"
          >
            Show accounts
          </button>
          {filtered ? (
            <Link to="/dashboard/admin" className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-4">
              Clear the filter
            </Link>
          ) : null}
        </Form>
      </DashboardSection>

      <DashboardSection id="accounts" title={statusFilterLabels[filter.status]} tone="tinted">
        {accounts.length === 0 ? (
          <p className="rounded-xl border border-line bg-white p-5 text-ink-soft">No accounts match this filter.</p>
        ) : (
          <div className="overflow-x-auto rounded-xl border border-line bg-white" role="region" aria-labelledby="accounts-caption" tabIndex={0}>
            <table className="w-full min-w-[56rem] text-left">
              <caption id="accounts-caption" className="px-4 py-3 text-left text-ink-soft">
                {total > accounts.length
                  ? `Showing the first ${accounts.length} of ${total} accounts. Narrow the list with the filter above.`
                  : `${total} ${total === 1 ? "account" : "accounts"}, those awaiting approval first.`}
              </caption>
              <thead className="bg-brand-50">
                <tr>
                  <th scope="col" className="px-4 py-3 font-semibold">Name</th>
                  <th scope="col" className="px-4 py-3 font-semibold">Email address</th>
                  <th scope="col" className="px-4 py-3 font-semibold">Role</th>
                  <th scope="col" className="px-4 py-3 font-semibold">Status</th>
                  <th scope="col" className="px-4 py-3 font-semibold">Email verified</th>
                  <th scope="col" className="px-4 py-3 font-semibold">Two-step sign-in</th>
                  <th scope="col" className="px-4 py-3 font-semibold">Created</th>
                </tr>
              </thead>
              <tbody>
                {accounts.map((account) => (
                  <tr key={account.id} className="border-t border-line">
                    <th scope="row" className="px-4 py-3 font-normal">
                      {/* The name comes first in the label, so voice control users can say what they see. */}
                      <Link
                        to={`/dashboard/admin/users/${account.id}`}
                        aria-label={`${account.name}: manage this account`}
                        className="font-semibold text-brand-800 underline underline-offset-4"
                      >
                        {account.name}
                      </Link>
                    </th>
                    <td className="px-4 py-3 break-all">{account.email}</td>
                    <td className="px-4 py-3">{roleLabel(account.role)}</td>
                    <td className="px-4 py-3">
                      <span className={`inline-block rounded-full px-3 py-1 text-sm font-semibold ${statusBadge[account.status]}`}>
                        {statusLabel(account.status)}
                      </span>
                    </td>
                    <td className="px-4 py-3">{account.emailVerified ? "Yes" : "No"}</td>
                    <td className="px-4 py-3">{account.twoFactorEnabled ? "On" : "Off"}</td>
                    <td className="px-4 py-3 whitespace-nowrap">{formatDate(account.createdAt, "short")}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </DashboardSection>
    </>
  );
}
