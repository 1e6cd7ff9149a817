import { Suspense, type ReactNode } from "react";
import { Await } from "react-router";
import { SummarySkeleton } from "./dashboard-skeleton";

/**
 * Shows data a loader returned as a promise (React Router streams it after the page): a skeleton until it
 * arrives, then `children(value)`; data that was already there is drawn straight away. A route returns
 * `{ summary: (await readyOrStreamed(loadSummary(…))).value }` and renders
 * `<Streamed resolve={loaderData.summary}>{(summary) => …}</Streamed>`.
 */
export function Streamed<T>({
  resolve,
  children,
  fallback,
}: {
  resolve: Promise<T> | T;
  children: (value: Awaited<T>) => ReactNode;
  /** A skeleton shaped like what arrives; a generic one otherwise. */
  fallback?: ReactNode;
}) {
  // Ready when the page was drawn (ready-or-streamed.server.ts): drawn in place, with no boundary, which React may
  // still send after the page for a script to put in place, so it would not show without JavaScript.
  if (!(resolve instanceof Promise)) return children(resolve as Awaited<T>);
  return (
    <Suspense fallback={fallback ?? <SummarySkeleton />}>
      <Await
        resolve={resolve}
        errorElement={<p className="max-w-3xl text-ink">This part of the page could not be loaded. Reload the page to try again.</p>}
      >
        {(value) => children(value as Awaited<T>)}
      </Await>
    </Suspense>
  );
}
