import type { FieldMetadata } from "@conform-to/react";
import { type ChangeEvent, type ReactNode, useId, useState } from "react";
import { type DatePart, joinMonthYear, type MonthYear, splitMonthValue } from "~/lib/dates";
import { controlClasses, FieldError, Hint, Optional } from "./field";

type MonthYearFieldProps = {
  legend: ReactNode;
  hint?: ReactNode;
  optional?: boolean;
  /** The problem with this date, and which of the two boxes to mark (both when `parts` is not given). */
  error?: { message: string; parts?: DatePart[] };
  disabled?: boolean;
  id?: string;
  className?: string;
} & (
  | {
      /** Posted: the boxes are named `<name>.month` and `<name>.year` (Conform reads them as one object). */
      name: string;
      defaultValue?: Partial<MonthYear>;
      value?: undefined;
      onChange?: undefined;
      meta?: undefined;
    }
  | {
      /** Posted, on Conform (useSchemaForm): name, id, what was typed and the error come from its metadata. */
      meta: Pick<FieldMetadata<unknown>, "id" | "name" | "errors" | "initialValue">;
      name?: undefined;
      defaultValue?: undefined;
      value?: undefined;
      onChange?: undefined;
    }
  | {
      /** Held by the page: the stored value ("YYYY-MM", or what was typed; see joinMonthYear in lib/dates). */
      value: string;
      onChange: (value: string) => void;
      name?: undefined;
      defaultValue?: undefined;
      meta?: undefined;
    }
);

/**
 * A month and a year in two plain boxes under a legend (the GOV.UK date pattern): unlike type="month" it looks
 * the same on every phone and browser, and takes "4", "04" or "April". Checked with checkMonthYear (lib/dates).
 * The error summary links to `<id>-month`.
 */
export function MonthYearField(props: MonthYearFieldProps) {
  const { legend, hint, optional, disabled = false, className = "", meta } = props;
  const metaError = meta?.errors?.[0];
  // A date typed into two empty boxes is checked once the person leaves it: "must include a year" while they are
  // still on the month box tells them nothing they do not know. Once left (or when it already held something),
  // what is wrong shows, and clears, as they type.
  const [firstTyping, setFirstTyping] = useState(false);
  const error = firstTyping ? undefined : (props.error ?? (metaError ? { message: metaError } : undefined));
  const name = meta?.name ?? props.name;
  const typed = (meta?.initialValue ?? props.defaultValue ?? {}) as Partial<MonthYear>;
  const generated = useId();
  const id = props.id ?? meta?.id ?? name ?? generated;
  const [parts, setParts] = useState<MonthYear>(() => (props.value !== undefined ? splitMonthValue(props.value) : { month: "", year: "" }));
  // When the stored value changes from outside (a ticked "I currently work here", a loaded draft), show it instead.
  const [shown, setShown] = useState(props.value);
  if (props.value !== undefined && props.value !== shown) {
    setShown(props.value);
    if (joinMonthYear(parts) !== props.value) setParts(splitMonthValue(props.value));
  }

  const change = (part: DatePart, typed: string) => {
    if (!props.onChange) return;
    const next = { ...parts, [part]: typed };
    if (!parts.month && !parts.year) setFirstTyping(true);
    setParts(next);
    props.onChange(joinMonthYear(next));
  };

  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const marked = (part: DatePart) => Boolean(error) && (!error?.parts || error.parts.includes(part));

  const box = (part: DatePart, label: string, width: string) => (
    <div className={width}>
      <label htmlFor={`${id}-${part}`} className="block font-medium text-ink">
        {label}
      </label>
      <input
        id={`${id}-${part}`}
        name={name ? `${name}.${part}` : undefined}
        type="text"
        inputMode="numeric"
        spellCheck={false}
        autoComplete="off"
        className={controlClasses(marked(part), "mt-2 min-h-11 disabled:cursor-not-allowed disabled:border-line disabled:bg-brand-50 disabled:text-ink-soft")}
        aria-invalid={marked(part) ? true : undefined}
        {...(props.onChange
          ? { value: parts[part], onChange: (event: ChangeEvent<HTMLInputElement>) => change(part, event.target.value) }
          : { defaultValue: typeof typed[part] === "string" ? typed[part] : "" })}
      />
    </div>
  );

  return (
    <fieldset
      data-field
      disabled={disabled}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFirstTyping(false);
      }}
      className={`scroll-mt-24 ${className}`}
      aria-describedby={[hintId, errorId].filter(Boolean).join(" ") || undefined}
    >
      <legend className="block font-semibold text-ink">
        {legend}
        {optional ? <Optional /> : null}
      </legend>
      {hint ? <Hint id={hintId}>{hint}</Hint> : null}
      {error ? <FieldError id={errorId}>{error.message}</FieldError> : null}
      <div className="mt-2 flex items-end gap-4">
        {box("month", "Month", "w-32")}
        {box("year", "Year", "w-28")}
      </div>
    </fieldset>
  );
}
