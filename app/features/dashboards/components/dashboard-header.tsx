import type { ReactNode } from "react";

/** The top of a dashboard page: the page's only h1, smaller than a marketing page's hero. */
export function DashboardHeader({ eyebrow, title, lead }: { eyebrow?: string; title: string; lead?: ReactNode }) {
  return (
    <div className="bg-brand-800 text-white">
      <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-10">
        {eyebrow ? <p className="font-semibold text-accent-300">{eyebrow}</p> : null}
        <h1 className="mt-1 text-3xl font-extrabold tracking-tight sm:text-4xl">{title}</h1>
        {lead ? <div className="mt-3 max-w-3xl text-lg text-brand-50">{lead}</div> : null}
      </div>
    </div>
  );
}

/** A band of a dashboard page with its h2. */
export function DashboardSection({
  id,
  title,
  intro,
  children,
  tone = "plain",
}: {
  id: string;
  title: string;
  intro?: ReactNode;
  children?: ReactNode;
  tone?: "plain" | "tinted";
}) {
  return (
    // The id is the section's, so a link to "…#id" opens the page at it, below the sticky header.
    <section id={id} aria-labelledby={`${id}-heading`} className={`scroll-mt-24 ${tone === "tinted" ? "bg-brand-50" : "bg-white"}`}>
      <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-10">
        <h2 id={`${id}-heading`} className="scroll-mt-24 text-2xl font-bold tracking-tight">
          {title}
        </h2>
        {intro ? <div className="mt-2 max-w-3xl text-ink-soft">{intro}</div> : null}
        <div className="mt-6">{children}</div>
      </div>
    </section>
  );
}
