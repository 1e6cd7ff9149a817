import { type ReactNode, useEffect, useRef } from "react";
import { Link } from "~/components/ui/router-link";

const headings = {
  h2: "text-2xl font-bold focus:outline-none",
  h3: "text-xl font-bold focus:outline-none",
  h4: "text-lg font-bold focus:outline-none",
} as const;

/**
 * The question a destructive action asks before it happens: what will happen, a button that does it (the form
 * posts `confirmed=yes`), and a way back that changes nothing. It replaces the button that was pressed, so focus
 * moves to its question rather than being lost; `focusOn` is the answer that asked, so a new one asks again.
 */
export function ConfirmPanel({
  id,
  level,
  question,
  consequence,
  cancelTo,
  cancelLabel = "Cancel",
  focusOn,
  className = "",
  children,
}: {
  id: string;
  level: keyof typeof headings;
  question: ReactNode;
  consequence: ReactNode;
  cancelTo: string;
  cancelLabel?: string;
  focusOn: unknown;
  className?: string;
  /** The form whose button does it. */
  children: ReactNode;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), [focusOn]);
  const Heading = level;
  return (
    <section aria-labelledby={id} className={`rounded-xl border-2 border-danger ${className}`}>
      {/* autoFocus: on a page sent without React the browser focuses the question as the page loads. */}
      <Heading id={id} ref={headingRef} tabIndex={-1} autoFocus className={headings[level]}>
        {question}
      </Heading>
      <p className={level === "h2" ? "mt-3" : "mt-2"}>{consequence}</p>
      <div className={`${level === "h2" ? "mt-5" : "mt-4"} flex flex-wrap items-center gap-4`}>
        {children}
        {/* data-fresh-load: on a page without React, app/lib/enhance-dashboard.js loads the page afresh even when only the #part differs. */}
        <Link to={cancelTo} data-fresh-load="" className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-4">
          {cancelLabel}
        </Link>
      </div>
    </section>
  );
}
