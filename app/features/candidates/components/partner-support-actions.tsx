import { PageLinks } from "~/components/ui/page-links";
import { listHref, pagePlace } from "~/lib/paging";
import { Table } from "~/components/ui/table";
import { DashboardSection } from "~/features/dashboards/components/dashboard-header";
import { EmptyState } from "~/features/dashboards/components/summary-parts";
import { capitalise, countPhrase } from "~/lib/counts";
import { formatDate } from "~/lib/dates";
import type { PartnerSupportAction, PartnerSupportList } from "../support-actions.server";
import { usePartnerPath } from "~/features/dashboards/components/partner-page";

function statusText(action: PartnerSupportAction, today: string): string {
  if (action.status === "done") return action.completedAt ? `Done on ${formatDate(action.completedAt, "short")}` : "Done";
  if (action.status === "cancelled") return "Cancelled";
  return action.dueOn && action.dueOn < today ? "Overdue" : "Open";
}

/** The support actions for the people a partner referred, a page at a time, with what is overdue called out in words. */
export function PartnerSupportActions({ list, today }: { list: PartnerSupportList; today: string }) {
  const path = usePartnerPath();
  const { actions, total, open, overdue, page, pages, offset } = list;
  return (
    <DashboardSection id="support-actions" title="Support actions" intro={<p>What your organisation and our team agreed to do for the people you referred.</p>}>
      <p role="status" className="mb-4 font-semibold">
        {capitalise(countPhrase(open, "open action"))}, {countPhrase(overdue, "overdue")}.
        {pages > 1 ? ` ${capitalise(countPhrase(total, "action"))} in all: showing ${pagePlace(offset, actions.length, page, pages)}.` : ""}
      </p>
      {actions.length === 0 ? (
        <EmptyState>There are no support actions for the people you referred yet.</EmptyState>
      ) : (
        <Table
          caption="Support actions, open ones first by due date"
          rows={actions}
          rowKey={(action) => action.id}
          columns={[
            { header: "Action", rowHeader: true, cell: (action) => action.title },
            { header: "Person", cell: (action) => action.personName },
            { header: "Who", cell: (action) => action.ownerName ?? "Not given" },
            { header: "Due", className: "whitespace-nowrap", cell: (action) => (action.dueOn ? formatDate(action.dueOn, "short") : "No date") },
            {
              header: "Status",
              cell: (action) => {
                const text = statusText(action, today);
                return <span className={text === "Overdue" ? "font-semibold text-danger" : undefined}>{text}</span>;
              },
            },
          ]}
        />
      )}
      <PageLinks label="Pages of support actions" page={page} pages={pages} href={(to) => listHref(path("support"), new URLSearchParams(), to)} />
    </DashboardSection>
  );
}
