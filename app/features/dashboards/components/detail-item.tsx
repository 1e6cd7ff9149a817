import type { ReactNode } from "react";

/** One term and value in a dashboard's list of details (inside a <dl>). */
export function DetailItem({ term, value }: { term: string; value: ReactNode }) {
  return (
    <div>
      <dt className="text-sm font-semibold uppercase tracking-wide text-ink-soft">{term}</dt>
      <dd className="mt-1 text-lg break-words text-ink">{value}</dd>
    </div>
  );
}
