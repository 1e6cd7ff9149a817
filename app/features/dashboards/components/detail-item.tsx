import type { ReactNode } from "react";

/** One term and value in a dashboard's list of details (inside a <dl>). */
export function DetailItem({ term, value }: { term: string; value: ReactNode }) {
  return (
    // min-w-0: in a grid a long unbroken value (an email address) would otherwise widen the page.
    <div className="min-w-0">
      <dt className="text-sm font-semibold uppercase tracking-wide text-ink-soft">{term}</dt>
      <dd className="mt-1 text-lg wrap-anywhere text-ink">{value}</dd>
    </div>
  );
}
