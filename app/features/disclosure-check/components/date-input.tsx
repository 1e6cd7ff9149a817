import type { ReactNode } from "react";
import { FieldError, Hint, controlClasses } from "~/components/ui/field";
import type { StepErrors } from "../answer-checks";
import type { DateParts } from "../answers";

/**
 * The GOV.UK date pattern: day, month and year in three boxes, in a fieldset. Each box's id is `<prefix><part>`,
 * so the error summary can link to the box at fault. The day may be left empty.
 */
export function DateInput({
  legend,
  hint,
  value,
  errors,
  prefix = "",
  idPrefix = "checker-",
}: {
  legend: ReactNode;
  hint?: ReactNode;
  value: DateParts;
  errors?: StepErrors;
  prefix?: string;
  idPrefix?: string;
}) {
  const parts = [
    { part: "day", label: "Day", width: "w-16", max: 2 },
    { part: "month", label: "Month", width: "w-16", max: 2 },
    { part: "year", label: "Year", width: "w-24", max: 4 },
  ] as const;
  const message = errors?.[`${prefix}day`] ?? errors?.[`${prefix}month`] ?? errors?.[`${prefix}year`];
  const hintId = hint ? `${idPrefix}${prefix}date-hint` : undefined;
  const errorId = message ? `${idPrefix}${prefix}date-error` : undefined;
  return (
    <fieldset data-field className="scroll-mt-24" aria-describedby={[hintId, errorId].filter(Boolean).join(" ") || undefined}>
      <legend className="font-semibold text-ink">{legend}</legend>
      {hint ? <Hint id={hintId}>{hint}</Hint> : null}
      {message ? <FieldError id={errorId}>{message}</FieldError> : null}
      <div className="mt-3 flex flex-wrap gap-4">
        {parts.map(({ part, label, width, max }) => {
          const name = `${prefix}${part}`;
          const invalid = Boolean(errors?.[name]);
          return (
            <div key={part} className={width}>
              <label htmlFor={`${idPrefix}${name}`} className="block font-semibold text-ink">
                {label}
              </label>
              <input
                id={`${idPrefix}${name}`}
                name={name}
                inputMode="numeric"
                autoComplete="off"
                maxLength={max + 2}
                defaultValue={value[part]}
                aria-invalid={invalid || undefined}
                className={controlClasses(invalid, "mt-1 min-h-11")}
              />
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
