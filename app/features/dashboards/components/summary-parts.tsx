import type { ReactNode } from "react";
import { Table } from "~/components/ui/table";

/**
 * The cards of a dashboard home's summary, one column on a phone, two or three on wider screens. The home
 * frame gives the summary its region and h2; each card is an h3 under it.
 */
export function SummaryGrid({ children }: { children: ReactNode }) {
  return <div className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">{children}</div>;
}

/** One card of a summary: a section with its own heading, so a screen reader can jump between them. */
export function SummaryCard({ id, title, children, wide = false }: { id: string; title: string; children: ReactNode; wide?: boolean }) {
  return (
    <section aria-labelledby={`${id}-heading`} className={`min-w-0 rounded-xl border border-line bg-white p-5 shadow-sm ${wide ? "md:col-span-2" : ""}`}>
      <h3 id={`${id}-heading`} className="text-xl font-semibold text-ink">
        {title}
      </h3>
      <div className="mt-3 space-y-4 text-ink-soft">{children}</div>
    </section>
  );
}

/** What a card says when there is nothing to show yet: plain words, and what to do about it. */
export function EmptyState({ children }: { children: ReactNode }) {
  return <div className="rounded-lg bg-brand-50 p-4 text-ink">{children}</div>;
}

/** A figure with its words: the number large, the sentence beside it for everyone. */
export function Figure({ value, children }: { value: number; children: ReactNode }) {
  return (
    <p className="flex items-baseline gap-3">
      <span className="text-3xl font-bold text-brand-800" aria-hidden="true">
        {value.toLocaleString("en-GB")}
      </span>
      <span className="text-ink">{children}</span>
    </p>
  );
}

/** Counts by status as a small table with a caption; rows with nothing in them are left out. */
export function CountTable({ caption, heading, rows }: { caption: string; heading: string; rows: { label: string; count: number }[] }) {
  const shown = rows.filter((row) => row.count > 0);
  if (shown.length === 0) return null;
  return (
    <Table
      layout="compact"
      caption={caption}
      rows={shown}
      rowKey={(row) => row.label}
      columns={[
        { header: heading, rowHeader: true, cell: (row) => row.label },
        { header: "Number", numeric: true, cell: (row) => row.count.toLocaleString("en-GB") },
      ]}
    />
  );
}

/**
 * Grey shapes in the layout of one home's summary while it loads: hidden from screen readers, which hear
 * "Loading…" instead. `cards` gives the number of text lines in each card, so the page does not jump.
 */
export function CardsSkeleton({ cards }: { cards: number[] }) {
  const bar = "rounded-md bg-line motion-safe:animate-pulse";
  return (
    <div>
      <p role="status" className="sr-only">
        Loading…
      </p>
      {/* The summary is drawn into the page when it is ready in time (ready-or-streamed.server.ts); when it was not,
          only a script can put it in place later. */}
      <noscript>
        <p className="mb-4 max-w-3xl text-ink">This summary took too long to be included in the page. Reload the page to see it.</p>
      </noscript>
      <div aria-hidden="true" className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
        {cards.map((lines, card) => (
          <div key={card} className="rounded-xl border border-line bg-white p-5">
            <div className={`${bar} h-6 w-1/2`} />
            {Array.from({ length: lines }, (_, line) => (
              <div key={line} className={`${bar} mt-3 h-4 ${line % 2 === 0 ? "w-full" : "w-3/4"}`} />
            ))}
          </div>
        ))}
      </div>
    </div>
  );
}
