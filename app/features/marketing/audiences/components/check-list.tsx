import { CircleCheck } from "lucide-react";
import type { ReactNode } from "react";

export type CheckListItem = { title: string; text: ReactNode };

/** A bulleted list of points, each with a short bold lead-in. */
export function CheckList({ items }: { items: readonly CheckListItem[] }) {
  return (
    <ul className="grid gap-5 md:grid-cols-2">
      {items.map((item) => (
        <li key={item.title} className="flex gap-3">
          <CircleCheck aria-hidden="true" className="mt-1 h-6 w-6 shrink-0 text-brand-700" />
          <p className="text-ink-soft">
            <strong className="font-semibold text-ink">{item.title}.</strong> {item.text}
          </p>
        </li>
      ))}
    </ul>
  );
}
