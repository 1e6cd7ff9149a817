import { useEffect, useState } from "react";

/**
 * The local performance monitor (development only): Core Web Vitals of this page, read with PerformanceObserver
 * and shown in a corner, refreshed every 5 seconds. It sends nothing anywhere. root.tsx imports it only when
 * `import.meta.env.DEV`, so production bundles do not contain it.
 */
type Vitals = { lcp: number | null; cls: number; inp: number | null; fcp: number | null; ttfb: number | null };

const REFRESH_MS = 5000;

function observe(type: string, callback: (entries: PerformanceEntry[]) => void): PerformanceObserver | null {
  try {
    const observer = new PerformanceObserver((list) => callback(list.getEntries()));
    observer.observe({ type, buffered: true, ...(type === "event" ? { durationThreshold: 16 } : {}) } as PerformanceObserverInit);
    return observer;
  } catch {
    // This browser does not report this kind of entry: that figure stays blank.
    return null;
  }
}

export default function WebVitalsOverlay() {
  const [shown, setShown] = useState<Vitals | null>(null);
  useEffect(() => {
    const vitals: Vitals = { lcp: null, cls: 0, inp: null, fcp: null, ttfb: null };
    let sessionValue = 0;
    let sessionStart = 0;
    let sessionLast = 0;
    const observers = [
      observe("largest-contentful-paint", (entries) => {
        const last = entries.at(-1);
        if (last) vitals.lcp = last.startTime;
      }),
      observe("layout-shift", (entries) => {
        // CLS: the largest burst of shifts (gaps under 1 s, at most 5 s long) not caused by the person's input.
        for (const entry of entries as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          if (entry.hadRecentInput) continue;
          if (sessionValue && entry.startTime - sessionLast < 1000 && entry.startTime - sessionStart < 5000) sessionValue += entry.value;
          else {
            sessionValue = entry.value;
            sessionStart = entry.startTime;
          }
          sessionLast = entry.startTime;
          vitals.cls = Math.max(vitals.cls, sessionValue);
        }
      }),
      observe("event", (entries) => {
        for (const entry of entries as (PerformanceEntry & { interactionId?: number })[]) {
          if (entry.interactionId) vitals.inp = Math.max(vitals.inp ?? 0, entry.duration);
        }
      }),
      observe("paint", (entries) => {
        const fcp = entries.find((entry) => entry.name === "first-contentful-paint");
        if (fcp) vitals.fcp = fcp.startTime;
      }),
    ];
    try {
      const [navigation] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
      if (navigation) vitals.ttfb = navigation.responseStart;
    } catch {
      // No navigation timing: TTFB stays blank.
    }
    const show = () => setShown({ ...vitals });
    show();
    const timer = window.setInterval(show, REFRESH_MS);
    return () => {
      window.clearInterval(timer);
      for (const observer of observers) observer?.disconnect();
    };
  }, []);

  if (!shown) return null;
  const ms = (value: number | null) => (value === null ? "–" : `${Math.round(value)} ms`);
  return (
    <aside
      aria-label="Performance monitor (development only)"
      className="fixed bottom-2 left-2 z-50 rounded-md bg-ink/90 px-3 py-2 font-mono text-xs text-white shadow-lg print:hidden"
    >
      <p className="font-semibold">Web Vitals (dev)</p>
      <dl className="grid grid-cols-[auto_auto] gap-x-3">
        <dt>LCP</dt>
        <dd>{ms(shown.lcp)}</dd>
        <dt>CLS</dt>
        <dd>{shown.cls.toFixed(3)}</dd>
        <dt>INP</dt>
        <dd>{ms(shown.inp)}</dd>
        <dt>FCP</dt>
        <dd>{ms(shown.fcp)}</dd>
        <dt>TTFB</dt>
        <dd>{ms(shown.ttfb)}</dd>
      </dl>
    </aside>
  );
}
