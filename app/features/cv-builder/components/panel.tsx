import { type ReactNode, useId } from "react";

/** A boxed group of related content inside a step, with its own h3. */
export function Panel({ title, children, tone = "plain", className = "" }: { title: string; children: ReactNode; tone?: "plain" | "tinted"; className?: string }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={`rounded-xl border border-line p-5 sm:p-6 ${tone === "tinted" ? "bg-brand-50" : "bg-white"} ${className}`}>
      <h3 id={id} className="text-xl font-bold text-ink">
        {title}
      </h3>
      <div className="mt-3 space-y-4">{children}</div>
    </section>
  );
}
