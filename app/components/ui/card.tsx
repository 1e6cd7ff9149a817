import type { ReactNode } from "react";

export function Card({ title, children, icon, headingLevel = 3 }: { title: string; children?: ReactNode; icon?: ReactNode; headingLevel?: 2 | 3 | 4 }) {
  const Heading = `h${headingLevel}` as "h2" | "h3" | "h4";
  return (
    <div className="flex h-full flex-col rounded-xl border border-line bg-white p-6 shadow-sm">
      {icon ? <div className="mb-3 text-brand-700" aria-hidden="true">{icon}</div> : null}
      <Heading className="text-xl font-semibold text-ink">{title}</Heading>
      <div className="mt-2 flex-1 text-ink-soft">{children}</div>
    </div>
  );
}

export function CardGrid({ children, columns = 3 }: { children: ReactNode; columns?: 2 | 3 | 4 }) {
  const cols = { 2: "sm:grid-cols-2", 3: "sm:grid-cols-2 lg:grid-cols-3", 4: "sm:grid-cols-2 lg:grid-cols-4" }[columns];
  return <div className={`grid gap-6 ${cols}`}>{children}</div>;
}
