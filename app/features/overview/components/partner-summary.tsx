import { Table } from "~/components/ui/table";
import { formatDate } from "~/lib/dates";
import { CountTable, EmptyState, Figure, SummaryCard, SummaryGrid, CardsSkeleton } from "~/features/dashboards/components/summary-parts";
import { capitalise, countPhrase, total } from "~/lib/counts";
import { referralStatusLabels } from "~/features/referrals/labels";
import type { PartnerSummary } from "../partner-summary.server";
import { Link } from "~/components/ui/router-link";
import { usePartnerArea } from "~/features/dashboards/components/partner-page";

/** The partner home's summary: referrals, people placed in work, support actions and messages. */
export function PartnerSummaryView({ summary }: { summary: PartnerSummary }) {
  const path = usePartnerArea();
  if (!summary.organisationName) {
    return (
      <SummaryGrid>
        <SummaryCard id="organisation" title="Your organisation" wide>
          <EmptyState>
            <p>Your account is not linked to a partner organisation yet.</p>
            <p className="mt-2">Our team links it once your organisation has been approved. You can then refer people and follow their progress here.</p>
          </EmptyState>
        </SummaryCard>
      </SummaryGrid>
    );
  }
  const referred = total(summary.referralCounts);
  const { open, overdue } = summary.supportActions;
  return (
    <SummaryGrid>
      <SummaryCard id="referrals" title="Your referrals">
        {referred === 0 ? (
          <EmptyState>You have not referred anyone yet. When you refer someone, with their agreement, you can follow their progress here.</EmptyState>
        ) : (
          <>
            <Figure value={referred}>{capitalise(countPhrase(referred, "referral"))} made.</Figure>
            <CountTable
              caption="Your referrals by status"
              heading="Status"
              rows={summary.referralCounts.map((row) => ({ label: referralStatusLabels[row.value], count: row.count }))}
            />
          </>
        )}
      </SummaryCard>

      {summary.recentReferrals.length > 0 ? (
        <SummaryCard id="recent-referrals" title="Most recent referrals">
          <Table
            layout="compact"
            captionHidden
            caption={`Your ${summary.recentReferrals.length} most recent referrals`}
            rows={summary.recentReferrals}
            rowKey={(referral) => referral.id}
            columns={[
              { header: "Person", rowHeader: true, cell: (referral) => referral.personName },
              { header: "Status", cell: (referral) => referralStatusLabels[referral.status] },
              { header: "Referred", cell: (referral) => formatDate(referral.referredAt, "short") },
            ]}
          />
        </SummaryCard>
      ) : null}

      <SummaryCard id="placed" title="In work">
        <Figure value={summary.placedInWork}>
          {capitalise(countPhrase(summary.placedInWork, "person", "people"))} you referred {summary.placedInWork === 1 ? "has" : "have"} started work.
        </Figure>
      </SummaryCard>

      <SummaryCard id="support-actions" title="Support actions">
        {open === 0 ? (
          <EmptyState>No support actions are open.</EmptyState>
        ) : (
          <>
            {/* Only the actions with this organisation: a person's progress page also lists our team's own, so a plain
                "open" here would read as the whole of it. */}
            <Figure value={open}>
              {capitalise(countPhrase(open, "support action"))} with your organisation {open === 1 ? "is" : "are"} open.
            </Figure>
            <p className={overdue > 0 ? "font-semibold text-ink" : ""}>
              {overdue === 0 ? "None is overdue." : `${capitalise(countPhrase(overdue, "action"))} ${overdue === 1 ? "is" : "are"} past the due date.`}
            </p>
          </>
        )}
      </SummaryCard>

      {summary.onboarding ? (
        <SummaryCard id="onboarding" title="Onboarding progress">
          <Figure value={summary.onboarding.done}>
            {summary.onboarding.done} of {summary.onboarding.total} onboarding steps done.
          </Figure>
          <p>
            <Link to={path("onboarding")} className="font-semibold text-brand-800 underline underline-offset-4">
              {summary.onboarding.done === summary.onboarding.total ? "See your onboarding checklist" : "Finish your onboarding checklist"}
            </Link>
          </p>
        </SummaryCard>
      ) : null}

      <SummaryCard id="messages" title="Messages">
        <Figure value={summary.unreadMessages}>You have {countPhrase(summary.unreadMessages, "unread message")}.</Figure>
        {summary.messagesHref ? (
          <p>
            <Link to={summary.messagesHref} className="font-semibold text-brand-800 underline underline-offset-4">
              {summary.unreadMessages > 0 ? "Read your messages" : "Open your messages"}
            </Link>
          </p>
        ) : null}
      </SummaryCard>
    </SummaryGrid>
  );
}

export function PartnerSummarySkeleton() {
  return <CardsSkeleton cards={[5, 6, 1, 2, 1]} />;
}
