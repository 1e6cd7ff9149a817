/** Grey shapes where a dashboard page will appear; hidden from screen readers, which hear 'Loading…' instead. */
export function DashboardSkeleton() {
  const bar = "rounded-md bg-line motion-safe:animate-pulse";
  return (
    <div aria-hidden="true" className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
      <div className={`${bar} h-10 w-2/3 max-w-md`} />
      <div className={`${bar} mt-4 h-5 w-full max-w-2xl`} />
      <div className={`${bar} mt-2 h-5 w-5/6 max-w-xl`} />
      <div className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {[0, 1, 2].map((key) => (
          <div key={key} className="rounded-xl border border-line bg-white p-6">
            <div className={`${bar} h-6 w-1/2`} />
            <div className={`${bar} mt-4 h-4 w-full`} />
            <div className={`${bar} mt-2 h-4 w-3/4`} />
          </div>
        ))}
      </div>
    </div>
  );
}

/** Grey cards where a streamed part of a page will appear, with 'Loading…' for screen readers. */
export function SummarySkeleton() {
  const bar = "rounded-md bg-line motion-safe:animate-pulse";
  return (
    <div>
      <p className="sr-only" role="status">
        Loading…
      </p>
      <div aria-hidden="true" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {[0, 1, 2].map((key) => (
          <div key={key} className="rounded-xl border border-line bg-white p-6">
            <div className={`${bar} h-6 w-1/2`} />
            <div className={`${bar} mt-4 h-4 w-full`} />
            <div className={`${bar} mt-2 h-4 w-3/4`} />
          </div>
        ))}
      </div>
    </div>
  );
}
