import { ButtonLink } from "~/components/ui/button";
import { SourcesLine } from "~/components/ui/sources-line";
import { Table } from "~/components/ui/table";
import { DashboardHeader, DashboardSection } from "~/features/dashboards/components/dashboard-header";
import { DemoRefusalNotice } from "~/features/dashboards/components/demo-refusal";
import { EmptyState, Figure } from "~/features/dashboards/components/summary-parts";
import { statistics } from "~/features/marketing/statistics";
import { outcomeCheckpointLabels } from "../labels";
import { inWorkRate, type SocialValue } from "../social-value";

/** The social value of the employer's fair hiring: hires, in-work rates (chart and table), a CSV, and the method. */
export function SocialValueView({ mode, value, csvHref }: { mode: "demo" | "portal"; value: SocialValue; csvHref: string }) {
  const cost = statistics.costOfReoffending;
  return (
    <>
      <DashboardHeader
        eyebrow={mode === "demo" ? "Demonstration" : "Employer"}
        title="Social value"
        lead={<p>The people you hired through fair recruitment, and how many stayed in work, for your board and your reports.</p>}
      />
      {mode === "demo" ? <DemoRefusalNotice /> : null}
      {value.organisationName === null ? (
        <DashboardSection id="hires" title="People hired">
          <EmptyState>
            <p>Your account is not linked to an employer organisation yet.</p>
            <p className="mt-2">Our team links it once your organisation has been approved. Your hires and in-work rates will then appear here.</p>
          </EmptyState>
        </DashboardSection>
      ) : (
        <>
          <DashboardSection id="hires" title="People hired">
            <Figure value={value.hires}>{value.hires === 1 ? "person has" : "people have"} started work with you through Fair Chance Works.</Figure>
            <p className="mt-4">
              <ButtonLink to={csvHref} reloadDocument variant="outline" download>
                Download these figures (CSV)
              </ButtonLink>
            </p>
          </DashboardSection>

          <DashboardSection id="in-work" title="Still in work">
            <p className="mb-4 max-w-3xl">Of the people checked at each point after they started, how many were still in work.</p>
            <div className="grid gap-6 lg:grid-cols-2">
              <InWorkChart value={value} />
              <Table
                caption="Still in work after starting, by checkpoint"
                rowKey={(row) => row.checkpoint}
                rows={value.checkpoints}
                columns={[
                  { header: "After", rowHeader: true, cell: (row) => outcomeCheckpointLabels[row.checkpoint] },
                  { header: "People checked", cell: (row) => row.checked },
                  { header: "Still in work", cell: (row) => row.inWork },
                  { header: "Rate", cell: (row) => rateText(inWorkRate(row.inWork, row.checked)) },
                ]}
              />
            </div>
          </DashboardSection>

          <DashboardSection id="estimate" title="Estimating your social value">
            <div className="max-w-3xl space-y-4">
              <p>
                We do not put a money figure on your hires. No published figure gives the value of one person with a conviction staying in work
                that we could apply to your organisation fairly, and an invented one would not stand up in your report.
              </p>
              <h3 className="text-xl font-semibold text-ink">Method</h3>
              <ol className="list-decimal space-y-2 pl-5">
                <li>Start from the people still in work at each checkpoint, above.</li>
                <li>Multiply by a value per person from your own social value framework (for example, the measures your local authority or procurement team use).</li>
                <li>State the framework, its year and what each value counts, next to the result.</li>
              </ol>
              <p>
                For context, the {cost.source.publisher} estimates the economic and social cost of reoffending in England and Wales at {cost.value} a
                year ({cost.source.year} estimate). It is a national figure, not a value per person hired.
              </p>
              <SourcesLine sources={[cost.source]} />
            </div>
          </DashboardSection>
        </>
      )}
    </>
  );
}

function rateText(rate: number | null): string {
  return rate === null ? "None checked yet" : `${rate}%`;
}

/** A bar chart drawn on the server. Decorative for screen readers: the table beside it holds every number. */
function InWorkChart({ value }: { value: SocialValue }) {
  const barHeight = 36;
  const gap = 20;
  const labelWidth = 90;
  const chartWidth = 300;
  const height = value.checkpoints.length * (barHeight + gap) + gap;
  return (
    <figure className="rounded-xl border border-line bg-white p-4">
      <svg viewBox={`0 0 ${labelWidth + chartWidth + 70} ${height}`} className="h-auto w-full" aria-hidden="true" focusable="false">
        {value.checkpoints.map((row, index) => {
          const rate = inWorkRate(row.inWork, row.checked);
          const y = gap + index * (barHeight + gap);
          return (
            <g key={row.checkpoint}>
              <text x={0} y={y + barHeight / 2} dominantBaseline="middle" className="fill-ink text-base">
                {outcomeCheckpointLabels[row.checkpoint]}
              </text>
              <rect x={labelWidth} y={y} width={chartWidth} height={barHeight} className="fill-brand-50" />
              <rect x={labelWidth} y={y} width={((rate ?? 0) / 100) * chartWidth} height={barHeight} className="fill-brand-700" />
              <text x={labelWidth + chartWidth + 8} y={y + barHeight / 2} dominantBaseline="middle" className="fill-ink text-base font-semibold">
                {rate === null ? "–" : `${rate}%`}
              </text>
            </g>
          );
        })}
      </svg>
      <figcaption className="mt-2 text-ink-soft">Still in work at 6 weeks, 6 months and 1 year, as a share of those checked. The table gives the same figures.</figcaption>
    </figure>
  );
}
