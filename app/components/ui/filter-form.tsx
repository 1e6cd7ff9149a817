import type { ReactNode } from "react";
import { Form } from "react-router";
import { Link } from "~/components/ui/router-link";
import { Button } from "./button";

/**
 * The form kit's filter: a GET form whose answers become the page's query, so a filtered list can be
 * bookmarked, shared and reloaded. The page reads the query back with its own schema and gives each field its
 * value; `resetKey` (the filter read) remounts the fields when the query changes by a link rather than by this
 * form. `clear` offers the way back to the whole list once a filter is applied. `footer` puts the button and the
 * link in a row of their own (with that className), for a filter whose fields are laid out in blocks above them.
 */
export function FilterForm({
  label,
  action,
  submitLabel,
  submitVariant = "primary",
  clear,
  resetKey,
  className = "flex max-w-4xl flex-wrap items-end gap-4",
  footer,
  children,
}: {
  label: string;
  action?: string;
  submitLabel: string;
  submitVariant?: "primary" | "outline";
  clear?: { to: string; label: string } | null;
  resetKey?: string;
  className?: string;
  footer?: string;
  children: ReactNode;
}) {
  const controls = (
    <>
      {/* On a page without React, enhance-submit-label.js shows this while the next page loads; a second press waits. */}
      <Button type="submit" variant={submitVariant} data-submitting-label="Loading...">
        {submitLabel}
      </Button>
      {clear ? (
        <Link to={clear.to} className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-4">
          {clear.label}
        </Link>
      ) : null}
    </>
  );
  return (
    <Form method="get" action={action} key={resetKey} aria-label={label} className={className} noValidate>
      {children}
      {footer ? <div className={footer}>{controls}</div> : controls}
    </Form>
  );
}
