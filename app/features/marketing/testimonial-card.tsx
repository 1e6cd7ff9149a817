import { Quote } from "lucide-react";

/** A person's own words, credited by first name or initial only. */
export function TestimonialCard({ quote, name, role }: { quote: string; name: string; role: string }) {
  return (
    <figure className="flex h-full flex-col rounded-xl border border-line bg-white p-6 shadow-sm">
      <Quote aria-hidden="true" className="h-8 w-8 text-brand-600" />
      <blockquote className="mt-3 flex-1 text-lg text-ink">
        <p>“{quote}”</p>
      </blockquote>
      <figcaption className="mt-4 text-ink-soft">
        <span className="font-semibold text-ink">{name}</span>, {role}
      </figcaption>
    </figure>
  );
}
