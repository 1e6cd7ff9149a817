import { type ComponentProps, type ReactNode, useId, useState } from "react";
import { type DatePart, type DateProblem, joinMonthYear, splitMonthValue } from "~/lib/dates";

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

/**
 * A month and a year in two plain boxes, grouped under a legend (the GOV.UK date pattern): unlike type="month" it looks
 * the same on every phone and browser. The draft gets one string (see dates.ts); the boxes keep exactly what was typed
 * while it is not a real month yet.
 */
export function MonthYearField({
  legend,
  hint,
  value,
  onChange,
  error,
  disabled = false,
}: {
  legend: ReactNode;
  hint?: ReactNode;
  value: string;
  onChange: (value: string) => void;
  error?: DateProblem;
  disabled?: boolean;
}) {
  const id = useId();
  const [parts, setParts] = useState(() => splitMonthValue(value));
  // When the stored value changes from outside (a ticked "I currently work here", a loaded draft), show it instead.
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    if (joinMonthYear(parts) !== value) setParts(splitMonthValue(value));
  }

  const change = (part: DatePart, typed: string) => {
    const next = { ...parts, [part]: typed };
    setParts(next);
    onChange(joinMonthYear(next));
  };

  const box = (part: DatePart, label: string, width: string) => (
    <div className={width}>
      <label htmlFor={`${id}-${part}`} className="block font-medium text-ink">
        {label}
      </label>
      <input
        id={`${id}-${part}`}
        type="text"
        inputMode="numeric"
        spellCheck={false}
        autoComplete="off"
        className={inputClasses}
        value={parts[part]}
        aria-invalid={error?.parts.includes(part) ? true : undefined}
        onChange={(event) => change(part, event.target.value)}
      />
    </div>
  );

  return (
    <fieldset disabled={disabled} aria-describedby={describedBy(hint ? `${id}-hint` : undefined, error ? `${id}-error` : undefined)}>
      <legend className={labelClasses}>{legend}</legend>
      {hint ? <Hint id={`${id}-hint`}>{hint}</Hint> : null}
      {error ? <ErrorMessage id={`${id}-error`}>{error.message}</ErrorMessage> : null}
      <div className="mt-2 flex items-end gap-4">
        {box("month", "Month", "w-20")}
        {box("year", "Year", "w-28")}
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
