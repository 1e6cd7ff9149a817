import type { FieldMetadata } from "@conform-to/react";
import { type ComponentProps, type ReactNode, type Ref, useId } from "react";

/**
 * The form kit's fields. Every control has a visible label, an optional hint, and its error underneath,
 * tied to it with aria-describedby and marked with aria-invalid. A field takes either its parts as props
 * (id, name, error, defaultValue: forms whose action returns its own errors) or Conform's metadata (`meta`),
 * which supplies them. The wrapper carries data-field so the error summary can bring the label into view.
 */

const controlBase =
  "block w-full rounded-lg border-2 bg-white px-3 py-2 text-base text-ink " +
  "focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus";

/** The look of a text box, select or text area; for the rare control the kit does not wrap (the CV builder). */
export function controlClasses(invalid: boolean, extra = ""): string {
  return `${controlBase} ${invalid ? "border-danger" : "border-ink-soft"} ${extra}`.trim();
}

type Meta = Pick<FieldMetadata<unknown>, "id" | "name" | "errors" | "initialValue" | "key" | "descriptionId" | "errorId">;

type Common = {
  label: ReactNode;
  hint?: ReactNode;
  /** Shown after the label, for a field that may be left empty. */
  optional?: boolean;
  /** Conform's metadata for this field; or give id, name, error and defaultValue yourself. */
  meta?: Meta;
  error?: string;
  /** Layout classes for the wrapper (grid columns, widths). */
  className?: string;
};

/** The ids and ARIA attributes shared by every kind of field. */
function useFieldParts({ meta, error, hint, id, name }: { meta?: Meta; error?: string; hint?: ReactNode; id?: string; name?: string }) {
  const generated = useId();
  const fieldId = meta?.id ?? id ?? name ?? generated;
  const message = meta?.errors?.[0] ?? error;
  const hintId = hint ? (meta?.descriptionId ?? `${fieldId}-hint`) : undefined;
  const errorId = message ? (meta?.errorId ?? `${fieldId}-error`) : undefined;
  return {
    fieldId,
    name: meta?.name ?? name,
    message,
    hintId,
    errorId,
    aria: {
      "aria-invalid": message ? true : undefined,
      "aria-describedby": [hintId, errorId].filter(Boolean).join(" ") || undefined,
    },
  };
}

function initialText(meta: Meta | undefined): string | undefined {
  return typeof meta?.initialValue === "string" ? meta.initialValue : undefined;
}

export function Optional() {
  return <span className="font-normal text-ink-soft"> (optional)</span>;
}

export function Hint({ id, children, className = "" }: { id?: string; children: ReactNode; className?: string }) {
  return (
    <p id={id} className={`mt-1 max-w-prose text-ink-soft ${className}`}>
      {children}
    </p>
  );
}

export function FieldError({ id, children, className = "" }: { id?: string; children: ReactNode; className?: string }) {
  return (
    <p id={id} className={`mt-2 font-semibold text-danger ${className}`}>
      <span className="sr-only">Error: </span>
      {children}
    </p>
  );
}

/** Its id is the control's with "-label", for a control that must also name itself with aria-labelledby. */
function Label({ htmlFor, children, optional }: { htmlFor: string; children: ReactNode; optional?: boolean }) {
  return (
    <label htmlFor={htmlFor} id={`${htmlFor}-label`} className="block font-semibold text-ink">
      {children}
      {optional ? <Optional /> : null}
    </label>
  );
}

type TextFieldProps = Common &
  Omit<ComponentProps<"input">, "className" | "type"> & {
    type?: "text" | "email" | "password" | "tel" | "number" | "search" | "url" | "date" | "time";
    ref?: Ref<HTMLInputElement>;
    /** Width of the box: full (default) or a narrower one for short answers. */
    width?: "full" | "md" | "short";
  };

const widths = { full: "", md: "max-w-md", short: "max-w-40" };

/** A labelled text, email, password, phone or number box. */
export function TextField({ label, hint, optional, meta, error, className = "", id, name, width = "full", type = "text", ...input }: TextFieldProps) {
  const parts = useFieldParts({ meta, error, hint, id, name });
  return (
    <div data-field className={`scroll-mt-24 ${className}`}>
      <Label htmlFor={parts.fieldId} optional={optional}>
        {label}
      </Label>
      {hint ? <Hint id={parts.hintId}>{hint}</Hint> : null}
      <input
        key={meta?.key}
        id={parts.fieldId}
        name={parts.name}
        type={type}
        defaultValue={initialText(meta)}
        className={controlClasses(Boolean(parts.message), `mt-2 min-h-11 ${widths[width]}`)}
        {...parts.aria}
        {...input}
      />
      {parts.message ? <FieldError id={parts.errorId}>{parts.message}</FieldError> : null}
    </div>
  );
}

type FileFieldProps = Common & Omit<ComponentProps<"input">, "className" | "type" | "defaultValue">;

/** A labelled file chooser. A browser never refills one, so a form sent back with errors says to choose again. */
export function FileField({ label, hint, optional, meta, error, className = "", id, name, ...input }: FileFieldProps) {
  const parts = useFieldParts({ meta, error, hint, id, name });
  return (
    <div data-field className={`scroll-mt-24 ${className}`}>
      <Label htmlFor={parts.fieldId} optional={optional}>
        {label}
      </Label>
      {hint ? <Hint id={parts.hintId}>{hint}</Hint> : null}
      <input
        key={meta?.key}
        id={parts.fieldId}
        name={parts.name}
        type="file"
        className={controlClasses(
          Boolean(parts.message),
          "mt-2 min-h-11 file:mr-3 file:min-h-9 file:rounded-md file:border-0 file:bg-brand-100 file:px-3 file:font-semibold file:text-ink",
        )}
        {...parts.aria}
        {...input}
      />
      {parts.message ? <FieldError id={parts.errorId}>{parts.message}</FieldError> : null}
    </div>
  );
}

type TextAreaProps = Common & Omit<ComponentProps<"textarea">, "className">;

export function TextArea({ label, hint, optional, meta, error, className = "", id, name, rows = 5, ...textarea }: TextAreaProps) {
  const parts = useFieldParts({ meta, error, hint, id, name });
  return (
    <div data-field className={`scroll-mt-24 ${className}`}>
      <Label htmlFor={parts.fieldId} optional={optional}>
        {label}
      </Label>
      {hint ? <Hint id={parts.hintId}>{hint}</Hint> : null}
      <textarea
        key={meta?.key}
        id={parts.fieldId}
        name={parts.name}
        rows={rows}
        defaultValue={initialText(meta)}
        className={controlClasses(Boolean(parts.message), "mt-2")}
        {...parts.aria}
        {...textarea}
      />
      {parts.message ? <FieldError id={parts.errorId}>{parts.message}</FieldError> : null}
    </div>
  );
}

export type Choice<T extends string = string> = { value: T; label: ReactNode; description?: ReactNode };

type SelectProps = Common &
  Omit<ComponentProps<"select">, "className" | "children"> & {
    choices: readonly Choice[];
    /** A first, empty choice ("Choose one") for a select with no answer yet. */
    placeholder?: string;
  };

export function Select({ label, hint, optional, meta, error, className = "", id, name, choices, placeholder, ...select }: SelectProps) {
  const parts = useFieldParts({ meta, error, hint, id, name });
  return (
    <div data-field className={`scroll-mt-24 ${className}`}>
      <Label htmlFor={parts.fieldId} optional={optional}>
        {label}
      </Label>
      {hint ? <Hint id={parts.hintId}>{hint}</Hint> : null}
      <select
        key={meta?.key}
        id={parts.fieldId}
        name={parts.name}
        defaultValue={initialText(meta)}
        className={controlClasses(Boolean(parts.message), "mt-2 min-h-11")}
        {...parts.aria}
        {...select}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
      {parts.message ? <FieldError id={parts.errorId}>{parts.message}</FieldError> : null}
    </div>
  );
}

type CheckboxProps = Common &
  Omit<ComponentProps<"input">, "className" | "type"> & {
    /** Anything to offer under the hint, such as a link to the policy the box agrees to. */
    extra?: ReactNode;
  };

/** One checkbox with its label beside it (24px, well over the minimum target size). */
export function Checkbox({ label, hint, optional, meta, error, className = "", id, name, extra, value = "on", ...input }: CheckboxProps) {
  const parts = useFieldParts({ meta, error, hint, id, name });
  return (
    <div data-field className={`scroll-mt-24 ${className}`}>
      <div className="flex items-start gap-3">
        <input
          key={meta?.key}
          id={parts.fieldId}
          name={parts.name}
          type="checkbox"
          value={value}
          defaultChecked={meta ? meta.initialValue === value : undefined}
          className={`mt-0.5 size-6 shrink-0 accent-brand-700 ${parts.message ? "outline-2 outline-danger" : ""}`}
          {...parts.aria}
          {...input}
        />
        <div>
          <label htmlFor={parts.fieldId} className="font-semibold text-ink">
            {label}
            {optional ? <Optional /> : null}
          </label>
          {hint ? (
            <Hint id={parts.hintId} className="mt-0">
              {hint}
            </Hint>
          ) : null}
          {parts.message ? <FieldError id={parts.errorId}>{parts.message}</FieldError> : null}
          {extra}
        </div>
      </div>
    </div>
  );
}

type RadioGroupProps<T extends string> = Omit<Common, "label"> & {
  legend: ReactNode;
  name?: string;
  choices: readonly Choice<T>[];
  defaultValue?: string;
  /** Held by the page instead of posted (the CV builder): the chosen value, and what to do on a change. */
  value?: T | "";
  onValueChange?: (value: T) => void;
};

/** Radio buttons in a fieldset with a legend. Each choice's id is `<name>-<value>`; the summary links to the first. */
export function RadioGroup<T extends string>({ legend, hint, optional, meta, error, className = "", name, choices, defaultValue, value, onValueChange }: RadioGroupProps<T>) {
  const groupName = meta?.name ?? name ?? "";
  const parts = useFieldParts({ meta, error, hint, id: radioId(groupName, choices[0]?.value ?? ""), name: groupName });
  const checked = defaultValue ?? initialText(meta);
  return (
    <fieldset data-field className={`scroll-mt-24 ${className}`} aria-describedby={parts.aria["aria-describedby"]}>
      <legend className="font-semibold text-ink">
        {legend}
        {optional ? <Optional /> : null}
      </legend>
      {hint ? <Hint id={parts.hintId}>{hint}</Hint> : null}
      {parts.message ? <FieldError id={parts.errorId}>{parts.message}</FieldError> : null}
      <div className="mt-3 space-y-3">
        {choices.map((choice) => {
          const id = radioId(groupName, choice.value);
          const state = onValueChange
            ? { checked: value === choice.value, onChange: () => onValueChange(choice.value) }
            : { defaultChecked: choice.value === checked };
          return (
            <div key={choice.value} className="flex items-start gap-3">
              <input
                key={meta?.key}
                type="radio"
                id={id}
                name={groupName}
                value={choice.value}
                {...state}
                aria-invalid={parts.message ? true : undefined}
                aria-describedby={choice.description ? `${id}-description` : undefined}
                className="mt-0.5 size-6 shrink-0 accent-brand-700"
              />
              <div>
                <label htmlFor={id} className="font-semibold text-ink">
                  {choice.label}
                </label>
                {choice.description ? (
                  <p id={`${id}-description`} className="text-ink-soft">
                    {choice.description}
                  </p>
                ) : null}
              </div>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}

export function radioId(name: string, value: string): string {
  return `${name}-${value}`;
}
