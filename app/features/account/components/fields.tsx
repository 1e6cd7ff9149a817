import { CircleAlert, CircleCheck, Info } from "lucide-react";
import { type ComponentProps, type ReactNode, useEffect, useRef } from "react";

/**
 * Form parts for the account page: a visible label, an optional hint and an error linked to the control
 * with aria-describedby; an error summary linking to each field; and status messages. Each message takes
 * focus when it appears after a submission, so keyboard and screen reader users hear the result.
 */

export const inputClasses =
  "mt-2 block w-full max-w-md rounded-lg border-2 border-ink-soft bg-white px-3 py-2 text-base text-ink " +
  "focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus aria-invalid:border-danger";

function describedBy(...ids: (string | false | undefined)[]) {
  return ids.filter(Boolean).join(" ") || undefined;
}

type FieldProps = Omit<ComponentProps<"input">, "className" | "id"> & {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
};

export function Field({ id, label, hint, error, ...input }: FieldProps) {
  return (
    <div>
      <label htmlFor={id} className="block font-semibold text-ink">
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 max-w-prose text-ink-soft">
          {hint}
        </p>
      ) : null}
      <input
        id={id}
        className={inputClasses}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hint ? `${id}-hint` : undefined, error ? `${id}-error` : undefined)}
        {...input}
      />
      {error ? (
        <p id={`${id}-error`} className="mt-2 font-semibold text-danger">
          <span className="sr-only">Error: </span>
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function Checkbox({ id, label, hint, ...input }: Omit<ComponentProps<"input">, "className" | "id" | "type"> & { id: string; label: ReactNode; hint?: ReactNode }) {
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        type="checkbox"
        className="mt-0.5 size-6 shrink-0 accent-brand-700"
        aria-describedby={hint ? `${id}-hint` : undefined}
        {...input}
      />
      <div>
        <label htmlFor={id} className="font-semibold text-ink">
          {label}
        </label>
        {hint ? (
          <p id={`${id}-hint`} className="text-ink-soft">
            {hint}
          </p>
        ) : null}
      </div>
    </div>
  );
}

/** Focuses the element once each time `trigger` changes to a new value (a new submission result). */
function useFocusOn<T extends HTMLElement>(trigger: unknown) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (trigger) ref.current?.focus();
  }, [trigger]);
  return ref;
}

/**
 * "There is a problem" with a link to each field in error, shown at the top of a form.
 * `fields` lists the form's field ids in page order, with the name each error is keyed by.
 */
export function ErrorSummary({
  result,
  message,
  errors,
  fields,
}: {
  /** The submission result this summary belongs to; a new one moves focus here. */
  result: unknown;
  message?: string;
  errors?: Partial<Record<string, string>>;
  fields: { name: string; id: string }[];
}) {
  const ref = useFocusOn<HTMLDivElement>(result);
  const linked = fields.filter((field) => errors?.[field.name]);
  if (!message && linked.length === 0) return null;
  return (
    <div ref={ref} tabIndex={-1} className="scroll-mt-24 rounded-lg border-2 border-danger bg-white p-4 focus:outline-3 focus:outline-focus">
      <p className="flex items-center gap-2 font-bold text-danger">
        <CircleAlert aria-hidden="true" className="size-5 shrink-0" />
        There is a problem
      </p>
      {message ? <p className="mt-2 text-ink">{message}</p> : null}
      {linked.length > 0 ? (
        <ul className="mt-2 list-disc space-y-1 pl-6">
          {linked.map((field) => (
            <li key={field.id}>
              <a href={`#${field.id}`} className="font-semibold text-danger underline">
                {errors?.[field.name]}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

export function SuccessMessage({ result, children }: { result: unknown; children: ReactNode }) {
  const ref = useFocusOn<HTMLDivElement>(result);
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="status"
      className="scroll-mt-24 flex gap-3 rounded-lg border-2 border-brand-700 bg-brand-50 p-4 text-ink focus:outline-3 focus:outline-focus"
    >
      <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
      <div>{children}</div>
    </div>
  );
}

export function InfoBox({ children, tone = "info" }: { children: ReactNode; tone?: "info" | "warning" }) {
  const classes = tone === "warning" ? "border-focus bg-accent-300/20" : "border-brand-600 bg-brand-50";
  return (
    <div className={`flex gap-3 rounded-lg border-2 p-4 text-ink ${classes}`}>
      <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div className="space-y-2">{children}</div>
    </div>
  );
}
