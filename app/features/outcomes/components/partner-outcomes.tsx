import { Download } from "lucide-react";
import { Table } from "~/components/ui/table";
import { DashboardSection } from "~/features/dashboards/components/dashboard-header";
import { Figure, SummaryCard, SummaryGrid } from "~/features/dashboards/components/summary-parts";
import { capitalise, countPhrase } from "~/lib/counts";
import { inWorkPhrase, outcomeCheckpointLabels } from "../labels";
import type { PartnerOutcomes } from "../outcomes.server";

const percent = (inWork: number, checked: number) => (checked === 0 ? 0 : Math.round((inWork / checked) * 100));

/**
 * In-work rates as a bar chart drawn on the server. The chart repeats the table beside it, which is what
 * screen readers get: the picture is hidden from them so nothing is read twice.
 */
function InWorkChart({ checkpoints }: { checkpoints: PartnerOutcomes["checkpoints"] }) {
  const barWidth = 64;
  const gap = 40;
  const height = 160;
  const width = checkpoints.length * (barWidth + gap) + gap;
  return (
    <svg aria-hidden="true" viewBox={`0 0 ${width} ${height + 48}`} className="h-auto w-full max-w-md" focusable="false">
      <line x1={gap / 2} y1={height} x2={width - gap / 2} y2={height} className="stroke-ink-soft" strokeWidth={1} />
      {checkpoints.map(({ checkpoint, checked, inWork }, index) => {
        const share = percent(inWork, checked);
        const barHeight = (share / 100) * (height - 24);
        const x = gap + index * (barWidth + gap);
        return (
          <g key={checkpoint}>
            <rect x={x} y={height - barHeight} width={barWidth} height={barHeight} className="fill-brand-700" rx={4} />
            <text x={x + barWidth / 2} y={height - barHeight - 6} textAnchor="middle" className="fill-ink text-sm font-semibold">
              {checked === 0 ? "–" : `${share}%`}
            </text>
            <text x={x + barWidth / 2} y={height + 22} textAnchor="middle" className="fill-ink text-sm">
              {outcomeCheckpointLabels[checkpoint]}
            </text>
          </g>
        );
      })}
    </svg>
  );
}

/** A partner's outcomes: people referred, job starts and in-work rates, as a chart, a table and a CSV file. */
export function PartnerOutcomesView({ outcomes, csvPath }: { outcomes: PartnerOutcomes; csvPath: string }) {
  return (
    <>
      <DashboardSection id="starts" title="Referrals and job starts" tone="tinted">
        <SummaryGrid>
          <SummaryCard id="referred" title="Referred">
            <Figure value={outcomes.referred}>{capitalise(countPhrase(outcomes.referred, "person", "people"))} referred by your organisation.</Figure>
          </SummaryCard>
          <SummaryCard id="started" title="Started a job">
            <Figure value={outcomes.starts}>
              {capitalise(countPhrase(outcomes.starts, "person", "people"))} you referred started a job.
              {/* The checks below are of jobs, so a person who started two is counted twice there: say so. */}
              {outcomes.jobStarts > outcomes.starts ? ` Some started more than one, so there were ${outcomes.jobStarts} job starts in all.` : null}
            </Figure>
          </SummaryCard>
        </SummaryGrid>
      </DashboardSection>
      <DashboardSection
        id="in-work"
        title="Still in work"
        intro={<p>For each job started by a person you referred, whether they were still in work there when we checked at 6 weeks, 6 months and 1 year.</p>}
      >
        <div className="grid items-start gap-8 lg:grid-cols-2">
          <Table
            caption="Job starts still in work at each check"
            rows={outcomes.checkpoints}
            rowKey={(row) => row.checkpoint}
            columns={[
              { header: "After", rowHeader: true, cell: (row) => outcomeCheckpointLabels[row.checkpoint] },
              { header: "Still in work", cell: (row) => inWorkPhrase(row.inWork, row.checked) },
            ]}
          />
          <InWorkChart checkpoints={outcomes.checkpoints} />
        </div>
        <p className="mt-6">
          {/* A plain link with download: a file, which the router must not try to render as a page. */}
          <a href={csvPath} download className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand-800 underline underline-offset-4 hover:no-underline">
            <Download aria-hidden="true" className="size-5" />
            Download these figures (CSV)
          </a>
        </p>
      </DashboardSection>
    </>
  );
}
