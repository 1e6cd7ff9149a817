import { type ComponentProps, type ReactNode, useId } from "react";

/**
 * Form fields for the builder: a visible label, an optional hint and an error shown next to the control and
 * linked to it with aria-describedby, so screen readers read all three together.
 */

export const inputClasses =
  "mt-2 block w-full rounded-lg border-2 border-ink-soft bg-white px-3 py-2 text-base text-ink " +
  "focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus " +
  "aria-invalid:border-danger disabled:cursor-not-allowed disabled:border-line disabled:bg-brand-50 disabled:text-ink-soft";

const labelClasses = "block font-semibold text-ink";

export function Hint({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="mt-1 text-ink-soft">
      {children}
    </p>
  );
}

export function ErrorMessage({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="mt-2 font-semibold text-danger">
      <span className="sr-only">Error: </span>
      {children}
    </p>
  );
}

function describedBy(...ids: (string | undefined)[]) {
  const joined = ids.filter(Boolean).join(" ");
  return joined || undefined;
}

type FieldProps = { label: ReactNode; hint?: ReactNode; error?: string; className?: string };

export function TextField({ label, hint, error, className = "", id: givenId, ...input }: FieldProps & Omit<ComponentProps<"input">, "className">) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClasses}>
        {label}
      </label>
      {hint ? <Hint id={`${id}-hint`}>{hint}</Hint> : null}
      <input
        id={id}
        className={inputClasses}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hint ? `${id}-hint` : undefined, error ? `${id}-error` : undefined)}
        {...input}
      />
      {error ? <ErrorMessage id={`${id}-error`}>{error}</ErrorMessage> : null}
    </div>
  );
}

export function TextArea({ label, hint, error, className = "", id: givenId, ...textarea }: FieldProps & Omit<ComponentProps<"textarea">, "className">) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClasses}>
        {label}
      </label>
      {hint ? <Hint id={`${id}-hint`}>{hint}</Hint> : null}
      <textarea
        id={id}
        className={inputClasses}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hint ? `${id}-hint` : undefined, error ? `${id}-error` : undefined)}
        {...textarea}
      />
      {error ? <ErrorMessage id={`${id}-error`}>{error}</ErrorMessage> : null}
    </div>
  );
}

export function Checkbox({
  label,
  hint,
  checked,
  onChange,
  className = "",
  ...input
}: { label: ReactNode; hint?: ReactNode; checked: boolean; onChange: (checked: boolean) => void; className?: string } & Omit<
  ComponentProps<"input">,
  "type" | "checked" | "onChange" | "className"
>) {
  const id = useId();
  return (
    <div className={`flex items-start gap-3 ${className}`}>
      <input
        id={id}
        type="checkbox"
        className="mt-0.5 size-6 shrink-0 accent-brand-700"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        aria-describedby={hint ? `${id}-hint` : undefined}
        {...input}
      />
      <div>
        <label htmlFor={id} className="font-semibold text-ink">
          {label}
        </label>
        {hint ? <Hint id={`${id}-hint`}>{hint}</Hint> : null}
      </div>
    </div>
  );
}

export type RadioOption<T extends string> = { value: T; label: ReactNode; hint?: ReactNode };

export function RadioGroup<T extends string>({
  legend,
  hint,
  name,
  options,
  value,
  onChange,
  className = "",
}: {
  legend: ReactNode;
  hint?: ReactNode;
  name: string;
  options: readonly RadioOption<T>[];
  value: T | "";
  onChange: (value: T) => void;
  className?: string;
}) {
  const id = useId();
  return (
    <fieldset className={className} aria-describedby={hint ? `${id}-hint` : undefined}>
      <legend className="text-lg font-semibold text-ink">{legend}</legend>
      {hint ? <Hint id={`${id}-hint`}>{hint}</Hint> : null}
      <div className="mt-3 space-y-3">
        {options.map((option) => (
          <div key={option.value} className="flex items-start gap-3">
            <input
              id={`${id}-${option.value}`}
              type="radio"
              name={`${name}-${id}`}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="mt-0.5 size-6 shrink-0 accent-brand-700"
              aria-describedby={option.hint ? `${id}-${option.value}-hint` : undefined}
            />
            <div>
              <label htmlFor={`${id}-${option.value}`} className="font-medium text-ink">
                {option.label}
              </label>
              {option.hint ? <Hint id={`${id}-${option.value}-hint`}>{option.hint}</Hint> : null}
            </div>
          </div>
        ))}
      </div>
    </fieldset>
  );
}

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
