import type { ReactNode } from "react";

type SectionProps = {
  id?: string;
  /** Visible heading; also names the section for screen readers. */
  title?: string;
  intro?: ReactNode;
  tone?: "plain" | "tinted" | "brand";
  headingLevel?: 2 | 3;
  children?: ReactNode;
  className?: string;
};

const tones = {
  plain: "bg-white",
  tinted: "bg-brand-50",
  brand: "bg-brand-800 text-white",
};

/** A full-width band of the page with an optional heading, used by every content page. */
export function Section({ id, title, intro, tone = "plain", headingLevel = 2, children, className = "" }: SectionProps) {
  const headingId = id ? `${id}-heading` : undefined;
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <section id={id} aria-labelledby={title ? headingId : undefined} className={`${tones[tone]} py-12 sm:py-16 ${className}`}>
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        {title ? (
          <Heading id={headingId} className="text-2xl font-bold tracking-tight sm:text-3xl">
            {title}
          </Heading>
        ) : null}
        {intro ? <div className={`mt-3 max-w-3xl text-lg ${tone === "brand" ? "text-brand-50" : "text-ink-soft"}`}>{intro}</div> : null}
        <div className={title || intro ? "mt-8" : ""}>{children}</div>
      </div>
    </section>
  );
}

/** The opening band of a page, holding its only h1. */
/** `level` 2 draws the same hero inside another page (a preview), under that page's own heading. */
export function PageHero({ title, lead, children, level = 1 }: { title: string; lead?: ReactNode; children?: ReactNode; level?: 1 | 2 }) {
  const Heading = level === 1 ? "h1" : "h2";
  return (
    <section className="bg-brand-800 text-white">
      <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6 sm:py-20">
        <Heading className="max-w-3xl text-3xl font-extrabold tracking-tight sm:text-5xl">{title}</Heading>
        {lead ? <div className="mt-5 max-w-2xl text-lg text-brand-50 sm:text-xl">{lead}</div> : null}
        {children ? <div className="mt-8 flex flex-wrap gap-3">{children}</div> : null}
      </div>
    </section>
  );
}
