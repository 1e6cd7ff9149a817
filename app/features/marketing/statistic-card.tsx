import { ExternalLink } from "~/components/ui/prose";
import { type Statistic, sourceCitation } from "./statistics";

/** A figure, what it means, and a link to where it comes from. */
export function StatisticCard({ statistic }: { statistic: Statistic }) {
  return (
    <div className="flex flex-col rounded-xl bg-white p-6 text-ink shadow-sm ring-1 ring-line">
      <p className="text-4xl font-extrabold text-brand-700">{statistic.value}</p>
      <p className="mt-2 font-medium">{statistic.label}</p>
      <p className="mt-auto pt-3 text-sm text-ink-soft">
        Source: <ExternalLink href={statistic.source.url}>{sourceCitation(statistic.source)}</ExternalLink>
      </p>
    </div>
  );
}

/**
 * The caveats behind a page's figures: what each source covers and where it differs from what we used to say.
 * Figures without a note are listed too, so the list reads as the page's full set of sources.
 */
export function StatisticNotes({ statistics }: { statistics: readonly Statistic[] }) {
  return (
    <ol className="mt-4 list-decimal space-y-3 pl-6 text-ink-soft">
      {statistics.map((statistic) => (
        <li key={statistic.id}>
          <strong className="font-semibold text-ink">{statistic.value}</strong> {statistic.label}{" "}
          {statistic.note ? <>{statistic.note} </> : null}
          Source: <ExternalLink href={statistic.source.url}>{sourceCitation(statistic.source)}</ExternalLink>.
        </li>
      ))}
    </ol>
  );
}

/** A closed-by-default note under a grid of figures; works without JavaScript. */
export function AboutTheseFigures({ statistics }: { statistics: readonly Statistic[] }) {
  return (
    <details className="mt-6 max-w-3xl rounded-lg bg-white p-4 ring-1 ring-line">
      <summary className="min-h-6 cursor-pointer font-semibold text-brand-700 underline">About these figures</summary>
      <StatisticNotes statistics={statistics} />
    </details>
  );
}
