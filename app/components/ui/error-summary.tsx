import { useEffect, useId, useRef, type MouseEvent, type ReactNode } from "react";

export type SummaryItem = { fieldId: string; message: string };

/**
 * The summary's links from errors keyed by field name, in the order of `fields` (page order). `idFor` gives a
 * field's control id when it is not the name (a radio group's first choice, a month box).
 */
export function summaryItems(errors: Partial<Record<string, string | string[]>> | undefined, fields: readonly string[], idFor: Partial<Record<string, string>> = {}): SummaryItem[] {
  return fields.flatMap((name) => {
    const error = errors?.[name];
    const message = Array.isArray(error) ? error[0] : error;
    return message ? [{ fieldId: idFor[name] ?? name, message }] : [];
  });
}

type ErrorSummaryProps = {
  /** Problems with the form as a whole (for example the server was busy); shown first, without a link. */
  formErrors: string[];
  fieldErrors: SummaryItem[];
  /** Changes whenever the summary should take focus again (after each failed submit): a count, or the result itself. */
  focusKey: unknown;
  /** Anything to offer after the list, such as a link that helps put the problem right. */
  children?: ReactNode;
  /** Spacing around the box; by default a gap below it. */
  className?: string;
};

/**
 * The form kit's 'There is a problem' box at the top of a form, listing every error with a link to its field.
 * It takes focus when it appears and after each failed submit, so keyboard and screen reader users
 * land on it; without JavaScript the autofocus attribute does the same after the page reloads.
 */
export function ErrorSummary({ formErrors, fieldErrors, focusKey, children, className = "mb-8" }: ErrorSummaryProps) {
  const ref = useRef<HTMLDivElement>(null);
  // Its own id: a page with two forms can show two summaries, each named by its own title.
  const titleId = useId();

  useEffect(() => {
    if (focusKey) ref.current?.focus();
  }, [focusKey]);

  return (
    <div
      ref={ref}
      tabIndex={-1}
      autoFocus
      aria-labelledby={titleId}
      data-error-summary=""
      className={`${className} scroll-mt-24 rounded-lg border-4 border-danger bg-white p-5 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus`}
    >
      <div role="alert">
        <h2 id={titleId} className="text-xl font-bold text-ink">
          There is a problem
        </h2>
        <ul className="mt-3 space-y-2">
          {/* A message already linked to its field is not said twice. */}
          {formErrors.filter((message) => !fieldErrors.some((item) => item.message === message)).map((message) => (
            <li key={message} className="font-semibold text-danger">
              {message}
            </li>
          ))}
          {fieldErrors.map(({ fieldId, message }) => (
            <li key={fieldId}>
              <a
                href={`#${fieldId}`}
                onClick={(event) => focusField(event, fieldId)}
                className="font-semibold text-danger underline hover:no-underline"
              >
                {message}
              </a>
            </li>
          ))}
        </ul>
        {children ? <div className="mt-3">{children}</div> : null}
      </div>
    </div>
  );
}

/** Moves focus to the field and brings its label into view too (a plain jump would hide the label). */
function focusField(event: MouseEvent<HTMLAnchorElement>, fieldId: string) {
  const input = document.getElementById(fieldId);
  if (!input) return;
  event.preventDefault();
  const wrapper = input.closest("[data-field]") ?? input;
  wrapper.scrollIntoView({ block: "start" });
  input.focus({ preventScroll: true });
}
