import { Link } from "~/components/ui/router-link";
import { ButtonLink } from "~/components/ui/button";
import { FilterForm } from "~/components/ui/filter-form";
import { Select } from "~/components/ui/field";
import { Notice } from "~/components/ui/notice";
import { PageLinks } from "~/components/ui/page-links";
import { pagePlace } from "~/lib/paging";
import { Table } from "~/components/ui/table";
import { DashboardSection } from "~/features/dashboards/components/dashboard-header";
import { EmptyState } from "~/features/dashboards/components/summary-parts";
import { capitalise, countPhrase } from "~/lib/counts";
import { formatDate } from "~/lib/dates";
import { referralStatuses } from "../../../../db/schema/vocabulary";
import { referralStatusLabels } from "../labels";
import { REFERRALS_PAGE_SIZE, referralListHref, referralSortLabels, referralSorts, type ReferralFilters } from "../list-filters";
import type { ReferralListPage } from "../referrals.server";
import { usePartnerArea, usePartnerPath } from "~/features/dashboards/components/partner-page";
import { ReferralDetailsList } from "./referral-details";

export type ReferralListData = ReferralListPage & { filters: ReferralFilters; referred: boolean };

/** The partner's referrals: a filter form that works without JavaScript (a GET to this page) and the table. */
export function ReferralList({ data }: { data: ReferralListData }) {
  const path = usePartnerPath();
  const area = usePartnerArea();
  const { filters, rows, total, page, pages } = data;
  const filtered = filters.status !== null;
  return (
    <DashboardSection id="referral-list" title="Your referrals" intro={<p>Filter by status or change the order; the address keeps your choice, so you can bookmark it.</p>}>
      {data.referred ? (
        <Notice className="mb-6" focusOn={data.referred}>
          Your referral has been sent. It is listed below as submitted until a caseworker takes it on.
        </Notice>
      ) : null}
      <div className="mb-6">
        <ButtonLink to={path("referrals/new")}>Refer a person</ButtonLink>
      </div>
      <FilterForm
        label="Filter referrals"
        submitLabel="Apply"
        submitVariant="outline"
        clear={filtered ? { to: path("referrals"), label: "Show all referrals" } : null}
        className="mb-6 flex flex-wrap items-end gap-4 rounded-xl border border-line bg-brand-50 p-4"
      >
        <Select
          label="Status"
          name="status"
          id="referral-status"
          className="min-w-56"
          defaultValue={filters.status ?? ""}
          placeholder="All statuses"
          choices={referralStatuses.map((value) => ({ value, label: referralStatusLabels[value] }))}
        />
        <Select
          label="Order"
          name="sort"
          id="referral-sort"
          className="min-w-56"
          defaultValue={filters.sort}
          choices={referralSorts.map((value) => ({ value, label: referralSortLabels[value] }))}
        />
      </FilterForm>
      <p role="status" className="mb-4 font-semibold">
        {capitalise(countPhrase(total, "referral"))}
        {filtered ? ` with the status ${referralStatusLabels[filters.status!].toLowerCase()}` : ""}
        .{pages > 1 ? ` Showing ${pagePlace((page - 1) * REFERRALS_PAGE_SIZE, rows.length, page, pages)}.` : ""}
      </p>
      {rows.length === 0 ? (
        <EmptyState>{filtered ? "No referrals have this status." : "You have not referred anyone yet."}</EmptyState>
      ) : (
        <Table
          caption={`Your referrals, ${referralSortLabels[filters.sort].toLowerCase()}`}
          tableFrom="lg"
          rows={rows}
          rowKey={(row) => row.id}
          columns={[
            {
              header: "Person",
              rowHeader: true,
              cell: (row) =>
                row.candidateId ? (
                  <Link to={area("person", { candidateId: row.candidateId })} className="font-semibold text-brand-800 underline underline-offset-4">
                    {row.personName}
                  </Link>
                ) : (
                  row.personName
                ),
            },
            { header: "Status", cell: (row) => referralStatusLabels[row.status] },
            { header: "Town", cell: (row) => row.town ?? "Not given" },
            { header: "Referred by", cell: (row) => row.referredByName },
            { header: "Referred on", className: "whitespace-nowrap", cell: (row) => formatDate(row.referredAt, "short") },
            {
              header: "Details",
              className: "lg:min-w-48",
              cell: (row) => (
                <details className="w-full">
                  <summary className="inline-flex min-h-6 cursor-pointer items-center font-semibold text-brand-800 underline underline-offset-4">
                    Referral details<span className="sr-only"> for {row.personName}</span>
                  </summary>
                  <div className="mt-3 sm:min-w-80">
                    <ReferralDetailsList details={row} personName={row.personName} />
                  </div>
                </details>
              ),
            },
          ]}
        />
      )}
      <PageLinks label="Pages of your referrals" page={page} pages={pages} href={(to) => referralListHref(path("referrals"), filters, to)} />
    </DashboardSection>
  );
}
