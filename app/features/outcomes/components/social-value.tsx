import { ButtonLink } from "~/components/ui/button";
import { TextLink } from "~/components/ui/prose";
import { areaPath } from "~/features/dashboards/areas";
import { SourcesLine } from "~/components/ui/sources-line";
import { Table } from "~/components/ui/table";
import { DashboardHeader, DashboardSection } from "~/features/dashboards/components/dashboard-header";
import { DemoRefusalNotice } from "~/features/dashboards/components/demo-refusal";
import { EmptyState, Figure } from "~/features/dashboards/components/summary-parts";
import { statistics } from "~/features/marketing/statistics";
import { outcomeCheckpointLabels } from "../labels";
import { inWorkRate, oneYearRate, type SocialValue } from "../social-value";

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

          <DashboardSection id="compared" title="Compared with your own retention" tone="tinted">
            <RetentionComparison value={value} settingsHref={areaPath(mode === "demo" ? "employerDemoSettings" : "employerPortalSettings")} />
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

/** The one-year in-work rate beside the employer's own figure, in words and in a table. */
function RetentionComparison({ value, settingsHref }: { value: SocialValue; settingsHref: string }) {
  const ours = oneYearRate(value);
  const own = value.ownRetentionPercent;
  if (own === null) {
    return (
      <p className="max-w-3xl">
        You have not given your own one-year retention rate, so there is nothing to compare with yet.{" "}
        <TextLink to={settingsHref}>Add your own one-year retention rate in your settings</TextLink>.
      </p>
    );
  }
  const difference = ours === null ? null : ours - own;
  return (
    <div className="max-w-3xl space-y-4">
      <p>
        Your own one-year retention rate for similar hires is <strong>{own}%</strong>.{" "}
        {ours === null ? (
          "No one you hired through Fair Chance Works has been checked at 1 year yet, so there is no rate to compare with it."
        ) : (
          <>
            Of the people you hired through Fair Chance Works and checked at 1 year, <strong>{ours}%</strong> were still in work:{" "}
            {difference === 0
              ? "the same as your own figure."
              : `${Math.abs(difference!)} percentage ${Math.abs(difference!) === 1 ? "point" : "points"} ${difference! > 0 ? "higher" : "lower"} than your own figure.`}
          </>
        )}
      </p>
      <Table
        caption="One-year retention compared"
        rowKey={(row) => row.label}
        rows={[
          { label: "People hired through Fair Chance Works, in work at 1 year", rate: ours },
          { label: "Your own one-year retention rate", rate: own },
        ]}
        columns={[
          { header: "Measure", rowHeader: true, cell: (row) => row.label },
          { header: "Rate", cell: (row) => rateText(row.rate) },
        ]}
      />
    </div>
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
              {row.checkpoint === "one_year" && value.ownRetentionPercent !== null ? (
                // Dark dashes on a white edge, so the mark shows on the bar and on the track alike.
                <g>
                  {[
                    { width: 6, className: "stroke-white", dash: undefined },
                    { width: 3, className: "stroke-ink", dash: "5 3" },
                  ].map((stroke) => (
                    <line
                      key={stroke.className}
                      x1={labelWidth + (value.ownRetentionPercent! / 100) * chartWidth}
                      x2={labelWidth + (value.ownRetentionPercent! / 100) * chartWidth}
                      y1={y - 6}
                      y2={y + barHeight + 6}
                      strokeWidth={stroke.width}
                      strokeDasharray={stroke.dash}
                      className={stroke.className}
                    />
                  ))}
                </g>
              ) : null}
              <text x={labelWidth + chartWidth + 8} y={y + barHeight / 2} dominantBaseline="middle" className="fill-ink text-base font-semibold">
                {rate === null ? "–" : `${rate}%`}
              </text>
            </g>
          );
        })}
      </svg>
      <figcaption className="mt-2 text-ink-soft">
        Still in work at 6 weeks, 6 months and 1 year, as a share of those checked.
        {value.ownRetentionPercent !== null ? ` The dashed line across the 1 year row marks your own one-year retention rate (${value.ownRetentionPercent}%).` : ""} The
        tables give the same figures.
      </figcaption>
    </figure>
  );
}
