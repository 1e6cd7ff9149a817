import { Table } from "~/components/ui/table";
import { applicationStatusLabels, shareableItemLabels } from "~/features/applications/labels";
import { formatDate } from "~/lib/dates";
import { CountTable, EmptyState, Figure, SummaryCard, SummaryGrid, CardsSkeleton } from "~/features/dashboards/components/summary-parts";
import { inWorkPhrase, outcomeCheckpointLabels } from "~/features/outcomes/labels";
import { readinessStatusLabels } from "~/features/readiness/labels";
import { capitalise, countPhrase, total } from "~/lib/counts";
import type { EmployerSummary } from "../employer-summary.server";
import { INTERVIEW_DAYS } from "~/features/organisations/interview-window";

const commitments = [
  { key: "banTheBox", label: "Ban the Box" },
  { key: "disabilityConfident", label: "Disability Confident" },
  { key: "realLivingWage", label: "Pays at least the real Living Wage" },
] as const;

/** The employer home's summary: the organisation, its jobs, applications, interviews and people in work. */
export function EmployerSummaryView({ summary }: { summary: EmployerSummary }) {
  const organisation = summary.organisation;
  if (!organisation) {
    return (
      <SummaryGrid>
        <SummaryCard id="organisation" title="Your organisation" wide>
          <EmptyState>
            <p>Your account is not linked to an employer organisation yet.</p>
            <p className="mt-2">Our team links it once your organisation has been approved. Your jobs and applications will then appear here.</p>
          </EmptyState>
        </SummaryCard>
      </SummaryGrid>
    );
  }
  const received = total(summary.applicationCounts);
  return (
    <SummaryGrid>
      <SummaryCard id="organisation" title={organisation.name}>
        <h4 className="font-semibold text-ink">Fair-chance commitments</h4>
        <ul className="space-y-1">
          {commitments.map((commitment) => (
            <li key={commitment.key}>
              {commitment.label}: <strong className="text-ink">{organisation[commitment.key] ? "yes" : "not yet"}</strong>
            </li>
          ))}
        </ul>
      </SummaryCard>

      <SummaryCard id="jobs" title="Open jobs">
        {summary.openJobs.jobs === 0 ? (
          <EmptyState>You have no open jobs. When you post a job, it will appear here with the applications it receives.</EmptyState>
        ) : (
          <Figure value={summary.openJobs.jobs}>
            {capitalise(countPhrase(summary.openJobs.jobs, "open job"))} with {countPhrase(summary.openJobs.vacancies, "vacancy", "vacancies")} between them.
          </Figure>
        )}
        <Figure value={summary.interviewsSoon}>
          {capitalise(countPhrase(summary.interviewsSoon, "interview"))} in the next {INTERVIEW_DAYS} days.
        </Figure>
      </SummaryCard>

      <SummaryCard id="applications" title="Applications received">
        {received === 0 ? (
          <EmptyState>No one has applied to your jobs yet.</EmptyState>
        ) : (
          <>
            <Figure value={received}>{capitalise(countPhrase(received, "application"))} received.</Figure>
            <CountTable
              caption="Applications received by status"
              heading="Status"
              rows={summary.applicationCounts.map((row) => ({ label: applicationStatusLabels[row.value], count: row.count }))}
            />
          </>
        )}
      </SummaryCard>

      {summary.recentApplications.length > 0 ? (
        <SummaryCard id="recent-applications" title="Newest applications" wide>
          <p>You see only what each person chose to share with their application.</p>
          <ul className="space-y-3">
            {summary.recentApplications.map((application) => (
              <li key={application.id}>
                <p className="font-semibold text-ink">
                  {application.candidateName}, for {application.jobTitle}
                </p>
                <p>
                  {application.status === "applied" ? "" : `${applicationStatusLabels[application.status]}. `}Applied on {formatDate(application.appliedAt, "short")}.
                </p>
                <p>
                  Shared:{" "}
                  {application.shared.length === 0 ? "nothing beyond their name" : application.shared.map((item) => shareableItemLabels[item]).join(", ")}
                  {application.readinessStatus ? `. Readiness: ${readinessStatusLabels[application.readinessStatus].toLowerCase()}` : ""}.
                </p>
              </li>
            ))}
          </ul>
        </SummaryCard>
      ) : null}

      <SummaryCard id="in-work" title="People in work">
        {summary.outcomes.starts === 0 ? (
          <EmptyState>No one has started with you through us yet. When someone does, we will check in at 6 weeks, 6 months and 1 year.</EmptyState>
        ) : (
          <>
            <Figure value={summary.outcomes.starts}>{capitalise(countPhrase(summary.outcomes.starts, "person", "people"))} started work with you.</Figure>
            <Table
              layout="compact"
              caption="Still in work after starting"
              rows={summary.outcomes.checkpoints}
              rowKey={(row) => row.checkpoint}
              columns={[
                { header: "After", rowHeader: true, cell: (row) => outcomeCheckpointLabels[row.checkpoint] },
                { header: "Still in work", cell: (row) => inWorkPhrase(row.inWork, row.checked) },
              ]}
            />
          </>
        )}
      </SummaryCard>
    </SummaryGrid>
  );
}

export function EmployerSummarySkeleton() {
  return <CardsSkeleton cards={[4, 3, 5, 6, 4]} />;
}
