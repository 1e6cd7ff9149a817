import { Info } from "lucide-react";
import type { ReactNode } from "react";

/** The label every demonstration view carries, so no one mistakes made-up records for real people. */
export function DemoNotice({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto max-w-6xl px-4 pt-8 sm:px-6">
      <div className="flex max-w-3xl gap-3 rounded-xl border-2 border-brand-700 bg-brand-50 p-5">
        <Info className="mt-0.5 size-6 shrink-0 text-brand-800" aria-hidden="true" />
        <div>
          <p className="text-lg font-bold text-ink">Demonstration data</p>
          <div className="mt-1 text-ink">{children}</div>
        </div>
      </div>
    </div>
  );
}
